// Vertex and fragment entry points as compute-shaped kernels (lower.h, LowerOptions::stage). The
// entry point is lowered as an ordinary function; a wrapper becomes the kernel's entry: invocation
// i (its global_invocation_id.x) loads each stage input from the record at i * input_stride of the
// hidden input buffer, calls the entry point, and stores what it returns (and, for fragments,
// whether it discarded) into the record at i * output_stride of the hidden output buffer. The
// records' layout is the module's StageInterface, which the rasterizer reads. So both executors
// run vertex and fragment work unchanged, in batches over the worker pool.

#include "ir/lower_impl.h"
#include "ir/walk.h"

namespace wgx::ir::lowering {
namespace {

constexpr uint32_t kSlotBytes = 16;  // every slot holds up to four 32-bit components

// The bytes of a record that `slots` take: a slot each, clip_distances one per four distances.
uint32_t slots_end(const std::vector<StageSlot>& slots) {
  if (slots.empty()) return 0;
  const StageSlot& last = slots.back();
  return last.offset + kSlotBytes * std::max<uint32_t>(1, (last.count + 3) / 4);
}

// What an IO attribute list says: a builtin's name or a location.
struct IoAttrs {
  std::string builtin;
  int64_t location = -1;
  int64_t blend_src = -1;
};

IoAttrs io_attrs(const List<ast::Attribute*>& attrs, const sema::ModuleInfo& info) {
  IoAttrs out;
  for (const ast::Attribute* a : attrs) {
    if (a->args.empty()) continue;
    if (a->kind == ast::AttrKind::Builtin && a->args[0]->kind == ast::ExprKind::Ident)
      out.builtin = std::string(static_cast<const ast::IdentExpr*>(a->args[0])->ident.name);
    if (a->kind == ast::AttrKind::Location) out.location = info.int_value(a->args[0]).value_or(-1);
    if (a->kind == ast::AttrKind::BlendSrc) out.blend_src = info.int_value(a->args[0]).value_or(-1);
  }
  return out;
}

}  // namespace

uint32_t Lowerer::stage_slot(std::vector<StageSlot>& slots, const IoAttrsView& attrs, const sema::Type* t, Span at) {
  IoAttrs a = io_attrs(*attrs, info_);
  if (a.builtin.empty() && a.location < 0) unsupported("a stage value without @builtin or @location", at);
  bool subgroup_value = a.builtin == "subgroup_invocation_id" || a.builtin == "subgroup_size";
  if (a.builtin == "barycentric_coord" || a.builtin == "view_index" || (subgroup_value && opt_.stage != Stage::Fragment))
    unsupported("the builtin value '" + a.builtin + "' in a " + (opt_.stage == Stage::Vertex ? "vertex" : "fragment") +
                    " shader",
                at);
  StageSlot s;
  s.builtin = a.builtin;
  s.location = a.location;
  s.blend_src = a.blend_src;
  if (a.builtin == "clip_distances") {
    s.type = scalar_type(Scalar::F32);
    s.count = t->kind == TypeKind::Array ? static_cast<uint32_t>(t->count) : 1;
  } else {
    s.type = a.builtin == "front_facing" ? scalar_type(Scalar::U32) : ir_type(t, std::nullopt, at);
  }
  s.offset = slots_end(slots);
  slots.push_back(s);
  return s.offset;
}

// The discard flag of a fragment shader: a private u32, 0 at the invocation's start.
uint32_t Lowerer::discard_variable(Span at) {
  if (discard_var_ != kNoVar) return discard_var_;
  Variable v;
  v.name = "discarded";
  v.space = Space::Private;
  v.size = 4;
  v.offset = place(&m_->lane_bytes, 4, 4, kMaxLaneBytes, "private and function memory per invocation", at);
  m_->vars.push_back(v);
  discard_var_ = static_cast<uint32_t>(m_->vars.size() - 1);
  return discard_var_;
}

void Lowerer::lower_discard(Span at) {
  if (opt_.stage != Stage::Fragment) unsupported("discard outside a fragment shader", at);
  // WGSL's discard demotes the invocation to a helper: it runs on (its quad's derivatives need
  // it) and its outputs are dropped. Storage writes after it are skipped (guard_storage_writes).
  emit(Op::Store, scalar_type(Scalar::U32), {konst_u32(0, at), konst_u32(1, at)}, {}, at, false, discard_variable(at));
}

uint32_t Lowerer::stage_buffer(const char* name, int64_t binding) {
  Variable v;
  v.name = name;
  v.space = Space::Storage;
  v.group = kStageIoGroup;
  v.binding = binding;
  v.runtime_sized = true;
  m_->vars.push_back(v);
  return static_cast<uint32_t>(m_->vars.size() - 1);
}

void Lowerer::lower_stage_wrapper(const sema::FunctionInfo* f, uint32_t callee_index) {
  const ast::FunctionDecl* d = f->decl;
  Span at = d->name.span;
  StageInterface& io = m_->io;
  // The layout first: every parameter (structure members one by one) and every result.
  std::vector<uint32_t> param_offsets;
  std::vector<std::vector<uint32_t>> member_offsets(f->params.size());
  for (size_t i = 0; i < f->params.size(); i++) {
    const sema::Entity* p = f->params[i];
    if (p->type->kind == TypeKind::Struct) {
      for (const sema::StructMemberInfo& mem : p->type->structure->members)
        member_offsets[i].push_back(stage_slot(io.inputs, &mem.decl->attrs, mem.type, p->param->span));
      param_offsets.push_back(0);
    } else {
      param_offsets.push_back(stage_slot(io.inputs, &p->param->attrs, p->type, p->param->span));
    }
  }
  // A fragment shader that writes storage is told which invocations are helpers (hidden slot).
  bool guard = opt_.stage == Stage::Fragment && writes_storage();
  if (guard) {
    StageSlot helper;
    helper.builtin = kHelperSlot;
    helper.type = scalar_type(Scalar::U32);
    helper.offset = slots_end(io.inputs);
    io.helper_offset = helper.offset;
    io.inputs.push_back(helper);
    discard_variable(at);
  }
  const sema::Type* rt = d->return_type && f->entity ? f->entity->type : nullptr;
  std::vector<uint32_t> result_offsets;
  if (rt && rt->kind == TypeKind::Struct) {
    for (const sema::StructMemberInfo& mem : rt->structure->members)
      result_offsets.push_back(stage_slot(io.outputs, &mem.decl->attrs, mem.type, d->return_type->span));
  } else if (rt) {
    result_offsets.push_back(stage_slot(io.outputs, &d->return_attrs, rt, d->return_type->span));
  }
  io.input_stride = std::max<uint32_t>(kSlotBytes, slots_end(io.inputs));
  io.output_stride = slots_end(io.outputs);
  if (opt_.stage == Stage::Fragment) {
    io.discard_offset = io.output_stride;
    io.output_stride += kSlotBytes;
  }
  io.output_stride = std::max(io.output_stride, kSlotBytes);

  Function fn;
  fn.name = "stage." + std::string(d->name.name);
  m_->functions.push_back(std::move(fn));
  fn_ = &m_->functions.back();
  blocks_ = {&fn_->body};
  uint32_t in = stage_buffer("stage inputs", kStageInputBinding);
  uint32_t out = stage_buffer("stage outputs", kStageOutputBinding);
  Reg id = emit(Op::Input, Type{Scalar::U32, 3}, {}, {static_cast<uint32_t>(InputKind::GlobalInvocationId)}, at);
  Reg index = emit(Op::Extract, scalar_type(Scalar::U32), {id}, {0}, at);
  Type u32 = scalar_type(Scalar::U32);
  Reg in_base = emit(Op::Mul, u32, {index, konst_u32(io.input_stride, at)}, {}, at);
  Reg out_base = emit(Op::Mul, u32, {index, konst_u32(io.output_stride, at)}, {}, at);
  auto load_slot = [&](const StageSlot& s, Type want) {
    // A fragment's subgroup values are those of the kernel's own invocation: the subgroup
    // operations of the fragment shader run over the batch's subgroups (its slot stays unused).
    if (s.builtin == "subgroup_size")
      return emit(Op::Input, u32, {}, {static_cast<uint32_t>(InputKind::SubgroupSize)}, at);
    if (s.builtin == "subgroup_invocation_id")
      return emit(Op::Input, u32, {}, {static_cast<uint32_t>(InputKind::SubgroupInvocationId)}, at);
    Reg v = emit(Op::Load, s.type, {add_offset(in_base, konst_u32(s.offset, at), at)}, {}, at, true, in);
    if (want.scalar == Scalar::Bool) v = emit(Op::Ne, want, {v, konst_u32(0, at)}, {}, at);
    return v;
  };
  auto store_slot = [&](uint32_t offset, Reg v) {
    emit(Op::Store, reg_type(v), {add_offset(out_base, konst_u32(offset, at), at), v}, {}, at, false, out);
  };
  std::vector<Reg> args;
  size_t slot = 0;
  for (size_t i = 0; i < f->params.size(); i++) {
    const sema::Entity* p = f->params[i];
    if (p->type->kind != TypeKind::Struct) {
      args.push_back(load_slot(io.inputs[slot++], ir_type(p->type, std::nullopt, at)));
      continue;
    }
    Ref whole;
    whole.var = param_vars_.at(p);
    whole.offset = konst_u32(0, at);
    whole.type = p->type;
    for (const sema::StructMemberInfo& mem : p->type->structure->members)
      store_reg(sub_ref(whole, mem.offset, mem.type, at),
                load_slot(io.inputs[slot++], ir_type(mem.type, std::nullopt, at)), at);
  }
  init_private_globals(f);
  // A helper starts as if it had discarded: its outputs are dropped and its writes skipped.
  if (discard_var_ != kNoVar)
    emit(Op::Store, u32, {konst_u32(0, at), guard ? load_slot(io.inputs.back(), u32) : konst_u32(0, at)}, {}, at, false,
         discard_var_);
  const Function& callee = m_->functions[callee_index];
  if (callee.returns_value) {
    store_slot(result_offsets[0], emit(Op::Call, callee.result, args, {callee_index}, at));
  } else {
    emit(Op::Call, Type{}, args, {callee_index}, at, false);
  }
  if (rt && rt->kind == TypeKind::Struct) {
    Ref whole;
    whole.var = ret_vars_.at(f);
    whole.offset = konst_u32(0, at);
    whole.type = rt;
    size_t k = 0;
    for (const sema::StructMemberInfo& mem : rt->structure->members) {
      const StageSlot& s = io.outputs[k];
      uint32_t offset = result_offsets[k++];
      if (s.count == 0) {
        store_slot(offset, load(sub_ref(whole, mem.offset, mem.type, at), at));
        continue;
      }
      // clip_distances: the array's elements one word each (a register holds at most four).
      const sema::Type* f32 = mem.type->elem;
      uint32_t stride = sema::array_stride(mem.type);
      for (uint32_t i = 0; i < s.count; i++)
        store_slot(offset + 4 * i, load(sub_ref(whole, mem.offset + i * stride, f32, at), at));
    }
  }
  if (io.discard_offset >= 0) {
    Reg flag =
        discard_var_ != kNoVar ? emit(Op::Load, u32, {konst_u32(0, at)}, {}, at, true, discard_var_) : konst_u32(0, at);
    store_slot(static_cast<uint32_t>(io.discard_offset), flag);
  }
  splice_prologue();
  if (guard) guard_storage_writes();
}

namespace {

// Whether an instruction writes memory a draw's other invocations or later work can see: a
// storage buffer (not the hidden stage records) or a storage texture.
bool writes_shared_memory(const Module& m, const Inst& in) {
  if (in.op == Op::Texture) return !in.imm.empty() && in.imm[0] == static_cast<uint32_t>(TextureOp::Store);
  if (!op_traits(in.op).writes || !op_traits(in.op).names_var || in.var >= m.vars.size()) return false;
  const Variable& v = m.vars[in.var];
  return v.space == Space::Storage && v.group != kStageIoGroup;
}

}  // namespace

bool Lowerer::writes_storage() const {
  bool writes = false;
  for (const Function& f : m_->functions)
    for_each_inst(f.body, [&](const Inst& in) { writes = writes || writes_shared_memory(*m_, in); });
  return writes;
}

// A discarded invocation's storage writes must not happen, nor a helper invocation's (helpers
// start discarded: lower_stage_wrapper): each write runs under `if (discarded == 0)`.
void Lowerer::guard_storage_writes() {
  for (Function& f : m_->functions) guard_block(f, f.body);
}

void Lowerer::guard_block(Function& f, Block& b) {
  Block out;
  auto reg = [&](Type t) {
    f.reg_types.push_back(t);
    return f.reg_count++;
  };
  auto inst = [&](Op op, Type t, std::vector<Reg> args, std::vector<uint32_t> imm, uint32_t var, Span at) {
    Node n;
    n.kind = NodeKind::Inst;
    n.loc = at;
    n.inst.op = op;
    n.inst.type = t;
    n.inst.args = std::move(args);
    n.inst.imm = std::move(imm);
    n.inst.var = var;
    n.inst.loc = at;
    n.inst.result = reg(t);
    Reg r = n.inst.result;
    out.push_back(std::move(n));
    return r;
  };
  for (Node& n : b) {
    for (std::unique_ptr<Block>* c : {&n.then_block, &n.else_block, &n.body, &n.continuing})
      if (*c) guard_block(f, **c);
    for (SwitchCase& c : n.cases) guard_block(f, c.body);
    if (n.kind != NodeKind::Inst || !writes_shared_memory(*m_, n.inst)) {
      out.push_back(std::move(n));
      continue;
    }
    Span at = n.loc;
    Type u32 = scalar_type(Scalar::U32);
    Reg zero = inst(Op::Const, u32, {}, {0}, 0, at);
    Reg discarded = inst(Op::Load, u32, {zero}, {}, discard_var_, at);
    Reg live = inst(Op::Eq, scalar_type(Scalar::Bool), {discarded, zero}, {}, 0, at);
    Node iff;
    iff.kind = NodeKind::If;
    iff.loc = at;
    iff.cond = live;
    iff.then_block = std::make_unique<Block>();
    iff.else_block = std::make_unique<Block>();
    iff.then_block->push_back(std::move(n));
    out.push_back(std::move(iff));
  }
  b = std::move(out);
}

}  // namespace wgx::ir::lowering
