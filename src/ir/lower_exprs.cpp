// Lowering of expressions: constants the checker computed, identifiers, unary and binary
// operators, indexing, member access and value constructors, and the questions statements ask
// about an expression (effects, memory reads) before lowering it.

#include <algorithm>

#include "ir/lower_impl.h"

namespace wgx::ir::lowering {

bool Lowerer::has_effects(const ast::Expr* e) {
  switch (e->kind) {
    case ast::ExprKind::Call: {
      auto* c = static_cast<const ast::CallExpr*>(e);
      const sema::CallSite* cs = info_.call(c);
      if (cs && (cs->callee || (cs->builtin && sema::builtin_def(cs->builtin->id).has(sema::kEffects)))) return true;
      for (const ast::Expr* a : c->args)
        if (has_effects(a)) return true;
      return false;
    }
    case ast::ExprKind::Unary:
      return has_effects(static_cast<const ast::UnaryExpr*>(e)->operand);
    case ast::ExprKind::Binary:
      return has_effects(static_cast<const ast::BinaryExpr*>(e)->lhs) ||
             has_effects(static_cast<const ast::BinaryExpr*>(e)->rhs);
    case ast::ExprKind::Index:
      return has_effects(static_cast<const ast::IndexExpr*>(e)->base) ||
             has_effects(static_cast<const ast::IndexExpr*>(e)->index);
    case ast::ExprKind::Member:
      return has_effects(static_cast<const ast::MemberExpr*>(e)->base);
    default:
      return false;
  }
}

LExpr Lowerer::access_base(const ast::Expr* base, std::optional<Scalar> want) {
  const sema::Type* t = info_.type(base);
  if (t && t->kind != TypeKind::Reference && t->kind != TypeKind::Pointer && is_composite(t) &&
      base->kind != ast::ExprKind::Ident && base->kind != ast::ExprKind::Call)
    return mem(temp_of(base, t));
  if (t && is_composite(t) && base->kind == ast::ExprKind::Call && is_constructor(base)) return mem(temp_of(base, t));
  return lower(base, want);
}

bool Lowerer::may_read_memory(const ast::Expr* e) {
  switch (e->kind) {
    case ast::ExprKind::Ident: {
      const sema::Type* t = info_.type(e);
      return t && (t->kind == TypeKind::Reference || t->kind == TypeKind::Pointer);
    }
    case ast::ExprKind::Call: {
      auto* c = static_cast<const ast::CallExpr*>(e);
      const sema::CallSite* cs = info_.call(c);
      if (cs && cs->callee) return true;
      return std::any_of(c->args.begin(), c->args.end(), [&](const ast::Expr* a) { return may_read_memory(a); });
    }
    case ast::ExprKind::Unary:
      return may_read_memory(static_cast<const ast::UnaryExpr*>(e)->operand);
    case ast::ExprKind::Binary: {
      auto* b = static_cast<const ast::BinaryExpr*>(e);
      return may_read_memory(b->lhs) || may_read_memory(b->rhs);
    }
    case ast::ExprKind::Index: {
      auto* x = static_cast<const ast::IndexExpr*>(e);
      return may_read_memory(x->base) || may_read_memory(x->index);
    }
    case ast::ExprKind::Member:
      return may_read_memory(static_cast<const ast::MemberExpr*>(e)->base);
    default:
      return false;
  }
}

bool Lowerer::is_constructor(const ast::Expr* e) {
  if (e->kind != ast::ExprKind::Call) return false;
  const sema::CallSite* cs = info_.call(static_cast<const ast::CallExpr*>(e));
  return !cs || (!cs->callee && !cs->builtin);
}

std::optional<Scalar> concrete_scalar(const sema::Type* t) {
  t = t ? sema::unwrap_ref(t) : nullptr;
  if (!t) return std::nullopt;
  if (t->kind == TypeKind::Atomic) t = t->elem;
  const sema::Type* s = sema::scalar_of(t);
  if (!s) return std::nullopt;
  switch (s->kind) {
    case TypeKind::Bool:
      return Scalar::Bool;
    case TypeKind::I32:
      return Scalar::I32;
    case TypeKind::U32:
      return Scalar::U32;
    case TypeKind::F32:
      return Scalar::F32;
    case TypeKind::F16:
      return Scalar::F16;
    default:
      return std::nullopt;
  }
}

LExpr Lowerer::lower(const ast::Expr* e, std::optional<Scalar> want) {
  const sema::Type* t = info_.type(e);
  if (std::optional<Reg> c = checked_constant(e, t, want)) return val(*c);
  switch (e->kind) {
    case ast::ExprKind::IntLiteral: {
      auto* l = static_cast<const ast::IntLiteralExpr*>(e);
      Scalar s = l->suffix == 'u' ? Scalar::U32 : l->suffix == 'i' ? Scalar::I32 : (want ? *want : Scalar::I32);
      return val(konst(scalar_type(s), word_of(static_cast<double>(l->value), s), e->span));
    }
    case ast::ExprKind::FloatLiteral: {
      auto* l = static_cast<const ast::FloatLiteralExpr*>(e);
      // An abstract float wanted as f16 rounds once, from its own value.
      Scalar s = l->suffix == 'h' || (l->suffix != 'f' && want == Scalar::F16) ? Scalar::F16 : Scalar::F32;
      return val(konst(scalar_type(s), word_of(l->value, s), e->span));
    }
    case ast::ExprKind::BoolLiteral:
      return val(konst(scalar_type(Scalar::Bool), static_cast<const ast::BoolLiteralExpr*>(e)->value ? 1 : 0, e->span));
    case ast::ExprKind::Ident:
      return located(lower_ident(static_cast<const ast::IdentExpr*>(e), want), e->span);
    case ast::ExprKind::Unary: {
      auto* u = static_cast<const ast::UnaryExpr*>(e);
      if (u->op == ast::UnaryOp::AddressOf || u->op == ast::UnaryOp::Deref) {
        LExpr x = lower(u->operand, want);
        if (x.kind != LExpr::Memory) unsupported("pointer expression", e->span);
        return located(x, e->span);
      }
      Reg v = rvalue(u->operand, is_abstract_t(t) ? want : concrete_scalar(t));
      Op op = u->op == ast::UnaryOp::Negate ? Op::Neg : u->op == ast::UnaryOp::Not ? Op::Not : Op::Complement;
      return val(emit(op, reg_type(v), {v}, {}, e->span));
    }
    case ast::ExprKind::Binary:
      return lower_binary(static_cast<const ast::BinaryExpr*>(e), want);
    case ast::ExprKind::Call:
      return lower_call(static_cast<const ast::CallExpr*>(e), want);
    case ast::ExprKind::Index:
      return located(lower_index(static_cast<const ast::IndexExpr*>(e), want), e->span);
    case ast::ExprKind::Member:
      return located(lower_member(static_cast<const ast::MemberExpr*>(e), want), e->span);
    case ast::ExprKind::Phony:
      break;
  }
  unsupported("this expression", e->span);
}

// The checker's value of a scalar or vector (one entry per component) as a constant of scalar `s`.
Reg Lowerer::constant_of(std::span<const sema::ModuleInfo::ScalarConst> value, Scalar s, Span loc) {
  std::vector<uint32_t> words;
  for (const sema::ModuleInfo::ScalarConst& c : value) {
    switch (c.kind) {
      case sema::ModuleInfo::ScalarConst::Kind::Bool:
        words.push_back(c.b ? 1u : 0u);
        break;
      case sema::ModuleInfo::ScalarConst::Kind::Float:
        words.push_back(word_of(c.f, s));
        break;
      case sema::ModuleInfo::ScalarConst::Kind::Int:
        words.push_back(s == Scalar::I32 || s == Scalar::U32 ? static_cast<uint32_t>(c.i)
                                                             : word_of(static_cast<double>(c.i), s));
        break;
    }
  }
  Type type{s, static_cast<uint8_t>(words.size())};
  return emit(Op::Const, type, {}, std::move(words), loc);
}

// `T(x)` with a scalar type T and an abstract x: where an abstract value is materialized.
bool Lowerer::converts_abstract(const ast::Expr* e) const {
  if (e->kind != ast::ExprKind::Call) return false;
  auto* c = static_cast<const ast::CallExpr*>(e);
  const sema::CallSite* cs = info_.call(c);
  if (c->args.size() != 1 || (cs && (cs->callee || cs->builtin))) return false;
  return is_abstract_t(info_.type(c->args[0]));
}

// A scalar const-expression becomes the constant the checker computed (sema's evaluator, with
// abstract arithmetic in 64-bit integers and doubles), materialized to the scalar the context
// wants: lowering never re-evaluates abstract arithmetic in the concrete types.
std::optional<Reg> Lowerer::checked_constant(const ast::Expr* e, const sema::Type* t, std::optional<Scalar> want) {
  std::span<const sema::ModuleInfo::ScalarConst> value = info_.scalar_const(e);
  if (value.empty() || !t) return std::nullopt;
  const sema::Type* vt = sema::unwrap_ref(t);
  const sema::Type* et = vt->kind == TypeKind::Vector ? vt->elem : vt;
  if (!sema::is_scalar(et) || value.size() != (vt->kind == TypeKind::Vector ? vt->width : 1u)) return std::nullopt;
  // Where abstract values are involved: an abstract expression, or the conversion of one to a
  // concrete type (`i32(-3937509.8775510206)`, `u32(floor(2.5))`); and every bool and integer
  // result, which is exact (`-256 == 1` compares abstract integers: lowered operand by operand,
  // they took the bool the context wanted). Concrete float arithmetic keeps its runtime form
  // (the executors' own rounding of f16 and f32 builtins).
  bool exact = et->kind == TypeKind::Bool || et->kind == TypeKind::I32 || et->kind == TypeKind::U32;
  if (!sema::is_abstract(vt) && !converts_abstract(e) && !exact) return std::nullopt;
  Scalar s;
  if (et->kind == TypeKind::AbstractInt) {
    s = want ? *want : Scalar::I32;
  } else if (et->kind == TypeKind::AbstractFloat) {
    s = want == Scalar::F16 ? Scalar::F16 : Scalar::F32;
  } else if (std::optional<Scalar> cs = concrete_scalar(et)) {
    s = *cs;
  } else {
    return std::nullopt;
  }
  return constant_of(value, s, e->span);
}

LExpr Lowerer::lower_ident(const ast::IdentExpr* e, std::optional<Scalar> want) {
  const sema::Entity* ent = info_.entity(e);
  if (!ent) unsupported("unresolved identifier '" + std::string(e->ident.name) + "'", e->span);
  switch (ent->kind) {
    case sema::EntityKind::Var: {
      if (ent->space == sema::AddressSpace::Handle)
        unsupported("textures and samplers ('" + std::string(ent->name) + "')", e->span);
      Ref r;
      r.var = variable(ent, e->span);
      r.offset = konst_u32(0, e->span);
      r.type = ent->type;
      return mem(r);
    }
    case sema::EntityKind::Let:
    case sema::EntityKind::Param: {
      auto it = locals_.find(ent);
      if (it == locals_.end()) unsupported("parameter '" + std::string(ent->name) + "'", e->span);
      return it->second;
    }
    case sema::EntityKind::Const: {
      auto* d = static_cast<const ast::VariableDecl*>(ent->decl);
      auto cs = concrete_scalar(ent->type);
      const sema::Type* vt = ent->type;
      if (is_composite(vt)) return mem(const_temp(ent, d->initializer, vt));
      LExpr x = lower(d->initializer, cs ? cs : want);
      if (cs) {
        Type target = ir_type(vt, cs, e->span);
        return val(convert(value_of(x, e->span), target, e->span));
      }
      return x;
    }
    case sema::EntityKind::Override: {
      // The module was resolved with the override values: the checker knows this one's value.
      std::span<const sema::ModuleInfo::ScalarConst> v = info_.scalar_const(e);
      std::optional<Scalar> s = concrete_scalar(ent->type);
      if (!s || v.size() != 1)
        unsupported("override '" + std::string(ent->name) + "' without a value (pass --constant)", e->span);
      return val(constant_of(v, *s, e->span));
    }
    default:
      break;
  }
  unsupported("identifier '" + std::string(e->ident.name) + "' here", e->span);
}

LExpr Lowerer::lower_binary(const ast::BinaryExpr* e, std::optional<Scalar> want) {
  const sema::Type* lt = sema::unwrap_ref(info_.type(e->lhs));
  const sema::Type* rt = sema::unwrap_ref(info_.type(e->rhs));
  bool shift = e->op == ast::BinaryOp::ShiftLeft || e->op == ast::BinaryOp::ShiftRight;
  bool logical = e->op == ast::BinaryOp::LogicalAnd || e->op == ast::BinaryOp::LogicalOr;
  if ((lt && lt->kind == TypeKind::Matrix) || (rt && rt->kind == TypeKind::Matrix)) return matrix_binary(e);
  if (logical && has_effects(e->rhs)) {
    // Short-circuit: the right operand runs only for the lanes it decides.
    Reg l = rvalue(e->lhs, Scalar::Bool);
    Ref tmp = alloc_temp(info_.types.bool_type(), e->span);
    store_reg(tmp, l, e->span);
    Node n;
    n.kind = NodeKind::If;
    n.loc = e->span;
    n.cond = l;
    n.then_block = std::make_unique<Block>();
    n.else_block = std::make_unique<Block>();
    in_block(e->op == ast::BinaryOp::LogicalAnd ? n.then_block.get() : n.else_block.get(),
             [&] { store_reg(tmp, rvalue(e->rhs, Scalar::Bool), e->span); });
    push_node(std::move(n));
    return val(load(tmp, e->span));
  }
  // An abstract operand takes the concrete type of the result (arithmetic) or of the other
  // operand (comparisons); a shift amount is u32.
  const sema::Type* et = info_.type(e);
  std::optional<Scalar> res = is_abstract_t(et) ? want : concrete_scalar(et);
  bool is_cmp = e->op >= ast::BinaryOp::Equal;
  if (is_cmp || e->op == ast::BinaryOp::LogicalAnd || e->op == ast::BinaryOp::LogicalOr) res = std::nullopt;
  std::optional<Scalar> lw = is_abstract_t(lt) ? (res     ? res
                                                  : shift ? want
                                                          : (concrete_scalar(rt) ? concrete_scalar(rt) : want))
                                               : std::nullopt;
  std::optional<Scalar> rw = is_abstract_t(rt) ? (shift ? std::optional<Scalar>(Scalar::U32)
                                                  : res ? res
                                                        : (concrete_scalar(lt) ? concrete_scalar(lt) : want))
                                               : std::nullopt;
  if (shift && is_abstract_t(lt) && is_abstract_t(rt)) rw = Scalar::U32;
  // A runtime shift amount makes the shift a runtime expression: its abstract lhs is i32.
  if (shift && is_abstract_t(lt) && !is_abstract_t(rt) && is_abstract_t(et)) lw = Scalar::I32;
  Reg l = rvalue(e->lhs, lw);
  Reg r = rvalue(e->rhs, rw);
  uint8_t w = std::max(reg_type(l).width, reg_type(r).width);
  l = splat(l, w, e->span);
  r = splat(r, w, e->span);
  Type lt2 = reg_type(l);
  if (!shift && reg_type(r).scalar != lt2.scalar) r = convert(r, lt2, e->span);
  if (shift) r = convert(r, Type{Scalar::U32, w}, e->span);
  Op op = Op::Add;
  bool cmp = false;
  switch (e->op) {
    case ast::BinaryOp::Add:
      op = Op::Add;
      break;
    case ast::BinaryOp::Sub:
      op = Op::Sub;
      break;
    case ast::BinaryOp::Mul:
      if (lt->kind == TypeKind::Matrix || rt->kind == TypeKind::Matrix) unsupported("matrices", e->span);
      op = Op::Mul;
      break;
    case ast::BinaryOp::Div:
      op = Op::Div;
      break;
    case ast::BinaryOp::Mod:
      op = Op::Rem;
      break;
    case ast::BinaryOp::And:
    case ast::BinaryOp::LogicalAnd:
      op = Op::And;
      break;
    case ast::BinaryOp::Or:
    case ast::BinaryOp::LogicalOr:
      op = Op::Or;
      break;
    case ast::BinaryOp::Xor:
      op = Op::Xor;
      break;
    case ast::BinaryOp::ShiftLeft:
      op = Op::Shl;
      break;
    case ast::BinaryOp::ShiftRight:
      op = Op::Shr;
      break;
    case ast::BinaryOp::Equal:
      op = Op::Eq, cmp = true;
      break;
    case ast::BinaryOp::NotEqual:
      op = Op::Ne, cmp = true;
      break;
    case ast::BinaryOp::Less:
      op = Op::Lt, cmp = true;
      break;
    case ast::BinaryOp::LessEqual:
      op = Op::Le, cmp = true;
      break;
    case ast::BinaryOp::Greater:
      op = Op::Gt, cmp = true;
      break;
    case ast::BinaryOp::GreaterEqual:
      op = Op::Ge, cmp = true;
      break;
  }
  Type rtype = cmp ? Type{Scalar::Bool, w} : lt2;
  return val(emit(op, rtype, {l, r}, {}, e->span));
}

LExpr Lowerer::lower_index(const ast::IndexExpr* e, std::optional<Scalar> want) {
  const sema::Type* bt = info_.type(e->base);
  bool memory = bt && (bt->kind == TypeKind::Reference || bt->kind == TypeKind::Pointer || is_composite(bt));
  if (memory) {
    LExpr bx = access_base(e->base, want);
    if (bx.kind != LExpr::Memory) unsupported("indexing this expression", e->span);
    Ref b = bx.ref;
    const sema::Type* st = b.type;
    if (st->kind == TypeKind::Array) {
      uint32_t stride = sema::array_stride(st);
      uint32_t fixed = st->override_count ? override_count(st, e->span) : st->count;
      Reg count = fixed == 0 ? array_length(b, e->span) : kNoReg;
      Reg off = index_offset(e, b, fixed, count, stride);
      Ref r = b;
      r.type = st->elem;
      r.offset = add_offset(b.offset, off, e->span);
      return mem(r);
    }
    if (st->kind == TypeKind::Matrix) {
      Reg off = index_offset(e, b, st->width, kNoReg, column_stride(st));
      Ref r = b;
      r.type = column_type(st);
      r.offset = add_offset(b.offset, off, e->span);
      return mem(r);
    }
    if (st->kind == TypeKind::Vector) {
      Reg off = index_offset(e, b, st->width, kNoReg, component_bytes(float_scalar(st)));
      Ref r = b;
      r.type = st->elem;
      r.vector_bytes = sema::size_of(st);
      r.offset = add_offset(b.offset, off, e->span);
      return mem(r);
    }
    unsupported("indexing '" + sema::type_name(st) + "'", e->span);
  }
  if (bt && bt->kind == TypeKind::Vector) {
    Reg v = rvalue(e->base, want);
    LExpr ix = lower(e->index, Scalar::I32);
    Reg i = emit(Op::ClampIndex, scalar_type(Scalar::U32), {value_of(ix, e->index->span)}, {bt->width}, e->span);
    note_index_facts(e, false, 0);
    return val(emit(Op::ExtractDyn, Type{reg_type(v).scalar, 1}, {v, i}, {}, e->span));
  }
  unsupported("indexing a '" + (bt ? sema::type_name(bt) : std::string("?")) + "' value", e->span);
}

LExpr Lowerer::lower_member(const ast::MemberExpr* e, std::optional<Scalar> want) {
  const sema::Type* bt = info_.type(e->base);
  const sema::Type* st = bt ? sema::unwrap_ref(bt) : nullptr;
  if (st && st->kind == TypeKind::Pointer) st = st->elem;
  if (!st) unsupported("member access", e->span);
  std::string_view name = e->member.name;
  bool memory = bt->kind == TypeKind::Reference || bt->kind == TypeKind::Pointer;
  if (st->kind == TypeKind::Struct) {
    if (!memory) {
      LExpr b = access_base(e->base, want);
      if (b.kind == LExpr::Members)
        for (auto& [n, v] : b.members)
          if (n == name) return val(v.first);
      if (b.kind == LExpr::Memory)
        memory = true;
      else
        unsupported("structure values", e->span);
      // A constant's temporary has the concrete type, laid out as such.
      if (b.ref.type->kind == TypeKind::Struct) st = b.ref.type;
      for (const auto& mem : st->structure->members)
        if (mem.name == name) return this->mem(sub_ref(b.ref, mem.offset, mem.type, e->span));
      unsupported("member '" + std::string(name) + "'", e->span);
    }
    Ref b = lower_ref(e->base);
    for (const auto& mem : st->structure->members)
      if (mem.name == name) return this->mem(sub_ref(b, mem.offset, mem.type, e->span));
    unsupported("member '" + std::string(name) + "'", e->span);
  }
  if (st->kind == TypeKind::Vector) {
    if (memory && name.size() == 1) {
      Ref b = lower_ref(e->base);
      uint32_t offset = static_cast<uint32_t>(sema::swizzle_index(name[0])) * component_bytes(float_scalar(st));
      Ref c = sub_ref(b, offset, st->elem, e->span);
      c.vector_bytes = sema::size_of(st);
      return this->mem(c);
    }
    Reg v = rvalue(e->base, want);
    Type vt = reg_type(v);
    if (name.size() == 1)
      return val(
          emit(Op::Extract, Type{vt.scalar, 1}, {v}, {static_cast<uint32_t>(sema::swizzle_index(name[0]))}, e->span));
    std::vector<uint32_t> idx;
    for (char c : name) idx.push_back(static_cast<uint32_t>(sema::swizzle_index(c)));
    return val(emit(Op::Swizzle, Type{vt.scalar, static_cast<uint8_t>(name.size())}, {v}, idx, e->span));
  }
  unsupported("member access on '" + sema::type_name(st) + "'", e->span);
}

LExpr Lowerer::lower_constructor(const ast::CallExpr* e, std::optional<Scalar> want) {
  const sema::Type* rt = info_.type(e);
  if (!rt) unsupported("this call", e->span);
  Type t = ir_type(rt, want, e->span);
  if (e->args.empty()) return val(konst(t, 0, e->span));
  if (t.width == 1 || e->args.size() == 1) {
    Reg a = rvalue(e->args[0], t.scalar);
    return val(convert(a, t, e->span));
  }
  std::vector<Reg> parts;
  for (const ast::Expr* a : e->args) {
    Reg r = rvalue(a, t.scalar);
    parts.push_back(convert(r, Type{t.scalar, reg_type(r).width}, e->span));
  }
  return val(emit(Op::Construct, t, parts, {}, e->span));
}

}  // namespace wgx::ir::lowering
