// Declarations with initializers, functions, statements and entry points.
#include <algorithm>

#include "sema/intrinsics.h"
#include "sema/predeclared.h"
#include "sema/resolver_impl.h"
#include "sema/validate_var.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

// The identifier at the root of a memory view: `a` in `a.b[i].c`.
const IdentExpr* root_ident(const Expr* e) {
  while (true) {
    switch (e->kind) {
      case ExprKind::Ident: return static_cast<const IdentExpr*>(e);
      case ExprKind::Index: e = static_cast<const IndexExpr*>(e)->base; break;
      case ExprKind::Member: e = static_cast<const MemberExpr*>(e)->base; break;
      default: return nullptr;
    }
  }
}

// Statement behaviors (spec "Behavior Analysis"), as a bit set.
enum Behavior : uint8_t { kNext = 1, kReturn = 2, kBreak = 4, kContinue = 8 };

uint8_t behaviors(const Stmt* s);

uint8_t block_behaviors(const BlockStmt* b) {
  uint8_t result = kNext;
  for (const Stmt* s : b->stmts) {
    if (!(result & kNext)) break;  // the rest is unreachable
    result = static_cast<uint8_t>((result & ~kNext) | behaviors(s));
  }
  return result;
}

// A loop's behaviors from its body's: it ends when something breaks out of it.
uint8_t loop_result(uint8_t body) {
  uint8_t r = static_cast<uint8_t>(body & kReturn);
  if (body & kBreak) r |= kNext;
  return r;
}

uint8_t behaviors(const Stmt* s) {
  switch (s->kind) {
    case StmtKind::Return: return kReturn;
    case StmtKind::Break: return kBreak;
    case StmtKind::Continue: return kContinue;
    case StmtKind::BreakIf: return kBreak | kNext;
    case StmtKind::Block: return block_behaviors(static_cast<const BlockStmt*>(s));
    case StmtKind::If: {
      auto* i = static_cast<const IfStmt*>(s);
      uint8_t e = i->else_stmt ? behaviors(i->else_stmt) : static_cast<uint8_t>(kNext);
      return static_cast<uint8_t>(block_behaviors(i->then_block) | e);
    }
    case StmtKind::Loop: {
      auto* l = static_cast<const LoopStmt*>(s);
      uint8_t b = block_behaviors(l->body);
      if (l->continuing && (b & (kNext | kContinue))) b |= block_behaviors(l->continuing);
      return loop_result(b);
    }
    case StmtKind::For: {
      auto* f = static_cast<const ForStmt*>(s);
      uint8_t b = block_behaviors(f->body);
      if (f->condition) b |= kBreak;  // the condition can end it
      return loop_result(b);
    }
    case StmtKind::While:
      return loop_result(static_cast<uint8_t>(block_behaviors(static_cast<const WhileStmt*>(s)->body) | kBreak));
    case StmtKind::Switch: {
      uint8_t u = 0;
      for (const CaseClause* c : static_cast<const SwitchStmt*>(s)->clauses) u |= block_behaviors(c->body);
      if (u & kBreak) u = static_cast<uint8_t>((u & ~kBreak) | kNext);
      return u;
    }
    default: return kNext;
  }
}

}  // namespace

// The constant integer argument of attribute `kind` on `v`, or -1.
int64_t Resolver::attribute_int(const VariableDecl* v, AttrKind kind) {
  for (const Attribute* a : v->attrs) {
    if (a->kind != kind || a->args.empty()) continue;
    if (!value_expr(a->args[0])) return -1;
    std::optional<ConstValue> c = evaluate(a->args[0]);
    return c && c->kind == ConstValue::Kind::Int ? c->i : -1;
  }
  return -1;
}

