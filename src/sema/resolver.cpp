#include "sema/resolver.h"

#include <algorithm>
#include <functional>
#include <unordered_map>

#include "sema/intrinsics.h"
#include "sema/predeclared.h"
#include "sema/resolver_impl.h"
#include "sema/validate_fn.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT: this file walks the AST

EntityKind entity_kind(DeclKind k) {
  switch (k) {
    case DeclKind::Var:
      return EntityKind::Var;
    case DeclKind::Let:
      return EntityKind::Let;
    case DeclKind::Const:
      return EntityKind::Const;
    case DeclKind::Override:
      return EntityKind::Override;
    case DeclKind::Alias:
      return EntityKind::Alias;
    case DeclKind::Struct:
      return EntityKind::Struct;
    case DeclKind::Function:
      return EntityKind::Function;
    case DeclKind::ConstAssert:
      break;
  }
  return EntityKind::Const;
}

// Collects the module-scope names a declaration refers to, honouring local shadowing: the edges
// of the dependency graph.
class DependencyWalker {
 public:
  using Ref = std::function<void(std::string_view, Span)>;
  // Called for a name declared twice in one scope: the name, the new and the first declaration.
  using Redeclared = std::function<void(std::string_view, Span, Span)>;
  DependencyWalker(Ref on_global, Redeclared on_redeclared)
      : on_global_(std::move(on_global)), on_redeclared_(std::move(on_redeclared)) {}

  void decl(const Decl* d) {
    for (const Attribute* a : d->attrs) attribute(a);
    switch (d->kind) {
      case DeclKind::Var:
      case DeclKind::Let:
      case DeclKind::Const:
      case DeclKind::Override: {
        auto* v = static_cast<const VariableDecl*>(d);
        if (v->address_space) expr(v->address_space);
        if (v->access) expr(v->access);
        if (v->type) expr(v->type);
        if (v->initializer) expr(v->initializer);
        break;
      }
      case DeclKind::Alias:
        expr(static_cast<const AliasDecl*>(d)->type);
        break;
      case DeclKind::Struct:
        for (const StructMember* m : static_cast<const StructDecl*>(d)->members) {
          for (const Attribute* a : m->attrs) attribute(a);
          expr(m->type);
        }
        break;
      case DeclKind::Function:
        function(static_cast<const FunctionDecl*>(d));
        break;
      case DeclKind::ConstAssert:
        expr(static_cast<const ConstAssertDecl*>(d)->condition);
        break;
    }
  }

 private:
  static constexpr int kMaxWalkDepth = 600;
  int depth_ = 0;
  Ref on_global_;
  Redeclared on_redeclared_;
  // The open local scopes (each name to where it was declared), and how many of them declare
  // each name: both hashed, so that a function with very many locals is walked in linear time.
  std::vector<std::unordered_map<std::string_view, Span>> scopes_;
  std::unordered_map<std::string_view, uint32_t> open_names_;

