// Lowering of matrices: a matrix is a composite in memory, read and written a column vector at a
// time. Matrix operators (mat * vec, vec * mat, mat * mat, +, -, scalar products), determinants,
// matrix constants the checker computed and conversions between matrix types.

#include "ir/lower_impl.h"

namespace wgx::ir::lowering {

const sema::Type* Lowerer::column_type(const sema::Type* m) { return types_.vec(m->elem, m->rows); }

Ref Lowerer::column(const Ref& m, uint32_t i, Span at) {
  return sub_ref(m, i * column_stride(m.type), column_type(m.type), at);
}

Ref Lowerer::matrix_operand(const ast::Expr* e) {
  LExpr x = access_base(e, Scalar::F32);
  if (x.kind != LExpr::Memory) unsupported("this matrix expression", e->span);
  x.ref.type = sema::concretize(types_, x.ref.type);
  return x.ref;
}

const sema::Type* Lowerer::concrete(const sema::Type* t) { return sema::concretize(types_, sema::unwrap_ref(t)); }

Lowerer::MatOperand Lowerer::mat_operand(const ast::Expr* e) {
  MatOperand o;
  o.type = concrete(info_.type(e));
  if (o.type->kind == TypeKind::Matrix)
    o.m = matrix_operand(e);
  else
    o.v = rvalue(e, float_scalar(o.type));
  return o;
}

Lowerer::MatOperand Lowerer::mat_operand(const Ref& r, Span at) {
  MatOperand o;
  o.type = r.type;
  if (r.type->kind == TypeKind::Matrix)
    o.m = r;
  else
    o.v = load(r, at);
  return o;
}

Reg Lowerer::mat_vec(const Ref& m, Reg v, Span at) {
  Reg acc = kNoReg;
  const Scalar fs = float_scalar(m.type);
  Type ct{fs, m.type->rows};
  for (uint32_t i = 0; i < m.type->width; i++) {
    Reg vi = splat(emit(Op::Extract, scalar_type(fs), {v}, {i}, at), m.type->rows, at);
    Reg term = emit(Op::Mul, ct, {load(column(m, i, at), at), vi}, {}, at);
    acc = acc == kNoReg ? term : emit(Op::Add, ct, {acc, term}, {}, at);
  }
  return acc;
}

Reg Lowerer::vec_mat(Reg v, const Ref& m, Span at) {
  std::vector<Reg> parts;
  for (uint32_t i = 0; i < m.type->width; i++)
    parts.push_back(emit(Op::Builtin, scalar_type(float_scalar(m.type)), {v, load(column(m, i, at), at)},
                         {static_cast<uint32_t>(BuiltinFn::Dot)}, at));
  return emit(Op::Construct, Type{float_scalar(m.type), m.type->width}, parts, {}, at);
}

LExpr Lowerer::matrix_op(ast::BinaryOp op, const MatOperand& a, const MatOperand& b, const sema::Type* result,
                         Span at) {
  bool lm = a.type->kind == TypeKind::Matrix, rm = b.type->kind == TypeKind::Matrix;
  if (op == ast::BinaryOp::Mul && lm && b.type->kind == TypeKind::Vector) return val(mat_vec(a.m, b.v, at));
  if (op == ast::BinaryOp::Mul && a.type->kind == TypeKind::Vector && rm) return val(vec_mat(a.v, b.m, at));
  Ref out = alloc_temp(result, at);
  if (op == ast::BinaryOp::Mul && lm && rm) {
    for (uint32_t k = 0; k < b.type->width; k++)
      store_reg(column(out, k, at), mat_vec(a.m, load(column(b.m, k, at), at), at), at);
    return mem(out);
  }
  if (op != ast::BinaryOp::Add && op != ast::BinaryOp::Sub && op != ast::BinaryOp::Mul)
    unsupported("this matrix operator", at);
  Op o = op == ast::BinaryOp::Add ? Op::Add : op == ast::BinaryOp::Sub ? Op::Sub : Op::Mul;
  Type ct{float_scalar(result), result->rows};
  for (uint32_t i = 0; i < result->width; i++) {
    Reg x = lm ? load(column(a.m, i, at), at) : splat(a.v, result->rows, at);
    Reg y = rm ? load(column(b.m, i, at), at) : splat(b.v, result->rows, at);
    store_reg(column(out, i, at), emit(o, ct, {x, y}, {}, at), at);
  }
  return mem(out);
}

Reg Lowerer::determinant4(const Ref& m, Span at) {
  Type f = scalar_type(float_scalar(m.type));
  Reg e[4][4];
  for (uint32_t c = 0; c < 4; c++) {
    Reg col = load(column(m, c, at), at);
    for (uint32_t r = 0; r < 4; r++) e[c][r] = emit(Op::Extract, f, {col}, {r}, at);
  }
  auto mul = [&](Reg a, Reg b) { return emit(Op::Mul, f, {a, b}, {}, at); };
  auto sub = [&](Reg a, Reg b) { return emit(Op::Sub, f, {a, b}, {}, at); };
  auto add = [&](Reg a, Reg b) { return emit(Op::Add, f, {a, b}, {}, at); };
  auto minor = [&](uint32_t r0, uint32_t r1) { return sub(mul(e[2][r0], e[3][r1]), mul(e[3][r0], e[2][r1])); };
  Reg m23 = minor(2, 3), m13 = minor(1, 3), m12 = minor(1, 2), m03 = minor(0, 3), m02 = minor(0, 2), m01 = minor(0, 1);
  auto cof = [&](Reg a, Reg ma, Reg b, Reg mb, Reg c, Reg mc) { return add(sub(mul(a, ma), mul(b, mb)), mul(c, mc)); };
  Reg c0 = cof(e[1][1], m23, e[1][2], m13, e[1][3], m12);
  Reg c1 = emit(Op::Neg, f, {cof(e[1][0], m23, e[1][2], m03, e[1][3], m02)}, {}, at);
  Reg c2 = cof(e[1][0], m13, e[1][1], m03, e[1][3], m01);
  Reg c3 = emit(Op::Neg, f, {cof(e[1][0], m12, e[1][1], m02, e[1][2], m01)}, {}, at);
  Reg cofs = emit(Op::Construct, Type{float_scalar(m.type), 4}, {c0, c1, c2, c3}, {}, at);
  return emit(Op::Builtin, f, {load(column(m, 0, at), at), cofs}, {static_cast<uint32_t>(BuiltinFn::Dot)}, at);
}

LExpr Lowerer::matrix_binary(const ast::BinaryExpr* e) {
  MatOperand a = mat_operand(e->lhs);
  MatOperand b = mat_operand(e->rhs);
  return matrix_op(e->op, a, b, concrete(info_.type(e)), e->span);
}

void Lowerer::matrix_compound(const Ref& lhs, ast::BinaryOp op, const ast::Expr* rhs, Span at) {
  MatOperand a = mat_operand(lhs, at);
  MatOperand b = mat_operand(rhs);
  LExpr r = matrix_op(op, a, b, lhs.type, at);
  if (r.kind == LExpr::Memory)
    copy(lhs, r.ref, at);
  else
    store_reg(lhs, r.reg, at);
}

bool Lowerer::store_checked_matrix(const Ref& dst, const ast::Expr* e) {
  const sema::Type* t = sema::unwrap_ref(info_.type(e));
  std::span<const sema::ModuleInfo::ScalarConst> value = info_.scalar_const(e);
  if (!t || t->kind != TypeKind::Matrix || !sema::is_abstract(t) || value.empty() ||
      value.size() != dst.type->width * dst.type->rows)
    return false;
  Scalar s = float_scalar(dst.type);
  for (uint32_t i = 0; i < dst.type->width; i++) {
    store_reg(column(dst, i, e->span), constant_of(value.subspan(i * dst.type->rows, dst.type->rows), s, e->span),
              e->span);
  }
  return true;
}

void Lowerer::convert_matrix(const Ref& dst, const ast::Expr* arg, Span loc) {
  if (store_checked_matrix(dst, arg)) return;
  Ref src = matrix_operand(arg);
  Scalar to = float_scalar(dst.type);
  if (float_scalar(src.type) == to) return copy(dst, src, loc);
  for (uint32_t i = 0; i < dst.type->width; i++) {
    Reg v = load(column(src, i, loc), loc);
    store_reg(column(dst, i, loc), convert(v, Type{to, static_cast<uint8_t>(dst.type->rows)}, loc), loc);
  }
}

}  // namespace wgx::ir::lowering
