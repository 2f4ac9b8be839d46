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
#include "api/texture_format.h"

namespace wgx::gpu {
namespace {

// A resource the entry point uses, from reflection.
struct UsedBinding {
  uint32_t group = 0, binding = 0;
  std::string kind;  // "uniform", "storage", "read-only-storage", or a non-buffer kind
  uint64_t min_size = 0;
  const sema::BindingReflection* reflection = nullptr;
  bool with_sampler = false;  // a texture some builtin call samples (auto layout: "float")
};

// Everything createComputePipeline works out before making the object.
struct PipelineBuild {
  const sema::EntryPointReflection* entry = nullptr;
  const sema::FunctionInfo* function = nullptr;
  std::vector<UsedBinding> used;
};

std::string find_entry_point(const ShaderModuleImpl& m, const std::string& name, PipelineBuild* out) {
  std::vector<const sema::EntryPointReflection*> compute;
  for (const sema::EntryPointReflection& ep : m.reflection.entry_points) {
    if (!name.empty() && ep.name == name) {
      if (ep.stage != "compute")
        return "Entry point \"" + name + "\" of " + m.name() + " is a " + ep.stage + " entry point, not compute.";
      compute = {&ep};
      break;
    }
    if (name.empty() && ep.stage == "compute") compute.push_back(&ep);
  }
  if (compute.empty() && !name.empty()) return "Entry point \"" + name + "\" doesn't exist in " + m.name() + ".";
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

std::optional<BufferBindingType> buffer_type(const std::string& kind) {
  if (kind == "uniform") return BufferBindingType::Uniform;
  if (kind == "storage") return BufferBindingType::Storage;
  if (kind == "read-only-storage") return BufferBindingType::ReadOnlyStorage;
  return std::nullopt;
}

void collect_bindings(const ShaderModuleImpl& m, PipelineBuild* b) {
  for (const std::string& name : b->entry->bindings)
    for (const sema::BindingReflection& r : m.reflection.bindings) {
      if (r.name != name || r.group < 0 || r.binding < 0) continue;
      bool with_sampler = false;
      for (const auto& [texture, sampler] : b->entry->texture_sampler_pairs) with_sampler |= texture == name;
      b->used.push_back({static_cast<uint32_t>(r.group), static_cast<uint32_t>(r.binding), r.kind,
                         r.min_binding_size, &r, with_sampler});
    }
}

TextureViewDimension view_dimension_of(const std::string& name) {
  if (name == "1d") return TextureViewDimension::D1;
  if (name == "2d-array") return TextureViewDimension::D2Array;
  if (name == "cube") return TextureViewDimension::Cube;
  if (name == "cube-array") return TextureViewDimension::CubeArray;
  if (name == "3d") return TextureViewDimension::D3;
  return TextureViewDimension::D2;
}

StorageTextureAccess storage_access_of(const std::string& access) {
  if (access == "read") return StorageTextureAccess::ReadOnly;
  if (access == "read_write") return StorageTextureAccess::ReadWrite;
  return StorageTextureAccess::WriteOnly;
}

// The layout entry WebGPU's default layout makes for a resource.
BindGroupLayoutEntry auto_entry(const UsedBinding& u) {
  BindGroupLayoutEntry e;
  e.binding = u.binding;
  e.visibility = ShaderStage::Compute;
  const sema::BindingReflection& r = *u.reflection;
  if (u.kind == "sampler") {
    e.sampler = SamplerBindingLayout{};
  } else if (u.kind == "comparison-sampler") {
    e.sampler = SamplerBindingLayout{SamplerBindingType::Comparison};
  } else if (u.kind == "texture") {
    TextureBindingLayout t;
    t.viewDimension = view_dimension_of(r.view_dimension);
    t.multisampled = r.multisampled;
    t.sampleType = r.sample_type == "depth"  ? TextureSampleType::Depth
                   : r.sample_type == "sint" ? TextureSampleType::Sint
                   : r.sample_type == "uint" ? TextureSampleType::Uint
                   : u.with_sampler          ? TextureSampleType::Float
                                             : TextureSampleType::UnfilterableFloat;
    e.texture = t;
  } else if (u.kind == "storage-texture") {
    StorageTextureBindingLayout t;
    t.access = storage_access_of(r.access);
    t.format = textureFormatByName(r.texel_format).value_or(TextureFormat::Undefined);
    t.viewDimension = view_dimension_of(r.view_dimension);
    e.storageTexture = t;
  } else if (u.kind == "external-texture") {
    e.externalTexture = ExternalTextureBindingLayout{};
  } else {
    e.buffer.type = buffer_type(u.kind).value_or(BufferBindingType::Uniform);
    e.buffer.minBindingSize = u.min_size;
  }
  return e;
}

// The layout's sample type suits the WGSL texture type: depth for texture_depth_*, the float kinds
// for f32 textures, sint and uint for i32 and u32 (as Dawn and the CTS read WebGPU's "validating
// shader binding"; the spec's text also lets a depth layout hold texture_2d<f32>).
bool sample_type_matches(TextureSampleType layout, const sema::BindingReflection& r) {
  if (r.sample_type == "depth") return layout == TextureSampleType::Depth;
  if (r.sample_type == "sint") return layout == TextureSampleType::Sint;
  if (r.sample_type == "uint") return layout == TextureSampleType::Uint;
  return layout == TextureSampleType::Float || layout == TextureSampleType::UnfilterableFloat;
}

// A read-write storage texture layout also holds a write-only WGSL variable.
bool access_matches(StorageTextureAccess layout, StorageTextureAccess shader) {
  return layout == shader || (layout == StorageTextureAccess::ReadWrite && shader == StorageTextureAccess::WriteOnly);
}

// Whether the layout entry `e` can hold the resource `u` (kind, type, format, access, dimension).
bool entry_matches(const BindGroupLayoutEntry& e, const UsedBinding& u) {
  const sema::BindingReflection& r = *u.reflection;
  switch (binding_kind(e)) {
    case BindingKind::Buffer: {
      std::optional<BufferBindingType> t = buffer_type(u.kind);
      return t && *t == e.buffer.type;
    }
    case BindingKind::Sampler:
      return e.sampler->type == SamplerBindingType::Comparison ? u.kind == "comparison-sampler" : u.kind == "sampler";
    case BindingKind::Texture:
      return u.kind == "texture" && e.texture->multisampled == r.multisampled &&
             e.texture->viewDimension == view_dimension_of(r.view_dimension) &&
             sample_type_matches(e.texture->sampleType, r);
    case BindingKind::StorageTexture:
      return u.kind == "storage-texture" && access_matches(e.storageTexture->access, storage_access_of(r.access)) &&
             textureFormatName(e.storageTexture->format) == r.texel_format &&
             e.storageTexture->viewDimension == view_dimension_of(r.view_dimension);
    case BindingKind::ExternalTexture:
      return u.kind == "external-texture";
  }
  return false;
}

const UsedBinding* used_named(const PipelineBuild& b, const std::string& name) {
  for (const UsedBinding& u : b.used)
    if (u.reflection->name == name) return &u;
  return nullptr;
}

// A texture sampled with a filtering sampler has the sample type float in the layout.
std::string check_filtering(const PipelineBuild& b, const std::vector<std::shared_ptr<BindGroupLayoutImpl>>& groups) {
  auto entry_of = [&](const UsedBinding* u) -> const BindGroupLayoutEntry* {
    return u && u->group < groups.size() && groups[u->group] ? groups[u->group]->find(u->binding) : nullptr;
  };
  for (const auto& [texture, sampler] : b.entry->texture_sampler_pairs) {
    const BindGroupLayoutEntry* t = entry_of(used_named(b, texture));
    const BindGroupLayoutEntry* s = entry_of(used_named(b, sampler));
    if (!t || !s || binding_kind(*t) != BindingKind::Texture || binding_kind(*s) != BindingKind::Sampler) continue;
    if (s->sampler->type == SamplerBindingType::Filtering && t->texture->sampleType != TextureSampleType::Float)
      return "Texture \"" + texture + "\" is sampled by the filtering sampler \"" + sampler +
             "\", but its sample type in the layout is not float (filterable).";
  }
  return "";
}

// The rule an explicit layout breaks for what the shader uses, or "".
std::string check_layout(const PipelineLayoutImpl& layout, const PipelineBuild& b) {
  for (const UsedBinding& u : b.used) {
    std::string where = "(group: " + std::to_string(u.group) + ", binding: " + std::to_string(u.binding) + ")";
    const BindGroupLayoutEntry* e = u.group < layout.groups.size() ? layout.groups[u.group]->find(u.binding) : nullptr;
    if (!e) return "Binding " + where + " used by the shader doesn't exist in " + layout.name() + ".";
    if (!(e->visibility & ShaderStage::Compute))
      return "Binding " + where + " is not visible to the compute stage in " + layout.name() + ".";
    if (!entry_matches(*e, u))
      return "Binding type of " + where + " in the shader (" + u.kind + ") doesn't match the type in the layout.";
    if (binding_kind(*e) == BindingKind::Buffer && e->buffer.minBindingSize != 0 && e->buffer.minBindingSize < u.min_size)
      return "Binding " + where + " has a minBindingSize (" + std::to_string(e->buffer.minBindingSize) +
             ") smaller than the minimum buffer binding size of the shader variable (" + std::to_string(u.min_size) +
             ").";
  }
  return check_filtering(b, layout.groups);
}

// WebGPU's default pipeline layout: one group per index up to the largest the shader uses.
std::string make_auto_layout(const PipelineBuild& b, const std::shared_ptr<DeviceImpl>& device, const void* owner,
                             PipelineLayoutImpl* out) {
  for (const UsedBinding& u : b.used) {
    if (u.group >= device->limits.maxBindGroups)
      return "Group index (" + std::to_string(u.group) + ") exceeds the maximum number of bind groups (" +
             std::to_string(device->limits.maxBindGroups) + ").";
    if (u.binding >= device->limits.maxBindingsPerBindGroup)
      return "Binding number (" + std::to_string(u.binding) + ") exceeds the maxBindingsPerBindGroup limit (" +
             std::to_string(device->limits.maxBindingsPerBindGroup) + ") - 1.";
    while (out->groups.size() <= u.group) {
      out->groups.push_back(make_object<BindGroupLayoutImpl>(device, ""));
      out->groups.back()->auto_owner = owner;
    }
    BindGroupLayoutEntry e = auto_entry(u);
    if (binding_kind(e) == BindingKind::StorageTexture) {
      const StorageTextureBindingLayout& st = *e.storageTexture;
      if (!format_available(st.format, device->features) || !storage_capable(st.format, st.access, device->features))
        return "The storage texture format " + format_string(st.format) + " of binding (group: " +
               std::to_string(u.group) + ", binding: " + std::to_string(u.binding) +
               ") does not support the access mode " + u.reflection->access + " on this device.";
    }
    out->groups[u.group]->entries.push_back(e);
  }
  for (auto& g : out->groups)
    std::sort(g->entries.begin(), g->entries.end(), [](auto& x, auto& y) { return x.binding < y.binding; });
  std::string why = check_binding_limits(out->groups, device->limits);
  return why.empty() ? check_filtering(b, out->groups) : why;
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
  collect_bindings(m, &b);
  if (d.layout) {
    p->layout = d.layout.impl();
    why = check_layout(*p->layout, b);
  } else {
    p->layout = make_object<PipelineLayoutImpl>(impl_, "");
    p->auto_layout = true;
    why = make_auto_layout(b, impl_, p.get(), p->layout.get());
  }
  if (!why.empty()) return fail(ErrorType::Validation, why);
  // A valid shader wgx cannot run yet (texture builtins) is the implementation's limit, not the
  // program's fault: the pipeline is valid, so that the program's other calls behave as WebGPU
  // says, and each dispatch of it is an internal error naming the construct (gpu_queue.cpp).
  if (!program.module) p->cannot_run = "wgx cannot run this shader: " + program.error;
  p->program = std::move(program.module);
  for (const UsedBinding& u : b.used) p->bindings.push_back({u.group, u.binding, u.min_size});
  return ComputePipeline(p);
}

BindGroupLayout ComputePipeline::getBindGroupLayout(uint32_t index) const {
  if (!impl_) return {};
  DeviceImpl& device = *impl_->device;
  std::string why;
  if (!impl_->valid)
    why = impl_->name() + " is invalid.";
  else if (index >= device.limits.maxBindGroups)
    why = "Bind group layout index (" + std::to_string(index) + ") exceeds the maximum number of bind groups (" +
          std::to_string(device.limits.maxBindGroups) + ").";
  if (!why.empty()) {
    device.validation(why, impl_->name() + ".GetBindGroupLayout(" + std::to_string(index) + ")");
    return BindGroupLayout(make_object<BindGroupLayoutImpl>(impl_->device, "", false));
  }
  if (index < impl_->layout->groups.size()) return BindGroupLayout(impl_->layout->groups[index]);
  // Past the groups the shader uses: an empty layout, still tied to this pipeline.
  auto empty = make_object<BindGroupLayoutImpl>(impl_->device, "");
  empty->auto_owner = impl_->auto_layout ? impl_.get() : nullptr;
  return BindGroupLayout(empty);
}

bool ComputePipeline::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
