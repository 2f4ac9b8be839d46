// The checks WebGPU's createComputePipeline adds to shader-module validation: override values
// substituted (the module re-resolved with them: the checker's constant evaluator reports the
// override-expressions that fail to evaluate), then the device limits of the compute entry point
// (workgroup size per dimension, invocations per workgroup, workgroup storage; override-sized
// arrays with their counts) and the bindings of its default layout (groups, binding numbers,
// buffers per stage), with Dawn's messages.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "api/shader_module.h"
#include "wgx/gpu.h"

namespace wgx {

struct PipelineOptions {
  std::string entry_point;                  // empty: every compute entry point
  std::map<std::string, double> constants;  // override values, by name or by @id (as a string)
  gpu::Limits limits;                       // WebGPU's defaults unless a device was given others
  // The default layout's binding limits: the CLI checks them here; the API checks the layout it
  // builds or is given (gpu_pipeline.cpp, gpu_bind_group.cpp) with its own messages.
  bool check_bindings = true;
};

// WebIDL's conversion of a GPUPipelineConstantValue to an override of WGSL type `type` ("i32",
// "u32", "f32", "f16", "bool"): finite and in range.
bool constant_representable(double value, const std::string& type);

// Reports (file-level diagnostics) what createComputePipeline would reject: constants that name
// no override or that its type cannot hold, then the limits of each checked entry point. Returns true when
// every checked entry point passes.
bool check_compute_pipelines(const CompiledModule& module, const SourceFile& file, const PipelineOptions& options,
                             DiagnosticList& diags);

}  // namespace wgx
