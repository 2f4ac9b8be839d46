// Expressions: the type of each (references for memory views, per the spec's load rule), the
// entity each identifier names, overloads of operators and builtins from the intrinsic table,
// and the scalar values of const-expressions.
#include <algorithm>
#include <cmath>
#include <limits>

#include "sema/intrinsics.h"
#include "sema/predeclared.h"
#include "sema/resolver_impl.h"
#include "sema/validate_var.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

Span end_of(Span s) { return {s.end(), 0}; }

}  // namespace

// The latest evaluation stage among the arguments: abstract arguments of a runtime call become
// concrete, as the spec's overload resolution says.
ArgStage Resolver::arg_stage(std::initializer_list<const Expr*> args) const {
  return arg_stage(std::vector<const Expr*>(args));
}

ArgStage Resolver::arg_stage(const List<Expr*>& args) const {
  return arg_stage(std::vector<const Expr*>(args.begin(), args.end()));
}

ArgStage Resolver::arg_stage(const std::vector<const Expr*>& args) const {
  ArgStage stage = ArgStage::Constant;
  for (const Expr* a : args) {
    EvalStage s = const_eval_.stage(a);
    if (s == EvalStage::Runtime) return ArgStage::Runtime;
    if (s == EvalStage::Override) stage = ArgStage::Override;
  }
  return stage;
}

// Tint resolves an expression's operands that are themselves operations before those that are
// plain names or literals (then left to right). Types do not depend on the order; which
// unresolved name is reported first does.
bool Resolver::is_leaf(const Expr* e) {
  switch (e->kind) {
    case ExprKind::IntLiteral:
    case ExprKind::FloatLiteral:
    case ExprKind::BoolLiteral:
      return true;
    case ExprKind::Ident:
      return static_cast<const IdentExpr*>(e)->template_args.empty();
    default:
      return false;
  }
}

// A plain name Tint cannot use as a value: unknown, or a function, a type, an enumerant. Tint
// reports such a leaf where the enclosing operation uses it, after that operation's other
// operands (see is_leaf), so in `a && (b > c)` an unusable `a` is reported after `(b > c)`.
bool Resolver::unusable_leaf(const Expr* e) {
  if (e->kind != ExprKind::Ident || !is_leaf(e)) return false;
  const Entity* ent = lookup(static_cast<const IdentExpr*>(e)->ident.name);
  if (!ent) return true;
  switch (ent->kind) {
    case EntityKind::Function:
    case EntityKind::BuiltinFunction:
    case EntityKind::Struct:
    case EntityKind::Alias:
    case EntityKind::BuiltinType:
    case EntityKind::BuiltinValue:
      return true;
    default:
      return false;
  }
}

std::vector<const Type*> Resolver::value_exprs(const List<Expr*>& args) {
  std::vector<const Type*> types(args.size(), nullptr);
  for (size_t i = 0; i < args.size(); ++i) {
    if (!is_leaf(args[i])) types[i] = value_expr(args[i]);
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (is_leaf(args[i])) types[i] = value_expr(args[i]);
  }
  return types;
}

bool Resolver::convertible(const Type* from, const Type* to) const {
  return from == to || conversion_rank(from, to) != kNoConversion;
}

const Type* Resolver::value_expr(const Expr* e) {
  const Type* t = expr(e);
  if (t && t->kind == TypeKind::Void && e->kind == ExprKind::Call) {
    const Entity* fn = info_->entity(static_cast<const CallExpr*>(e)->target);
    std::string what = fn && fn->kind == EntityKind::BuiltinFunction ? "builtin function" : "function";
    error(e->span, ResolveId::VoidValue,
          what + " '" + std::string(static_cast<const CallExpr*>(e)->target->ident.name) + "' does not return a value");
    return nullptr;
  }
  return t ? unwrap_ref(t) : nullptr;
}

// The child Tint's traversal reaches first: the last operand.
const Expr* last_operand(const Expr* e) {
  switch (e->kind) {
    case ExprKind::Binary:
      return static_cast<const BinaryExpr*>(e)->rhs;
    case ExprKind::Unary:
      return static_cast<const UnaryExpr*>(e)->operand;
    case ExprKind::Index:
      return static_cast<const IndexExpr*>(e)->index;
    case ExprKind::Member:
      return static_cast<const MemberExpr*>(e)->base;
    case ExprKind::Call: {
      auto* c = static_cast<const CallExpr*>(e);
      return c->args.empty() ? nullptr : c->args.back();
    }
    default:
      return nullptr;
  }
}

