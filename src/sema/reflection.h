// Reflection: what a host program needs to know about a checked module to create pipelines and
// bind groups — entry points (stage, workgroup size, workgroup memory, resources they use),
// every resource binding, and the overrides.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "sema/module_info.h"

namespace wgx::sema {

struct BindingReflection {
  std::string name;
  int64_t group = -1;
  int64_t binding = -1;
  // WebGPU's layout entry kinds: "uniform", "storage", "read-only-storage", "sampler",
  // "comparison-sampler", "texture", "storage-texture", "external-texture".
  std::string kind;
  std::string type;               // the WGSL store type, as in diagnostics
  std::string access;             // "read", "write", "read_write" for buffers and storage textures
  uint64_t min_binding_size = 0;  // buffers: the size with runtime-sized arrays holding one element
  // Textures: WebGPU's view dimension ("1d", "2d", "2d-array", "cube", "cube-array", "3d"); the
  // sample type of a sampled texture ("float" for f32, "sint", "uint", "depth"); multisampled;
  // the texel format of a storage texture ("rgba8unorm").
  std::string view_dimension;
  std::string sample_type;
  bool multisampled = false;
  std::string texel_format;
  // The same as the format table's enumerator (include/wgx/texture_formats.def; 0 for none), which
  // the API joins its formats by.
  uint32_t texture_format = 0;
};

// One shader stage input or output of an entry point (a parameter or return value, or a member of
// a struct one), as WebGPU's pipeline validation sees it.
struct StageIoReflection {
  int64_t location = -1;    // @location, or -1 for a builtin
  std::string builtin;      // "position", "frag_depth", "sample_mask", "front_facing", "sample_index",
                            // "clip_distances", "vertex_index", "instance_index", "primitive_index",
                            // "subgroup_invocation_id", "subgroup_size"...; "" for a user-defined one
  std::string base_type;    // scalar type of the value: "f32", "f16", "i32", "u32" ("bool" for front_facing)
  uint32_t components = 1;  // 1..4 for scalars/vectors; the array size for clip_distances
  // User-defined only; defaults resolved as the WGSL spec says: a float value without
  // @interpolate is "perspective"/"center"; @interpolate(flat) without sampling is "flat"/"first";
  // @interpolate(perspective|linear) without sampling is "center". Integer values are always flat.
  std::string interpolation_type;      // "perspective", "linear", "flat"
  std::string interpolation_sampling;  // "center", "centroid", "sample", "first", "either"
  int64_t blend_src = -1;              // @blend_src, or -1
};

struct EntryPointReflection {
  std::string name;
  std::string stage;  // "compute", "vertex", "fragment"
  // Compute: the constant workgroup size; 0 in a dimension given by an override.
  int64_t workgroup_size[3] = {0, 0, 0};
  std::vector<std::string> workgroup_size_overrides;  // names of overrides that size it, if any
  uint64_t workgroup_storage_size = 0;                // bytes of var<workgroup> used, each rounded up to 16
  // The override-sized var<workgroup> arrays it uses: their sizes are known only once the
  // pipeline's constants are (api/pipeline_checks.cpp adds them), so the size above leaves them out.
  std::vector<const Type*> workgroup_override_arrays;
  std::vector<std::string> bindings;  // names of the resources it uses (statically, through calls)
  // The overrides, module-scope variables and aliases it uses, through its calls and transitively
  // through their types and initializers and its workgroup size (Dawn checks only these for a
  // pipeline).
  std::vector<const Entity*> used_declarations;
  // The (texture, sampler) pairs its texture builtin calls use, by variable name, through
  // function parameters too: what WebGPU's default layout and filtering rules look at.
  std::vector<std::pair<std::string, std::string>> texture_sampler_pairs;
  // Its shader stage inputs (parameters) and outputs (return value), in declaration order, the
  // members of a struct-typed one in member order.
  std::vector<StageIoReflection> inputs;
  std::vector<StageIoReflection> outputs;
};

struct OverrideReflection {
  std::string name;
  int64_t id = -1;  // @id, or -1
  std::string key;  // its pipeline-constant identifier (pipeline_constant_key)
  std::string type;
  bool has_default = false;
};

struct ModuleReflection {
  std::vector<EntryPointReflection> entry_points;
  std::vector<BindingReflection> bindings;
  std::vector<OverrideReflection> overrides;
};

// `bindings` and `overrides` list every declared one; entry points list those they use.
ModuleReflection reflect(const ast::Module& module, const ModuleInfo& info);
std::string reflection_json(const ModuleReflection& r);

}  // namespace wgx::sema
