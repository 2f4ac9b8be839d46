// What compute and render pipelines share about layouts: the resources each stage's entry point
// uses (from reflection), the checks of an explicit pipeline layout against them, WebGPU's
// default layout for layout "auto" (one layout from every stage's resources, visibility per
// stage), and getBindGroupLayout.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "api/gpu_impl.h"

namespace wgx::gpu {

// A resource an entry point uses, from reflection.
struct UsedBinding {
  uint32_t group = 0, binding = 0;
  std::string kind;  // "uniform", "storage", "read-only-storage", or a non-buffer kind
  uint64_t min_size = 0;
  const sema::BindingReflection* reflection = nullptr;
  bool with_sampler = false;  // a texture some builtin call samples (auto layout: "float")
};

// One stage of a pipeline: its visibility bit, entry point and what it uses.
struct StageBindings {
  ShaderStageFlags stage = ShaderStage::Compute;
  const sema::EntryPointReflection* entry = nullptr;
  std::vector<UsedBinding> used;
};

// The entry point `ep` of `m` and the resources it uses.
StageBindings stage_bindings(const ShaderModuleImpl& m, const sema::EntryPointReflection& ep, ShaderStageFlags stage);

// The rule an explicit layout breaks for what the stages use, or "".
std::string check_pipeline_layout(const PipelineLayoutImpl& layout, const std::vector<StageBindings>& stages);

// WebGPU's default pipeline layout into `out` (one group per index up to the largest used, its
// layouts owned by `owner`), or the rule it breaks.
std::string make_auto_layout(const std::vector<StageBindings>& stages, const std::shared_ptr<DeviceImpl>& device,
                             const void* owner, PipelineLayoutImpl* out);

// getBindGroupLayout(index) of `pipeline` (named `pipeline_name`) with `layout`; `auto_owner`: the
// owner its default layout's groups have, null for an explicit layout.
BindGroupLayout pipeline_bind_group_layout(const ObjectBase& pipeline, const std::string& pipeline_name,
                                           const PipelineLayoutImpl* layout, const void* auto_owner, uint32_t index);

}  // namespace wgx::gpu
