// Compute pipelines: the entry point and override constants are checked with Dawn's rules and
// the module's pipeline limits (api/pipeline_checks.h), the layout is checked against what the
// shader uses (or made from it for layout "auto"), and the entry point is lowered to the IR once,
// here (api/compute_program.h, as `wgx run` does), so that each dispatch only executes.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <sstream>

#include "api/compute_program.h"
#include "api/gpu_impl.h"
#include "api/pipeline_layouts.h"

namespace wgx::gpu {
namespace {

// Everything createComputePipeline works out before making the object.
struct PipelineBuild {
  const sema::EntryPointReflection* entry = nullptr;
  const sema::FunctionInfo* function = nullptr;
};

std::string find_entry_point(const ShaderModuleImpl& m, const std::optional<std::string>& given, PipelineBuild* out) {
  std::vector<const sema::EntryPointReflection*> compute;
  const std::string name = given.value_or("");
  for (const sema::EntryPointReflection& ep : m.reflection.entry_points) {
    if (given && ep.name == name) {
      if (ep.stage != "compute")
        return "Entry point \"" + name + "\" of " + m.name() + " is a " + ep.stage + " entry point, not compute.";
      compute = {&ep};
      break;
    }
    if (!given && ep.stage == "compute") compute.push_back(&ep);
  }
  if (compute.empty() && given) return "Entry point \"" + name + "\" doesn't exist in " + m.name() + ".";
  if (compute.size() != 1)
    return m.name() + " has " + std::to_string(compute.size()) +
           " compute entry points; the entry point must be named (compute.entryPoint).";
  out->entry = compute[0];
  for (const sema::FunctionInfo* f : m.compiled.info->functions())
    if (f->stage == sema::PipelineStage::Compute && f->entity->name == out->entry->name) out->function = f;
  return out->function ? "" : "Entry point \"" + out->entry->name + "\" has no function information.";
}

// The pipeline checks (pipeline_checks.h: the constants, overrides without a value, the limits of
// workgroup size, invocations and workgroup storage, the override-expressions' evaluation) with
// Dawn's messages, then the entry point lowered (compute_program.h); `why` says what the checks
// reject.
ComputeProgram prepare_program(const ShaderModuleImpl& m, const ProgrammableStage& stage, const PipelineBuild& b,
                               const Limits& l, std::string* why) {
  PipelineOptions options;
  options.entry_point = b.entry->name;
  options.constants = stage.constants;
  options.check_bindings = false;  // the layout's own checks (check_layout, make_auto_layout)
  options.module_name = m.name();
  options.limits = l;
  DiagnosticList diags;
  ComputeProgram program = prepare_compute_program(m.compiled, *m.file, options, diags);
  for (const Diagnostic& d : diags.all()) *why += (why->empty() ? "" : "\n") + d.message;
  return program;
}

std::string check_stage(const ComputePipelineDescriptor& d, const DeviceImpl& device) {
  const std::shared_ptr<ShaderModuleImpl>& m = d.compute.module.impl();
  if (!m) return "The compute stage has no shader module.";
  if (!m->valid) return m->name() + " is invalid.";
  if (m->device.get() != &device) return m->name() + " is associated with another device.";
  const std::shared_ptr<PipelineLayoutImpl>& l = d.layout.impl();
  if (l && !l->valid) return l->name() + " is invalid.";
  if (l && l->device.get() != &device) return l->name() + " is associated with another device.";
  return "";
}

}  // namespace

ComputePipeline Device::createComputePipeline(const ComputePipelineDescriptor& d) {
  if (!impl_) return {};
  auto p = make_object<ComputePipelineImpl>(impl_, d.label);
  std::string context =
      impl_->name() + ".CreateComputePipeline(" + object_name("ComputePipelineDescriptor", d.label) + ")";
  auto fail = [&](ErrorType type, const std::string& why) {
    p->valid = false;
    p->layout.reset();
    impl_->raise(type, why + "\n - While calling " + context + ".");
    return ComputePipeline(p);
  };
  std::string why = impl_->lost ? "lost device" : check_stage(d, *impl_);
  if (!why.empty()) return fail(ErrorType::Validation, why);
  p->module = d.compute.module.impl();
  const ShaderModuleImpl& m = *p->module;
  PipelineBuild b;
  why = find_entry_point(m, d.compute.entryPoint, &b);
  ComputeProgram program;
  if (why.empty()) program = prepare_program(m, d.compute, b, impl_->limits, &why);
  if (!why.empty()) return fail(ErrorType::Validation, why);
  std::vector<StageBindings> stages = {stage_bindings(m, *b.entry, ShaderStage::Compute)};
  if (d.layout) {
    p->layout = d.layout.impl();
    why = check_pipeline_layout(*p->layout, stages);
  } else {
    p->layout = make_object<PipelineLayoutImpl>(impl_, "");
    p->auto_layout = true;
    why = make_auto_layout(stages, impl_, p.get(), p->layout.get());
  }
  if (!why.empty()) return fail(ErrorType::Validation, why);
  // A valid shader wgx cannot run yet (texture builtins) is the implementation's limit, not the
  // program's fault: the pipeline is valid, so that the program's other calls behave as WebGPU
  // says, and each dispatch of it is an internal error naming the construct (gpu_queue.cpp).
  if (!program.module) p->cannot_run = "wgx cannot run this shader: " + program.error;
  p->program = std::move(program.module);
  for (const UsedBinding& u : stages[0].used) p->bindings.push_back({u.group, u.binding, u.min_size});
  return ComputePipeline(p);
}

BindGroupLayout ComputePipeline::getBindGroupLayout(uint32_t index) const {
  if (!impl_) return {};
  return pipeline_bind_group_layout(*impl_, impl_->name(), impl_->layout.get(),
                                    impl_->auto_layout ? impl_.get() : nullptr, index);
}

bool ComputePipeline::isValid() const { return impl_ && impl_->valid; }

std::string ComputePipeline::executionNote() const {
  if (!impl_ || !impl_->valid || !impl_->program || !impl_->device->on_cuda) return "";
  executable_for(*impl_->device, *impl_);  // the note is the build's
  return impl_->execution_note;
}

}  // namespace wgx::gpu
