// Lowering of builtin function calls, by the builtin's family: atomics, barriers and
// workgroupUniformLoad, arrayLength, the numeric builtins (one IR instruction each), the float
// builtins written with other instructions (reflect, refract, ...), and subgroup and quad builtins.

#include <algorithm>
#include <bit>
#include <iterator>

#include "ir/lower_impl.h"

namespace wgx::ir::lowering {

// A builtin function call, by its family in the builtin list (sema/builtin_fns.def): one
// instruction of the family's opcode, or the instructions lowering writes for it.
LExpr Lowerer::lower_builtin(const ast::CallExpr* e, BuiltinId id, std::optional<Scalar> want) {
  Span at = e->span;
  const sema::BuiltinDef& def = sema::builtin_def(id);
  std::string_view name = def.name;
  auto atomic = [&](AtomicOp op) {
    Ref r = lower_ref(e->args[0]);
    Type t = ir_type(r.type, std::nullopt, at);
    std::vector<Reg> args{r.offset};
    for (size_t i = 1; i < e->args.size(); i++) args.push_back(convert(rvalue(e->args[i], t.scalar), t, at));
    if (op == AtomicOp::Store) {
      emit(Op::Atomic, t, args, {static_cast<uint32_t>(op)}, at, false, r.var);
      blocks_.back()->back().inst.clamps = r.clamps;
      return LExpr{};
    }
    if (op == AtomicOp::CompareExchange) {
      Reg both = emit(Op::Atomic, Type{t.scalar, 2}, args, {static_cast<uint32_t>(op)}, at, true, r.var);
      blocks_.back()->back().inst.clamps = r.clamps;
      LExpr x;
      x.kind = LExpr::Members;
      Reg old = emit(Op::Extract, t, {both}, {0}, at);
      // The second word is 0 or 1 in the atomic's own scalar type; as a bool it is converted.
      Reg ex = emit(Op::Convert, scalar_type(Scalar::Bool), {emit(Op::Extract, t, {both}, {1}, at)}, {}, at);
      x.members = {{"old_value", {old, t}}, {"exchanged", {ex, scalar_type(Scalar::Bool)}}};
      return x;
    }
    Reg old = emit(Op::Atomic, t, args, {static_cast<uint32_t>(op)}, at, true, r.var);
    blocks_.back()->back().inst.clamps = r.clamps;
    return val(old);
  };
  switch (def.family) {
    case BuiltinFamily::Atomic:
      return atomic(atomic_op(id));
    case BuiltinFamily::Barrier:
      if (id == BuiltinId::TextureBarrier)  // ir/builtins.h, kTexelBarrier
        emit(Op::Barrier, Type{}, {}, {static_cast<uint32_t>(BarrierScope::Workgroup), kTexelBarrier}, at, false);
      else
        emit(Op::Barrier, Type{}, {}, {static_cast<uint32_t>(barrier_scope(id))}, at, false);
      return LExpr{};
    case BuiltinFamily::Subgroup:
      return lower_subgroup(e, id);
    case BuiltinFamily::Texture:
      return lower_texture(e, id);
    case BuiltinFamily::Derivative:
      return lower_derivative(e, id);
    case BuiltinFamily::Numeric:
    case BuiltinFamily::Lowered:
      break;
  }
  if (id == BuiltinId::WorkgroupUniformLoad) {
    // A workgroup barrier on both sides (as Tint lowers it): the writes before it are visible
    // to the load, and no write after it can race with it (the sanitizer and the lane-group
    // schedules rely on both).
    Ref r = lower_ref(e->args[0]);
    emit(Op::Barrier, Type{}, {}, {static_cast<uint32_t>(BarrierScope::Workgroup)}, at, false);
    LExpr loaded;
    if (r.type->kind == TypeKind::Atomic) {
      Type t = ir_type(r.type, std::nullopt, at);
      loaded = val(emit(Op::Atomic, t, {r.offset}, {static_cast<uint32_t>(AtomicOp::Load)}, at, true, r.var));
    } else if (is_composite(r.type)) {  // a copy: later stores must not change the loaded value
      Ref t = alloc_temp(r.type, at);
      copy(t, r, at);
      loaded = mem(t);
    } else {
      loaded = val(load(r, at));
    }
    emit(Op::Barrier, Type{}, {}, {static_cast<uint32_t>(BarrierScope::Workgroup)}, at, false);
    return loaded;
  }
  if (id == BuiltinId::ArrayLength) {
    Ref r = lower_ref(e->args[0]);
    return val(array_length(r, at));
  }
  if (auto x = lower_composed_builtin(e, id)) return *x;
  const sema::Type* rt = info_.type(e);
  if (id == BuiltinId::Bitcast) {
    Type t = ir_type(rt, want, at);
    Reg a = rvalue(e->args[0], std::nullopt);
    return val(emit(Op::Bitcast, t, {a}, {}, at));
  }
  if (id == BuiltinId::Select) {
    std::optional<Scalar> w = concrete_scalar(rt) ? concrete_scalar(rt) : want;
    Reg f = rvalue(e->args[0], w), tr = rvalue(e->args[1], w), c = rvalue(e->args[2], Scalar::Bool);
    Type t = ir_type(rt, w, at);
    f = convert(f, t, at);
    tr = convert(tr, t, at);
    c = splat(c, t.width, at);
    return val(emit(Op::Select, t, {f, tr, c}, {}, at));
  }
  if (id == BuiltinId::Frexp || id == BuiltinId::Modf) {
    Scalar fs = float_scalar(info_.type(e->args[0]));
    Reg x = rvalue(e->args[0], fs);
    Type t = with_scalar(reg_type(x), fs);
    x = convert(x, t, at);
    bool fr = id == BuiltinId::Frexp;
    Type second = fr ? with_scalar(t, Scalar::I32) : t;
    auto f1 = fr ? BuiltinFn::FrexpFract : BuiltinFn::ModfFract, f2 = fr ? BuiltinFn::FrexpExp : BuiltinFn::ModfWhole;
    LExpr out;
    out.kind = LExpr::Members;
    out.members = {{"fract", {emit(Op::Builtin, t, {x}, {static_cast<uint32_t>(f1)}, at), t}},
                   {fr ? "exp" : "whole", {emit(Op::Builtin, second, {x}, {static_cast<uint32_t>(f2)}, at), second}}};
    return out;
  }
  if (id == BuiltinId::Transpose) {
    Ref m = matrix_operand(e->args[0]);
    const sema::Type* t = concrete(rt);
    Ref out = alloc_temp(t, at);
    for (uint32_t j = 0; j < t->width; j++) {
      std::vector<Reg> parts;
      for (uint32_t i = 0; i < m.type->width; i++)
        parts.push_back(emit(Op::Extract, scalar_type(float_scalar(t)), {load(column(m, i, at), at)}, {j}, at));
      store_reg(column(out, j, at), emit(Op::Construct, Type{float_scalar(t), t->rows}, parts, {}, at), at);
    }
    return mem(out);
  }
  if (id == BuiltinId::Determinant) {
    Ref m = matrix_operand(e->args[0]);
    Type f = scalar_type(float_scalar(m.type));
    if (m.type->width == 2) {
      Reg c0 = load(column(m, 0, at), at), c1 = load(column(m, 1, at), at);
      Reg a = emit(Op::Mul, f, {emit(Op::Extract, f, {c0}, {0}, at), emit(Op::Extract, f, {c1}, {1}, at)}, {}, at);
      Reg b = emit(Op::Mul, f, {emit(Op::Extract, f, {c1}, {0}, at), emit(Op::Extract, f, {c0}, {1}, at)}, {}, at);
      return val(emit(Op::Sub, f, {a, b}, {}, at));
    }
    if (m.type->width == 3) {
      Type v3{float_scalar(m.type), 3};
      Reg cr = emit(Op::Builtin, v3, {load(column(m, 1, at), at), load(column(m, 2, at), at)},
                    {static_cast<uint32_t>(BuiltinFn::Cross)}, at);
      return val(emit(Op::Builtin, f, {load(column(m, 0, at), at), cr}, {static_cast<uint32_t>(BuiltinFn::Dot)}, at));
    }
    return val(determinant4(m, at));
  }
  if (def.family != BuiltinFamily::Numeric) unsupported("builtin function '" + std::string(name) + "'", at);
  BuiltinFn fn = numeric_builtin(id);
  // Abstract arguments take the scalar of the first concrete argument, else of the result.
  std::optional<Scalar> w;
  for (const ast::Expr* a : e->args)
    if (!is_abstract_t(info_.type(a)) && (w = concrete_scalar(info_.type(a)))) break;
  if (!w) w = is_abstract_t(rt) ? want : concrete_scalar(rt);
  std::vector<Reg> args;
  for (size_t i = 0; i < e->args.size(); i++) {
    std::optional<Scalar> aw = w;
    if ((fn == BuiltinFn::ExtractBits && i > 0) || (fn == BuiltinFn::InsertBits && i > 1)) aw = Scalar::U32;
    if (fn == BuiltinFn::Ldexp) aw = i == 0 ? float_scalar(rt) : Scalar::I32;
    if (def.has(sema::kOwnArgTypes)) aw = concrete_scalar(info_.type(e->args[i]));
    Reg r = rvalue(e->args[i], aw);
    if (aw && reg_type(r).scalar != *aw) r = convert(r, Type{*aw, reg_type(r).width}, at);
    args.push_back(r);
  }
  Type t = ir_type(rt, w, at);
  if (fn == BuiltinFn::Mix || fn == BuiltinFn::Clamp || fn == BuiltinFn::Smoothstep || fn == BuiltinFn::Step ||
      fn == BuiltinFn::Min || fn == BuiltinFn::Max || fn == BuiltinFn::Fma)
    for (Reg& r : args) r = splat(r, t.width, at);
  return val(emit(Op::Builtin, t, args, {static_cast<uint32_t>(fn)}, at));
}

// Float builtins written with other instructions: the inverse hyperbolic functions by their
// logarithm formulas, reflect, faceForward and refract by the spec's definitions.
std::optional<LExpr> Lowerer::lower_composed_builtin(const ast::CallExpr* e, BuiltinId id) {
  static const BuiltinId composed[] = {BuiltinId::Asinh,   BuiltinId::Acosh,       BuiltinId::Atanh,
                                       BuiltinId::Reflect, BuiltinId::FaceForward, BuiltinId::Refract};
  if (std::find(std::begin(composed), std::end(composed), id) == std::end(composed)) return std::nullopt;
  Span at = e->span;
  std::vector<Reg> a;
  for (const ast::Expr* x : e->args) {
    Reg r = rvalue(x, Scalar::F32);
    a.push_back(convert(r, with_scalar(reg_type(r), Scalar::F32), at));
  }
  Type t = reg_type(a[0]);
  Type f = scalar_type(Scalar::F32);
  auto op = [&](Op o, Reg x, Reg y) { return emit(o, reg_type(x), {x, y}, {}, at); };
  auto fn = [&](BuiltinFn b, std::vector<Reg> args, Type rt) {
    return emit(Op::Builtin, rt, std::move(args), {static_cast<uint32_t>(b)}, at);
  };
  auto k = [&](float v, Type ty) { return konst(ty, std::bit_cast<uint32_t>(v), at); };
  if (id == BuiltinId::Asinh) {  // sign(x) * log(|x| + sqrt(x * x + 1))
    Reg ax = fn(BuiltinFn::Abs, {a[0]}, t);
    Reg root = fn(BuiltinFn::Sqrt, {op(Op::Add, op(Op::Mul, a[0], a[0]), k(1, t))}, t);
    return val(op(Op::Mul, fn(BuiltinFn::Sign, {a[0]}, t), fn(BuiltinFn::Log, {op(Op::Add, ax, root)}, t)));
  }
  if (id == BuiltinId::Acosh) {  // log(x + sqrt(x * x - 1))
    Reg root = fn(BuiltinFn::Sqrt, {op(Op::Sub, op(Op::Mul, a[0], a[0]), k(1, t))}, t);
    return val(fn(BuiltinFn::Log, {op(Op::Add, a[0], root)}, t));
  }
  if (id == BuiltinId::Atanh) {  // log((1 + x) / (1 - x)) / 2
    Reg q = op(Op::Div, op(Op::Add, k(1, t), a[0]), op(Op::Sub, k(1, t), a[0]));
    return val(op(Op::Mul, fn(BuiltinFn::Log, {q}, t), k(0.5f, t)));
  }
  Reg d = fn(BuiltinFn::Dot, {a[1], a[0]}, f);
  if (id == BuiltinId::Reflect)  // e1 - 2 * dot(e2, e1) * e2
    return val(op(Op::Sub, a[0], op(Op::Mul, splat(op(Op::Mul, k(2, f), d), t.width, at), a[1])));
  if (id == BuiltinId::FaceForward) {  // dot(e2, e3) < 0 ? e1 : -e1
    Reg neg = fn(BuiltinFn::Dot, {a[1], a[2]}, f);
    Reg c = splat(emit(Op::Lt, scalar_type(Scalar::Bool), {neg, k(0, f)}, {}, at), t.width, at);
    return val(emit(Op::Select, t, {emit(Op::Neg, t, {a[0]}, {}, at), a[0], c}, {}, at));
  }
  // refract: k = 1 - e3 * e3 * (1 - dot(e2, e1)^2); k < 0 ? 0 : e3 * e1 - (e3 * dot(e2, e1) + sqrt(k)) * e2
  Reg eta = a[2];
  Reg kk = op(Op::Sub, k(1, f), op(Op::Mul, op(Op::Mul, eta, eta), op(Op::Sub, k(1, f), op(Op::Mul, d, d))));
  Reg scale = op(Op::Add, op(Op::Mul, eta, d), fn(BuiltinFn::Sqrt, {kk}, f));
  Reg r = op(Op::Sub, op(Op::Mul, splat(eta, t.width, at), a[0]), op(Op::Mul, splat(scale, t.width, at), a[1]));
  Reg c = splat(emit(Op::Lt, scalar_type(Scalar::Bool), {kk, k(0, f)}, {}, at), t.width, at);
  return val(emit(Op::Select, t, {r, k(0, t), c}, {}, at));
}

// The coarse derivative of `v` along x or y: its quad's top-right (bottom-left) value minus its
// top-left one (lanes 4k..4k+3 are a quad; lower.h).
Reg Lowerer::coarse_derivative(Reg v, Type t, bool x, Span at) {
  auto lane_value = [&](uint32_t lane) {
    return emit(Op::Subgroup, t, {v, konst_u32(lane, at)}, {static_cast<uint32_t>(SubgroupOp::QuadBroadcast)}, at);
  };
  return emit(Op::Sub, t, {lane_value(x ? 1 : 2), lane_value(0)}, {}, at);
}

// A derivative: fragment invocations run in 2x2 quads (lanes 4k..4k+3: top-left, top-right,
// bottom-left, bottom-right; lower.h), so a difference of quad neighbours. Coarse: one value per
// quad, from its top-left pixel's row and column; fine: per row or column. dpdx and dpdy are the
// coarse ones (WGSL leaves the choice open), fwidth the sum of their absolute values.
LExpr Lowerer::lower_derivative(const ast::CallExpr* e, BuiltinId id) {
  Span at = e->span;
  if (opt_.stage != Stage::Fragment) unsupported("derivatives outside a fragment shader", at);
  Type t = ir_type(info_.type(e), std::nullopt, at);
  if (t.scalar == Scalar::F16) unsupported("f16 derivatives", at);
  Reg v = convert(rvalue(e->args[0], t.scalar), t, at);
  auto coarse = [&](bool x) { return coarse_derivative(v, t, x, at); };
  auto fine = [&](bool x) {
    // The neighbour across the row (column) minus this value, negated on the right (bottom) side.
    SubgroupOp swap = x ? SubgroupOp::QuadSwapX : SubgroupOp::QuadSwapY;
    Reg other = emit(Op::Subgroup, t, {v}, {static_cast<uint32_t>(swap)}, at);
    Reg d = emit(Op::Sub, t, {other, v}, {}, at);
    Reg lane =
        emit(Op::Input, scalar_type(Scalar::U32), {}, {static_cast<uint32_t>(InputKind::LocalInvocationIndex)}, at);
    Reg bit = emit(Op::And, scalar_type(Scalar::U32), {lane, konst_u32(x ? 1 : 2, at)}, {}, at);
    Reg far = emit(Op::Ne, scalar_type(Scalar::Bool), {bit, konst_u32(0, at)}, {}, at);
    return emit(Op::Select, t, {d, emit(Op::Neg, t, {d}, {}, at), splat(far, t.width, at)}, {}, at);
  };
  auto width = [&](bool fine_pair) {
    Reg dx = fine_pair ? fine(true) : coarse(true), dy = fine_pair ? fine(false) : coarse(false);
    auto abs = [&](Reg r) { return emit(Op::Builtin, t, {r}, {static_cast<uint32_t>(BuiltinFn::Abs)}, at); };
    return emit(Op::Add, t, {abs(dx), abs(dy)}, {}, at);
  };
  switch (id) {
    case BuiltinId::Dpdx:
    case BuiltinId::DpdxCoarse:
      return val(coarse(true));
    case BuiltinId::DpdxFine:
      return val(fine(true));
    case BuiltinId::Dpdy:
    case BuiltinId::DpdyCoarse:
      return val(coarse(false));
    case BuiltinId::DpdyFine:
      return val(fine(false));
    case BuiltinId::FwidthFine:
      return val(width(true));
    default:
      return val(width(false));
  }
}

// A subgroup or quad builtin (its family in the builtin list): one cross-lane instruction. Its
// value operand has the result's type (bool for ballot); a lane id, xor mask or delta operand
// becomes u32 (a negative i32 id selects no lane).
LExpr Lowerer::lower_subgroup(const ast::CallExpr* e, BuiltinId builtin) {
  Span at = e->span;
  SubgroupOp op = subgroup_op(builtin);
  Type t = ir_type(info_.type(e), std::nullopt, at);
  std::vector<Reg> args;
  if (!e->args.empty()) {
    Type vt = op == SubgroupOp::Ballot ? scalar_type(Scalar::Bool) : t;
    args.push_back(convert(rvalue(e->args[0], vt.scalar), vt, at));
  }
  if (e->args.size() > 1) {
    Reg id = rvalue(e->args[1], Scalar::U32);
    args.push_back(convert(id, scalar_type(Scalar::U32), at));
  }
  return val(emit(Op::Subgroup, t, args, {static_cast<uint32_t>(op)}, at));
}

}  // namespace wgx::ir::lowering