void Resolver::resolve_variable(const VariableDecl* v, Entity* e) {
  if (!v->type && !v->initializer) {
    error(v->span, ResolveId::NeedsType,
          std::string(decl_kind_name(v->kind)) + " declaration requires a type or initializer");
    return;
  }
  if (e->module_scope) {
    e->group = attribute_int(v, AttrKind::Group);
    e->binding = attribute_int(v, AttrKind::Binding);
    e->override_id = attribute_int(v, AttrKind::Id);
  }
  const Type* declared = v->type ? resolve_type(v->type) : nullptr;
  if (v->type && !declared) return;
  const Type* init = v->initializer ? value_expr(v->initializer) : nullptr;
  if (v->initializer && !init) return;

  if (v->kind == DeclKind::Var) {
    AddressSpace as = AddressSpace::Undefined;
    Access access = Access::Undefined;
    // An expression where an address space or access mode goes (`var<storage.read>`, `var<1>`)
    // resolves as a value, which Tint reports.
    if (v->address_space && v->address_space->kind != ExprKind::Ident) {
      report_value_as_template_arg(v->address_space, "address space");
      return;
    }
    if (v->access && v->access->kind != ExprKind::Ident) {
      report_value_as_template_arg(v->access, "access");
      return;
    }
    if (v->address_space && v->address_space->kind == ExprKind::Ident) {
      auto* id = static_cast<const IdentExpr*>(v->address_space);
      if (!check_enumerant(id, EnumerantKind::AddressSpace)) return;
      if (!address_space_from_name(id->ident.name, &as)) {
        report_unresolved_enumerant(validator_, id, EnumerantKind::AddressSpace);
        return;
      }
    }
    // A user declaration named like an access mode (`var<private> read: i32;`) hides the
    // enumerant, and is not one.
    if (!check_enumerant(v->access, EnumerantKind::Access)) return;
    if (v->access && v->access->kind == ExprKind::Ident) {
      if (!access_from_name(static_cast<const IdentExpr*>(v->access)->ident.name, &access)) {
        report_unresolved_enumerant(validator_, v->access, EnumerantKind::Access);
        return;
      }
    }
    const Type* store = declared ? declared : (init ? concretize(types_, init) : nullptr);
    if (as == AddressSpace::Undefined) {
      // A module-scope non-handle var without an address space stays Undefined: validation
      // reports it in Tint's order (validate_module_variable).
      bool handle = store && (store->kind == TypeKind::Texture || store->kind == TypeKind::Sampler ||
                              store->kind == TypeKind::SamplerComparison);
      if (!e->module_scope) as = AddressSpace::Function;
      else if (handle) as = AddressSpace::Handle;
    }
    if (access == Access::Undefined) {
      access = (as == AddressSpace::Storage || as == AddressSpace::Uniform || as == AddressSpace::Handle)
                   ? Access::Read
                   : Access::ReadWrite;
    }
    e->space = as;
    e->access = access;
    e->type = store;
  } else if (v->kind == DeclKind::Const) {
    e->type = declared ? declared : init;
  } else {
    e->type = declared ? declared : (init ? concretize(types_, init) : nullptr);
  }

  if (declared && init && !convertible(init, declared)) {
    if (is_abstract(init)) {
      error(v->initializer->span, ResolveId::CannotConvert,
            "cannot convert value of type '" + type_name(init) + "' to type '" + type_name(declared) + "'");
    } else {
      // Tint points at a var's or a module-scope declaration's start, at a local's name.
      error(v->kind == DeclKind::Var || e->module_scope ? v->span : v->name.span, ResolveId::InitializerType,
            std::string("cannot initialize '") + decl_kind_name(v->kind) + "' of type '" + type_name(declared) +
                "' with value of type '" + type_name(init) + "'");
    }
    return;
  }
  if (init && e->type && !const_eval_.on_conversion(v->initializer, e->type)) return;
  if (v->kind == DeclKind::Const && v->initializer) const_eval_.on_const_declaration(e, v->initializer);
  if (v->kind == DeclKind::Override) const_eval_.on_override_declaration(e, v->initializer);
}

