// Layouts shared by compute and render pipelines (pipeline_layouts.h): reflection's resources,
// explicit layouts checked against them, and WebGPU's default layout, with Dawn's messages.
#include "api/pipeline_layouts.h"

#include <algorithm>

#include "api/texture_format.h"

namespace wgx::gpu {
namespace {

const char* stage_name(ShaderStageFlags stage) {
  return stage == ShaderStage::Vertex ? "vertex" : stage == ShaderStage::Fragment ? "fragment" : "compute";
}

std::optional<BufferBindingType> buffer_type(const std::string& kind) {
  if (kind == "uniform") return BufferBindingType::Uniform;
  if (kind == "storage") return BufferBindingType::Storage;
  if (kind == "read-only-storage") return BufferBindingType::ReadOnlyStorage;
  return std::nullopt;
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
BindGroupLayoutEntry auto_entry(const UsedBinding& u, ShaderStageFlags stage) {
  BindGroupLayoutEntry e;
  e.binding = u.binding;
  e.visibility = stage;
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
    t.format = static_cast<TextureFormat>(r.texture_format);  // the same enumerators (texture_formats.def)
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
             e.storageTexture->format == static_cast<TextureFormat>(r.texture_format) &&
             e.storageTexture->viewDimension == view_dimension_of(r.view_dimension);
    case BindingKind::ExternalTexture:
      return u.kind == "external-texture";
  }
  return false;
}

const UsedBinding* used_named(const StageBindings& s, const std::string& name) {
  for (const UsedBinding& u : s.used)
    if (u.reflection->name == name) return &u;
  return nullptr;
}

// A texture sampled with a filtering sampler has the sample type float in the layout.
std::string check_filtering(const StageBindings& s, const std::vector<std::shared_ptr<BindGroupLayoutImpl>>& groups) {
  auto entry_of = [&](const UsedBinding* u) -> const BindGroupLayoutEntry* {
    return u && u->group < groups.size() && groups[u->group] ? groups[u->group]->find(u->binding) : nullptr;
  };
  for (const auto& [texture, sampler] : s.entry->texture_sampler_pairs) {
    const BindGroupLayoutEntry* t = entry_of(used_named(s, texture));
    const BindGroupLayoutEntry* smp = entry_of(used_named(s, sampler));
    if (!t || !smp || binding_kind(*t) != BindingKind::Texture || binding_kind(*smp) != BindingKind::Sampler) continue;
    if (smp->sampler->type == SamplerBindingType::Filtering && t->texture->sampleType != TextureSampleType::Float)
      return "Texture \"" + texture + "\" is sampled by the filtering sampler \"" + sampler +
             "\", but its sample type in the layout is not float (filterable).";
  }
  return "";
}

std::string where(const UsedBinding& u) {
  return "(group: " + std::to_string(u.group) + ", binding: " + std::to_string(u.binding) + ")";
}

// Two stages use one binding: the default layout's entry takes both (visibility ORed, the larger
// minimum size, float over unfilterable-float), when they agree on what it is.
std::string merge_entry(BindGroupLayoutEntry* into, const BindGroupLayoutEntry& e, const UsedBinding& u) {
  BindGroupLayoutEntry a = *into, b = e;
  a.visibility = b.visibility = 0;
  a.buffer.minBindingSize = b.buffer.minBindingSize = 0;
  if (a.texture && b.texture && a.texture->sampleType != b.texture->sampleType) {
    auto floaty = [](TextureSampleType t) {
      return t == TextureSampleType::Float || t == TextureSampleType::UnfilterableFloat;
    };
    if (floaty(a.texture->sampleType) && floaty(b.texture->sampleType))
      a.texture->sampleType = b.texture->sampleType = TextureSampleType::Float;
  }
  BindGroupLayoutImpl x, y;
  x.entries = {a}, y.entries = {b};
  if (!layouts_compatible(x, y)) return "Binding " + where(u) + " is used by two stages as different resource types.";
  into->visibility |= e.visibility;
  into->buffer.minBindingSize = std::max(into->buffer.minBindingSize, e.buffer.minBindingSize);
  if (into->texture && e.texture && into->texture->sampleType != e.texture->sampleType)
    into->texture->sampleType = TextureSampleType::Float;
  return "";
}

}  // namespace

StageBindings stage_bindings(const ShaderModuleImpl& m, const sema::EntryPointReflection& ep, ShaderStageFlags stage) {
  StageBindings s;
  s.stage = stage;
  s.entry = &ep;
  for (const std::string& name : ep.bindings)
    for (const sema::BindingReflection& r : m.reflection.bindings) {
      if (r.name != name || r.group < 0 || r.binding < 0) continue;
      bool with_sampler = false;
      for (const auto& [texture, sampler] : ep.texture_sampler_pairs) with_sampler |= texture == name;
      s.used.push_back({static_cast<uint32_t>(r.group), static_cast<uint32_t>(r.binding), r.kind, r.min_binding_size,
                        &r, with_sampler});
    }
  return s;
}

std::string check_pipeline_layout(const PipelineLayoutImpl& layout, const std::vector<StageBindings>& stages) {
  for (const StageBindings& s : stages) {
    for (const UsedBinding& u : s.used) {
      const BindGroupLayoutEntry* e =
          u.group < layout.groups.size() && layout.groups[u.group] ? layout.groups[u.group]->find(u.binding) : nullptr;
      if (!e) return "Binding " + where(u) + " used by the shader doesn't exist in " + layout.name() + ".";
      if (!(e->visibility & s.stage))
        return "Binding " + where(u) + " is not visible to the " + stage_name(s.stage) + " stage in " + layout.name() +
               ".";
      if (!entry_matches(*e, u))
        return "Binding type of " + where(u) + " in the shader (" + u.kind + ") doesn't match the type in the layout.";
      if (binding_kind(*e) == BindingKind::Buffer && e->buffer.minBindingSize != 0 &&
          e->buffer.minBindingSize < u.min_size)
        return "Binding " + where(u) + " has a minBindingSize (" + std::to_string(e->buffer.minBindingSize) +
               ") smaller than the minimum buffer binding size of the shader variable (" + std::to_string(u.min_size) +
               ").";
    }
    std::string why = check_filtering(s, layout.groups);
    if (!why.empty()) return why;
  }
  return "";
}

std::string make_auto_layout(const std::vector<StageBindings>& stages, const std::shared_ptr<DeviceImpl>& device,
                             const void* owner, PipelineLayoutImpl* out) {
  const Limits& l = device->limits;
  for (const StageBindings& s : stages)
    for (const UsedBinding& u : s.used) {
      if (u.group >= l.maxBindGroups)
        return "Group index (" + std::to_string(u.group) + ") exceeds the maximum number of bind groups (" +
               std::to_string(l.maxBindGroups) + ").";
      if (u.binding >= l.maxBindingsPerBindGroup)
        return "Binding number (" + std::to_string(u.binding) + ") exceeds the maxBindingsPerBindGroup limit (" +
               std::to_string(l.maxBindingsPerBindGroup) + ") - 1.";
      while (out->groups.size() <= u.group) {
        out->groups.push_back(make_object<BindGroupLayoutImpl>(device, ""));
        out->groups.back()->auto_owner = owner;
      }
      BindGroupLayoutEntry e = auto_entry(u, s.stage);
      if (binding_kind(e) == BindingKind::StorageTexture) {
        const StorageTextureBindingLayout& st = *e.storageTexture;
        if (!format_available(st.format, device->features) || !storage_capable(st.format, st.access, device->features))
          return "The storage texture format " + format_string(st.format) + " of binding " + where(u) +
                 " does not support the access mode " + u.reflection->access + " on this device.";
      }
      std::string why = check_layout_entry(e, l, device->features);
      if (!why.empty()) return "Binding " + where(u) + " of the " + stage_name(s.stage) + " stage: " + why;
      std::vector<BindGroupLayoutEntry>& entries = out->groups[u.group]->entries;
      auto same = std::find_if(entries.begin(), entries.end(), [&](auto& x) { return x.binding == u.binding; });
      if (same == entries.end()) {
        entries.push_back(e);
        continue;
      }
      why = merge_entry(&*same, e, u);
      if (!why.empty()) return why;
    }
  for (auto& g : out->groups)
    std::sort(g->entries.begin(), g->entries.end(), [](auto& x, auto& y) { return x.binding < y.binding; });
  std::string why = check_binding_limits(out->groups, l);
  for (const StageBindings& s : stages)
    if (why.empty()) why = check_filtering(s, out->groups);
  return why;
}

BindGroupLayout pipeline_bind_group_layout(const ObjectBase& pipeline, const std::string& pipeline_name,
                                           const PipelineLayoutImpl* layout, const void* auto_owner, uint32_t index) {
  DeviceImpl& device = *pipeline.device;
  std::string why;
  if (!pipeline.valid)
    why = pipeline_name + " is invalid.";
  else if (index >= device.limits.maxBindGroups)
    why = "Bind group layout index (" + std::to_string(index) + ") exceeds the maximum number of bind groups (" +
          std::to_string(device.limits.maxBindGroups) + ").";
  if (!why.empty()) {
    device.validation(why, pipeline_name + ".GetBindGroupLayout(" + std::to_string(index) + ")");
    return BindGroupLayout(make_object<BindGroupLayoutImpl>(pipeline.device, "", false));
  }
  if (index < layout->groups.size() && layout->groups[index]) return BindGroupLayout(layout->groups[index]);
  // Past the groups the shader uses: an empty layout, still tied to this pipeline.
  auto empty = make_object<BindGroupLayoutImpl>(pipeline.device, "");
  empty->auto_owner = auto_owner;
  return BindGroupLayout(empty);
}

}  // namespace wgx::gpu
