// Bind group layouts, pipeline layouts and bind groups, with WebGPU's creation rules: unique
// bindings, one resource kind per entry, per-stage and dynamic-buffer limits, buffer usages
// matching the binding type, offsets aligned to the device's min*BufferOffsetAlignment, binding
// ranges inside their buffers and at least the layout's minBindingSize; samplers of the layout's
// type; texture views of the layout's dimension, sample type or storage format, and usage.
#include <algorithm>

#include "api/gpu_impl.h"
#include "api/texture_format.h"

namespace wgx::gpu {
namespace {

constexpr ShaderStageFlags kAllStages = ShaderStage::Vertex | ShaderStage::Fragment | ShaderStage::Compute;

bool is_storage(BufferBindingType t) { return t != BufferBindingType::Uniform; }

const char* type_name(BufferBindingType t) {
  switch (t) {
    case BufferBindingType::Storage:
      return "BufferBindingType::Storage";
    case BufferBindingType::ReadOnlyStorage:
      return "BufferBindingType::ReadOnlyStorage";
    case BufferBindingType::Uniform:
      break;
  }
  return "BufferBindingType::Uniform";
}

// Counts of the bindings that per-stage and per-layout limits bound (WebGPU's binding slots).
struct BindingCounts {
  uint32_t dynamic_uniform = 0, dynamic_storage = 0;
  // per stage: vertex, fragment, compute
  uint32_t uniform[3] = {0, 0, 0}, storage[3] = {0, 0, 0};
  uint32_t samplers[3] = {0, 0, 0}, textures[3] = {0, 0, 0}, storage_textures[3] = {0, 0, 0};