const Type* Resolver::expr(const Expr* e) {
  // Operator chains can nest arbitrarily deep; like Tint, stop at 512 levels with an error at the
  // first operand past the limit, rather than recurse on.
  if (expr_depth_ == kMaxExpressionDepth) {
    if (const Expr* past = last_operand(e)) {
      error(past->span, ResolveId::ExpressionDepth,
            "reached max expression depth of " + std::to_string(kMaxExpressionDepth));
      return nullptr;
    }
  }
  struct DepthGuard {
    int& depth;
    explicit DepthGuard(int& d) : depth(d) { ++depth; }
    ~DepthGuard() { --depth; }
  } guard(expr_depth_);
  const Type* t = nullptr;
  switch (e->kind) {
    case ExprKind::IntLiteral: {
      char s = static_cast<const IntLiteralExpr*>(e)->suffix;
      t = s == 'i' ? types_.i32() : s == 'u' ? types_.u32() : types_.abstract_int();
      break;
    }
    case ExprKind::FloatLiteral: {
      char s = static_cast<const FloatLiteralExpr*>(e)->suffix;
      if (s == 'h' && !check_f16_enabled(validator_, e->span)) return nullptr;
      t = s == 'f' ? types_.f32() : s == 'h' ? types_.f16() : types_.abstract_float();
      break;
    }
    case ExprKind::BoolLiteral:
      t = types_.bool_type();
      break;
    case ExprKind::Ident:
      t = ident_expr(static_cast<const IdentExpr*>(e));
      break;
    case ExprKind::Call:
      t = call_expr(static_cast<const CallExpr*>(e));
      break;
    case ExprKind::Unary:
      t = unary_expr(static_cast<const UnaryExpr*>(e));
      break;
    case ExprKind::Binary:
      t = binary_expr(static_cast<const BinaryExpr*>(e));
      break;
    case ExprKind::Index:
      t = index_expr(static_cast<const IndexExpr*>(e));
      break;
    case ExprKind::Member:
      t = member_expr(static_cast<const MemberExpr*>(e));
      break;
    case ExprKind::Phony:
      break;
  }
  if (!t) return nullptr;
  info_->set_type(e, t);
  if (!const_eval_.on_expression(e, t)) return nullptr;
  record_scalar_const(e);
  return t;
}

void Resolver::record_scalar_const(const Expr* e) {
  const Value* v = const_eval_.value(e);
  if (!v || !v->type) return;
  auto component = [](const Value& x) {
    ModuleInfo::ScalarConst c;
    if (x.type->kind == TypeKind::Bool) {
      c.kind = ModuleInfo::ScalarConst::Kind::Bool;
      c.b = x.b;
    } else if (is_float_scalar(x.type)) {
      c.kind = ModuleInfo::ScalarConst::Kind::Float;
      c.f = x.f;
    } else {
      c.i = x.i;
    }
    return c;
  };
  if (is_scalar(v->type)) {
    ModuleInfo::ScalarConst c = component(*v);
    info_->set_scalar_const(e, {&c, 1});
    return;
  }
  if ((v->type->kind != TypeKind::Vector && v->type->kind != TypeKind::Matrix) ||
      v->elements.size() != v->type->width)
    return;
  std::vector<ModuleInfo::ScalarConst> components;
  for (const Value& x : v->elements) {
    if (x.type && is_scalar(x.type)) {
      components.push_back(component(x));
      continue;
    }
    // A matrix: its columns, one after the other.
    if (!x.type || x.type->kind != TypeKind::Vector || x.elements.size() != v->type->rows) return;
    for (const Value& y : x.elements) {
      if (!y.type || !is_scalar(y.type)) return;
      components.push_back(component(y));
    }
  }
  info_->set_scalar_const(e, components);
}