void Resolver::resolve_function(Global& g) {
  auto* f = static_cast<const FunctionDecl*>(g.decl);
  FunctionInfo* fi = info_->new_function();
  fi->decl = f;
  fi->entity = g.entity;
  info_->set_function(f, fi);
  for (const Attribute* a : f->attrs) {
    if (a->kind == AttrKind::Compute) fi->stage = PipelineStage::Compute;
    if (a->kind == AttrKind::Vertex) fi->stage = PipelineStage::Vertex;
    if (a->kind == AttrKind::Fragment) fi->stage = PipelineStage::Fragment;
    // Attribute arguments (workgroup_size, ...) are expressions to resolve too.
    if (a->kind != AttrKind::Builtin && a->kind != AttrKind::Interpolate && a->kind != AttrKind::Diagnostic) {
      in_function_attributes_ = true;
      for (const Expr* arg : a->args) value_expr(arg);
      in_function_attributes_ = false;
    }
    if (a->kind == AttrKind::WorkgroupSize) {
      for (uint32_t i = 0; i < 3; ++i) {
        fi->workgroup_size[i] = 1;
        if (i >= a->args.size()) continue;
        fi->workgroup_size_exprs[i] = a->args[i];
        std::optional<ConstValue> v = evaluate(a->args[i]);
        fi->workgroup_size[i] = v && v->kind == ConstValue::Kind::Int ? v->i : 0;
      }
    }
  }
  // Attribute arguments on parameters and the return type (@location, @blend_src, @color) are
  // expressions too: typing them gives the ConstEvaluator their values and stages, which the
  // validators read. Resolved before any parameter is declared, so names are module-scope ones.
  auto resolve_attribute_args = [&](const List<Attribute*>& attrs) {
    for (const Attribute* a : attrs) {
      if (a->kind == AttrKind::Builtin || a->kind == AttrKind::Interpolate || a->kind == AttrKind::Diagnostic) continue;
      for (const Expr* arg : a->args) value_expr(arg);
    }
  };
  in_function_attributes_ = true;
  // Only the attributes a parameter may carry have their arguments resolved: for any other
  // (`@binding(x)` on a parameter) Tint reports the attribute before looking at its argument.
  for (const Param* p : f->params) {
    for (const Attribute* a : p->attrs) {
      if (a->kind != AttrKind::Location && a->kind != AttrKind::Color) continue;
      for (const Expr* arg : a->args) value_expr(arg);
    }
  }
  resolve_attribute_args(f->return_attrs);
  in_function_attributes_ = false;
  function_ = fi;
  push_scope();
  for (uint32_t i = 0; i < f->params.size(); ++i) {
    const Param* p = f->params[i];
    Entity* e = info_->new_entity();
    e->kind = EntityKind::Param;
    e->name = p->name.name;
    e->param = p;
    e->param_index = i;
    e->owner = fi;
    e->type = resolve_type(p->type);
    for (const Attribute* a : p->attrs) {
      if (a->kind == AttrKind::Builtin && !a->args.empty() && a->args[0]->kind == ExprKind::Ident) {
        e->builtin = static_cast<const IdentExpr*>(a->args[0])->ident.name;
      }
    }
    info_->set_declared(p, e);
    fi->params.push_back(e);
  }
  g.entity->type = f->return_type ? resolve_type(f->return_type) : nullptr;
  // Parameter names come into scope for the body only: `fn f(T: T, x: T) -> T` names the type
  // `T` in every parameter type and in the return type.
  for (const Entity* e : fi->params) declare_local(e->name, e);
  return_type_ = g.entity->type;
  validate_function_signature(validator_, f, fi);
  // The body's outermost block shares the parameters' scope.
  stmt_depth_ = 1;
  for (const Stmt* s : f->body->stmts) stmt(s);
  stmt_depth_ = 0;
  pop_scope();

  if (return_type_ && error_count() == 0 && (block_behaviors(f->body) & kNext)) {
    error({f->body->span.end() - 1, 1}, ResolveId::MissingReturn, "missing return at end of function");
  }
  validate_function(validator_, f, fi);
  function_ = nullptr;
  return_type_ = nullptr;
}

// Tint's limit on statement nesting. The parser bounds nesting by its own depth, but not the
// length of an else-if chain (each `else if` is nested in the one before).
constexpr int kMaxStatementDepth = 127;