  void push_scope() { scopes_.emplace_back(); }
  void pop_scope() {
    for (const auto& declared : scopes_.back()) {
      auto it = open_names_.find(declared.first);
      if (--it->second == 0) open_names_.erase(it);
    }
    scopes_.pop_back();
  }
  void declare(std::string_view n, Span at) {
    auto [it, fresh] = scopes_.back().emplace(n, at);
    if (!fresh) {
      on_redeclared_(n, at, it->second);
      return;
    }
    ++open_names_[n];
  }
  bool is_local(std::string_view n) const { return open_names_.count(n) != 0; }
  void ref(const Ident& id) {
    if (!is_local(id.name)) on_global_(id.name, id.span);
  }
  void attribute(const Attribute* a) {
    // @builtin and @interpolate name enumerants, not declarations.
    if (a->kind == AttrKind::Builtin || a->kind == AttrKind::Interpolate || a->kind == AttrKind::Diagnostic) return;
    for (const Expr* e : a->args) expr(e);
  }
  void function(const FunctionDecl* f) {
    push_scope();
    for (const Param* p : f->params) {
      for (const Attribute* a : p->attrs) attribute(a);
      expr(p->type);
    }
    // Return-type attribute arguments (@location(N), ...) name module-scope declarations too.
    for (const Attribute* a : f->return_attrs) attribute(a);
    // The return type, like the parameter types, sees no parameter name.
    if (f->return_type) expr(f->return_type);
    for (const Param* p : f->params) declare(p->name.name, p->name.span);
    // The body's outermost block shares the parameters' scope.
    if (f->body) {
      for (const Stmt* s : f->body->stmts) stmt(s);
    }
    pop_scope();
  }
  void block(const BlockStmt* b) {
    push_scope();
    for (const Stmt* s : b->stmts) stmt(s);
    pop_scope();
  }
  void expr(const Expr* e) {
    if (!e) return;
    // The resolver reports expressions nested deeper than it handles; do not recurse past that.
    if (depth_ > kMaxWalkDepth) return;
    ++depth_;
    expr_children(e);
    --depth_;
  }
  void expr_children(const Expr* e) {
    switch (e->kind) {
      case ExprKind::Ident: {
        auto* id = static_cast<const IdentExpr*>(e);
        ref(id->ident);
        for (const Expr* t : id->template_args) expr(t);
        break;
      }
      case ExprKind::Call: {
        auto* c = static_cast<const CallExpr*>(e);
        expr(c->target);
        for (const Expr* a : c->args) expr(a);
        break;
      }
      case ExprKind::Unary:
        expr(static_cast<const UnaryExpr*>(e)->operand);
        break;
      case ExprKind::Binary:
        expr(static_cast<const BinaryExpr*>(e)->lhs);
        expr(static_cast<const BinaryExpr*>(e)->rhs);
        break;
      case ExprKind::Index:
        expr(static_cast<const IndexExpr*>(e)->base);
        expr(static_cast<const IndexExpr*>(e)->index);
        break;
      case ExprKind::Member:
        expr(static_cast<const MemberExpr*>(e)->base);
        break;
      default:
        break;
    }
  }
  void stmt(const Stmt* s) {
    if (!s) return;
    // Else-if chains are not bounded by the parser's depth; the resolver reports them past
    // Tint's statement depth, so the walk need not go that far.
    if (depth_ > kMaxWalkDepth) return;
    ++depth_;
    stmt_node(s);
    --depth_;
  }
  void stmt_node(const Stmt* s) {
    switch (s->kind) {
      case StmtKind::Block:
        block(static_cast<const BlockStmt*>(s));
        break;
      case StmtKind::Return:
        expr(static_cast<const ReturnStmt*>(s)->value);
        break;
      case StmtKind::If: {
        auto* i = static_cast<const IfStmt*>(s);
        expr(i->condition);
        block(i->then_block);
        stmt(i->else_stmt);
        break;
      }
      case StmtKind::Switch: {
        auto* sw = static_cast<const SwitchStmt*>(s);
        expr(sw->selector);
        for (const CaseClause* c : sw->clauses) {
          for (const Expr* sel : c->selectors) expr(sel);
          block(c->body);
        }
        break;
      }
      case StmtKind::Loop: {
        auto* l = static_cast<const LoopStmt*>(s);
        // The continuing block sees the body's declarations.
        push_scope();
        for (const Stmt* b : l->body->stmts) stmt(b);
        if (l->continuing) block(l->continuing);
        pop_scope();
        break;
      }
      case StmtKind::For: {
        auto* f = static_cast<const ForStmt*>(s);
        push_scope();
        stmt(f->init);
        expr(f->condition);
        stmt(f->update);
        block(f->body);
        pop_scope();
        break;
      }
      case StmtKind::While:
        expr(static_cast<const WhileStmt*>(s)->condition);
        block(static_cast<const WhileStmt*>(s)->body);
        break;
      case StmtKind::BreakIf:
        expr(static_cast<const BreakIfStmt*>(s)->condition);
        break;
      case StmtKind::Call:
        expr(static_cast<const CallStmt*>(s)->call);
        break;
      case StmtKind::Decl: {
        auto* v = static_cast<const DeclStmt*>(s)->decl;
        if (v->address_space) expr(v->address_space);
        if (v->access) expr(v->access);
        if (v->type) expr(v->type);
        if (v->initializer) expr(v->initializer);
        // Tint points at a `var`'s start, at the name of a `let` or `const`.
        declare(v->name.name, v->kind == DeclKind::Var ? v->span : v->name.span);
        break;
      }
      case StmtKind::Assign:
        expr(static_cast<const AssignStmt*>(s)->lhs);
        expr(static_cast<const AssignStmt*>(s)->rhs);
        break;
      case StmtKind::CompoundAssign:
        expr(static_cast<const CompoundAssignStmt*>(s)->lhs);
        expr(static_cast<const CompoundAssignStmt*>(s)->rhs);
        break;
      case StmtKind::Increment:
      case StmtKind::Decrement:
        expr(static_cast<const IncDecStmt*>(s)->lhs);
        break;
      case StmtKind::ConstAssert:
        expr(static_cast<const ConstAssertStmt*>(s)->condition);
        break;
      default:
        break;
    }
  }
};

}  // namespace