const Type* Resolver::ident_expr(const IdentExpr* e) {
  std::string name(e->ident.name);
  const Entity* ent = lookup(e->ident.name);
  if (!ent) {
    if (reported_extension_type(e->ident)) return nullptr;
    error(e->ident.span, ResolveId::UnresolvedValue, "unresolved value '" + name + "'");
    return nullptr;
  }
  info_->set_entity(e, ent);
  if (!check_untemplated(e, ent)) return nullptr;
  if (!function_ && !in_function_attributes_ && ent->module_scope && ent->kind == EntityKind::Var) {
    error(e->span, ResolveId::ModuleScopeVar, "'var " + name + "' cannot be referenced at module-scope");
    note(declared_at(ent), ResolveId::DeclaredHere, "'var " + name + "' declared here");
    return nullptr;
  }
  if (continuing_refs_) continuing_refs_->push_back({ent, e->span});
  if (function_ && ent->module_scope && (ent->kind == EntityKind::Var || ent->kind == EntityKind::Override) &&
      std::find(function_->globals.begin(), function_->globals.end(), ent) == function_->globals.end()) {
    function_->globals.push_back(ent);
  }
  switch (ent->kind) {
    case EntityKind::Var:
      if (!ent->type) return nullptr;
      return types_.reference(ent->space, ent->type, ent->access);
    case EntityKind::Let:
    case EntityKind::Const:
    case EntityKind::Override:
    case EntityKind::Param:
      return ent->type;
    case EntityKind::Function:
      error(e->span, ResolveId::FunctionAsValue, "cannot use function '" + name + "' as value");
      note(declared_at(ent), ResolveId::DeclaredHere, "function '" + name + "' declared here");
      note(end_of(e->span), ResolveId::MissingParens, "are you missing '()'?");
      return nullptr;
    case EntityKind::BuiltinFunction:
      error(e->span, ResolveId::FunctionAsValue, "cannot use builtin function '" + name + "' as value");
      note(end_of(e->span), ResolveId::MissingParens, "are you missing '()'?");
      return nullptr;
    case EntityKind::Struct:
    case EntityKind::Alias:
    case EntityKind::BuiltinType: {
      if (uninferable_generator(e, ent)) {
        resolve_type(e);  // "expected '<' for 'atomic'"
        return nullptr;
      }
      // A type generator without its template list (`vec4`) is Tint's incomplete type here.
      bool incomplete = ent->kind == EntityKind::BuiltinType &&
                        predeclared_kind(e->ident.name) == Predeclared::TypeGenerator && e->template_args.empty();
      const Type* t = ent->kind == EntityKind::BuiltinType && !incomplete ? resolve_type(e) : ent->type;
      if (ent->kind == EntityKind::BuiltinType && !incomplete && !t) return nullptr;
      std::string tn = incomplete ? "<incomplete-type>" : t ? type_name(t) : name;
      error(e->span, ResolveId::TypeAsValue, "cannot use type '" + tn + "' as value");
      note_declared(ent);
      note(end_of(e->span), ResolveId::MissingParens, "are you missing '()'?");
      return nullptr;
    }
    case EntityKind::BuiltinValue: {
      AddressSpace as;
      Access ac;
      const char* what = address_space_from_name(e->ident.name, &as) ? "address space"
                         : access_from_name(e->ident.name, &ac)      ? "access enumerant"
                                                                     : "texel format";
      error(e->span, ResolveId::EnumerantAsValue, std::string("cannot use ") + what + " '" + name + "' as value");
      return nullptr;
    }
  }
  return nullptr;
}