// One level deeper; false (reported once, at the statement) when that is past the limit, and then
// the statement is not resolved, so that no walk of a very long chain goes deeper.
bool Resolver::enter_statement(const Stmt* s) {
  if (++stmt_depth_ <= kMaxStatementDepth) return true;
  if (!stmt_depth_reported_) {
    error(s->span, ResolveId::StatementDepth,
          "statement nesting depth / chaining length exceeds limit of " + std::to_string(kMaxStatementDepth));
  }
  stmt_depth_reported_ = true;
  return false;
}

void Resolver::block(const BlockStmt* b) {
  if (enter_statement(b)) {
    push_scope();
    for (const Stmt* s : b->stmts) stmt(s);
    pop_scope();
  }
  --stmt_depth_;
}

void Resolver::stmt(const Stmt* s) {
  // A block statement counts once, in block().
  if (s->kind == StmtKind::Block) {
    block(static_cast<const BlockStmt*>(s));
    return;
  }
  if (enter_statement(s)) stmt_node(s);
  --stmt_depth_;
}

void Resolver::stmt_node(const Stmt* s) {
  switch (s->kind) {
    case StmtKind::Block: block(static_cast<const BlockStmt*>(s)); break;
    case StmtKind::Decl: decl_stmt(static_cast<const DeclStmt*>(s)); break;
    case StmtKind::Assign: assign_stmt(static_cast<const AssignStmt*>(s)); break;
    case StmtKind::CompoundAssign: compound_assign_stmt(static_cast<const CompoundAssignStmt*>(s)); break;
    case StmtKind::Increment:
    case StmtKind::Decrement: inc_dec_stmt(static_cast<const IncDecStmt*>(s)); break;
    case StmtKind::Return: return_stmt(static_cast<const ReturnStmt*>(s)); break;
    case StmtKind::Call: call_stmt(static_cast<const CallStmt*>(s)); break;
    case StmtKind::If: {
      auto* i = static_cast<const IfStmt*>(s);
      // Tint judges a condition's type after the statement's blocks: their errors come first.
      const Type* t = value_expr(i->condition);
      block(i->then_block);
      if (i->else_stmt) stmt(i->else_stmt);
      check_condition(i->condition, t, "if statement condition");
      break;
    }
    case StmtKind::While: {
      auto* w = static_cast<const WhileStmt*>(s);
      const Type* t = value_expr(w->condition);
      flow_.push_back({Flow::Kind::Loop, s->span, {}, 0});
      block(w->body);
      flow_.pop_back();
      check_condition(w->condition, t, "while condition");
      break;
    }
    case StmtKind::For: {
      auto* f = static_cast<const ForStmt*>(s);
      push_scope();
      if (f->init) stmt(f->init);
      const Type* t = f->condition ? value_expr(f->condition) : nullptr;
      if (f->update) stmt(f->update);
      flow_.push_back({Flow::Kind::Loop, s->span, {}, 0});
      block(f->body);
      flow_.pop_back();
      if (f->condition) check_condition(f->condition, t, "for-loop condition");
      pop_scope();
      if (error_count() == 0 && behaviors(s) == 0) error(s->span, ResolveId::LoopDoesNotExit, "for-loop does not exit");
      break;
    }
    case StmtKind::Loop: loop_stmt(static_cast<const LoopStmt*>(s)); break;
    case StmtKind::Switch: switch_stmt(static_cast<const SwitchStmt*>(s)); break;
    case StmtKind::BreakIf:
      check_condition(static_cast<const BreakIfStmt*>(s)->condition,
                      value_expr(static_cast<const BreakIfStmt*>(s)->condition), "break-if statement condition");
      // The parser takes `break if` only at the top of a continuing block; it must end it.
      if (continuing_block_ && continuing_block_->stmts.back() != s) {
        error(s->span, ResolveId::BreakIfNotLast, "break-if must be the last statement in a continuing block");
        note(continuing_block_->span, ResolveId::ContinuingHere, "see continuing block here");
      }
      break;
    case StmtKind::ConstAssert: {
      auto* ca = static_cast<const ConstAssertStmt*>(s);
      const Type* t = value_expr(ca->condition);
      if (t && !const_eval_.require_const(ca->condition, "const assertion")) break;
      if (!t || t->kind != TypeKind::Bool) break;
      std::optional<ConstValue> v = evaluate(ca->condition);
      if (v && v->kind == ConstValue::Kind::Bool && !v->b)
        error(s->span, ResolveId::ConstAssertFailed, "const assertion failed");
      break;
    }
    case StmtKind::Break: break_stmt(s); break;
    case StmtKind::Continue: continue_stmt(s); break;
    case StmtKind::Discard: break;
  }
}

