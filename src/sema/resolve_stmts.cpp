// Declarations with initializers, functions, statements and entry points.
#include <algorithm>

#include "sema/intrinsics.h"
#include "sema/predeclared.h"
#include "sema/resolver_impl.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT


const char* var_kind(DeclKind k) {
  switch (k) {
    case DeclKind::Var: return "var";
    case DeclKind::Let: return "let";
    case DeclKind::Const: return "const";
    case DeclKind::Override: return "override";
    default: return "declaration";
  }
}

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

// Behaviors of a statement; `certain` turns false where the simple analysis below is not exact
// (loops and switches), so callers only report what is sure.
uint8_t behaviors(const Stmt* s, bool& certain);

uint8_t block_behaviors(const BlockStmt* b, bool& certain) {
  uint8_t result = kNext;
  for (const Stmt* s : b->stmts) {
    if (!(result & kNext)) break;  // the rest is unreachable
    result = static_cast<uint8_t>((result & ~kNext) | behaviors(s, certain));
  }
  return result;
}

uint8_t behaviors(const Stmt* s, bool& certain) {
  switch (s->kind) {
    case StmtKind::Return: return kReturn;
    case StmtKind::Break: return kBreak;
    case StmtKind::Continue: return kContinue;
    case StmtKind::Block: return block_behaviors(static_cast<const BlockStmt*>(s), certain);
    case StmtKind::If: {
      auto* i = static_cast<const IfStmt*>(s);
      uint8_t t = block_behaviors(i->then_block, certain);
      uint8_t e = i->else_stmt ? behaviors(i->else_stmt, certain) : static_cast<uint8_t>(kNext);
      return static_cast<uint8_t>(t | e);
    }
    case StmtKind::Loop:
    case StmtKind::For:
    case StmtKind::While:
    case StmtKind::Switch:
      certain = false;
      return static_cast<uint8_t>(kNext | kReturn);
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
    if (v->address_space && v->address_space->kind == ExprKind::Ident) {
      auto* id = static_cast<const IdentExpr*>(v->address_space);
      if (!address_space_from_name(id->ident.name, &as)) return;
    }
    if (v->access && v->access->kind == ExprKind::Ident) {
      if (!access_from_name(static_cast<const IdentExpr*>(v->access)->ident.name, &access)) return;
    }
    const Type* store = declared ? declared : (init ? concretize(types_, init) : nullptr);
    if (as == AddressSpace::Undefined) {
      bool handle = store && (store->kind == TypeKind::Texture || store->kind == TypeKind::Sampler ||
                              store->kind == TypeKind::SamplerComparison);
      if (e->module_scope && !handle) {
        error(v->span, "resolve.missing-address-space",
              "module-scope 'var' declarations that are not of texture or sampler types must provide an address "
              "space");
        return;
      }
      as = e->module_scope ? AddressSpace::Handle : AddressSpace::Function;
    }
    if (access == Access::Undefined) {
      access = (as == AddressSpace::Storage || as == AddressSpace::Uniform || as == AddressSpace::Handle)
                   ? Access::Read
                   : Access::ReadWrite;
    }
    e->space = as;
    e->access = access;
    e->type = store;
    if (store && as == AddressSpace::Storage && access != Access::ReadWrite && !is_atomic_free(store)) {
      error(v->span, "resolve.atomic-read-only",
            "atomic variables in 'storage' address space must have 'read_write' access mode");
      return;
    }
  } else if (v->kind == DeclKind::Const) {
    e->type = declared ? declared : init;
  } else {
    e->type = declared ? declared : (init ? concretize(types_, init) : nullptr);
  }

  if (declared && init && !convertible(init, declared)) {
    if (is_abstract(init)) {
      error(v->initializer->span, "resolve.cannot-convert",
            "cannot convert value of type '" + type_name(init) + "' to type '" + type_name(declared) + "'");
    } else {
      error(v->kind == DeclKind::Var ? v->span : v->name.span, "resolve.initializer-type",
            std::string("cannot initialize '") + var_kind(v->kind) + "' of type '" + type_name(declared) +
                "' with value of type '" + type_name(init) + "'");
    }
    return;
  }
  if (v->kind == DeclKind::Const && v->initializer) {
    const_eval_.on_const_declaration(e, v->initializer);
    if (std::optional<ConstValue> val = evaluate(v->initializer)) const_values_[e] = *val;
  }
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
      for (const Expr* arg : a->args) value_expr(arg);
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
    declare_local(p->name.name, e);
  }
  g.entity->type = f->return_type ? resolve_type(f->return_type) : nullptr;
  return_type_ = g.entity->type;
  // The body's outermost block shares the parameters' scope.
  for (const Stmt* s : f->body->stmts) stmt(s);
  pop_scope();

  if (return_type_) {
    bool certain = true;
    uint8_t b = block_behaviors(f->body, certain);
    if (certain && (b & kNext)) {
      error({f->body->span.end() - 1, 1}, "resolve.missing-return", "missing return at end of function");
    }
  }
  validate_entry_point(f, fi);
  validate_function(validator_, f, fi);
  function_ = nullptr;
  return_type_ = nullptr;
}

