// The spec's algorithm (webgpu-spec "Encoder bind groups alias a writable resource"), per stage:
// collect the buffer ranges and storage texture views visible to the stage in bind group order and
// compare each with those before it. A pass binds a handful of resources, so the pairwise walk is
// cheaper than any index.
#include "api/binding_aliasing.h"

#include <algorithm>

namespace wgx::gpu {
namespace {

// One binding as the rule sees it: where it is and whether the stage may write through it.
struct SeenBinding {
  uint32_t group = 0, binding = 0;
  bool writable = false;
  const BufferImpl* buffer = nullptr;  // a buffer range...
  uint64_t offset = 0, size = 0;
  const TextureViewImpl* view = nullptr;  // ...or a storage texture view
};

std::string where(const SeenBinding& b) {
  return "(group: " + std::to_string(b.group) + ", binding: " + std::to_string(b.binding) + ")";
}

bool ranges_overlap(uint64_t a, uint64_t a_size, uint64_t b, uint64_t b_size) {
  return a < b + b_size && b < a + a_size;
}

// The array layers a view covers: a 3d texture has one (its depth slices are not layers).
void layer_range(const TextureViewImpl& v, uint32_t* first, uint32_t* count) {
  bool layered = v.texture->desc.dimension != TextureDimension::D3;
  *first = layered ? v.desc.baseArrayLayer : 0;
  *count = layered ? v.desc.arrayLayerCount : 1;
}

bool aspects_overlap(TextureAspect a, TextureAspect b) {
  if (a == TextureAspect::All || b == TextureAspect::All) return true;
  return a == b;
}

bool views_alias(const TextureViewImpl& a, const TextureViewImpl& b) {
  if (a.texture != b.texture || !aspects_overlap(a.desc.aspect, b.desc.aspect)) return false;
  if (!ranges_overlap(a.desc.baseMipLevel, a.desc.mipLevelCount, b.desc.baseMipLevel, b.desc.mipLevelCount))
    return false;
  uint32_t a_first, a_count, b_first, b_count;
  layer_range(a, &a_first, &a_count);
  layer_range(b, &b_first, &b_count);
  return ranges_overlap(a_first, a_count, b_first, b_count);
}

std::string aliasing_message(const SeenBinding& earlier, const SeenBinding& later) {
  if (later.buffer)
    return "Writable storage buffer binding aliasing found between " + where(earlier) + " and " + where(later) +
           ", with overlapping ranges (offset: " + std::to_string(earlier.offset) +
           ", size: " + std::to_string(earlier.size) + ") and (offset: " + std::to_string(later.offset) +
           ", size: " + std::to_string(later.size) + ") in " + later.buffer->name() + ".";
  return "Writable storage texture binding aliasing found between " + where(earlier) + " and " + where(later) + " (" +
         earlier.view->name() + " and " + later.view->name() + ") over subresources of " + later.view->texture->name() +
         ".";
}

// The bindings of one bound group visible to `stage`, dynamic offsets applied (they go to the
// dynamic buffer entries in binding order).
void collect(uint32_t index, const BindGroupImpl& group, const std::vector<uint32_t>& dynamic_offsets,
             ShaderStageFlags stage, std::vector<SeenBinding>* out) {
  const BindGroupLayoutImpl& layout = *group.layout;
  size_t next_dynamic = 0;
  for (const BindGroupImpl::Entry& e : group.entries) {
    uint64_t offset = e.offset;
    if (e.layout.hasDynamicOffset && next_dynamic < dynamic_offsets.size()) offset += dynamic_offsets[next_dynamic++];
    const BindGroupLayoutEntry* le = layout.find(e.binding);
    if (!le || !(le->visibility & stage) || !e.buffer) continue;
    SeenBinding b{index, e.binding, e.layout.type == BufferBindingType::Storage};
    b.buffer = e.buffer.get();
    b.offset = offset;
    b.size = e.size;
    out->push_back(b);
  }
  for (const BindGroupImpl::ResourceEntry& r : group.resources) {
    const BindGroupLayoutEntry* le = layout.find(r.binding);
    if (!le || !(le->visibility & stage) || !le->storageTexture || !r.view) continue;
    SeenBinding b{index, r.binding, r.writable};
    b.view = r.view.get();
    out->push_back(b);
  }
}

bool alias(const SeenBinding& a, const SeenBinding& b) {
  if (!a.writable && !b.writable) return false;
  if (a.buffer && b.buffer) return a.buffer == b.buffer && ranges_overlap(a.offset, a.size, b.offset, b.size);
  if (a.view && b.view) return views_alias(*a.view, *b.view);
  return false;
}

}  // namespace

std::string check_writable_aliasing(const PipelineLayoutImpl& layout, const std::vector<BoundGroup>& groups) {
  for (ShaderStageFlags stage : {ShaderStage::Vertex, ShaderStage::Fragment, ShaderStage::Compute}) {
    std::vector<SeenBinding> seen;
    for (size_t i = 0; i < layout.groups.size() && i < groups.size(); i++)
      if (layout.groups[i] && groups[i].group)
        collect(static_cast<uint32_t>(i), *groups[i].group, groups[i].dynamic_offsets, stage, &seen);
    for (size_t later = 1; later < seen.size(); later++)
      for (size_t earlier = 0; earlier < later; earlier++)
        if (alias(seen[earlier], seen[later])) return aliasing_message(seen[earlier], seen[later]);
  }
  return "";
}

}  // namespace wgx::gpu