void Resolver::check_condition(const Expr* cond, const Type* t, const char* what) {
  if (!t || t->kind == TypeKind::Bool) return;
  error(cond->span, ResolveId::ConditionType, std::string(what) + " must be bool, got " + type_name(t));
}

void Resolver::decl_stmt(const DeclStmt* s) {
  const VariableDecl* v = s->decl;
  Entity* e = info_->new_entity();
  e->kind = v->kind == DeclKind::Var ? EntityKind::Var : v->kind == DeclKind::Let ? EntityKind::Let : EntityKind::Const;
  e->name = v->name.name;
  e->decl = v;
  e->owner = function_;
  info_->set_declared(v, e);
  size_t before = error_count();
  resolve_variable(v, e);
  if (error_count() == before) validate_local_variable(validator_, v, e);
  declare_local(v->name.name, e);
}

bool Resolver::check_writable(const Expr* lhs, const Type* t, Span at) {
  if (t->kind == TypeKind::Reference) {
    if (t->access != Access::Read) return true;
    error(at, ResolveId::StoreReadOnly, "cannot store into a read-only type '" + type_name(t) + "'");
    return false;
  }
  const Entity* e = lhs->kind == ExprKind::Ident ? info_->entity(static_cast<const IdentExpr*>(lhs)) : nullptr;
  const char* why = nullptr;
  if (e && e->kind == EntityKind::Let) why = "'let' variables are immutable";
  if (e && e->kind == EntityKind::Const) why = "'const' variables are immutable";
  if (e && e->kind == EntityKind::Override) why = "'override' variables are immutable";
  if (e && e->kind == EntityKind::Param) why = "parameters are immutable";
  if (!why) {
    error(lhs->span, ResolveId::AssignValue, "cannot assign to value of type '" + type_name(t) + "'");
    return false;
  }
  std::string what = quoted(e);
  error(lhs->span, ResolveId::AssignImmutable, "cannot assign to " + what);
  note(lhs->span, ResolveId::Immutable, why);
  note(declared_at(e), ResolveId::DeclaredHere, what + " declared here");
  return false;
}

bool Resolver::check_conversion(const Expr* value, const Type* from, const Type* to) {
  if (convertible(from, to)) return true;
  if (!is_abstract(from)) return false;
  error(value->span, ResolveId::CannotConvert,
        "cannot convert value of type '" + type_name(from) + "' to type '" + type_name(to) + "'");
  return false;
}

void Resolver::assign_stmt(const AssignStmt* s) {
  if (s->lhs->kind == ExprKind::Phony) {
    const Type* r = value_expr(s->rhs);
    bool ok = !r || is_constructible(r) || r->kind == TypeKind::Pointer || r->kind == TypeKind::Texture ||
              r->kind == TypeKind::Sampler || r->kind == TypeKind::SamplerComparison;
    if (!ok) {
      error(s->rhs->span, ResolveId::PhonyType,
            "cannot assign '" + type_name(r) +
                "' to '_'. '_' can only be assigned a constructible, pointer, texture "
                "or sampler type");
    }
    return;
  }
  const Type* l = expr(s->lhs);
  const Type* r = value_expr(s->rhs);
  if (!l || !r) return;
  // Tint converts the value before it looks at the target.
  if (l->kind != TypeKind::Reference && !check_conversion(s->rhs, r, l) && is_abstract(r)) return;
  if (!check_writable(s->lhs, l, s->span)) return;
  if (convertible(r, l->elem) && !const_eval_.on_conversion(s->rhs, l->elem)) return;
  if (check_conversion(s->rhs, r, l->elem) || is_abstract(r)) return;
  error(s->span, ResolveId::AssignType, "cannot assign '" + type_name(r) + "' to '" + type_name(l->elem) + "'");
}