Resolver::Resolver(const ast::Module& module, const SourceFile& file, DiagnosticList& diags)
    : module_(module),
      file_(file),
      diags_(diags),
      info_(std::make_unique<ModuleInfo>(module.expr_count)),
      types_(info_->types),
      const_eval_(file, diags, *info_),
      validator_{file, diags, *info_, module, &const_eval_} {
  errors_at_start_ = diags.error_count();
}

void Resolver::error(Span span, ResolveId id, std::string message) {
  diags_.add({Severity::Error, diag_id(id), std::move(message), &file_, span});
}

void Resolver::note(Span span, ResolveId id, std::string message) {
  diags_.add({Severity::Note, diag_id(id), std::move(message), &file_, span});
}

std::string Resolver::describe(const Entity* e) const {
  std::string n(e->name);
  switch (e->kind) {
    case EntityKind::Var:
      return "var " + n;
    case EntityKind::Let:
      return "let " + n;
    case EntityKind::Const:
      return "const " + n;
    case EntityKind::Override:
      return "override " + n;
    case EntityKind::Param:
      return "parameter " + n;
    case EntityKind::Function:
      return "function " + n;
    case EntityKind::Struct:
      return "struct " + n;
    case EntityKind::Alias:
      return "alias " + n;
    case EntityKind::BuiltinFunction:
      return "builtin function " + n;
    case EntityKind::BuiltinType:
      return "type " + n;
    case EntityKind::BuiltinValue:
      return n;
  }
  return n;
}

std::string Resolver::quoted(const Entity* e) const {
  std::string n(e->name);
  switch (e->kind) {
    case EntityKind::Function:
      return "function '" + n + "'";
    case EntityKind::Param:
      return "parameter '" + n + "'";
    case EntityKind::BuiltinFunction:
      return "builtin function '" + n + "'";
    case EntityKind::BuiltinValue:
      switch (predeclared_kind(e->name)) {
        case Predeclared::AddressSpace: return "address space '" + n + "'";
        case Predeclared::Access: return "access enumerant '" + n + "'";
        case Predeclared::TexelFormat: return "texel format '" + n + "'";
        default: return "'" + n + "'";
      }
    default:
      return "'" + describe(e) + "'";
  }
}

Span Resolver::declared_at(const Entity* e) const {
  if (e->param) return e->param->name.span;
  if (!e->decl) return {};
  if (e->module_scope || e->kind == EntityKind::Var) return e->decl->span;
  return e->decl->name.span;
}

void Resolver::check_diagnostic_directives() {
  std::unordered_map<std::string, const ast::DiagnosticControl*> seen;
  for (const ast::Directive* d : module_.directives) {
    if (d->kind != DirectiveKind::Diagnostic) continue;
    const ast::DiagnosticControl& c = d->control;
    fn::warn_unknown_diagnostic_rule(validator_, c);
    std::string rule = c.rule_category.name.empty()
                           ? std::string(c.rule.name)
                           : std::string(c.rule_category.name) + "." + std::string(c.rule.name);
    auto [it, fresh] = seen.emplace(rule, &c);
    if (fresh || it->second->severity.name == c.severity.name) continue;
    Span at = c.rule_category.name.empty() ? c.rule.span : Span::between(c.rule_category.span, c.rule.span);
    Span first = it->second->rule_category.name.empty()
                     ? it->second->rule.span
                     : Span::between(it->second->rule_category.span, it->second->rule.span);
    error(at, ResolveId::ConflictingDiagnostic, "conflicting diagnostic directive");
    // Tint's note names the new severity at the first directive.
    note(first, ResolveId::DiagnosticSetHere,
         "severity of '" + rule + "' set to '" + std::string(c.severity.name) + "' here");
    return;
  }
}

