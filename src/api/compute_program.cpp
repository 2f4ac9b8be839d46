// Preparing and running a compute entry point (compute_program.h), shared by the WebGPU-shaped
// API and the CLI.
#include "api/compute_program.h"

#include <map>
#include <set>
#include <utility>

#include "ir/lower.h"
#include "ir/walk.h"

namespace wgx {
namespace {

using BindingKey = std::pair<int64_t, int64_t>;

// The bindings the program's stores, atomics and zeroings can change.
std::set<BindingKey> written_bindings(const ir::Module& m) {
  std::set<BindingKey> out;
  for (const ir::Function& f : m.functions)
    ir::for_each_inst(f.body, [&](const ir::Inst& in) {
      if (ir::op_traits(in.op).writes && in.var < m.vars.size())
        out.insert({m.vars[in.var].group, m.vars[in.var].binding});
    });
  return out;
}

// The module-scope variables with a binding, by (group, binding).
std::map<BindingKey, const sema::Entity*> bound_declarations(const CompiledModule& module) {
  std::map<BindingKey, const sema::Entity*> out;
  for (const ast::Decl* d : module.ast->decls)
    if (const sema::Entity* e = d->kind == ast::DeclKind::Var ? module.info->declared(d) : nullptr)
      if (e->group >= 0) out[{e->group, e->binding}] = e;
  return out;
}

}  // namespace

ComputeProgram prepare_compute_program(const CompiledModule& module, const SourceFile& file,
                                       const PipelineOptions& options, DiagnosticList& diags) {
  ComputeProgram out;
  std::shared_ptr<const sema::ModuleInfo> values;
  out.checked = check_compute_pipelines(module, file, options, diags, &values);
  if (!out.checked) return out;
  ir::LowerOptions lower_options{options.entry_point};
  // A vertex or fragment entry point becomes a compute-shaped kernel (ir/lower.h).
  if (options.stage == sema::PipelineStage::Vertex) lower_options.stage = ir::Stage::Vertex;
  if (options.stage == sema::PipelineStage::Fragment) lower_options.stage = ir::Stage::Fragment;
  ir::LowerResult lowered = ir::lower(*module.ast, *values, file, lower_options);
  out.module = std::move(lowered.module);
  out.error = std::move(lowered.error);
  return out;
}

std::vector<ProgramBuffer> program_buffers(const CompiledModule& module, const ir::Module& program) {
  std::map<BindingKey, const ir::Variable*> used;
  for (const ir::Variable& v : program.vars)
    if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform) used[{v.group, v.binding}] = &v;
  std::map<BindingKey, const sema::Entity*> declared = bound_declarations(module);
  std::set<BindingKey> written = written_bindings(program);
  std::vector<ProgramBuffer> out;
  for (const auto& [key, v] : used) {
    auto d = declared.find(key);
    out.push_back({key.first, key.second, v->name, v->size, d == declared.end() ? nullptr : d->second->type,
                   written.count(key) != 0});
  }
  return out;
}

std::string program_ir_text(const ir::Module& program) { return ir::print(program); }

}  // namespace wgx