const Type* Resolver::call_expr(const CallExpr* e) {
  const IdentExpr* target = e->target;
  std::string name(target->ident.name);
  const Entity* ent = lookup(target->ident.name);
  if (!ent) {
    size_t before = error_count();
    value_exprs(e->args);  // Tint resolves the arguments first
    if (error_count() != before) return nullptr;
    error(target->ident.span, ResolveId::UnresolvedCall, "unresolved call target '" + name + "'");
    return nullptr;
  }
  info_->set_entity(target, ent);
  if (!check_untemplated(target, ent)) return nullptr;
  if (ent->kind == EntityKind::Function) return user_call(e, ent);

  std::vector<const Type*> args = value_exprs(e->args);
  if (std::find(args.begin(), args.end(), nullptr) != args.end()) return nullptr;

  switch (ent->kind) {
    case EntityKind::BuiltinFunction: {
      if (!ent->intrinsic) return nullptr;
      std::vector<const Type*> targs;
      // Tint goes on to the overloads with a placeholder where a template argument is not a type
      // ("bitcast<<invalid-type>>(u32)") or a generator without its list (<incomplete-type>): no
      // candidate matches, and the message lists them.
      bool invalid = false;
      for (const Expr* ta : target->template_args) {
        if (!check_template_type_arg(ta)) {
          targs.push_back(types_.builtin_struct("<invalid-type>", {}));
          invalid = true;
          continue;
        }
        auto* id = static_cast<const IdentExpr*>(ta);
        const Entity* te = lookup(id->ident.name);
        bool incomplete = te && te->kind == EntityKind::BuiltinType && id->template_args.empty() &&
                          predeclared_kind(id->ident.name) == Predeclared::TypeGenerator &&
                          !uninferable_generator(id, te);
        const Type* t = incomplete ? types_.builtin_struct("<incomplete-type>", {}) : resolve_type(id);
        if (!t) return nullptr;
        targs.push_back(t);
      }
      MatchResult r = match_builtin(types_, target->ident.name, targs, args, arg_stage(e->args));
      if (!r.ok || invalid) {
        error(e->span, ResolveId::NoMatchingCall, r.error);
        return nullptr;
      }
      if (function_) function_->calls.push_back({e, nullptr, ent->intrinsic, r.stages});
      info_->set_call(e, {e, nullptr, ent->intrinsic, r.stages});
      return r.result;
    }
    case EntityKind::Struct: {
      const Type* st = ent->type;
      if (!st || !st->structure) return nullptr;
      const auto& members = st->structure->members;
      // A struct holding an atomic or a runtime-sized array has no value to construct.
      if (!is_constructible(st)) {
        error(e->span, ResolveId::StructCtorNotConstructible, "structure constructor has non-constructible type");
        return nullptr;
      }
      if (!args.empty() && args.size() != members.size()) {
        const char* which = args.size() < members.size() ? "few" : "many";
        error(e->span, ResolveId::StructCtorArity,
              std::string("structure constructor has too ") + which + " inputs: expected " +
                  std::to_string(members.size()) + ", found " + std::to_string(args.size()));
        return nullptr;
      }
      for (size_t i = 0; i < args.size(); ++i) {
        if (check_conversion(e->args[i], args[i], members[i].type)) continue;
        if (is_abstract(args[i])) return nullptr;
        error(e->args[i]->span, ResolveId::StructCtorType,
              "type in structure constructor does not match struct member type: expected '" +
                  type_name(members[i].type) + "', found '" + type_name(args[i]) + "'");
        return nullptr;
      }
      return st;
    }
    case EntityKind::Alias:
    case EntityKind::BuiltinType: {
      const Type* named = nullptr;
      std::string_view generic;
      if (ent->kind == EntityKind::Alias) {
        named = ent->type;
        if (!named) return nullptr;
        if (named->kind == TypeKind::Struct) {
          // An alias of a struct constructs the struct.
          return named;
        }
      } else if (predeclared_kind(target->ident.name) == Predeclared::Type || !target->template_args.empty()) {
        named = resolve_type(target);
        if (!named) return nullptr;
      } else if (uninferable_generator(target, ent)) {
        resolve_type(target);  // "expected '<' for 'atomic'"
        return nullptr;
      } else {
        generic = target->ident.name;
      }
      MatchResult r = match_constructor(types_, named, generic, args, arg_stage(e->args));
      if (!r.ok) {
        Span at = r.error_argument >= 0 && static_cast<size_t>(r.error_argument) < e->args.size()
                      ? e->args[r.error_argument]->span
                      : e->span;
        error(at, ResolveId::NoMatchingConstructor, r.error);
        return nullptr;
      }
      return r.result;
    }
    default: {
      error(target->span, ResolveId::NotCallable, "cannot use " + quoted(ent) + " as call target");
      note_declared(ent);
      return nullptr;
    }
  }
}

const Type* Resolver::user_call(const CallExpr* e, const Entity* fn) {
  auto* decl = static_cast<const FunctionDecl*>(fn->decl);
  const FunctionInfo* callee = info_->function(decl);
  std::string name(fn->name);
  std::vector<const Type*> args = value_exprs(e->args);
  bool ok = std::find(args.begin(), args.end(), nullptr) == args.end();
  if (!callee) return nullptr;
  if (!function_ && ok) {  // function attributes (@location, @workgroup_size) are module-scope too
    error(e->span, ResolveId::ModuleScopeCall, "user-declared functions cannot be called at module-scope");
    return nullptr;
  }
  if (function_) function_->calls.push_back({e, callee, nullptr});
  info_->set_call(e, {e, callee, nullptr});
  if (args.size() != callee->params.size()) {
    const char* which = args.size() < callee->params.size() ? "few" : "many";
    error(e->span, ResolveId::CallArity,
          std::string("too ") + which + " arguments in call to '" + name + "', expected " +
              std::to_string(callee->params.size()) + ", got " + std::to_string(args.size()));
    return nullptr;
  }
  if (!ok) return nullptr;
  for (size_t i = 0; i < args.size(); ++i) {
    const Type* want = callee->params[i]->type;
    if (!want || check_conversion(e->args[i], args[i], want)) continue;
    if (is_abstract(args[i])) return nullptr;
    error(e->args[i]->span, ResolveId::CallArgumentType,
          "type mismatch for argument " + std::to_string(i + 1) + " in call to '" + name + "', expected '" +
              type_name(want) + "', got '" + type_name(args[i]) + "'");
    return nullptr;
  }
  if (function_ &&
      std::find(function_->callees.begin(), function_->callees.end(), callee) == function_->callees.end()) {
    function_->callees.push_back(callee);
  }
  return fn->type ? fn->type : types_.void_type();
}

