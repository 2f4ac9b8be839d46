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

// What an IO attribute list says: a builtin's name or a location.
struct IoAttrs {
  std::string builtin;
  int64_t location = -1;
};

IoAttrs io_attrs(const List<ast::Attribute*>& attrs, const sema::ModuleInfo& info) {
  IoAttrs out;
  for (const ast::Attribute* a : attrs) {
    if (a->args.empty()) continue;
    if (a->kind == ast::AttrKind::Builtin && a->args[0]->kind == ast::ExprKind::Ident)
      out.builtin = std::string(static_cast<const ast::IdentExpr*>(a->args[0])->ident.name);
    if (a->kind == ast::AttrKind::Location) out.location = info.int_value(a->args[0]).value_or(-1);
  }
  return out;
}

}  // namespace

uint32_t Lowerer::stage_slot(std::vector<StageSlot>& slots, const IoAttrsView& attrs, const sema::Type* t, Span at) {
  IoAttrs a = io_attrs(*attrs, info_);
  if (a.builtin.empty() && a.location < 0) unsupported("a stage value without @builtin or @location", at);
  if (a.builtin == "clip_distances" || a.builtin == "primitive_index" || a.builtin == "barycentric_coord" ||
      a.builtin == "view_index" || a.builtin == "subgroup_invocation_id" || a.builtin == "subgroup_size")
    unsupported("the builtin value '" + a.builtin + "' in a " + (opt_.stage == Stage::Vertex ? "vertex" : "fragment") +
                    " shader",
                at);
  StageSlot s;
  s.builtin = a.builtin;
  s.location = a.location;
  s.type = a.builtin == "front_facing" ? scalar_type(Scalar::U32) : ir_type(t, std::nullopt, at);
  s.offset = static_cast<uint32_t>(slots.size()) * kSlotBytes;
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
  // it) and its outputs are dropped. Storage writes after it would have to be dropped too, so a
  // fragment shader that writes storage and discards is refused when the kernel is finished.
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
  const sema::Type* rt = d->return_type && f->entity ? f->entity->type : nullptr;
  std::vector<uint32_t> result_offsets;
  if (rt && rt->kind == TypeKind::Struct) {
    for (const sema::StructMemberInfo& mem : rt->structure->members)
      result_offsets.push_back(stage_slot(io.outputs, &mem.decl->attrs, mem.type, d->return_type->span));
  } else if (rt) {
    result_offsets.push_back(stage_slot(io.outputs, &d->return_attrs, rt, d->return_type->span));
  }
  io.input_stride = std::max<uint32_t>(kSlotBytes, static_cast<uint32_t>(io.inputs.size()) * kSlotBytes);
  io.output_stride = static_cast<uint32_t>(io.outputs.size()) * kSlotBytes;
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
  if (discard_var_ != kNoVar) emit(Op::Store, u32, {konst_u32(0, at), konst_u32(0, at)}, {}, at, false, discard_var_);
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
    for (const sema::StructMemberInfo& mem : rt->structure->members)
      store_slot(result_offsets[k++], load(sub_ref(whole, mem.offset, mem.type, at), at));
  }
  if (io.discard_offset >= 0) {
    Reg flag =
        discard_var_ != kNoVar ? emit(Op::Load, u32, {konst_u32(0, at)}, {}, at, true, discard_var_) : konst_u32(0, at);
    store_slot(static_cast<uint32_t>(io.discard_offset), flag);
  }
  splice_prologue();
  refuse_discarded_writes(at);
}

// A discarded invocation's storage writes must not happen (and neither must a helper
// invocation's, which fills a 2x2 quad): until the kernels drop them, a fragment shader that
// writes storage is refused.
void Lowerer::refuse_discarded_writes(Span at) {
  if (opt_.stage != Stage::Fragment) return;
  for (const Function& f : m_->functions) {
    bool writes = false;
    for_each_inst(f.body, [&](const Inst& in) {
      if ((in.op == Op::Store || in.op == Op::Atomic || in.op == Op::Zero) && in.var < m_->vars.size() &&
          m_->vars[in.var].space == Space::Storage && m_->vars[in.var].group != kStageIoGroup)
        writes = true;
    });
    if (writes) unsupported("fragment shaders that write storage buffers (wgx does not draw with them yet)", at);
  }
}

}  // namespace wgx::ir::lowering