std::unique_ptr<ModuleInfo> Resolver::run() {
  check_diagnostic_directives();
  if (error_count() != 0) return std::move(info_);
  declare_globals();
  if (error_count() != 0) return std::move(info_);
  std::vector<Global*> order;
  if (!sort_globals(order)) return std::move(info_);
  scopes_.emplace_back();  // module scope: filled as globals resolve, in dependency order
  for (Global& g : globals_) {
    if (g.entity) scopes_.back()[g.entity->name] = g.entity;
  }
  for (Global* g : order) resolve_global(*g);
  if (error_count() == 0) validate_module(validator_);
  // Functions, callees first: the dependency order already is that.
  for (Global* g : order) {
    if (g->decl->kind != DeclKind::Function) continue;
    if (FunctionInfo* f = const_cast<FunctionInfo*>(info_->function(static_cast<const FunctionDecl*>(g->decl)))) {
      info_->mutable_functions().push_back(f);
    }
  }
  return std::move(info_);
}

void Resolver::declare_globals() {
  globals_.reserve(module_.decls.size());
  for (const ast::Decl* d : module_.decls) {
    Global g;
    g.decl = d;
    if (d->kind != DeclKind::ConstAssert) {
      Entity* e = info_->new_entity();
      e->kind = entity_kind(d->kind);
      e->name = d->name.name;
      e->decl = d;
      e->module_scope = true;
      info_->set_declared(d, e);
      g.entity = e;
    }
    globals_.push_back(g);
  }
  for (Global& g : globals_) {
    if (g.entity) global_names_.emplace(g.entity->name, &g);
  }
  // In source order, as Tint: a declaration's own redeclaration, then those inside it.
  std::unordered_map<std::string_view, Global*> seen;
  for (Global& g : globals_) {
    if (g.entity) {
      auto [it, fresh] = seen.emplace(g.entity->name, &g);
      if (!fresh) {
        std::string n(g.entity->name);
        error(g.decl->span, ResolveId::Redeclaration, "redeclaration of '" + n + "'");
        note(it->second->decl->span, ResolveId::PreviousDeclaration, "'" + n + "' previously declared here");
      }
    }
    collect_dependencies(g);
  }
}

void Resolver::collect_dependencies(Global& g) {
  DependencyWalker walker(
      [&](std::string_view name, Span at) {
        auto it = global_names_.find(name);
        if (it == global_names_.end()) return;
        g.deps.push_back({it->second, at});
      },
      [&](std::string_view name, Span at, Span first) {
        std::string n(name);
        error(at, ResolveId::Redeclaration, "redeclaration of '" + n + "'");
        note(first, ResolveId::PreviousDeclaration, "'" + n + "' previously declared here");
      });
  walker.decl(g.decl);
}

bool Resolver::sort_globals(std::vector<Global*>& order) {
  std::vector<Global*> stack;
  for (Global& g : globals_) {
    if (!visit(&g, stack, order)) return false;
  }
  return true;
}

bool Resolver::visit(Global* g, std::vector<Global*>& stack, std::vector<Global*>& order) {
  if (g->mark == Global::Mark::Done) return true;
  if (g->mark == Global::Mark::Visiting) {
    size_t start = static_cast<size_t>(std::find(stack.begin(), stack.end(), g) - stack.begin());
    report_cycle(stack, start, g);
    return false;
  }
  g->mark = Global::Mark::Visiting;
  stack.push_back(g);
  for (const Edge& e : g->deps) {
    if (!visit(e.to, stack, order)) return false;
  }
  stack.pop_back();
  g->mark = Global::Mark::Done;
  order.push_back(g);
  return true;
}

