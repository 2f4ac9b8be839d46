// The checks WebGPU's createComputePipeline adds to shader-module validation: override values
// substituted (the module re-resolved with them, so that the checker's constant evaluator
// computes and checks every override-expression), then the device limits of the compute entry
// point (workgroup size per dimension, invocations per workgroup, workgroup storage), with
// Dawn's messages.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "api/shader_module.h"

namespace wgx {

// WebGPU's default limits; a device may be given others.
struct ComputeLimits {
  uint32_t max_workgroup_size_x = 256;
  uint32_t max_workgroup_size_y = 256;
  uint32_t max_workgroup_size_z = 64;
  uint32_t max_invocations_per_workgroup = 256;
  uint32_t max_workgroup_storage_size = 16384;
};

struct PipelineOptions {
  std::string entry_point;                  // empty: every compute entry point
  std::map<std::string, double> constants;  // override values, by name or by @id (as a string)
  ComputeLimits limits;
};

// Reports (file-level diagnostics) what createComputePipeline would reject. Returns true when
// every checked entry point passes.
bool check_compute_pipelines(const CompiledModule& module, const SourceFile& file, const PipelineOptions& options,
                             DiagnosticList& diags);

}  // namespace wgx
