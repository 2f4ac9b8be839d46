// The values of const-expressions, for the resolver: array counts, attribute arguments,
// const_assert, const declarations and constant indices. Delegates to the ConstEvaluator.
#include <limits>

#include "sema/const_eval.h"
#include "sema/resolver_impl.h"

namespace wgx::sema {

using namespace ast;  // NOLINT

std::optional<ConstValue> Resolver::evaluate(const Expr* e) {
  switch (e->kind) {
    case ExprKind::IntLiteral: {
      ConstValue v;
      v.i = static_cast<const IntLiteralExpr*>(e)->value;
      return v;
    }
    case ExprKind::FloatLiteral: {
      ConstValue v;
      v.kind = ConstValue::Kind::Float;
      v.f = static_cast<const FloatLiteralExpr*>(e)->value;
      return v;
    }
    case ExprKind::BoolLiteral: {
      ConstValue v;
      v.kind = ConstValue::Kind::Bool;
      v.b = static_cast<const BoolLiteralExpr*>(e)->value;
      return v;
    }
    case ExprKind::Ident: {
      const Entity* ent = info_->entity(static_cast<const IdentExpr*>(e));
      auto it = ent ? const_values_.find(ent) : const_values_.end();
      if (it == const_values_.end()) return std::nullopt;
      return it->second;
    }
    case ExprKind::Unary: {
      auto* u = static_cast<const UnaryExpr*>(e);
      std::optional<ConstValue> v = evaluate(u->operand);
      if (!v) return std::nullopt;
      if (u->op == UnaryOp::Negate && v->kind == ConstValue::Kind::Int) {
        if (v->i == std::numeric_limits<int64_t>::min()) return std::nullopt;
        v->i = -v->i;
      } else if (u->op == UnaryOp::Negate && v->kind == ConstValue::Kind::Float) {
        v->f = -v->f;
      } else if (u->op == UnaryOp::Not && v->kind == ConstValue::Kind::Bool) {
        v->b = !v->b;
      } else {
        return std::nullopt;
      }
      return v;
    }
    case ExprKind::Binary: {
      auto* b = static_cast<const BinaryExpr*>(e);
      std::optional<ConstValue> l = evaluate(b->lhs), r = evaluate(b->rhs);
      if (!l || !r || l->kind != r->kind) return std::nullopt;
      ConstValue out;
      if (l->kind == ConstValue::Kind::Int) {
        int64_t x = l->i, y = r->i, z = 0;
        bool is_bool = false;
        bool cmp = false;
        switch (b->op) {
          case BinaryOp::Add: if (__builtin_add_overflow(x, y, &z)) return std::nullopt; break;
          case BinaryOp::Sub: if (__builtin_sub_overflow(x, y, &z)) return std::nullopt; break;
          case BinaryOp::Mul: if (__builtin_mul_overflow(x, y, &z)) return std::nullopt; break;
          case BinaryOp::Div: if (y == 0) return std::nullopt; z = x / y; break;
          case BinaryOp::Mod: if (y == 0) return std::nullopt; z = x % y; break;
          case BinaryOp::Equal: is_bool = true, cmp = x == y; break;
          case BinaryOp::NotEqual: is_bool = true, cmp = x != y; break;
          case BinaryOp::Less: is_bool = true, cmp = x < y; break;
          case BinaryOp::LessEqual: is_bool = true, cmp = x <= y; break;
          case BinaryOp::Greater: is_bool = true, cmp = x > y; break;
          case BinaryOp::GreaterEqual: is_bool = true, cmp = x >= y; break;
          default: return std::nullopt;
        }
        if (is_bool) {
          out.kind = ConstValue::Kind::Bool;
          out.b = cmp;
        } else {
          out.i = z;
        }
        return out;
      }
      if (l->kind == ConstValue::Kind::Bool) {
        out.kind = ConstValue::Kind::Bool;
        switch (b->op) {
          case BinaryOp::LogicalAnd: case BinaryOp::And: out.b = l->b && r->b; return out;
          case BinaryOp::LogicalOr: case BinaryOp::Or: out.b = l->b || r->b; return out;
          case BinaryOp::Equal: out.b = l->b == r->b; return out;
          case BinaryOp::NotEqual: out.b = l->b != r->b; return out;
          default: return std::nullopt;
        }
      }
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace wgx::sema