// `&e`: only memory views have addresses, and not vector components or handles.
const Type* Resolver::address_of(const UnaryExpr* e) {
  const Type* t = expr(e->operand);
  if (!t) return nullptr;
  // The vector a component or swizzle is taken from, if any.
  const Type* vector = nullptr;
  if (e->operand->kind == ExprKind::Member || e->operand->kind == ExprKind::Index) {
    const Expr* base = e->operand->kind == ExprKind::Member ? static_cast<const MemberExpr*>(e->operand)->base
                                                            : static_cast<const IndexExpr*>(e->operand)->base;
    const Type* b = info_->type(base);
    if (b && unwrap_ref(b)->kind == TypeKind::Vector) vector = unwrap_ref(b);
  }
  const Entity* named =
      e->operand->kind == ExprKind::Ident ? info_->entity(static_cast<const IdentExpr*>(e->operand)) : nullptr;
  if (vector && t->kind == TypeKind::Reference && t->elem->kind == TypeKind::Vector) {
    // A swizzle: Tint names the view by its internal type.
    error(e->operand->span, ResolveId::AddressOfValue,
          "cannot take the address of value of type 'swizzle<" + std::string(address_space_name(t->space)) + ", " +
              type_name(t->elem) + ", " + std::string(access_name(t->access)) + ", " + std::to_string(vector->width) +
              ", " + std::to_string(t->elem->width) + ">'");
    return nullptr;
  }
  if (vector) {
    error(e->operand->span, ResolveId::AddressOfComponent, "cannot take the address of a vector component");
    return nullptr;
  }
  if (t->kind == TypeKind::Reference && t->space == AddressSpace::Handle) {
    std::string what = named ? quoted(named) : "value of type '" + type_name(t->elem) + "'";
    error(e->operand->span, ResolveId::AddressOfHandle,
          "cannot take the address of " + what + " in handle address space");
    return nullptr;
  }
  if (t->kind != TypeKind::Reference) {
    std::string what = named ? quoted(named) : "value of type '" + type_name(t) + "'";
    error(e->operand->span, ResolveId::AddressOfValue, "cannot take the address of " + what);
    return nullptr;
  }
  return types_.pointer(t->space, t->elem, t->access);
}

const Type* Resolver::unary_expr(const UnaryExpr* e) {
  if (e->op == UnaryOp::AddressOf) return address_of(e);
  if (e->op == UnaryOp::Deref) {
    const Type* t = value_expr(e->operand);
    if (!t) return nullptr;
    if (t->kind != TypeKind::Pointer) {
      error(e->operand->span, ResolveId::DerefNonPointer,
            "cannot dereference expression of type '" + type_name(t) + "'");
      return nullptr;
    }
    return types_.reference(t->space, t->elem, t->access);
  }
  const Type* t = value_expr(e->operand);
  if (!t) return nullptr;
  MatchResult r = match_unary(types_, e->op, t, arg_stage({e->operand}));
  if (!r.ok) {
    error(e->span, ResolveId::NoMatchingOperator, r.error);
    return nullptr;
  }
  return r.result;
}

const Type* Resolver::binary_expr(const BinaryExpr* e) {
  bool logical = e->op == BinaryOp::LogicalAnd || e->op == BinaryOp::LogicalOr;
  const Type* l = nullptr;
  const Type* r = nullptr;
  // A logical operator needs its left operand's value first (a constant `false &&` skips the
  // evaluation of the right one), unless that operand is a name that cannot be a value.
  bool leaf_first = !logical || unusable_leaf(e->lhs);
  if (leaf_first && is_leaf(e->lhs) && !is_leaf(e->rhs)) {
    r = value_expr(e->rhs);  // Tint's order: see is_leaf
    l = value_expr(e->lhs);
  } else {
    l = value_expr(e->lhs);
    if (l) const_eval_.on_logical_lhs(e);
    r = value_expr(e->rhs);
  }
  if (!l || !r) return nullptr;
  MatchResult m = match_binary(types_, e->op, l, r, arg_stage({e->lhs, e->rhs}));
  if (!m.ok) {
    error(e->span, ResolveId::NoMatchingOperator, m.error);
    return nullptr;
  }
  return m.result;
}

