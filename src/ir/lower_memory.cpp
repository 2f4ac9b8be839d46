// Lowering of memory: the IR types of WGSL values, variables and their layouts, hidden
// temporaries and per-function constant tables, memory views (index offsets with their clamps,
// sub-views), loads and stores, and composite copies and zeroing, unrolled or as loops. Every
// composite (array, structure, matrix) lives in memory; registers hold only scalars and vectors.

#include <algorithm>
#include <cstdint>

#include "ir/lower_impl.h"

namespace wgx::ir::lowering {

uint32_t Lowerer::place(uint32_t* end, uint64_t size, uint64_t align, uint64_t limit, const char* space, Span at) {
  uint64_t offset = (uint64_t{*end} + align - 1) / align * align;
  if (size > limit || offset + size > limit)
    over_limit(std::string(space) + " needs " + std::to_string(offset + size) + " bytes, more than the limit of " +
                   std::to_string(limit) + " bytes",
               at);
  *end = static_cast<uint32_t>(offset + size);
  return static_cast<uint32_t>(offset);
}

Scalar Lowerer::scalar_of(const sema::Type* t, std::optional<Scalar> want, Span at) {
  if (std::optional<Scalar> c = concrete_scalar(t)) return *c;
  const sema::Type* s = sema::scalar_of(t);
  if (s && s->kind == TypeKind::AbstractInt) return want ? *want : Scalar::I32;
  if (s && s->kind == TypeKind::AbstractFloat) return want == Scalar::F16 ? Scalar::F16 : Scalar::F32;
  unsupported("values of type '" + sema::type_name(t) + "'", at);
}

Type Lowerer::ir_type(const sema::Type* t, std::optional<Scalar> want, Span at) {
  t = sema::unwrap_ref(t);
  if (t->kind == TypeKind::Atomic) t = t->elem;
  if (t->kind == TypeKind::Matrix) unsupported("a matrix value here", at);
  if (t->kind == TypeKind::Vector) return Type{scalar_of(t->elem, want, at), t->width};
  if (t->kind == TypeKind::Array || t->kind == TypeKind::Struct)
    unsupported("array and structure values outside memory ('" + sema::type_name(t) + "')", at);
  return Type{scalar_of(t, want, at), 1};
}

uint32_t Lowerer::variable(const sema::Entity* e, Span at) {
  auto it = vars_.find(e);
  if (it != vars_.end()) return it->second;
  if (e->space == sema::AddressSpace::Handle) return handle_variable(e, at);
  Variable v;
  v.name = std::string(e->name);
  const sema::Type* t = e->type;
  uint32_t override_elems = 0;
  if (t->kind == TypeKind::Array && t->count == 0 && t->override_count) {
    if (e->space != sema::AddressSpace::Workgroup) unsupported("override-sized arrays", at);
    override_elems = override_count(t, at);
  }
  switch (e->space) {
    case sema::AddressSpace::Storage:
      v.space = Space::Storage;
      break;
    case sema::AddressSpace::Uniform:
      v.space = Space::Uniform;
      break;
    case sema::AddressSpace::Workgroup:
      v.space = Space::Workgroup;
      break;
    case sema::AddressSpace::Private:
      v.space = Space::Private;
      break;
    case sema::AddressSpace::Function:
      v.space = Space::Function;
      break;
    default:
      unsupported("variables in the '" + std::string(sema::address_space_name(e->space)) + "' address space", at);
  }
  v.group = e->group;
  v.binding = e->binding;
  uint64_t size = override_elems ? uint64_t{override_elems} * sema::array_stride(t) : sema::size_of(t);
  v.layout = layout_of(t, override_elems);
  const sema::Type* last =
      t->kind == TypeKind::Struct && !t->structure->members.empty() ? t->structure->members.back().type : t;
  v.runtime_sized = last->kind == TypeKind::Array && last->count == 0 && !last->override_count;
  uint32_t align = std::max<uint32_t>(sema::align_of(t), 4);
  if (v.space == Space::Workgroup)
    v.offset = place(&m_->workgroup_bytes, size, align, kMaxWorkgroupBytes, "workgroup memory", at);
  else if (v.space == Space::Private || v.space == Space::Function)
    v.offset = place(&m_->lane_bytes, size, align, kMaxLaneBytes, "private and function memory per invocation", at);
  else if (size > UINT32_MAX)
    over_limit("a binding of " + std::to_string(size) + " bytes", at);
  v.size = static_cast<uint32_t>(size);
  m_->vars.push_back(v);
  uint32_t id = static_cast<uint32_t>(m_->vars.size() - 1);
  vars_[e] = id;
  return id;
}

std::shared_ptr<const Layout> Lowerer::layout_of(const sema::Type* t, uint32_t count_override) {
  if (auto it = layouts_.find(t); it != layouts_.end() && !count_override) return it->second;
  auto l = std::make_shared<Layout>();
  l->size = sema::size_of(t);
  switch (t->kind) {
    case TypeKind::Atomic:
      return layout_of(t->elem);
    case TypeKind::Vector:
      l->kind = Layout::Kind::Vector, l->count = t->width, l->elem = layout_of(t->elem);
      l->stride = l->elem->size;
      break;
    case TypeKind::Matrix:
      l->kind = Layout::Kind::Matrix, l->count = t->width, l->stride = column_stride(t);
      l->elem = layout_of(column_type(t));
      break;
    case TypeKind::Array:
      l->kind = Layout::Kind::Array, l->count = count_override ? count_override : t->count;
      l->stride = sema::array_stride(t), l->elem = layout_of(t->elem);
      if (count_override) l->size = count_override * l->stride;
      break;
    case TypeKind::Struct:
      l->kind = Layout::Kind::Struct;
      for (const sema::StructMemberInfo& m : t->structure->members)
        l->members.push_back({std::string(m.name), m.offset, layout_of(m.type)});
      break;
    default:
      break;
  }
  if (!count_override) layouts_[t] = l;
  return l;
}

Ref Lowerer::temp_of(const ast::Expr* e, const sema::Type* t) {
  // Abstract composites (`const C = array(1, 2)`) take their concrete types, made in lowering's
  // own table (types_).
  t = sema::concretize(types_, t);
  Ref r = alloc_temp(t, e->span);
  store_expr(r, e);
  return r;
}

Ref Lowerer::alloc_temp(const sema::Type* t, Span at) {
  Variable v;
  v.name = "tmp" + std::to_string(m_->vars.size());
  v.space = Space::Function;
  v.size = sema::size_of(t);
  uint32_t align = std::max<uint32_t>(sema::align_of(t), 4);
  v.offset = place(&m_->lane_bytes, v.size, align, kMaxLaneBytes, "private and function memory per invocation", at);
  m_->vars.push_back(v);
  Ref r;
  r.var = static_cast<uint32_t>(m_->vars.size() - 1);
  r.offset = konst_u32(0, at);
  r.type = t;
  return r;
}

Ref Lowerer::const_temp(const sema::Entity* ent, const ast::Expr* init, const sema::Type* t) {
  auto key = std::make_pair(static_cast<const Function*>(fn_), ent);
  if (auto it = const_temps_.find(key); it != const_temps_.end()) return it->second;
  Ref r;
  in_block(&prologues_[fn_], [&] { r = temp_of(init, t); });
  const_temps_[key] = r;
  return r;
}

void Lowerer::splice_prologue() {
  auto it = prologues_.find(fn_);
  if (it == prologues_.end()) return;
  fn_->body.insert(fn_->body.begin(), std::make_move_iterator(it->second.begin()),
                   std::make_move_iterator(it->second.end()));
  prologues_.erase(it);
}

uint32_t Lowerer::override_count(const sema::Type* t, Span at) {
  std::optional<int64_t> n = info_.int_value(t->override_count);
  if (!n || *n < 1) unsupported("this override-sized array (give the override a value with --constant)", at);
  // WGSL's element count is a u32 or i32: a larger value is no count at all.
  if (*n > UINT32_MAX)
    over_limit("the element count " + std::to_string(*n) + " of this override-sized array is not a u32 value", at);
  return static_cast<uint32_t>(*n);
}

Ref Lowerer::lower_ref(const ast::Expr* e) {
  LExpr x = lower(e, std::nullopt);
  if (x.kind != LExpr::Memory) unsupported("this expression as a memory view", e->span);
  return x.ref;
}

Reg Lowerer::index_offset(const ast::IndexExpr* e, Ref& base, uint32_t count_fixed, Reg count_dyn, uint32_t stride) {
  const ast::Expr* index = e->index;
  Span loc = e->span;
  LExpr ix = lower(index, Scalar::I32);
  Reg i = value_of(ix, index->span);
  Reg clamped;
  if (count_dyn != kNoReg)
    clamped = emit(Op::ClampIndexDyn, scalar_type(Scalar::U32), {i, count_dyn}, {}, loc);
  else
    clamped = emit(Op::ClampIndex, scalar_type(Scalar::U32), {i}, {count_fixed}, loc);
  note_index_facts(e, true, base.var);
  base.clamps.push_back(blocks_.back()->back().inst.clamp_id = ++clamp_count_);
  if (stride == 1) return clamped;
  return emit(Op::Mul, scalar_type(Scalar::U32), {clamped, konst_u32(stride, loc)}, {}, loc);
}

void Lowerer::note_index_facts(const ast::IndexExpr* e, bool memory, uint32_t var) {
  Inst& in = blocks_.back()->back().inst;
  in.indexes_memory = memory;
  if (memory) in.var = var;
  in.base_loc = e->base->span;
  in.index_loc = e->index->span;
}

Reg Lowerer::array_length(const Ref& r, Span loc) {
  // The runtime array is the whole binding or the last member of its structure.
  const Variable& v = m_->vars[r.var];
  if (!v.runtime_sized) unsupported("arrayLength of this expression", loc);
  uint32_t stride = sema::array_stride(r.type);
  uint32_t fixed = 0;
  const sema::Type* root = nullptr;
  for (const auto& [ent, id] : vars_)
    if (id == r.var) root = ent->type;
  if (root && root->kind == TypeKind::Struct) fixed = root->structure->members.back().offset;
  return emit(Op::ArrayLength, scalar_type(Scalar::U32), {}, {fixed, stride}, loc, true, r.var);
}

Reg Lowerer::load(const Ref& r, Span loc) {
  const sema::Type* t = r.type;
  if (t->kind == TypeKind::Array || t->kind == TypeKind::Struct || t->kind == TypeKind::Matrix)
    unsupported("loading a whole '" + sema::type_name(t) + "' value", loc);
  Reg v = emit(Op::Load, ir_type(t, std::nullopt, loc), {r.offset}, {}, r.loc.length ? r.loc : loc, true, r.var);
  blocks_.back()->back().inst.vector_bytes = r.vector_bytes;
  blocks_.back()->back().inst.clamps = r.clamps;
  return v;
}

void Lowerer::store_reg(const Ref& r, Reg v, Span loc) {
  emit(Op::Store, reg_type(v), {r.offset, v}, {}, r.loc.length ? r.loc : loc, false, r.var);
  blocks_.back()->back().inst.vector_bytes = r.vector_bytes;
  blocks_.back()->back().inst.clamps = r.clamps;
}

Ref Lowerer::sub_ref(const Ref& r, uint32_t byte_offset, const sema::Type* t, Span loc) {
  Ref s = r;
  s.type = t;
  s.vector_bytes = 0;
  if (byte_offset) s.offset = add_offset(r.offset, konst_u32(byte_offset, loc), loc);
  return s;
}

uint64_t Lowerer::leaf_count(const sema::Type* t) {
  switch (t->kind) {
    case TypeKind::Array:
      return t->count * leaf_count(t->elem);
    case TypeKind::Matrix:
      return t->width;
    case TypeKind::Struct: {
      uint64_t n = 0;
      for (const auto& m : t->structure->members) n += leaf_count(m.type);
      return n;
    }
    default:
      return 1;
  }
}

void Lowerer::array_loop(const sema::Type* t, Span loc, const std::function<void(Reg)>& body) {
  Type u = scalar_type(Scalar::U32);
  Ref counter = alloc_temp(info_.types.u32(), loc);
  store_reg(counter, konst_u32(0, loc), loc);
  Node n;
  n.kind = NodeKind::Loop;
  n.loc = loc;
  n.body = std::make_unique<Block>();
  n.continuing = std::make_unique<Block>();
  in_block(n.body.get(), [&] {
    Reg i = load(counter, loc);
    Node exit;
    exit.kind = NodeKind::If;
    exit.loc = loc;
    exit.cond = emit(Op::Lt, scalar_type(Scalar::Bool), {i, konst_u32(t->count, loc)}, {}, loc);
    exit.then_block = std::make_unique<Block>();
    exit.else_block = std::make_unique<Block>();
    Node brk;
    brk.kind = NodeKind::Break;
    brk.loc = loc;
    exit.else_block->push_back(std::move(brk));
    push_node(std::move(exit));
    body(emit(Op::Mul, u, {i, konst_u32(sema::array_stride(t), loc)}, {}, loc));
  });
  in_block(n.continuing.get(), [&] {
    store_reg(counter, emit(Op::Add, u, {load(counter, loc), konst_u32(1, loc)}, {}, loc), loc);
  });
  push_node(std::move(n));
}

void Lowerer::copy_loop(const Ref& dst, const Ref& src, Span loc) {
  array_loop(dst.type, loc, [&](Reg off) {
    Ref d = dst, s = src;
    d.type = s.type = dst.type->elem;
    d.offset = add_offset(dst.offset, off, loc);
    s.offset = add_offset(src.offset, off, loc);
    copy(d, s, loc);
  });
}

void Lowerer::copy(const Ref& dst, const Ref& src, Span loc) {
  const sema::Type* t = dst.type;
  if (t->kind == TypeKind::Array) {
    if (t->count == 0) unsupported("copying a runtime-sized array", loc);
    uint32_t stride = sema::array_stride(t);
    if (static_cast<uint64_t>(t->count) * leaf_count(t->elem) > kUnrolledCopyLeaves) return copy_loop(dst, src, loc);
    for (uint32_t i = 0; i < t->count; i++)
      copy(sub_ref(dst, i * stride, t->elem, loc), sub_ref(src, i * stride, t->elem, loc), loc);
  } else if (t->kind == TypeKind::Struct) {
    for (const auto& mem : t->structure->members)
      copy(sub_ref(dst, mem.offset, mem.type, loc), sub_ref(src, mem.offset, mem.type, loc), loc);
  } else if (t->kind == TypeKind::Matrix) {
    for (uint32_t i = 0; i < t->width; i++) copy(column(dst, i, loc), column(src, i, loc), loc);
  } else if (t->kind == TypeKind::Atomic) {
    unsupported("copying atomics", loc);
  } else {
    Ref s = src;
    s.type = t;
    store_reg(dst, load(s, loc), loc);
  }
}

uint64_t Lowerer::payload_bytes(const sema::Type* t) {
  switch (t->kind) {
    case TypeKind::Array:
      return uint64_t{t->count} * payload_bytes(t->elem);
    case TypeKind::Struct: {
      uint64_t n = 0;
      for (const auto& m : t->structure->members) n += payload_bytes(m.type);
      return n;
    }
    case TypeKind::Matrix:
      return uint64_t{t->width} * t->rows * sema::size_of(t->elem);
    case TypeKind::Vector:
      return uint64_t{t->width} * sema::size_of(t->elem);
    default:
      return sema::size_of(t);
  }
}

void Lowerer::zero(const Ref& dst, Span loc) {
  const sema::Type* t = dst.type;
  bool visible = dst.var < m_->vars.size() && m_->vars[dst.var].space == Space::Storage;
  if (!visible || payload_bytes(t) == sema::size_of(t)) return zero_bytes(dst, loc);
  if (t->kind == TypeKind::Struct) {
    for (const auto& mem : t->structure->members) zero(sub_ref(dst, mem.offset, mem.type, loc), loc);
  } else if (t->kind == TypeKind::Matrix) {
    for (uint32_t i = 0; i < t->width; i++) zero(column(dst, i, loc), loc);
  } else if (t->kind == TypeKind::Array && uint64_t{t->count} * leaf_count(t->elem) > kUnrolledCopyLeaves) {
    array_loop(t, loc, [&](Reg off) {
      Ref d = dst;
      d.type = t->elem;
      d.offset = add_offset(dst.offset, off, loc);
      zero(d, loc);
    });
  } else if (t->kind == TypeKind::Array) {
    for (uint32_t i = 0; i < t->count; i++) zero(sub_ref(dst, i * sema::array_stride(t), t->elem, loc), loc);
  } else {  // a vec3: its 12 bytes
    emit(Op::Zero, scalar_type(Scalar::U32), {dst.offset}, {static_cast<uint32_t>(payload_bytes(t))}, loc, false,
         dst.var);
  }
}

void Lowerer::zero_bytes(const Ref& dst, Span loc) {
  emit(Op::Zero, scalar_type(Scalar::U32), {dst.offset}, {sema::size_of(dst.type)}, loc, false, dst.var);
}

void Lowerer::store_expr(const Ref& dst, const ast::Expr* e) {
  const sema::Type* t = dst.type;
  if (t->kind == TypeKind::Matrix && store_checked_matrix(dst, e)) return;
  if (t->kind == TypeKind::Matrix && is_constructor(e)) {
    auto* c = static_cast<const ast::CallExpr*>(e);
    if (c->args.empty()) return zero(dst, e->span);
    const sema::Type* a0 = info_.type(c->args[0]);
    if (c->args.size() == 1 && a0 && sema::unwrap_ref(a0)->kind == TypeKind::Matrix)
      return convert_matrix(dst, c->args[0], e->span);
    if (c->args.size() == t->width) {
      for (uint32_t i = 0; i < t->width; i++) store_expr(column(dst, i, e->span), c->args[i]);
      return;
    }
    for (uint32_t i = 0; i < t->width; i++) {
      std::vector<Reg> parts;
      for (uint32_t j = 0; j < t->rows; j++)
        parts.push_back(
            convert(rvalue(c->args[i * t->rows + j], float_scalar(t)), scalar_type(float_scalar(t)), e->span));
      store_reg(column(dst, i, e->span), emit(Op::Construct, Type{float_scalar(t), t->rows}, parts, {}, e->span),
                e->span);
    }
    return;
  }
  if (is_composite(t)) {
    if (is_constructor(e) && t->kind != TypeKind::Matrix) {
      auto* c = static_cast<const ast::CallExpr*>(e);
      if (c->args.empty()) return zero(dst, e->span);
      if (t->kind == TypeKind::Array) {
        uint32_t stride = sema::array_stride(t);
        for (uint32_t i = 0; i < c->args.size(); i++)
          store_expr(sub_ref(dst, i * stride, t->elem, e->span), c->args[i]);
      } else {
        for (uint32_t i = 0; i < c->args.size(); i++) {
          const auto& mem = t->structure->members[i];
          store_expr(sub_ref(dst, mem.offset, mem.type, e->span), c->args[i]);
        }
      }
      return;
    }
    LExpr x = lower(e, std::nullopt);
    if (x.kind == LExpr::Members && t->kind == TypeKind::Struct) return store_members(dst, x, e->span);
    if (x.kind != LExpr::Memory) unsupported("this '" + sema::type_name(t) + "' value", e->span);
    return copy(dst, x.ref, e->span);
  }
  Type want = ir_type(t, std::nullopt, e->span);
  LExpr x = lower(e, want.scalar);
  Reg v = convert(value_of(x, e->span), want, e->span);
  store_reg(dst, v, e->span);
}

void Lowerer::store_members(const Ref& dst, const LExpr& x, Span at) {
  for (const auto& mem : dst.type->structure->members) {
    auto it = std::find_if(x.members.begin(), x.members.end(), [&](const auto& m) { return m.first == mem.name; });
    if (it == x.members.end()) unsupported("member '" + std::string(mem.name) + "'", at);
    store_reg(sub_ref(dst, mem.offset, mem.type, at), it->second.first, at);
  }
}

Reg Lowerer::value_of(const LExpr& x, Span at) {
  if (x.kind == LExpr::Value) return x.reg;
  if (x.kind == LExpr::Memory) return load(x.ref, at);
  unsupported("structure values", at);
}

}  // namespace wgx::ir::lowering
