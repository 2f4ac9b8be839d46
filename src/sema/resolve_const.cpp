// The values of const-expressions, for the resolver: array counts, attribute arguments,
// const_assert, const declarations and constant indices. Delegates to the ConstEvaluator.
#include "sema/const_eval.h"
#include "sema/resolver_impl.h"

namespace wgx::sema {

using namespace ast;  // NOLINT

namespace {

std::optional<ConstValue> scalar(const Value* v) {
  if (!v || !v->type) return std::nullopt;
  ConstValue out;
  switch (v->type->kind) {
    case TypeKind::AbstractInt:
    case TypeKind::I32:
    case TypeKind::U32:
      out.i = v->i;
      return out;
    case TypeKind::AbstractFloat:
    case TypeKind::F32:
    case TypeKind::F16:
      out.kind = ConstValue::Kind::Float;
      out.f = v->f;
      return out;
    case TypeKind::Bool:
      out.kind = ConstValue::Kind::Bool;
      out.b = v->b;
      return out;
    default:
      return std::nullopt;
  }
}

}  // namespace

std::optional<ConstValue> Resolver::evaluate(const Expr* e) {
  if (const Type* t = info_->type(e)) {
    // These values are used as concrete ones (Tint materializes them): an abstract value that
    // does not fit i32 is an error here.
    t = unwrap_ref(t);
    if (is_abstract(t) && !const_eval_.on_conversion(e, concretize(types_, t))) return std::nullopt;
    return scalar(const_eval_.value(e));
  }
  // Not resolved as an expression (struct member attributes): a literal, or a `const`'s name.
  switch (e->kind) {
    case ExprKind::IntLiteral: {
      ConstValue v;
      v.i = static_cast<const IntLiteralExpr*>(e)->value;
      return v;
    }
    case ExprKind::Ident: {
      const Entity* ent = lookup(static_cast<const IdentExpr*>(e)->ident.name);
      return ent && ent->kind == EntityKind::Const ? scalar(const_eval_.value(ent)) : std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace wgx::sema
