// The entry ir::lower: picks the compute entry point, its workgroup size, lowers the functions
// it calls (callees before callers; a function with pointer parameters once per set of pointer
// roots) and then the entry point itself, and turns an unsupported construct into an error with its
// source position. Also user function calls and the function prologue (parameters, results, the
// entry point's builtin inputs and module-scope private initializers). The other parts of the
// Lowerer are in the files lower_impl.h names.

#include <algorithm>
#include <functional>

#include "ir/lower_impl.h"

namespace wgx::ir::lowering {

uint32_t Lowerer::specialize(const sema::FunctionInfo* f, const std::vector<uint32_t>& roots) {
  auto key = std::make_pair(f, roots);
  if (auto it = specializations_.find(key); it != specializations_.end()) return it->second;
  Function* saved_fn = fn_;
  std::vector<Block*> saved_blocks = blocks_;
  uint32_t saved_ret = ret_var_;
  const sema::Type* saved_ret_type = ret_type_;
  uint32_t index = static_cast<uint32_t>(m_->functions.size());  // lowering appends it first
  lower_function(f, false, roots);
  fn_ = saved_fn;
  blocks_ = std::move(saved_blocks);
  ret_var_ = saved_ret;
  ret_type_ = saved_ret_type;
  specializations_[key] = index;
  return index;
}

LExpr Lowerer::lower_call(const ast::CallExpr* e, std::optional<Scalar> want) {
  const sema::CallSite* cs = info_.call(e);
  if (cs && cs->callee) {
    const sema::FunctionInfo* f = cs->callee;
    // Pointer arguments: the root variable selects a specialization of the callee, the byte
    // offset is passed as a u32 argument.
    // Texture and sampler arguments select a specialization too, and pass nothing.
    std::vector<uint32_t> roots;
    std::vector<Reg> ptr_offsets(e->args.size(), kNoReg);
    std::vector<bool> handle_args(e->args.size(), false);
    for (size_t i = 0; i < e->args.size() && i < f->params.size(); i++) {
      if (is_handle_type(f->params[i]->type)) {
        roots.push_back(handle_operand(e->args[i]));
        handle_args[i] = true;
      } else if (f->params[i]->type->kind == TypeKind::Pointer) {
        LExpr x = lower(e->args[i], std::nullopt);
        if (x.kind != LExpr::Memory) unsupported("this pointer argument", e->args[i]->span);
        roots.push_back(x.ref.var);
        ptr_offsets[i] = x.ref.offset;
      }
    }
    uint32_t index;
    if (roots.empty()) {
      auto it = fns_.find(f);
      if (it == fns_.end()) unsupported("call of '" + std::string(e->target->ident.name) + "'", e->span);
      index = it->second;
    } else {
      index = specialize(f, roots);
    }
    const Function& callee = m_->functions[index];
    std::vector<Reg> args;
    size_t reg_param = 0;
    std::vector<std::pair<Ref, const ast::Expr*>> composite_args;
    for (size_t i = 0; i < e->args.size(); i++) {
      if (handle_args[i]) continue;
      if (ptr_offsets[i] != kNoReg) {
        args.push_back(ptr_offsets[i]);
        reg_param++;
        continue;
      }
      const sema::Entity* p = f->params[i];
      if (is_composite(p->type)) {
        // Evaluated into a temporary first: the argument may itself call this function.
        composite_args.push_back({temp_of(e->args[i], p->type), e->args[i]});
        Ref dst;
        dst.var = param_vars_.at(p);
        dst.type = p->type;
        composite_args.back().first.type = p->type;
        (void)dst;
        continue;
      }
      Type pt = callee.params[reg_param++];
      args.push_back(convert(rvalue(e->args[i], pt.scalar), pt, e->span));
    }
    size_t k = 0;
    for (size_t i = 0; i < e->args.size(); i++) {
      const sema::Entity* p = f->params[i];
      if (handle_args[i] || ptr_offsets[i] != kNoReg || !is_composite(p->type)) continue;
      Ref dst;
      dst.var = param_vars_.at(p);
      dst.offset = konst_u32(0, e->span);
      dst.type = p->type;
      copy(dst, composite_args[k++].first, e->span);
    }
    if (callee.returns_value) return val(emit(Op::Call, callee.result, args, {index}, e->span));
    emit(Op::Call, Type{}, args, {index}, e->span, false);
    if (auto rv = ret_vars_.find(f); rv != ret_vars_.end()) {
      // Copied out at once: a later call of the same function reuses its result variable.
      const sema::Type* rt = f->entity->type;
      Ref src;
      src.var = rv->second;
      src.offset = konst_u32(0, e->span);
      src.type = rt;
      Ref dst = alloc_temp(rt, e->span);
      copy(dst, src, e->span);
      return mem(dst);
    }
    return LExpr{};
  }
  if (cs && cs->builtin) return lower_builtin(e, cs->builtin->id, want);
  return lower_constructor(e, want);
}

void Lowerer::lower_function(const sema::FunctionInfo* f, bool entry, const std::vector<uint32_t>& roots) {
  Function fn;
  fn.name = std::string(f->decl->name.name);
  m_->functions.push_back(std::move(fn));
  fn_ = &m_->functions.back();
  const ast::FunctionDecl* d = f->decl;
  Span at = d->name.span;
  blocks_ = {&fn_->body};
  ret_var_ = kNoVar;
  ret_type_ = nullptr;
  if (!entry) {
    size_t next_root = 0;
    for (const sema::Entity* p : f->params) {
      if (is_handle_type(p->type)) {  // the argument's texture or sampler variable
        if (next_root >= roots.size())
          unsupported("texture and sampler parameters ('" + std::string(p->name) + "')", p->param->span);
        LExpr handle;
        handle.kind = LExpr::Memory;
        handle.ref.var = roots[next_root++];
        fn_->name += "." + m_->vars[handle.ref.var].name;
        locals_[p] = handle;
        continue;
      }
      if (p->type->kind == TypeKind::Pointer) {
        if (next_root >= roots.size())
          unsupported("pointer parameters ('" + std::string(p->name) + "')", p->param->span);
        Type t = scalar_type(Scalar::U32);
        fn_->params.push_back(t);
        Ref r;
        r.var = roots[next_root++];
        r.offset = new_reg(t);
        r.type = p->type->elem;
        fn_->name += "." + m_->vars[r.var].name;
        locals_[p] = mem(r);
        continue;
      }
      if (is_composite(p->type)) continue;  // below, once the register parameters are numbered
      Type t = ir_type(p->type, std::nullopt, p->param->span);
      fn_->params.push_back(t);
      locals_[p] = val(new_reg(t));
    }
    for (const sema::Entity* p : f->params) {
      if (!is_composite(p->type)) continue;
      if (!param_vars_.count(p)) param_vars_[p] = alloc_temp(p->type, p->param->span).var;
      Ref r;
      r.var = param_vars_[p];
      r.offset = konst_u32(0, p->param->span);
      r.type = p->type;
      locals_[p] = mem(r);
    }
    if (d->return_type) {
      const sema::Type* rt = f->entity ? f->entity->type : nullptr;
      if (!rt) unsupported("return type of '" + fn_->name + "'", d->return_type->span);
      if (is_composite(rt)) {
        if (!ret_vars_.count(f)) ret_vars_[f] = alloc_temp(rt, d->return_type->span).var;
        ret_var_ = ret_vars_[f];
        ret_type_ = rt;
      }
    }
    if (d->return_type && !ret_type_) {
      const sema::Type* rt = f->entity->type;
      fn_->returns_value = true;
      fn_->result = ir_type(rt, std::nullopt, d->return_type->span);
      fn_->ret_reg = new_reg(fn_->result);
    }
  }
  if (entry) {
    for (const sema::Entity* p : f->params) {
      // The compute inputs of the builtin-value list (syntax/builtin_values.def).
      auto input_of = [](std::string_view builtin) -> std::optional<InputKind> {
        std::optional<BuiltinValue> v = find_builtin_value(builtin);
        return v ? input_kind(*v) : std::nullopt;
      };
      bool found = false;
      if (p->type->kind == TypeKind::Struct && p->builtin.empty()) {
        // A structure of builtin inputs: filled member by member.
        Ref r = alloc_temp(p->type, p->param->span);
        for (const auto& mem : p->type->structure->members) {
          std::string_view bname;
          if (mem.decl)
            for (const ast::Attribute* a : mem.decl->attrs)
              if (a->kind == ast::AttrKind::Builtin && !a->args.empty() && a->args[0]->kind == ast::ExprKind::Ident)
                bname = static_cast<const ast::IdentExpr*>(a->args[0])->ident.name;
          std::optional<InputKind> k = input_of(bname);
          if (!k)
            unsupported("builtin value '" + std::string(bname) + "' (member '" + std::string(mem.name) + "')",
                        p->param->span);
          Type t{Scalar::U32, input_width(*k)};
          store_reg(sub_ref(r, mem.offset, mem.type, p->param->span),
                    emit(Op::Input, t, {}, {static_cast<uint32_t>(*k)}, p->param->span), p->param->span);
        }
        locals_[p] = mem(r);
        continue;
      }
      if (std::optional<InputKind> k = input_of(p->builtin)) {
        Type t{Scalar::U32, input_width(*k)};
        locals_[p] = val(emit(Op::Input, t, {}, {static_cast<uint32_t>(*k)}, p->param->span));
        found = true;
      }
      if (!found)
        unsupported(p->builtin.empty() ? "entry point parameters that are not builtins ('" + std::string(p->name) + "')"
                                       : "builtin value '" + std::string(p->builtin) + "'",
                    p->param->span);
    }
    init_private_globals(f);
  }
  (void)at;
  lower_block(d->body);
  splice_prologue();
}

// Module-scope private variables with initializers start each invocation initialized: the
// compute entry point's and each vertex or fragment invocation's (the stage wrapper's) prologue.
void Lowerer::init_private_globals(const sema::FunctionInfo* f) {
  for (const sema::Entity* g : f->transitive_globals) {
    if (g->kind != sema::EntityKind::Var || g->space != sema::AddressSpace::Private) continue;
    auto* vd = static_cast<const ast::VariableDecl*>(g->decl);
    Ref r;
    r.var = variable(g, vd->span);
    r.offset = konst_u32(0, vd->span);
    r.type = g->type;
    if (vd->initializer) store_expr(r, vd->initializer);
  }
}

std::unique_ptr<Module> Lowerer::run() {
  m_->source = &file_;
  if (opt_.stage != Stage::Compute) return run_stage();
  const sema::FunctionInfo* entry = nullptr;
  for (const sema::FunctionInfo* f : info_.functions()) {
    if (f->stage != sema::PipelineStage::Compute) continue;
    if (opt_.entry_point.empty() ? entry == nullptr : f->decl->name.name == opt_.entry_point) {
      if (entry && opt_.entry_point.empty())
        throw Unsupported{"several compute entry points; choose one with --entry", {}, true};
      entry = f;
    } else if (opt_.entry_point.empty()) {
      throw Unsupported{"several compute entry points; choose one with --entry", {}, true};
    }
  }
  if (!entry)
    throw Unsupported{
        opt_.entry_point.empty() ? "no compute entry point" : "no compute entry point named '" + opt_.entry_point + "'",
        Span{}, true};
  for (int i = 0; i < 3; i++) {
    int64_t n = entry->workgroup_size[i];
    if (n == 0 && entry->workgroup_size_exprs[i]) {
      std::optional<int64_t> v = info_.int_value(entry->workgroup_size_exprs[i]);
      if (!v) unsupported("this workgroup size", entry->workgroup_size_exprs[i]->span);
      n = *v;
    }
    if (n <= 0) n = 1;
    m_->workgroup_size[i] = static_cast<uint32_t>(n);
  }
  if (m_->workgroup_size[0] * m_->workgroup_size[1] * m_->workgroup_size[2] > 1024)
    unsupported("workgroups of more than 1024 invocations", entry->decl->span);
  lower_callees(entry);
  m_->entry = static_cast<uint32_t>(m_->functions.size());
  lower_function(entry, true);
  place(&m_->lane_bytes, 0, 16, kMaxLaneBytes, "private and function memory per invocation", {});
  return std::move(m_);
}

std::unique_ptr<Module> Lowerer::run_stage() {
  bool vertex = opt_.stage == Stage::Vertex;
  sema::PipelineStage want = vertex ? sema::PipelineStage::Vertex : sema::PipelineStage::Fragment;
  const char* stage = vertex ? "vertex" : "fragment";
  const sema::FunctionInfo* entry = nullptr;
  for (const sema::FunctionInfo* f : info_.functions())
    if (f->stage == want && (opt_.entry_point.empty() || f->decl->name.name == opt_.entry_point)) {
      if (entry) throw Unsupported{std::string("several ") + stage + " entry points; choose one", {}, true};
      entry = f;
    }
  if (!entry) throw Unsupported{std::string("no ") + stage + " entry point named '" + opt_.entry_point + "'", {}, true};
  m_->stage = opt_.stage;
  m_->workgroup_size[0] = kStageWorkgroupSize;
  lower_callees(entry);
  uint32_t index = static_cast<uint32_t>(m_->functions.size());
  lower_function(entry, false);
  m_->entry = static_cast<uint32_t>(m_->functions.size());
  lower_stage_wrapper(entry, index);
  place(&m_->lane_bytes, 0, 16, kMaxLaneBytes, "private and function memory per invocation", {});
  return std::move(m_);
}

void Lowerer::lower_callees(const sema::FunctionInfo* entry) {
  // Callees before callers.
  std::vector<const sema::FunctionInfo*> order;
  std::function<void(const sema::FunctionInfo*)> visit = [&](const sema::FunctionInfo* f) {
    if (std::find(order.begin(), order.end(), f) != order.end()) return;
    for (const sema::FunctionInfo* c : f->callees) visit(c);
    order.push_back(f);
  };
  for (const sema::FunctionInfo* c : entry->callees) visit(c);
  for (const sema::FunctionInfo* f : order) {
    bool pointers = false;
    for (const sema::Entity* p : f->params)
      pointers = pointers || p->type->kind == TypeKind::Pointer || is_handle_type(p->type);
    if (pointers) continue;  // specialized at each call site
    fns_[f] = static_cast<uint32_t>(m_->functions.size());
    lower_function(f, false);
  }
}

}  // namespace wgx::ir::lowering

namespace wgx::ir {

LowerResult lower(const ast::Module& ast, const sema::ModuleInfo& info, const SourceFile& file,
                  const LowerOptions& options) {
  LowerResult out;
  lowering::Lowerer l(ast, info, file, options);
  try {
    out.module = l.run();
    std::string problem = validate(*out.module);
    if (!problem.empty()) {
      out.module.reset();
      out.error = "internal error: invalid IR: " + problem;
    }
  } catch (const lowering::Unsupported& u) {
    out.error = (u.plain || u.limit ? "" : "unsupported: ") + u.what;
    if (!u.plain && (u.at.length || u.at.offset)) {
      Location loc = file.location(u.at.offset);
      out.error += " at " + std::to_string(loc.line) + ":" + std::to_string(loc.column);
    }
  }
  return out;
}

}  // namespace wgx::ir
