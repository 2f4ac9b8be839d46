// Bind group layouts, pipeline layouts and bind groups, with WebGPU's creation rules: unique
// bindings, per-stage and dynamic-buffer limits, buffer usages matching the binding type, offsets
// aligned to the device's min*BufferOffsetAlignment, binding ranges inside their buffers and at
// least the layout's minBindingSize.
#include <algorithm>

#include "api/gpu_impl.h"

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

// Counts of the bindings that per-stage and per-layout limits bound.
struct BindingCounts {
  uint32_t dynamic_uniform = 0, dynamic_storage = 0;
  uint32_t uniform[3] = {0, 0, 0}, storage[3] = {0, 0, 0};  // per stage: vertex, fragment, compute

  void add(const BindGroupLayoutEntry& e) {
    bool storage_kind = is_storage(e.buffer.type);
    if (e.buffer.hasDynamicOffset) (storage_kind ? dynamic_storage : dynamic_uniform)++;
    for (int s = 0; s < 3; s++)
      if (e.visibility & (1u << s)) (storage_kind ? storage[s] : uniform[s])++;
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
    }
    return "";
  }
};

std::string check_layout_entry(const BindGroupLayoutEntry& e, const Limits& l) {
  if (e.binding >= l.maxBindingsPerBindGroup)
    return "Binding number (" + std::to_string(e.binding) + ") exceeds the maxBindingsPerBindGroup limit (" +
           std::to_string(l.maxBindingsPerBindGroup) + ").";
  if (e.visibility & ~kAllStages) return "Visibility (" + std::to_string(e.visibility) + ") contains unknown bits.";
  if ((e.visibility & ShaderStage::Vertex) && e.buffer.type == BufferBindingType::Storage)
    return "Read-write storage buffer binding is used with a visibility (ShaderStage::Vertex) that contains "
           "ShaderStage::Vertex.";
  return "";
}

std::string check_layout(const BindGroupLayoutDescriptor& d, const Limits& l) {
  BindingCounts counts;
  for (size_t i = 0; i < d.entries.size(); i++) {
    const BindGroupLayoutEntry& e = d.entries[i];
    for (size_t j = 0; j < i; j++)
      if (d.entries[j].binding == e.binding)
        return "Binding number (" + std::to_string(e.binding) + ") is specified more than once.";
    std::string why = check_layout_entry(e, l);
    if (!why.empty()) return "Entry with binding " + std::to_string(e.binding) + ": " + why;
    counts.add(e);
  }
  return counts.check(l);
}

// The alignment and size limit that apply to a binding of type `t`.
uint64_t offset_alignment(BufferBindingType t, const Limits& l) {
  return is_storage(t) ? l.minStorageBufferOffsetAlignment : l.minUniformBufferOffsetAlignment;
}

std::string check_group_entry(const BindGroupEntry& e, const BindGroupLayoutEntry& le, const DeviceImpl& device,
                              uint64_t* bound_size) {
  const Limits& l = device.limits;
  const std::shared_ptr<BufferImpl>& b = e.buffer.impl();
  if (!b) return "Binding " + std::to_string(e.binding) + " has no buffer.";
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
    uint64_t size = 0;
    std::string why = check_group_entry(e, *le, device, &size);
    if (!why.empty()) return why;
    out->entries.push_back({e.binding, e.buffer.impl(), e.offset, size, le->buffer});
  }
  std::sort(out->entries.begin(), out->entries.end(), [](auto& a, auto& b) { return a.binding < b.binding; });
  return "";
}

}  // namespace

std::string check_binding_limits(const std::vector<std::shared_ptr<BindGroupLayoutImpl>>& groups, const Limits& l) {
  BindingCounts counts;
  for (const auto& g : groups)
    if (g)
      for (const BindGroupLayoutEntry& e : g->entries) counts.add(e);
  return counts.check(l);
}

uint32_t BindGroupLayoutImpl::dynamic_count() const {
  uint32_t n = 0;
  for (const BindGroupLayoutEntry& e : entries) n += e.buffer.hasDynamicOffset ? 1 : 0;
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
    if (x.binding != y.binding || x.visibility != y.visibility || x.buffer.type != y.buffer.type ||
        x.buffer.hasDynamicOffset != y.buffer.hasDynamicOffset || x.buffer.minBindingSize != y.buffer.minBindingSize)
      return false;
  }
  return true;
}

BindGroupLayout Device::createBindGroupLayout(const BindGroupLayoutDescriptor& d) {
  if (!impl_) return {};
  auto layout = make_object<BindGroupLayoutImpl>(impl_, d.label);
  std::string why = check_layout(d, impl_->limits);
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
      why = "bindGroupLayouts[" + std::to_string(i) + "] is null.";
    else if (!g->valid)
      why = g->name() + " (bindGroupLayouts[" + std::to_string(i) + "]) is invalid.";
    else if (g->device != impl_)
      why = g->name() + " is associated with another device.";
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