void Resolver::compound_assign_stmt(const CompoundAssignStmt* s) {
  const Type* l = expr(s->lhs);
  const Type* r = value_expr(s->rhs);
  if (!l || !r) return;
  if (l->kind != TypeKind::Reference) {
    // Not a memory view (`p += 1.0` on a pointer): Tint looks for the operator first.
    MatchResult m = match_binary(types_, s->op, l, r, ArgStage::Runtime, /*compound=*/true);
    if (!m.ok) {
      error(s->span, ResolveId::NoMatchingOperator, m.error);
      return;
    }
  }
  if (!check_writable(s->lhs, l, s->span)) return;
  MatchResult m = match_binary(types_, s->op, l->elem, r, ArgStage::Runtime, /*compound=*/true);
  if (!m.ok) {
    error(s->span, ResolveId::NoMatchingOperator, m.error);
    return;
  }
  if (!const_eval_.on_compound_assignment(s, m.parameters[0], m.parameters[1])) return;
  if (m.result != l->elem) {
    error(s->span, ResolveId::AssignType,
          "cannot assign '" + type_name(m.result) + "' to '" + type_name(l->elem) + "'");
  }
}

void Resolver::inc_dec_stmt(const IncDecStmt* s) {
  const Type* l = expr(s->lhs);
  if (!l) return;
  bool inc = s->kind == StmtKind::Increment;
  if (l->kind != TypeKind::Reference) {
    report_modified_value(s->lhs, l);
    return;
  }
  if (l->access == Access::Read) {
    // Tint points at the operator, the first token after the operand.
    std::string_view text = file_.text();
    uint32_t at = s->lhs->span.end();
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r')) ++at;
    error({at, 2}, ResolveId::ModifyReadOnly, "cannot modify read-only type '" + type_name(l) + "'");
    return;
  }
  const Type* store = l->elem;
  if (store->kind == TypeKind::Atomic || !(store->kind == TypeKind::I32 || store->kind == TypeKind::U32)) {
    error(s->lhs->span, ResolveId::IncDecType,
          std::string(inc ? "increment" : "decrement") + " statement can only be applied to an integer scalar");
  }
}

// `x++` where `x` is not a reference: a let, a parameter, an override or a constant value.
void Resolver::report_modified_value(const Expr* lhs, const Type* t) {
  const IdentExpr* root = root_ident(lhs);
  const Entity* e = root ? info_->entity(root) : nullptr;
  EntityKind kind = e ? e->kind : EntityKind::Const;
  if (kind == EntityKind::Let || kind == EntityKind::Override) {
    error(lhs->span, ResolveId::ModifyImmutable,
          std::string("cannot modify '") + (kind == EntityKind::Let ? "let" : "override") + "'");
    note(declared_at(e), ResolveId::DeclaredHere, "'" + describe(e) + "' declared here");
    return;
  }
  if (kind == EntityKind::Param) {
    error(lhs->span, ResolveId::ModifyImmutable, "cannot modify function parameter");
    note(declared_at(e), ResolveId::DeclaredHere, "parameter '" + std::string(e->name) + "' declared here");
    return;
  }
  error(lhs->span, ResolveId::ModifyValue, "cannot modify value of type '" + type_name(t) + "'");
}

Resolver::Flow* Resolver::innermost(Flow::Kind kind) {
  for (auto it = flow_.rbegin(); it != flow_.rend(); ++it) {
    if (it->kind == kind) return &*it;
  }
  return nullptr;
}