const Type* Resolver::index_expr(const IndexExpr* e) {
  const Type* base = nullptr;
  const Type* idx = nullptr;
  if (is_leaf(e->base) || !is_leaf(e->index)) {
    idx = value_expr(e->index);  // Tint resolves the index before the object it indexes
    base = expr(e->base);
  } else {
    base = expr(e->base);
    idx = value_expr(e->index);
  }
  if (!base || !idx) return nullptr;
  bool ref = base->kind == TypeKind::Reference || base->kind == TypeKind::Pointer;
  const Type* t = ref ? base->elem : base;
  if (!is_integer_scalar(idx)) {
    error(e->index->span, ResolveId::IndexType,
          "index must be of type 'i32' or 'u32', found: '" + type_name(concretize(types_, idx)) + "'");
    return nullptr;
  }
  const Type* elem = nullptr;
  uint32_t count = 0;
  switch (t->kind) {
    case TypeKind::Array:
      elem = t->elem;
      count = t->count;
      break;
    case TypeKind::Vector:
      elem = t->elem;
      count = t->width;
      break;
    case TypeKind::Matrix:
      elem = types_.vec(t->elem, t->rows);
      count = t->width;
      break;
    default:
      error(e->span, ResolveId::CannotIndex, "cannot index type '" + type_name(t) + "'");
      return nullptr;
  }
  if (std::optional<ConstValue> v = evaluate(e->index); v && v->kind == ConstValue::Kind::Int && count != 0) {
    if (v->i < 0 || v->i >= count) {
      error(e->index->span, ResolveId::IndexOutOfBounds,
            "index " + std::to_string(v->i) + " out of bounds [0.." + std::to_string(count - 1) + "]");
      return nullptr;
    }
  }
  if (ref) return types_.reference(base->space, elem, base->access);
  return elem;
}

const Type* Resolver::member_expr(const MemberExpr* e) {
  const Type* base = expr(e->base);
  if (!base) return nullptr;
  bool ref = base->kind == TypeKind::Reference || base->kind == TypeKind::Pointer;
  const Type* t = ref ? base->elem : base;
  std::string_view m = e->member.name;
  if (t->kind == TypeKind::Struct) {
    for (const StructMemberInfo& mi : t->structure->members) {
      if (mi.name != m) continue;
      return ref ? types_.reference(base->space, mi.type, base->access) : mi.type;
    }
    error(e->span, ResolveId::NoSuchMember, "struct member " + std::string(m) + " not found");
    return nullptr;
  }
  if (t->kind != TypeKind::Vector) {
    error(e->span, ResolveId::MemberOfNonComposite, "cannot index into expression of type '" + type_name(t) + "'");
    return nullptr;
  }
  // Tint's order: each character in turn (not a swizzle letter, then past the vector's end), then
  // the length, then mixing the two letter sets.
  bool xyzw = false, rgba = false;
  for (size_t i = 0; i < m.size(); ++i) {
    char c = m[i];
    if (std::string_view("xyzw").find(c) != std::string_view::npos) {
      xyzw = true;
    } else if (std::string_view("rgba").find(c) != std::string_view::npos) {
      rgba = true;
    } else {
      error({e->member.span.offset + static_cast<uint32_t>(i), 1}, ResolveId::SwizzleCharacter,
            "invalid vector swizzle character");
      return nullptr;
    }
    if (swizzle_index(c) >= static_cast<int>(t->width)) {
      error(e->member.span, ResolveId::SwizzleMember, "invalid vector swizzle member");
      return nullptr;
    }
  }
  if (m.size() > 4) {
    error(e->member.span, ResolveId::SwizzleSize, "invalid vector swizzle size");
    return nullptr;
  }
  if (xyzw && rgba) {
    error(e->member.span, ResolveId::SwizzleMixing, "invalid mixing of vector swizzle characters rgba with xyzw");
    return nullptr;
  }
  if (m.size() == 1) return ref ? types_.reference(base->space, t->elem, base->access) : t->elem;
  // A swizzle of a memory view can be assigned to (`v.zw = ...`), so it stays a reference.
  const Type* vec = types_.vec(t->elem, static_cast<uint32_t>(m.size()));
  return ref ? types_.reference(base->space, vec, base->access) : vec;
}

}  // namespace wgx::sema