void Resolver::report_cycle(const std::vector<Global*>& stack, size_t start, Global* back) {
  std::string path;
  for (size_t i = start; i < stack.size(); ++i) path += "'" + std::string(stack[i]->entity->name) + "' -> ";
  path += "'" + std::string(back->entity->name) + "'";
  error(stack[start]->decl->span, ResolveId::CyclicDependency, "cyclic dependency found: " + path);
  for (size_t i = start; i < stack.size(); ++i) {
    Global* from = stack[i];
    Global* to = i + 1 < stack.size() ? stack[i + 1] : back;
    for (const Edge& e : from->deps) {
      if (e.to != to) continue;
      note(e.at, ResolveId::CycleEdge,
           std::string(decl_kind_name(from->decl->kind)) + " '" + std::string(from->entity->name) + "' references " +
               decl_kind_name(to->decl->kind) + " '" + std::string(to->entity->name) + "' here");
      break;
    }
  }
}

// Redeclarations were reported by the dependency walk, in source order; here the later
// declaration simply wins.
void Resolver::declare_local(std::string_view name, const Entity* e) { scopes_.back()[name] = e; }

const Entity* Resolver::lookup(std::string_view name) {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto f = it->find(name);
    if (f != it->end()) return f->second;
  }
  return builtin_entity(name);
}

const Entity* Resolver::builtin_entity(std::string_view name) {
  auto it = builtin_entities_.find(name);
  if (it != builtin_entities_.end()) return it->second;
  Entity* e = nullptr;
  // buffer_view's builtins are known but not modelled yet: calls to them have no type and
  // report nothing.
  static constexpr std::string_view kUnmodelled[] = {"bufferView", "bufferArrayView", "bufferLength"};
  if (const IntrinsicInfo* bi = builtin_info(name)) {
    e = info_->new_entity();
    e->kind = EntityKind::BuiltinFunction;
    e->intrinsic = bi;
  } else if (std::find(std::begin(kUnmodelled), std::end(kUnmodelled), name) != std::end(kUnmodelled)) {
    e = info_->new_entity();
    e->kind = EntityKind::BuiltinFunction;
  } else {
    switch (predeclared_kind(name)) {
      case Predeclared::Type:
      case Predeclared::TypeGenerator:
        e = info_->new_entity();
        e->kind = EntityKind::BuiltinType;
        break;
      case Predeclared::AddressSpace:
      case Predeclared::Access:
      case Predeclared::TexelFormat:
        e = info_->new_entity();
        e->kind = EntityKind::BuiltinValue;
        break;
      case Predeclared::None:
        break;
    }
  }
  if (e) e->name = name;
  builtin_entities_[name] = e;
  return e;
}

void Resolver::resolve_global(Global& g) {
  const ast::Decl* d = g.decl;
  switch (d->kind) {
    case DeclKind::Alias: {
      const Type* t = resolve_type(static_cast<const AliasDecl*>(d)->type);
      g.entity->type = t;
      break;
    }
    case DeclKind::Struct:
      g.entity->type = resolve_struct(static_cast<const StructDecl*>(d));
      if (g.entity->type) validate_struct(validator_, static_cast<const StructDecl*>(d), g.entity->type);
      break;
    case DeclKind::Var:
    case DeclKind::Const:
    case DeclKind::Override:
    case DeclKind::Let: {
      size_t before = error_count();
      resolve_variable(static_cast<const VariableDecl*>(d), g.entity);
      if (error_count() == before) validate_module_variable(validator_, static_cast<const VariableDecl*>(d), g.entity);
      break;
    }
    case DeclKind::Function:
      resolve_function(g);
      break;
    case DeclKind::ConstAssert: {
      auto* ca = static_cast<const ConstAssertDecl*>(d);
      const Type* t = value_expr(ca->condition);
      if (!t) break;
      if (!const_eval_.require_const(ca->condition, "const assertion")) break;
      if (t->kind != TypeKind::Bool) {
        error(ca->condition->span, ResolveId::ConstAssertType,
              "const assertion condition must be a bool, got '" + type_name(t) + "'");
        break;
      }
      std::optional<ConstValue> v = evaluate(ca->condition);
      if (v && v->kind == ConstValue::Kind::Bool && !v->b)
        error(d->span, ResolveId::ConstAssertFailed, "const assertion failed");
      break;
    }
  }
}

std::unique_ptr<ModuleInfo> resolve(const ast::Module& module, const SourceFile& file, DiagnosticList& diags,
                                    const OverrideValues* overrides) {
  Resolver r(module, file, diags);
  if (overrides) r.substitute_overrides(overrides);
  return r.run();
}

}  // namespace wgx::sema