void Resolver::loop_stmt(const LoopStmt* l) {
  push_scope();
  flow_.push_back({Flow::Kind::Loop, l->span, {}, 0});
  // Body declarations at the top level, by statement index, for "continue bypasses".
  std::vector<std::pair<const Entity*, size_t>> decls;
  for (size_t i = 0; i < l->body->stmts.size(); ++i) {
    flow_.back().body_index = i;
    const Stmt* b = l->body->stmts[i];
    stmt(b);
    if (b->kind == StmtKind::Decl) decls.push_back({info_->declared(static_cast<const DeclStmt*>(b)->decl), i});
  }
  std::vector<std::pair<Span, size_t>> continues = flow_.back().continues;
  flow_.pop_back();
  if (l->continuing) {
    std::vector<std::pair<const Entity*, Span>> refs;
    continuing_refs_ = &refs;
    flow_.push_back({Flow::Kind::Continuing, l->continuing->span, {}, 0});
    const BlockStmt* outer_continuing = continuing_block_;
    continuing_block_ = l->continuing;
    block(l->continuing);
    continuing_block_ = outer_continuing;
    flow_.pop_back();
    continuing_refs_ = nullptr;
    for (auto [at, index] : continues) {
      for (const auto& d : decls) {
        const Entity* decl = d.first;  // a plain variable: lambdas cannot capture bindings in C++20 clang
        if (d.second <= index) continue;
        auto ref = std::find_if(refs.begin(), refs.end(), [&](const auto& r) { return r.first == decl; });
        if (ref == refs.end()) continue;
        std::string n(decl->name);
        error(at, ResolveId::ContinueBypasses, "continue statement bypasses declaration of '" + n + "'");
        note(declared_at(decl), ResolveId::DeclaredHere, "identifier '" + n + "' declared here");
        note(ref->second, ResolveId::ReferencedHere, "identifier '" + n + "' referenced in continuing block here");
        pop_scope();
        return;
      }
    }
  }
  pop_scope();
  if (error_count() == 0 && behaviors(l) == 0) {
    error(l->span, ResolveId::LoopDoesNotExit, "loop does not exit");
  }
}

void Resolver::switch_stmt(const SwitchStmt* sw) {
  const Type* sel = value_expr(sw->selector);
  if (sel && !is_integer_scalar(sel)) {
    error(sw->selector->span, ResolveId::SwitchSelectorType,
          "switch statement selector expression must be of a scalar integer type");
    return;
  }
  struct Seen {
    int64_t value;
    Span at;
  };
  std::vector<Seen> seen;
  Span default_at;
  bool has_default = false;
  for (const CaseClause* c : sw->clauses) {
    for (const Expr* e : c->selectors) {
      if (!e) {
        if (has_default) {
          error(c->default_span, ResolveId::SwitchDefaults, "switch statement must have exactly one default clause");
          note(default_at, ResolveId::PreviousDefault, "previous default case");
          return;
        }
        has_default = true;
        default_at = c->default_span;
        continue;
      }
      const Type* t = value_expr(e);
      if (!t || !sel) continue;
      // Tint's order: a concrete non-integer value first; an abstract float is then converted to
      // i32 whatever the selector's type.
      if (!is_abstract(t) && !is_integer_scalar(t)) {
        error(e->span, ResolveId::CaseType, "case selector must be an i32 or u32 value");
        return;
      }
      if (t->kind == TypeKind::AbstractFloat) {
        check_conversion(e, t, types_.i32());
        return;
      }
      // An abstract selector takes the type of the first concrete case value: every value must
      // then have that type (Tint's common type of the selector and the case values).
      if (is_abstract(sel) && !is_abstract(t) && is_integer_scalar(t)) sel = t;
      if (is_abstract(t) && !check_conversion(e, t, sel)) return;
      if (!is_abstract(sel) && !const_eval_.on_conversion(e, sel)) return;
      std::optional<ConstValue> v = evaluate(e);
      if (!v || v->kind != ConstValue::Kind::Int) {
        error(e->span, ResolveId::CaseNotConst, "case selector must be a constant expression");
        return;
      }
      bool same = t == sel || (is_abstract(t) && convertible(t, sel)) || (is_abstract(sel) && convertible(sel, t));
      if (!same) {
        error(e->span, ResolveId::CaseType,
              "the case selector values must have the same type as the selector expression.");
        return;
      }
      for (const Seen& s : seen) {
        if (s.value != v->i) continue;
        error(e->span, ResolveId::DuplicateCase, "duplicate switch case '" + std::to_string(v->i) + "'");
        note(s.at, ResolveId::PreviousCase, "previous case declared here");
        return;
      }
      seen.push_back({v->i, e->span});
      info_->case_values[e] = v->i;
    }
  }
  if (!has_default) {
    error(sw->span, ResolveId::SwitchDefault, "switch statement must have a default clause");
    return;
  }
  flow_.push_back({Flow::Kind::Switch, sw->span, {}, 0});
  for (const CaseClause* c : sw->clauses) block(c->body);
  flow_.pop_back();
}