void Resolver::validate_entry_point(const FunctionDecl* f, FunctionInfo* fi) {
  if (fi->stage != PipelineStage::Compute) return;
  bool has_size = std::any_of(f->attrs.begin(), f->attrs.end(),
                              [](const Attribute* a) { return a->kind == AttrKind::WorkgroupSize; });
  if (!has_size) {
    error(f->span, "resolve.missing-workgroup-size",
          "a compute shader must include '@workgroup_size' in its attributes");
  }
}

void Resolver::block(const BlockStmt* b) {
  push_scope();
  for (const Stmt* s : b->stmts) stmt(s);
  pop_scope();
}

void Resolver::stmt(const Stmt* s) {
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
      condition(i->condition, "if statement condition");
      block(i->then_block);
      if (i->else_stmt) stmt(i->else_stmt);
      break;
    }
    case StmtKind::While: {
      auto* w = static_cast<const WhileStmt*>(s);
      condition(w->condition, "while condition");
      block(w->body);
      break;
    }
    case StmtKind::For: {
      auto* f = static_cast<const ForStmt*>(s);
      push_scope();
      if (f->init) stmt(f->init);
      if (f->condition) condition(f->condition, "for-loop condition");
      if (f->update) stmt(f->update);
      block(f->body);
      pop_scope();
      break;
    }
    case StmtKind::Loop: {
      auto* l = static_cast<const LoopStmt*>(s);
      push_scope();
      for (const Stmt* b : l->body->stmts) stmt(b);
      if (l->continuing) block(l->continuing);
      pop_scope();
      break;
    }
    case StmtKind::Switch: {
      auto* sw = static_cast<const SwitchStmt*>(s);
      value_expr(sw->selector);
      for (const CaseClause* c : sw->clauses) {
        for (const Expr* sel : c->selectors) {
          if (sel) value_expr(sel);
        }
        block(c->body);
      }
      break;
    }
    case StmtKind::BreakIf:
      condition(static_cast<const BreakIfStmt*>(s)->condition, "break-if statement condition");
      break;
    case StmtKind::ConstAssert: {
      auto* ca = static_cast<const ConstAssertStmt*>(s);
      const Type* t = value_expr(ca->condition);
      if (!t || t->kind != TypeKind::Bool) break;
      std::optional<ConstValue> v = evaluate(ca->condition);
      if (v && v->kind == ConstValue::Kind::Bool && !v->b) error(s->span, "resolve.const-assert-failed", "const assertion failed");
      break;
    }
    case StmtKind::Break:
    case StmtKind::Continue:
    case StmtKind::Discard: break;
  }
}