  void add(const BindGroupLayoutEntry& e) {
    BindingKind kind = binding_kind(e);
    bool storage_kind = is_storage(e.buffer.type);
    if (kind == BindingKind::Buffer && e.buffer.hasDynamicOffset) (storage_kind ? dynamic_storage : dynamic_uniform)++;
    for (int s = 0; s < 3; s++) {
      if (!(e.visibility & (1u << s))) continue;
      switch (kind) {
        case BindingKind::Buffer:
          (storage_kind ? storage[s] : uniform[s])++;
          break;
        case BindingKind::Sampler:
          samplers[s]++;
          break;
        case BindingKind::Texture:
          textures[s]++;
          break;
        case BindingKind::StorageTexture:
          storage_textures[s]++;
          break;
        case BindingKind::ExternalTexture:  // four planes, a sampler and a uniform buffer of parameters
          textures[s] += 4;
          samplers[s]++;
          uniform[s]++;
          break;
      }
    }
  }
  // The first limit exceeded, or "".
  std::string check(const Limits& l) const {
    if (dynamic_uniform > l.maxDynamicUniformBuffersPerPipelineLayout)
      return "The number of dynamic uniform buffers (" + std::to_string(dynamic_uniform) +
             ") exceeds the maximum per-pipeline-layout limit (" +
             std::to_string(l.maxDynamicUniformBuffersPerPipelineLayout) + ").";
    if (dynamic_storage > l.maxDynamicStorageBuffersPerPipelineLayout)
      return "The number of dynamic storage buffers (" + std::to_string(dynamic_storage) +
             ") exceeds the maximum per-pipeline-layout limit (" +
             std::to_string(l.maxDynamicStorageBuffersPerPipelineLayout) + ").";
    for (int s = 0; s < 3; s++) {
      if (storage[s] > l.maxStorageBuffersPerShaderStage)
        return "The number of storage buffers (" + std::to_string(storage[s]) +
               ") in a stage exceeds the maximum per-stage limit (" +
               std::to_string(l.maxStorageBuffersPerShaderStage) + ").";
      if (uniform[s] > l.maxUniformBuffersPerShaderStage)
        return "The number of uniform buffers (" + std::to_string(uniform[s]) +
               ") in a stage exceeds the maximum per-stage limit (" +
               std::to_string(l.maxUniformBuffersPerShaderStage) + ").";
      if (samplers[s] > l.maxSamplersPerShaderStage)
        return "The number of samplers (" + std::to_string(samplers[s]) +
               ") in a stage exceeds the maximum per-stage limit (" + std::to_string(l.maxSamplersPerShaderStage) +
               ").";
      if (textures[s] > l.maxSampledTexturesPerShaderStage)
        return "The number of sampled textures (" + std::to_string(textures[s]) +
               ") in a stage exceeds the maximum per-stage limit (" +
               std::to_string(l.maxSampledTexturesPerShaderStage) + ").";
      if (storage_textures[s] > l.maxStorageTexturesPerShaderStage)
        return "The number of storage textures (" + std::to_string(storage_textures[s]) +
               ") in a stage exceeds the maximum per-stage limit (" +
               std::to_string(l.maxStorageTexturesPerShaderStage) + ").";
    }
    return "";
  }
};

std::string check_texture_layout(const TextureBindingLayout& t) {
  if (!t.multisampled) return "";
  if (t.viewDimension != TextureViewDimension::D2)
    return std::string("A multisampled texture binding has the view dimension 2d, not ") +
           dimension_string(t.viewDimension) + ".";
  if (t.sampleType == TextureSampleType::Float)
    return "A multisampled texture binding cannot have the sample type float (filterable).";
  return "";
}

std::string check_storage_texture_layout(const StorageTextureBindingLayout& t, ShaderStageFlags visibility,
                                         const FeatureSet& features) {
  if ((visibility & ShaderStage::Vertex) && t.access != StorageTextureAccess::ReadOnly)
    return "A writable storage texture binding is used with a visibility that contains ShaderStage::Vertex.";
  if (t.viewDimension == TextureViewDimension::Cube || t.viewDimension == TextureViewDimension::CubeArray)
    return std::string("A storage texture binding cannot have the view dimension ") +
           dimension_string(t.viewDimension) + ".";
  if (!format_available(t.format, features))
    return "The storage texture format " + format_string(t.format) + " is not available on the device.";
  if (!storage_capable(t.format, t.access, features))
    return "The storage texture format " + format_string(t.format) + " does not support the access mode.";
  return "";
}

}  // namespace

std::string check_layout_entry(const BindGroupLayoutEntry& e, const Limits& l, const std::set<std::string>& features) {
  if (e.binding >= l.maxBindingsPerBindGroup)
    return "Binding number (" + std::to_string(e.binding) + ") exceeds the maxBindingsPerBindGroup limit (" +
           std::to_string(l.maxBindingsPerBindGroup) + ").";
  if (binding_members_set(e) > 1)
    return "The entry sets more than one of sampler, texture, storageTexture and externalTexture.";
  if (e.visibility & ~kAllStages) return "Visibility (" + std::to_string(e.visibility) + ") contains unknown bits.";
  switch (binding_kind(e)) {
    case BindingKind::Buffer:
      if ((e.visibility & ShaderStage::Vertex) && e.buffer.type == BufferBindingType::Storage)
        return "Read-write storage buffer binding is used with a visibility (ShaderStage::Vertex) that contains "
               "ShaderStage::Vertex.";
      return "";
    case BindingKind::Texture:
      return check_texture_layout(*e.texture);
    case BindingKind::StorageTexture:
      return check_storage_texture_layout(*e.storageTexture, e.visibility, features);
    case BindingKind::Sampler:
    case BindingKind::ExternalTexture:
      return "";
  }
  return "";
}

namespace {

std::string check_layout(const BindGroupLayoutDescriptor& d, const Limits& l, const FeatureSet& features) {
  BindingCounts counts;
  for (size_t i = 0; i < d.entries.size(); i++) {
    const BindGroupLayoutEntry& e = d.entries[i];
    for (size_t j = 0; j < i; j++)
      if (d.entries[j].binding == e.binding)
        return "Binding number (" + std::to_string(e.binding) + ") is specified more than once.";
    std::string why = check_layout_entry(e, l, features);
    if (!why.empty()) return "Entry with binding " + std::to_string(e.binding) + ": " + why;
    counts.add(e);
  }
  return counts.check(l);
}

// The alignment and size limit that apply to a binding of type `t`.
uint64_t offset_alignment(BufferBindingType t, const Limits& l) {
  return is_storage(t) ? l.minStorageBufferOffsetAlignment : l.minUniformBufferOffsetAlignment;
}

std::string check_buffer_entry(const BindGroupEntry& e, const BindGroupLayoutEntry& le, const DeviceImpl& device,
                               uint64_t* bound_size) {
  const Limits& l = device.limits;
  const std::shared_ptr<BufferImpl>& b = e.buffer.impl();
  if (!b || e.sampler || e.textureView)
    return "Binding " + std::to_string(e.binding) + " is a buffer binding in the layout; its resource is not a buffer.";
  if (!b->valid) return b->name() + " used in binding " + std::to_string(e.binding) + " is invalid.";
  if (b->device.get() != &device) return b->name() + " is associated with another device.";
  BufferUsageFlags need = is_storage(le.buffer.type) ? BufferUsage::Storage : BufferUsage::Uniform;
  if (!(b->usage & need))
    return "Binding usage (" + usage_string(need) + ") of " + b->name() + " doesn't match expected usage (" +
           type_name(le.buffer.type) + "); its usages are " + usage_string(b->usage) + ".";
  if (e.offset > b->size)
    return "Binding offset (" + std::to_string(e.offset) + ") is larger than the size (" + std::to_string(b->size) +
           ") of " + b->name() + ".";
  uint64_t size = e.size == kWholeSize ? b->size - e.offset : e.size;
  *bound_size = size;
  if (!range_in_bounds(e.offset, size, b->size))
    return "Binding range (offset: " + std::to_string(e.offset) + ", size: " + std::to_string(size) +
           ") doesn't fit in the size (" + std::to_string(b->size) + ") of " + b->name() + ".";
  if (size == 0) return "Binding size is zero.";
  uint64_t align = offset_alignment(le.buffer.type, l);
  if (e.offset % align != 0)
    return "Offset (" + std::to_string(e.offset) + ") of binding " + std::to_string(e.binding) +
           " does not satisfy the minimum " + (is_storage(le.buffer.type) ? "Storage" : "Uniform") +
           "BufferOffsetAlignment (" + std::to_string(align) + ").";
  uint64_t max = is_storage(le.buffer.type) ? l.maxStorageBufferBindingSize : l.maxUniformBufferBindingSize;
  if (size > max)
    return "Binding size (" + std::to_string(size) + ") of binding " + std::to_string(e.binding) +
           " is larger than the maximum binding size (" + std::to_string(max) + ").";
  if (is_storage(le.buffer.type) && size % 4 != 0)
    return "Binding size (" + std::to_string(size) + ") of a storage buffer is not a multiple of 4.";
  if (size < le.buffer.minBindingSize)
    return "Binding size (" + std::to_string(size) + ") of binding " + std::to_string(e.binding) +
           " is smaller than the minimum binding size (" + std::to_string(le.buffer.minBindingSize) + ").";
  return "";
}

std::string check_sampler_entry(const BindGroupEntry& e, const BindGroupLayoutEntry& le, const DeviceImpl& device) {
  const std::shared_ptr<SamplerImpl>& s = e.sampler.impl();
  if (!s || e.buffer || e.textureView)
    return "Binding " + std::to_string(e.binding) +
           " is a sampler binding in the layout; its resource is not a sampler.";
  if (!s->valid) return s->name() + " used in binding " + std::to_string(e.binding) + " is invalid.";
  if (s->device.get() != &device) return s->name() + " is associated with another device.";
  switch (le.sampler->type) {
    case SamplerBindingType::Filtering:
      if (s->comparison())
        return "The comparison " + s->name() + " is bound where the layout wants a filtering sampler.";
      return "";
    case SamplerBindingType::NonFiltering:
      if (s->comparison() || s->filtering())
        return s->name() + " filters or compares; the layout wants a non-filtering sampler.";
      return "";
    case SamplerBindingType::Comparison:
      if (!s->comparison()) return s->name() + " is not a comparison sampler, which the layout wants.";
      return "";
  }
  return "";
}

// The view bound for a texture, storage texture or external texture entry, checked for kind,
// validity, device and the usage the entry needs; its further rules are per kind.
std::string check_view_entry(const BindGroupEntry& e, const DeviceImpl& device, const char* kind,
                             TextureUsageFlags need) {
  const std::shared_ptr<TextureViewImpl>& v = e.textureView.impl();
  if (!v || e.buffer || e.sampler)
    return "Binding " + std::to_string(e.binding) + " is a " + kind +
           " binding in the layout; its resource is not a texture view.";
  if (!v->valid) return v->name() + " used in binding " + std::to_string(e.binding) + " is invalid.";
  if (v->device.get() != &device) return v->name() + " is associated with another device.";
  if (!(v->desc.usage & need))
    return "The usage of " + v->name() + " (" + texture_usage_string(v->desc.usage) + ") doesn't include " +
           texture_usage_string(need) + ".";
  return "";
}

std::string view_dimension_mismatch(const TextureViewImpl& v, TextureViewDimension want) {
  if (v.desc.dimension == want) return "";
  return "The dimension (" + std::string(dimension_string(v.desc.dimension)) + ") of " + v.name() +
         " doesn't match the layout's (" + dimension_string(want) + ").";
}

std::string check_texture_entry(const BindGroupEntry& e, const BindGroupLayoutEntry& le, const DeviceImpl& device) {
  std::string why = check_view_entry(e, device, "texture", TextureUsage::TextureBinding);
  if (!why.empty()) return why;
  const TextureViewImpl& v = *e.textureView.impl();
  const TextureBindingLayout& t = *le.texture;
  why = view_dimension_mismatch(v, t.viewDimension);
  if (!why.empty()) return why;
  if (!sample_type_allowed(v.desc.format, t.sampleType, device.features))
    return "The format " + format_string(v.desc.format) + " of " + v.name() +
           " is not compatible with the layout's sample type.";
  bool multisampled = v.texture->desc.sampleCount > 1;
  if (multisampled != t.multisampled)
    return std::string("The layout wants a ") + (t.multisampled ? "multisampled" : "single-sampled") + " texture; " +
           v.texture->name() + " has a sample count of " + std::to_string(v.texture->desc.sampleCount) + ".";
  return "";
}

std::string check_storage_texture_entry(const BindGroupEntry& e, const BindGroupLayoutEntry& le,
                                        const DeviceImpl& device) {
  std::string why = check_view_entry(e, device, "storage texture", TextureUsage::StorageBinding);
  if (!why.empty()) return why;
  const TextureViewImpl& v = *e.textureView.impl();
  const StorageTextureBindingLayout& t = *le.storageTexture;
  why = view_dimension_mismatch(v, t.viewDimension);
  if (!why.empty()) return why;
  if (v.desc.format != t.format)
    return "The format " + format_string(v.desc.format) + " of " + v.name() + " doesn't match the layout's format " +
           format_string(t.format) + ".";
  if (v.desc.mipLevelCount != 1)
    return v.name() + " has " + std::to_string(v.desc.mipLevelCount) +
           " mip levels; a storage texture binding views one.";
  return "";
}

std::string check_external_texture_entry(const BindGroupEntry& e, const DeviceImpl& device) {
  std::string why = check_view_entry(e, device, "external texture", TextureUsage::TextureBinding);
  if (!why.empty()) return why;
  const TextureViewImpl& v = *e.textureView.impl();
  why = view_dimension_mismatch(v, TextureViewDimension::D2);
  if (!why.empty()) return why;
  if (v.desc.mipLevelCount != 1)
    return v.name() + " has " + std::to_string(v.desc.mipLevelCount) +
           " mip levels; an external texture binding views one.";
  TextureFormat f = v.desc.format;
  if (f != TextureFormat::Rgba8Unorm && f != TextureFormat::Bgra8Unorm && f != TextureFormat::Rgba16Float)
    return "The format " + format_string(f) + " of " + v.name() +
           " is not one an external texture binding takes (rgba8unorm, bgra8unorm, rgba16float).";
  if (v.texture->desc.sampleCount != 1) return "An external texture binding cannot view a multisampled texture.";
  return "";
}

// Checks every entry of `d` against `layout` and fills `out`'s entries; the first broken rule or "".
std::string build_group(const BindGroupDescriptor& d, const BindGroupLayoutImpl& layout, const DeviceImpl& device,
                        BindGroupImpl* out) {
  if (d.entries.size() != layout.entries.size())
    return "Number of entries (" + std::to_string(d.entries.size()) + ") did not match the number of entries (" +
           std::to_string(layout.entries.size()) + ") specified in " + layout.name() + ".";
  for (const BindGroupEntry& e : d.entries) {
    const BindGroupLayoutEntry* le = layout.find(e.binding);
    if (!le) return "Binding index " + std::to_string(e.binding) + " not present in the bind group layout.";
    for (const BindGroupImpl::Entry& seen : out->entries)
      if (seen.binding == e.binding) return "Binding index " + std::to_string(e.binding) + " set twice.";
    for (const BindGroupImpl::ResourceEntry& seen : out->resources)
      if (seen.binding == e.binding) return "Binding index " + std::to_string(e.binding) + " set twice.";
    std::string why;
    switch (binding_kind(*le)) {
      case BindingKind::Buffer: {
        uint64_t size = 0;
        why = check_buffer_entry(e, *le, device, &size);
        if (why.empty()) out->entries.push_back({e.binding, e.buffer.impl(), e.offset, size, le->buffer});
        break;
      }
      case BindingKind::Sampler:
        why = check_sampler_entry(e, *le, device);
        break;
      case BindingKind::Texture:
        why = check_texture_entry(e, *le, device);
        break;
      case BindingKind::StorageTexture:
        why = check_storage_texture_entry(e, *le, device);
        break;
      case BindingKind::ExternalTexture:
        why = check_external_texture_entry(e, device);
        break;
    }
    if (!why.empty()) return why;
    bool writable = binding_kind(*le) == BindingKind::StorageTexture &&
                    le->storageTexture->access != StorageTextureAccess::ReadOnly;
    if (binding_kind(*le) != BindingKind::Buffer)
      out->resources.push_back({e.binding, e.textureView.impl(), e.sampler.impl(), writable});
  }
  std::sort(out->entries.begin(), out->entries.end(), [](auto& a, auto& b) { return a.binding < b.binding; });
  std::sort(out->resources.begin(), out->resources.end(), [](auto& a, auto& b) { return a.binding < b.binding; });
  return "";
}

bool same_members(const BindGroupLayoutEntry& x, const BindGroupLayoutEntry& y) {
  BindingKind kind = binding_kind(x);
  if (kind != binding_kind(y)) return false;
  switch (kind) {
    case BindingKind::Buffer:
      return x.buffer.type == y.buffer.type && x.buffer.hasDynamicOffset == y.buffer.hasDynamicOffset &&
             x.buffer.minBindingSize == y.buffer.minBindingSize;
    case BindingKind::Sampler:
      return x.sampler->type == y.sampler->type;
    case BindingKind::Texture:
      return x.texture->sampleType == y.texture->sampleType && x.texture->viewDimension == y.texture->viewDimension &&
             x.texture->multisampled == y.texture->multisampled;
    case BindingKind::StorageTexture:
      return x.storageTexture->access == y.storageTexture->access &&
             x.storageTexture->format == y.storageTexture->format &&
             x.storageTexture->viewDimension == y.storageTexture->viewDimension;
    case BindingKind::ExternalTexture:
      return true;
  }
  return false;
}

}  // namespace

BindingKind binding_kind(const BindGroupLayoutEntry& e) {
  if (e.sampler) return BindingKind::Sampler;
  if (e.texture) return BindingKind::Texture;
  if (e.storageTexture) return BindingKind::StorageTexture;
  if (e.externalTexture) return BindingKind::ExternalTexture;
  return BindingKind::Buffer;
}

int binding_members_set(const BindGroupLayoutEntry& e) {
  return int(e.sampler.has_value()) + int(e.texture.has_value()) + int(e.storageTexture.has_value()) +
         int(e.externalTexture.has_value());
}

std::string check_binding_limits(const std::vector<std::shared_ptr<BindGroupLayoutImpl>>& groups, const Limits& l) {
  BindingCounts counts;
  for (const auto& g : groups)
    if (g)
      for (const BindGroupLayoutEntry& e : g->entries) counts.add(e);
  return counts.check(l);
}

bool needs_group(const PipelineLayoutImpl& layout, size_t index) {
  return index < layout.groups.size() && layout.groups[index] && !layout.groups[index]->entries.empty();
}

uint32_t BindGroupLayoutImpl::dynamic_count() const {
  uint32_t n = 0;
  for (const BindGroupLayoutEntry& e : entries)
    n += binding_kind(e) == BindingKind::Buffer && e.buffer.hasDynamicOffset ? 1 : 0;
  return n;
}

const BindGroupLayoutEntry* BindGroupLayoutImpl::find(uint32_t binding) const {
  for (const BindGroupLayoutEntry& e : entries)
    if (e.binding == binding) return &e;
  return nullptr;
}

bool layouts_compatible(const BindGroupLayoutImpl& a, const BindGroupLayoutImpl& b) {
  if (&a == &b) return true;
  if (a.auto_owner != b.auto_owner || a.entries.size() != b.entries.size()) return false;
  for (size_t i = 0; i < a.entries.size(); i++) {
    const BindGroupLayoutEntry &x = a.entries[i], &y = b.entries[i];
    if (x.binding != y.binding || x.visibility != y.visibility || !same_members(x, y)) return false;
  }
  return true;
}

BindGroupLayout Device::createBindGroupLayout(const BindGroupLayoutDescriptor& d) {
  if (!impl_) return {};
  auto layout = make_object<BindGroupLayoutImpl>(impl_, d.label);
  std::string why = impl_->lost ? "lost device" : check_layout(d, impl_->limits, impl_->features);
  if (!why.empty()) {
    layout->valid = false;
    impl_->validation(
        why, impl_->name() + ".CreateBindGroupLayout(" + object_name("BindGroupLayoutDescriptor", d.label) + ")");
    return BindGroupLayout(layout);
  }
  layout->entries = d.entries;
  std::sort(layout->entries.begin(), layout->entries.end(), [](auto& a, auto& b) { return a.binding < b.binding; });
  return BindGroupLayout(layout);
}

PipelineLayout Device::createPipelineLayout(const PipelineLayoutDescriptor& d) {
  if (!impl_) return {};
  auto layout = make_object<PipelineLayoutImpl>(impl_, d.label);
  std::string why;
  BindingCounts counts;
  if (d.bindGroupLayouts.size() > impl_->limits.maxBindGroups)
    why = "The number of bind group layouts (" + std::to_string(d.bindGroupLayouts.size()) +
          ") exceeds the maximum bind group limit (" + std::to_string(impl_->limits.maxBindGroups) + ").";
  for (size_t i = 0; i < d.bindGroupLayouts.size() && why.empty(); i++) {
    const std::shared_ptr<BindGroupLayoutImpl>& g = d.bindGroupLayouts[i].impl();
    if (!g)
      ;  // null: no bind group at this index
    else if (!g->valid)
      why = g->name() + " (bindGroupLayouts[" + std::to_string(i) + "]) is invalid.";
    else if (g->device != impl_)
      why = g->name() + " is associated with another device.";
    else if (g->auto_owner)
      why = g->name() + " (bindGroupLayouts[" + std::to_string(i) +
            "]) belongs to a pipeline's default layout (layout \"auto\") and cannot be used in another layout.";
    else
      for (const BindGroupLayoutEntry& e : g->entries) counts.add(e);
    layout->groups.push_back(g);
  }
  if (why.empty()) why = counts.check(impl_->limits);
  if (!why.empty()) {
    layout->valid = false;
    layout->groups.clear();
    impl_->validation(
        why, impl_->name() + ".CreatePipelineLayout(" + object_name("PipelineLayoutDescriptor", d.label) + ")");
  }
  return PipelineLayout(layout);
}

BindGroup Device::createBindGroup(const BindGroupDescriptor& d) {
  if (!impl_) return {};
  auto group = make_object<BindGroupImpl>(impl_, d.label);
  const std::shared_ptr<BindGroupLayoutImpl>& layout = d.layout.impl();
  std::string why;
  if (!layout)
    why = "The bind group layout is null.";
  else if (!layout->valid)
    why = layout->name() + " is invalid.";
  else if (layout->device != impl_)
    why = layout->name() + " is associated with another device.";
  else
    why = build_group(d, *layout, *impl_, group.get());
  group->layout = layout;
  if (!why.empty()) {
    group->valid = false;
    group->entries.clear();
    impl_->validation(why, impl_->name() + ".CreateBindGroup(" + object_name("BindGroupDescriptor", d.label) + ")");
  }
  return BindGroup(group);
}

bool BindGroupLayout::isValid() const { return impl_ && impl_->valid; }
bool PipelineLayout::isValid() const { return impl_ && impl_->valid; }
bool BindGroup::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