void Resolver::break_stmt(const Stmt* s) {
  // The construct a break leaves: the innermost loop or switch.
  for (auto it = flow_.rbegin(); it != flow_.rend(); ++it) {
    if (it->kind == Flow::Kind::Continuing) {
      error(s->span, ResolveId::BreakInContinuing,
            "'break' must not be used to exit from a continuing block. Use 'break if' instead.");
      return;
    }
    if (it->kind == Flow::Kind::Loop || it->kind == Flow::Kind::Switch) return;
  }
  error(s->span, ResolveId::BreakOutside, "break statement must be in a loop or switch case");
}

void Resolver::continue_stmt(const Stmt* s) {
  for (auto it = flow_.rbegin(); it != flow_.rend(); ++it) {
    if (it->kind == Flow::Kind::Continuing) {
      error(s->span, ResolveId::ContinueInContinuing, "continuing blocks must not contain a continue statement");
      note(it->at, ResolveId::SeeContinuing, "see continuing block here");
      return;
    }
    if (it->kind == Flow::Kind::Loop) {
      it->continues.push_back({s->span, it->body_index});
      return;
    }
  }
  error(s->span, ResolveId::ContinueOutside, "continue statement must be in a loop");
}

void Resolver::return_stmt(const ReturnStmt* s) {
  if (const Flow* c = innermost(Flow::Kind::Continuing)) {
    error(s->span, ResolveId::ReturnInContinuing, "continuing blocks must not contain a return statement");
    note(c->at, ResolveId::SeeContinuing, "see continuing block here");
    return;
  }
  const Type* want = return_type_;
  const Type* got = s->value ? value_expr(s->value) : nullptr;
  if (s->value && !got) return;
  bool ok = want ? (got && convertible(got, want)) : !got;
  if (ok && got) const_eval_.on_conversion(s->value, want);
  if (ok) return;
  if (want && got && !check_conversion(s->value, got, want) && is_abstract(got)) return;
  error(s->span, ResolveId::ReturnType,
        "return statement type must match its function return type, returned '" +
            (got ? type_name(got) : std::string("void")) + "', expected '" +
            (want ? type_name(want) : std::string("void")) + "'");
}

void Resolver::call_stmt(const CallStmt* s) {
  const Type* t = expr(s->call);
  if (!t) return;
  const Entity* e = info_->entity(s->call->target);
  if (e && (e->kind == EntityKind::BuiltinType || e->kind == EntityKind::Struct || e->kind == EntityKind::Alias)) {
    error(s->call->span, ResolveId::UnusedConstructor, "value constructor evaluated but not used");
    return;
  }
  if (e && e->kind == EntityKind::BuiltinFunction && e->intrinsic && e->intrinsic->must_use) {
    error(s->call->span, ResolveId::UnusedResult, "ignoring return value of builtin '" + std::string(e->name) + "'");
  }
  // A user function's @must_use is judged here too, where Tint's resolver meets the statement
  // (before the names of later statements are resolved).
  if (e && e->kind == EntityKind::Function && e->decl) {
    auto* fn = static_cast<const FunctionDecl*>(e->decl);
    bool must_use = std::any_of(fn->attrs.begin(), fn->attrs.end(),
                                [](const Attribute* a) { return a->kind == AttrKind::MustUse; });
    if (!must_use) return;
    std::string name(e->name);
    error(s->call->span, ResolveId::MustUseIgnored,
          "ignoring return value of function '" + name + "' annotated with '@must_use'");
    note(fn->span, ResolveId::DeclaredHere, "function '" + name + "' declared here");
  }
}

}  // namespace wgx::sema