void Resolver::condition(const Expr* cond, const char* what) {
  const Type* t = value_expr(cond);
  if (!t || t->kind == TypeKind::Bool) return;
  error(cond->span, "resolve.condition-type", std::string(what) + " must be bool, got " + type_name(t));
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

bool Resolver::check_writable(const Expr* lhs, const Type* t) {
  if (t->kind == TypeKind::Reference) return true;
  const Entity* e = lhs->kind == ExprKind::Ident ? info_->entity(static_cast<const IdentExpr*>(lhs)) : nullptr;
  const char* why = nullptr;
  if (e && e->kind == EntityKind::Let) why = "'let' variables are immutable";
  if (e && e->kind == EntityKind::Const) why = "'const' variables are immutable";
  if (e && e->kind == EntityKind::Override) why = "'override' variables are immutable";
  if (e && e->kind == EntityKind::Param) why = "parameters are immutable";
  if (!why) {
    error(lhs->span, "resolve.assign-value", "cannot assign to value of type '" + type_name(t) + "'");
    return false;
  }
  std::string what = quoted(e);
  error(lhs->span, "resolve.assign-immutable", "cannot assign to " + what);
  note(lhs->span, "resolve.immutable", why);
  note(declared_at(e), "resolve.declared-here", what + " declared here");
  return false;
}

bool Resolver::check_conversion(const Expr* value, const Type* from, const Type* to) {
  if (convertible(from, to)) return true;
  if (!is_abstract(from)) return false;
  error(value->span, "resolve.cannot-convert",
        "cannot convert value of type '" + type_name(from) + "' to type '" + type_name(to) + "'");
  return false;
}

void Resolver::assign_stmt(const AssignStmt* s) {
  if (s->lhs->kind == ExprKind::Phony) {
    value_expr(s->rhs);
    return;
  }
  const Type* l = expr(s->lhs);
  const Type* r = value_expr(s->rhs);
  if (!l || !r) return;
  // Tint converts the value before it looks at the target.
  if (l->kind != TypeKind::Reference && !check_conversion(s->rhs, r, l) && is_abstract(r)) return;
  if (!check_writable(s->lhs, l)) return;
  if (check_conversion(s->rhs, r, l->elem) || is_abstract(r)) return;
  error(s->span, "resolve.assign-type", "cannot assign '" + type_name(r) + "' to '" + type_name(l->elem) + "'");
}

void Resolver::compound_assign_stmt(const CompoundAssignStmt* s) {
  const Type* l = expr(s->lhs);
  const Type* r = value_expr(s->rhs);
  if (!l || !r) return;
  if (!check_writable(s->lhs, l)) return;
  MatchResult m = match_binary(types_, s->op, l->elem, r);
  if (!m.ok) {
    // Tint names the compound operator: 'operator += (i32, u32)'.
    std::string msg = m.error;
    std::string plain = "operator " + std::string(binary_op_spelling(s->op)) + " (";
    std::string compound = "operator " + std::string(binary_op_spelling(s->op)) + "= (";
    for (size_t at = msg.find(plain); at != std::string::npos; at = msg.find(plain, at + compound.size())) {
      msg.replace(at, plain.size(), compound);
    }
    error(s->span, "resolve.no-matching-operator", msg);
  }
}

void Resolver::inc_dec_stmt(const IncDecStmt* s) {
  const Type* l = expr(s->lhs);
  if (!l) return;
  bool inc = s->kind == StmtKind::Increment;
  if (l->kind != TypeKind::Reference) {
    const IdentExpr* root = root_ident(s->lhs);
    const Entity* e = root ? info_->entity(root) : nullptr;
    if (e && e->kind == EntityKind::Let) {
      error(s->lhs->span, "resolve.modify-immutable", "cannot modify 'let'");
      note(declared_at(e), "resolve.declared-here", "'" + describe(e) + "' declared here");
    }
    return;
  }
  const Type* store = l->elem;
  if (store->kind == TypeKind::Atomic || !(store->kind == TypeKind::I32 || store->kind == TypeKind::U32)) {
    error(s->lhs->span, "resolve.inc-dec-type",
          std::string(inc ? "increment" : "decrement") + " statement can only be applied to an integer scalar");
  }
}

void Resolver::return_stmt(const ReturnStmt* s) {
  const Type* want = return_type_;
  const Type* got = s->value ? value_expr(s->value) : nullptr;
  if (s->value && !got) return;
  bool ok = want ? (got && convertible(got, want)) : !got;
  if (ok) return;
  if (want && got && !check_conversion(s->value, got, want) && is_abstract(got)) return;
  error(s->span, "resolve.return-type",
        "return statement type must match its function return type, returned '" +
            (got ? type_name(got) : std::string("void")) + "', expected '" +
            (want ? type_name(want) : std::string("void")) + "'");
}

void Resolver::call_stmt(const CallStmt* s) {
  const Type* t = expr(s->call);
  if (!t) return;
  const Entity* e = info_->entity(s->call->target);
  if (e && e->kind == EntityKind::BuiltinFunction && e->intrinsic && e->intrinsic->must_use) {
    error(s->call->span, "resolve.unused-result", "ignoring return value of builtin '" + std::string(e->name) + "'");
  }
}

}  // namespace wgx::sema
