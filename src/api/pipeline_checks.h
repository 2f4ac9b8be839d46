// The checks WebGPU's createComputePipeline adds to shader-module validation: override values
// substituted (the module re-resolved with them: the checker's constant evaluator reports the
// override-expressions that fail to evaluate), then the device limits of the compute entry point
// (workgroup size per dimension, invocations per workgroup, workgroup storage; override-sized
// arrays with their counts) and the bindings of its default layout (groups, binding numbers,
// buffers per stage), with Dawn's messages.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "api/shader_module.h"
#include "wgx/gpu.h"

namespace wgx {

// The ids of the pipeline checks' diagnostics (api/pipeline_ids.def).
enum class PipelineId : uint16_t {
#define WGX_DIAG_ID(name, id) name,
#include "api/pipeline_ids.def"
#undef WGX_DIAG_ID
  kCount
};
const char* diag_id(PipelineId id);  // "pipeline.constant-not-found"

struct PipelineOptions {
  // The stage whose entry points are checked: a vertex or fragment entry point gets the checks of
  // its constants and overrides (the workgroup limits are compute's).
  sema::PipelineStage stage = sema::PipelineStage::Compute;
  std::string entry_point;  // empty: every entry point of the stage
  // Override values by identifier: the @id (as a decimal string) of an override that has one,
  // else its name (WebGPU's pipeline-overridable constant identifier string).
  std::map<std::string, double> constants;
  std::string module_name = "[ShaderModule]";  // as Dawn names the module in its messages
  gpu::Limits limits;                          // WebGPU's defaults unless a device was given others
  // The default layout's binding limits: the CLI checks them here; the API checks the layout it
  // builds or is given (gpu_pipeline.cpp, gpu_bind_group.cpp) with its own messages.
  bool check_bindings = true;
  // Every override the entry point uses needs a value (createComputePipeline); `wgx check`, which
  // validates a module rather than a pipeline, leaves it off.
  bool check_uninitialized = true;
};

// WebIDL's conversion of a GPUPipelineConstantValue to an override of WGSL type `type` ("i32",
// "u32", "f32", "f16", "bool"): finite and in range.
bool constant_representable(double value, const std::string& type);

// The checker's results for the module with the pipeline's override values substituted: each
// override with a value (given, or from an initializer) is a constant, so every override-expression
// has its value, computed by the checker's constant evaluator (what lowering reads). Evaluation
// errors go to `diags`.
std::unique_ptr<sema::ModuleInfo> substitute_overrides(const CompiledModule& module, const SourceFile& file,
                                                       const PipelineOptions& options, DiagnosticList& diags);

// Reports (file-level diagnostics) what createComputePipeline would reject: constants that name
// no override or that its type cannot hold, overrides without a value, the limits of each checked
// entry point, then the errors of evaluating its override-expressions. Returns true when every
// checked entry point passes; `values`, when given, receives substitute_overrides' result.
bool check_compute_pipelines(const CompiledModule& module, const SourceFile& file, const PipelineOptions& options,
                             DiagnosticList& diags, std::shared_ptr<const sema::ModuleInfo>* values = nullptr);

}  // namespace wgx
