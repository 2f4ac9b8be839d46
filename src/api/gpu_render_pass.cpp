// Render passes and render bundles, with WebGPU's encoding rules: beginRenderPass's attachment
// rules, the render commands both record (pipeline, bind groups, vertex and index buffers, draws
// and their state checks), the pass-only commands (viewport, scissor, occlusion queries, bundles),
// the usage scope of the whole pass, and bundles made by render bundle encoders. What a pass
// executes is its attachments' load and store operations (gpu_queue.cpp) and its draws, each
// recorded with the state it was checked against (gpu_draw.cpp runs them).
#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "api/binding_aliasing.h"
#include "api/gpu_impl.h"
#include "api/texel_values.h"
#include "api/texture_copy.h"
#include "api/texture_format.h"

namespace wgx::gpu {
namespace {

std::string u(uint64_t v) { return std::to_string(v); }
std::string call(const std::string& object, const char* method) { return object + "." + method + "()"; }

// ---- Encoder state -----------------------------------------------------------------------------

bool validate_state(RenderPassEncoderImpl& p, const char* method) {
  if (p.device->lost) return false;
  if (p.state == EncoderState::Open) return true;
  p.device->validation(p.name() + " is already ended.", call(p.name(), method));
  return false;
}

bool validate_state(RenderBundleEncoderImpl& b, const char* method) {
  if (b.device->lost) return false;
  if (b.state == EncoderState::Open) return true;
  b.device->validation(b.name() + " is already finished.", call(b.name(), method));
  return false;
}

template <typename Encoder>
void fail(Encoder& e, const std::string& why, const char* method) {
  e.invalidate(why + "\n - While encoding " + call(e.name(), method));
}

// ---- The render commands (both encoders) --------------------------------------------------------

template <typename Encoder>
void set_pipeline(Encoder& e, const RenderPipeline& pipeline) {
  RenderCommandsState& r = e.render;
  const std::shared_ptr<RenderPipelineImpl>& p = pipeline.impl();
  if (!p) return fail(e, "The pipeline is null.", "SetPipeline");
  if (!p->valid) return fail(e, p->name() + " is invalid.", "SetPipeline");
  if (p->device != e.device) return fail(e, p->name() + " is associated with another device.", "SetPipeline");
  if (!(p->pass_layout == r.layout))
    return fail(e,
                "The attachment state of " + p->name() + " " + p->pass_layout.describe() +
                    " is not compatible with the attachment state of " + e.name() + " " + r.layout.describe() + ".",
                "SetPipeline");
  if (r.depth_read_only && p->writes_depth)
    return fail(e, p->name() + " writes depth, but the pass's depth aspect is read-only.", "SetPipeline");
  if (r.stencil_read_only && p->writes_stencil)
    return fail(e, p->name() + " writes stencil, but the pass's stencil aspect is read-only.", "SetPipeline");
  r.pipeline = p;
}

void keep_group(RenderCommandsState& r, const std::shared_ptr<BindGroupImpl>& g) {
  r.scope_groups.push_back(g);
  for (const BindGroupImpl::Entry& x : g->entries) r.used.buffers.push_back(x.buffer);
  for (const BindGroupImpl::ResourceEntry& x : g->resources)
    if (x.view) r.used.textures.push_back(x.view->texture);
}

template <typename Encoder>
void set_bind_group(Encoder& e, uint32_t index, const BindGroup& group, const std::vector<uint32_t>& offsets) {
  RenderCommandsState& r = e.render;
  const std::shared_ptr<BindGroupImpl>& g = group.impl();
  const Limits& l = e.device->limits;
  if (index >= l.maxBindGroups && !g)
    return fail(e, "Bind group index (" + u(index) + ") exceeds the maximum (" + u(l.maxBindGroups) + ").",
                "SetBindGroup");
  std::string why = g ? check_bind_group(*e.device, index, *g, offsets) : "";
  if (!why.empty()) return fail(e, why, "SetBindGroup");
  if (r.groups.size() <= index) r.groups.resize(index + 1);
  r.groups[index] = BoundGroup{g, g ? offsets : std::vector<uint32_t>{}};
  if (g) keep_group(r, g);
}

// The rule a buffer binding range breaks: offset and size within the buffer (size kWholeSize: the
// rest), else "" with the size resolved.
std::string check_range(const BufferImpl& b, uint64_t offset, uint64_t* size) {
  if (offset > b.size)
    return "Offset (" + u(offset) + ") is larger than the size (" + u(b.size) + ") of " + b.name() + ".";
  if (*size == kWholeSize) *size = b.size - offset;
  if (!range_in_bounds(offset, *size, b.size))
    return "Offset (" + u(offset) + ") and size (" + u(*size) + ") do not fit in " + b.name() + " (size: " + u(b.size) +
           ").";
  return "";
}

template <typename Encoder>
void set_vertex_buffer(Encoder& e, uint32_t slot, const Buffer& buffer, uint64_t offset, uint64_t size) {
  RenderCommandsState& r = e.render;
  const Limits& l = e.device->limits;
  if (slot >= l.maxVertexBuffers)
    return fail(e,
                "Vertex buffer slot (" + u(slot) + ") exceeds the maximum number of vertex buffers (" +
                    u(l.maxVertexBuffers) + ").",
                "SetVertexBuffer");
  if (r.vertex.size() <= slot) r.vertex.resize(slot + 1);
  if (!buffer.impl()) {
    r.vertex[slot] = {};
    return;
  }
  std::string why = check_buffer(buffer, *e.device, BufferUsage::Vertex, "vertex");
  if (why.empty() && offset % 4 != 0) why = "Vertex buffer offset (" + u(offset) + ") is not a multiple of 4.";
  if (why.empty()) why = check_range(*buffer.impl(), offset, &size);
  if (!why.empty()) return fail(e, why, "SetVertexBuffer");
  r.vertex[slot] = {buffer.impl(), offset, size};
  r.used.buffers.push_back(buffer.impl());
  r.scope_reads.push_back(buffer.impl());
}

uint64_t index_bytes(IndexFormat f) { return f == IndexFormat::Uint32 ? 4 : 2; }

template <typename Encoder>
void set_index_buffer(Encoder& e, const Buffer& buffer, IndexFormat format, uint64_t offset, uint64_t size) {
  RenderCommandsState& r = e.render;
  std::string why = check_buffer(buffer, *e.device, BufferUsage::Index, "index");
  if (why.empty() && format == IndexFormat::Undefined) why = "The index format is not given.";
  if (why.empty() && offset % index_bytes(format) != 0)
    why =
        "Index buffer offset (" + u(offset) + ") is not a multiple of the index size (" + u(index_bytes(format)) + ").";
  if (why.empty()) why = check_range(*buffer.impl(), offset, &size);
  if (!why.empty()) return fail(e, why, "SetIndexBuffer");
  r.index = {buffer.impl(), offset, size};
  r.index_format = format;
  r.used.buffers.push_back(buffer.impl());
  r.scope_reads.push_back(buffer.impl());
}

// Everything a draw checks about the state: a pipeline, compatible bind groups with large enough
// bindings, a vertex buffer in every slot the pipeline reads.
std::string check_draw_state(const RenderCommandsState& r) {
  if (!r.pipeline) return "No pipeline set.";
  const RenderPipelineImpl& p = *r.pipeline;
  const PipelineLayoutImpl& layout = *p.layout;
  for (size_t i = 0; i < layout.groups.size(); i++) {
    if (!needs_group(layout, i)) continue;
    const BoundGroup* bound = i < r.groups.size() && r.groups[i].group ? &r.groups[i] : nullptr;
    if (!bound) return "No bind group set at group index " + u(i) + ".";
    if (!layouts_compatible(*bound->group->layout, *layout.groups[i]))
      return "The layout of " + bound->group->name() + " at group index " + u(i) +
             " is not compatible with the layout of group " + u(i) + " of " + p.name() + ".";
  }
  for (const ComputePipelineImpl::ShaderBinding& s : p.bindings)
    for (const BindGroupImpl::Entry& x : r.groups[s.group].group->entries)
      if (x.binding == s.binding && x.size < s.min_size)
        return "Binding size (" + u(x.size) + ") of (group: " + u(s.group) + ", binding: " + u(s.binding) +
               ") is smaller than the minimum binding size of the shader variable (" + u(s.min_size) + ").";
  for (size_t slot = 0; slot < p.vertex_buffers.size(); slot++)
    if (p.vertex_buffers[slot] && (slot >= r.vertex.size() || !r.vertex[slot].buffer))
      return "Vertex buffer slot " + u(slot) + " required by " + p.name() + " was not set.";
  return check_writable_aliasing(layout, r.groups);
}

// Vertex (or instance) buffer strides against a direct draw's ranges.
std::string check_vertex_ranges(const RenderCommandsState& r, uint64_t vertices, uint64_t first_vertex,
                                uint64_t instances, uint64_t first_instance, bool check_vertex_step) {
  const RenderPipelineImpl& p = *r.pipeline;
  for (size_t slot = 0; slot < p.vertex_buffers.size(); slot++) {
    const std::optional<VertexBufferLayout>& b = p.vertex_buffers[slot];
    if (!b || (b->arrayStride == 0 && b->attributes.empty())) continue;
    bool per_vertex = b->stepMode == VertexStepMode::Vertex;
    if (per_vertex && !check_vertex_step) continue;
    uint64_t count = per_vertex ? vertices : instances, first = per_vertex ? first_vertex : first_instance;
    if (first + count == 0) continue;  // the spec checks a first element past the end even for no elements
    uint64_t last_end = 0;
    for (const VertexAttribute& a : b->attributes)
      last_end = std::max(last_end, a.offset + vertex_format_bytes(a.format));
    // The last element needs its attributes' bytes, not the whole stride.
    uint64_t needed = (first + count - 1) * b->arrayStride + last_end;
    if (needed > r.vertex[slot].size)
      return std::string(per_vertex ? "Vertex" : "Instance") + " range (first: " + u(first) + ", count: " + u(count) +
             ") requires a larger buffer (" + u(needed) + ") than the bound buffer size (" + u(r.vertex[slot].size) +
             ") of the vertex buffer at slot " + u(slot) + ".";
  }
  return "";
}

// The pass state a draw runs with: the pass's current one (kept once per change); a bundle's draws
// take the pass's when the bundle is executed.
int64_t draw_state(RenderPassEncoderImpl& p) {
  if (!p.draw_state_kept) {
    p.render.used.states.push_back(p.draw_state);
    p.draw_state_kept = true;
  }
  return static_cast<int64_t>(p.render.used.states.size()) - 1;
}
int64_t draw_state(RenderBundleEncoderImpl&) { return -1; }

// Records a draw that passed its checks (one without work only counts).
template <typename Encoder>
void keep_draw(Encoder& e, bool has_work, DrawRecord d) {
  RenderCommandsState& r = e.render;
  r.draw_count++;
  if (!has_work) return;
  d.pipeline = r.pipeline;
  d.groups = r.groups;
  d.vertex = r.vertex;
  d.index = r.index;
  d.index_format = r.index_format;
  d.state = draw_state(e);
  r.used.draws.push_back(std::move(d));
}

template <typename Encoder>
void draw(Encoder& e, uint32_t vertices, uint32_t instances, uint32_t first_vertex, uint32_t first_instance) {
  RenderCommandsState& r = e.render;
  std::string why = check_draw_state(r);
  if (why.empty()) why = check_vertex_ranges(r, vertices, first_vertex, instances, first_instance, true);
  if (!why.empty()) return fail(e, why, "Draw");
  DrawRecord d;
  d.count = vertices, d.instances = instances, d.first = first_vertex, d.first_instance = first_instance;
  keep_draw(e, vertices > 0 && instances > 0, std::move(d));
}

template <typename Encoder>
void draw_indexed(Encoder& e, uint32_t indices, uint32_t instances, uint32_t first_index, int32_t base_vertex,
                  uint32_t first_instance) {
  RenderCommandsState& r = e.render;
  std::string why = check_draw_state(r);
  if (why.empty() && !r.index.buffer) why = "Index buffer was not set.";
  if (why.empty() && r.pipeline->strip && r.pipeline->strip_index_format != r.index_format)
    why = "The index format of the index buffer does not match the strip index format of " + r.pipeline->name() + ".";
  if (why.empty()) {
    uint64_t end = (uint64_t{first_index} + indices) * index_bytes(r.index_format);
    if (end > r.index.size)
      why = "Index range (first: " + u(first_index) + ", count: " + u(indices) +
            ") does not fit in the index buffer binding (size: " + u(r.index.size) + ").";
  }
  if (why.empty()) why = check_vertex_ranges(r, 0, 0, instances, first_instance, false);
  if (!why.empty()) return fail(e, why, "DrawIndexed");
  DrawRecord d;
  d.indexed = true;
  d.count = indices, d.instances = instances, d.first = first_index, d.first_instance = first_instance;
  d.base_vertex = base_vertex;
  keep_draw(e, indices > 0 && instances > 0, std::move(d));
}

template <typename Encoder>
void draw_indirect(Encoder& e, const Buffer& buffer, uint64_t offset, bool indexed) {
  RenderCommandsState& r = e.render;
  const char* method = indexed ? "DrawIndexedIndirect" : "DrawIndirect";
  std::string why = check_draw_state(r);
  if (why.empty() && indexed && !r.index.buffer) why = "Index buffer was not set.";
  if (why.empty() && indexed && r.pipeline->strip && r.pipeline->strip_index_format != r.index_format)
    why = "The index format of the index buffer does not match the strip index format of " + r.pipeline->name() + ".";
  if (why.empty()) why = check_buffer(buffer, *e.device, BufferUsage::Indirect, "indirect");
  uint64_t args = indexed ? 20 : 16;
  if (why.empty() && offset % 4 != 0) why = "Indirect offset (" + u(offset) + ") is not a multiple of 4.";
  if (why.empty() && !range_in_bounds(offset, args, buffer.impl()->size))
    why = "Indirect offset (" + u(offset) + ") plus " + u(args) + " bytes of draw arguments is out of bounds of " +
          buffer.impl()->name() + " (size: " + u(buffer.impl()->size) + ").";
  if (!why.empty()) return fail(e, why, method);
  r.used.buffers.push_back(buffer.impl());
  r.scope_reads.push_back(buffer.impl());
  DrawRecord d;
  d.indexed = indexed;
  d.indirect = buffer.impl();
  d.indirect_offset = offset;
  keep_draw(e, true, std::move(d));  // its counts are read at execution
}

// ---- Usage scope of a pass or bundle ------------------------------------------------------------

enum class UseKind { ReadOnly, Storage, Attachment };

// WebGPU's compatible usage list: read-only usages only, storage usages only, or attachment usages
// only (the attachment regions' own disjointness is beginRenderPass's rule).
bool compatible(const std::vector<UseKind>& uses) {
  auto all = [&](UseKind kind) { return std::all_of(uses.begin(), uses.end(), [&](UseKind k) { return k == kind; }); };
  return all(UseKind::ReadOnly) || all(UseKind::Storage) || all(UseKind::Attachment);
}

struct UsageScope {
  std::map<const BufferImpl*, std::vector<UseKind>> buffers;
  std::map<std::tuple<const TextureImpl*, uint32_t, uint32_t, int>, std::vector<UseKind>> texels;

  // Every subresource of `v` (planes by aspect: 0 color or depth, 1 stencil).
  void add_view(const TextureViewImpl& v, UseKind kind, TextureAspect only = TextureAspect::All) {
    bool layered = v.texture->desc.dimension == TextureDimension::D2;
    uint32_t layers = layered ? v.desc.arrayLayerCount : 1, base = layered ? v.desc.baseArrayLayer : 0;
    TextureFormat f = v.texture->desc.format;
    for (int plane = 0; plane < 2; plane++) {
      TextureAspect aspect =
          plane == 0 ? (has_aspect(f, TextureAspect::DepthOnly) ? TextureAspect::DepthOnly : TextureAspect::All)
                     : TextureAspect::StencilOnly;
      if (plane == 1 && !has_aspect(f, TextureAspect::StencilOnly)) continue;
      if (plane == 0 && f == TextureFormat::Stencil8) continue;
      bool in_view = v.desc.aspect == TextureAspect::All || v.desc.aspect == aspect;
      bool selected = only == TextureAspect::All || only == aspect;
      if (!in_view || !selected) continue;
      for (uint32_t m = 0; m < v.desc.mipLevelCount; m++)
        for (uint32_t l = 0; l < layers; l++)
          texels[{v.texture.get(), v.desc.baseMipLevel + m, base + l, plane}].push_back(kind);
    }
  }

  void add_group(const BindGroupImpl& g) {
    for (const BindGroupImpl::Entry& e : g.entries)
      buffers[e.buffer.get()].push_back(e.layout.type == BufferBindingType::Storage ? UseKind::Storage
                                                                                    : UseKind::ReadOnly);
    for (const BindGroupImpl::ResourceEntry& r : g.resources)
      if (r.view) add_view(*r.view, r.writable ? UseKind::Storage : UseKind::ReadOnly);
  }

  std::string check() const {
    for (const auto& [b, uses] : buffers)
      if (!compatible(uses))
        return b->name() +
               " is used as a writable storage buffer and as a read-only binding or buffer in the "
               "same render pass (usage scope).";
    for (const auto& [key, uses] : texels)
      if (!compatible(uses))
        return std::get<0>(key)->name() + " (mip level " + u(std::get<1>(key)) + ", array layer " +
               u(std::get<2>(key)) + ") has conflicting usages in the same render pass (usage scope).";
    return "";
  }
};

// What the render commands put in the scope: every bind group set, and the vertex, index and
// indirect buffers (read-only usages).
void add_commands(UsageScope& scope, const std::vector<std::shared_ptr<BindGroupImpl>>& groups,
                  const std::vector<std::shared_ptr<BufferImpl>>& reads) {
  for (const std::shared_ptr<BindGroupImpl>& g : groups) scope.add_group(*g);
  for (const std::shared_ptr<BufferImpl>& b : reads) scope.buffers[b.get()].push_back(UseKind::ReadOnly);
}

// ---- Render pass attachments --------------------------------------------------------------------

Extent3D render_extent(const TextureViewImpl& v) {
  Extent3D e = level_size(*v.texture, v.desc.baseMipLevel);
  return {e.width, e.height, 1};
}

std::string check_view(const TextureView& view, const DeviceImpl& device, const char* role) {
  const std::shared_ptr<TextureViewImpl>& v = view.impl();
  if (!v) return std::string("The ") + role + " view is null.";
  if (!v->valid) return v->name() + " is invalid.";
  if (v->device.get() != &device) return v->name() + " is associated with another device.";
  return "";
}

// WebGPU's "renderable texture view".
std::string check_renderable(const TextureViewImpl& v, const char* role) {
  std::string at = std::string("The ") + role + " " + v.name();
  if (!(v.desc.usage & TextureUsage::RenderAttachment)) return at + " does not have TextureUsage::RenderAttachment.";
  TextureViewDimension d = v.desc.dimension;
  if (d != TextureViewDimension::D2 && d != TextureViewDimension::D2Array && d != TextureViewDimension::D3)
    return at + " has the dimension " + dimension_string(d) + ", not 2d, 2d-array or 3d.";
  if (v.desc.mipLevelCount != 1) return at + " has " + u(v.desc.mipLevelCount) + " mip levels, not 1.";
  if (v.desc.arrayLayerCount != 1) return at + " has " + u(v.desc.arrayLayerCount) + " array layers, not 1.";
  TextureFormat f = v.texture->desc.format;
  bool all_aspects = v.desc.aspect == TextureAspect::All ||
                     (f == TextureFormat::Stencil8 && v.desc.aspect == TextureAspect::StencilOnly) ||
                     (format_info(f).aspects == FormatAspects::Depth && v.desc.aspect == TextureAspect::DepthOnly);
  if (!all_aspects) return at + " does not view all the aspects of its texture.";
  return "";
}

std::string check_color_attachment(const RenderPassColorAttachment& a, const DeviceImpl& device,
                                   ColorAttachmentOps* out) {
  std::string why = check_view(a.view, device, "color attachment");
  if (!why.empty()) return why;
  const TextureViewImpl& v = *a.view.impl();
  if (!color_renderable(v.desc.format, device.features))
    return "The color attachment " + v.name() + " has the format " + format_string(v.desc.format) +
           ", which is not color renderable.";
  why = check_renderable(v, "color attachment");
  if (!why.empty()) return why;
  if (v.desc.dimension == TextureViewDimension::D3) {
    uint32_t depth = level_size(*v.texture, v.desc.baseMipLevel).depthOrArrayLayers;
    if (!a.depthSlice) return "The depthSlice of a 3d color attachment is not given.";
    if (*a.depthSlice >= depth)
      return "The depthSlice (" + u(*a.depthSlice) + ") of the color attachment is not less than the depth (" +
             u(depth) + ") of its mip level.";
  } else if (a.depthSlice) {
    return "The depthSlice of a color attachment is given, but its view is not 3d.";
  }
  if (a.loadOp == LoadOp::Undefined) return "The loadOp of a color attachment is not given.";
  if (a.storeOp == StoreOp::Undefined) return "The storeOp of a color attachment is not given.";
  if (a.loadOp == LoadOp::Clear) {
    why = check_clear_color(v.desc.format, a.clearValue);
    if (!why.empty()) return why;
  }
  out->view = a.view.impl();
  out->slice = v.desc.dimension == TextureViewDimension::D3 ? *a.depthSlice : v.desc.baseArrayLayer;
  out->load = a.loadOp, out->store = a.storeOp, out->clear = a.clearValue;
  if (!a.resolveTarget) return "";
  why = check_view(a.resolveTarget, device, "resolve target");
  if (!why.empty()) return why;
  const TextureViewImpl& r = *a.resolveTarget.impl();
  if (v.texture->desc.sampleCount <= 1)
    return "A resolve target is given for a color attachment that is not multisampled.";
  if (r.texture->desc.sampleCount != 1) return "The resolve target " + r.name() + " is multisampled.";
  why = check_renderable(r, "resolve target");
  if (why.empty() && r.desc.dimension == TextureViewDimension::D3) why = "The resolve target " + r.name() + " is 3d.";
  if (!why.empty()) return why;
  Extent3D re = render_extent(r), ve = render_extent(v);
  if (re.width != ve.width || re.height != ve.height)
    return "The resolve target's size (" + u(re.width) + "x" + u(re.height) +
           ") does not match the color attachment's (" + u(ve.width) + "x" + u(ve.height) + ").";
  if (r.desc.format != v.desc.format || r.texture->desc.format != v.texture->desc.format)
    return "The resolve target's format " + format_string(r.desc.format) + " is not the color attachment's " +
           format_string(v.desc.format) + ".";
  const ColorTargetInfo* info = color_target_info(r.desc.format);
  if (!info || !cap_enabled(info->resolve, device.features))
    return "The format " + format_string(r.desc.format) + " does not support resolve.";
  out->resolve = a.resolveTarget.impl();
  return "";
}

std::string check_aspect_ops(bool has, bool read_only, LoadOp load, StoreOp store, const char* aspect) {
  if (has && !read_only) {
    if (load == LoadOp::Undefined) return std::string("The ") + aspect + "LoadOp is not given.";
    if (store == StoreOp::Undefined) return std::string("The ") + aspect + "StoreOp is not given.";
    return "";
  }
  if (load != LoadOp::Undefined || store != StoreOp::Undefined)
    return std::string("The ") + aspect + "LoadOp and " + aspect + "StoreOp must not be given when the " + aspect +
           " aspect is " + (has ? "read-only." : "absent.");
  return "";
}

std::string check_depth_stencil_attachment(const RenderPassDepthStencilAttachment& a, const DeviceImpl& device,
                                           DepthStencilAttachmentOps* out) {
  std::string why = check_view(a.view, device, "depth stencil attachment");
  if (!why.empty()) return why;
  const TextureViewImpl& v = *a.view.impl();
  TextureFormat f = v.desc.format;
  if (!is_depth_or_stencil(f))
    return "The depth stencil attachment " + v.name() + " has the format " + format_string(f) +
           ", which is not a depth-or-stencil format.";
  why = check_renderable(v, "depth stencil attachment");
  if (!why.empty()) return why;
  if (a.depthLoadOp == LoadOp::Clear && (!a.depthClearValue || !(*a.depthClearValue >= 0 && *a.depthClearValue <= 1)))
    return "The depthClearValue is not given or not between 0 and 1, while depthLoadOp is clear.";
  bool depth = has_aspect(f, TextureAspect::DepthOnly), stencil = has_aspect(f, TextureAspect::StencilOnly);
  why = check_aspect_ops(depth, a.depthReadOnly, a.depthLoadOp, a.depthStoreOp, "depth");
  if (why.empty()) why = check_aspect_ops(stencil, a.stencilReadOnly, a.stencilLoadOp, a.stencilStoreOp, "stencil");
  if (!why.empty()) return why;
  out->view = a.view.impl();
  out->depth_load = a.depthLoadOp, out->depth_store = a.depthStoreOp;
  out->stencil_load = a.stencilLoadOp, out->stencil_store = a.stencilStoreOp;
  out->depth_clear = a.depthClearValue.value_or(0);
  out->stencil_clear = a.stencilClearValue;
  return "";
}

struct PassSetup {
  RenderPassCommand pass;
  RenderPassLayout layout;
  bool depth_read_only = false, stencil_read_only = false;
};

// The attachment regions (texture, mip level, layer or depth slice, plane) must not overlap.
std::string check_disjoint(const RenderPassCommand& pass) {
  std::set<std::tuple<const TextureImpl*, uint32_t, uint32_t>> regions;
  auto add = [&](const TextureViewImpl& v, uint32_t slice) {
    return regions.insert({v.texture.get(), v.desc.baseMipLevel, slice}).second;
  };
  for (const ColorAttachmentOps& c : pass.colors) {
    if (!add(*c.view, c.slice))
      return "Two attachments of the pass use the same subresource of " + c.view->texture->name() + ".";
    if (c.resolve && !add(*c.resolve, c.resolve->desc.baseArrayLayer))
      return "Two attachments of the pass use the same subresource of " + c.resolve->texture->name() + ".";
  }
  if (pass.depth_stencil && !add(*pass.depth_stencil->view, pass.depth_stencil->view->desc.baseArrayLayer))
    return "Two attachments of the pass use the same subresource of " + pass.depth_stencil->view->texture->name() + ".";
  return "";
}

std::string check_pass_descriptor(const RenderPassDescriptor& d, const DeviceImpl& device, PassSetup* out) {
  const Limits& l = device.limits;
  if (d.colorAttachments.size() > l.maxColorAttachments)
    return "Color attachment count (" + u(d.colorAttachments.size()) + ") exceeds the maximum (" +
           u(l.maxColorAttachments) + ").";
  std::vector<const TextureViewImpl*> views;
  uint32_t bytes = 0;
  for (const std::optional<RenderPassColorAttachment>& a : d.colorAttachments) {
    if (!a) {
      out->layout.colors.push_back(TextureFormat::Undefined);
      continue;
    }
    ColorAttachmentOps ops;
    std::string why = check_color_attachment(*a, device, &ops);
    if (!why.empty()) return why;
    out->pass.colors.push_back(ops);
    out->layout.colors.push_back(ops.view->desc.format);
    views.push_back(ops.view.get());
    const ColorTargetInfo& c = *color_target_info(ops.view->desc.format);
    bytes = (bytes + c.alignment - 1) / c.alignment * c.alignment + c.byte_cost;
  }
  while (!out->layout.colors.empty() && out->layout.colors.back() == TextureFormat::Undefined)
    out->layout.colors.pop_back();
  if (d.depthStencilAttachment) {
    DepthStencilAttachmentOps ops;
    std::string why = check_depth_stencil_attachment(*d.depthStencilAttachment, device, &ops);
    if (!why.empty()) return why;
    out->layout.depth_stencil = ops.view->desc.format;
    out->depth_read_only = d.depthStencilAttachment->depthReadOnly;
    out->stencil_read_only = d.depthStencilAttachment->stencilReadOnly;
    views.push_back(ops.view.get());
    out->pass.depth_stencil = ops;
  }
  if (views.empty()) return "The render pass has no color attachment and no depth stencil attachment.";
  if (bytes > l.maxColorAttachmentBytesPerSample)
    return "The color attachments take " + u(bytes) +
           " bytes per sample, more than maxColorAttachmentBytesPerSample (" + u(l.maxColorAttachmentBytesPerSample) +
           ").";
  uint32_t samples = views[0]->texture->desc.sampleCount;
  Extent3D extent = render_extent(*views[0]);
  for (const TextureViewImpl* v : views) {
    if (v->texture->desc.sampleCount != samples)
      return "The attachments of the render pass have different sample counts.";
    Extent3D e = render_extent(*v);
    if (e.width != extent.width || e.height != extent.height)
      return "The attachments of the render pass have different sizes (" + u(extent.width) + "x" + u(extent.height) +
             " and " + u(e.width) + "x" + u(e.height) + ").";
  }
  out->layout.samples = samples;
  if (d.occlusionQuerySet) {
    std::string why = check_query_set(d.occlusionQuerySet, device, QueryType::Occlusion);
    if (!why.empty()) return why;
    out->pass.query_sets.push_back(d.occlusionQuerySet.impl());
  }
  if (d.timestampWrites) {
    std::string why = check_timestamp_writes(*d.timestampWrites, device);
    if (!why.empty()) return why;
  }
  return check_disjoint(out->pass);
}

// The scope's attachment usages.
void add_attachments(UsageScope& scope, const RenderPassCommand& pass, bool depth_read_only, bool stencil_read_only) {
  for (const ColorAttachmentOps& c : pass.colors) {
    scope.add_view(*c.view, UseKind::Attachment);
    if (c.resolve) scope.add_view(*c.resolve, UseKind::Attachment);
  }
  if (!pass.depth_stencil) return;
  const TextureViewImpl& v = *pass.depth_stencil->view;
  scope.add_view(v, depth_read_only ? UseKind::ReadOnly : UseKind::Attachment, TextureAspect::DepthOnly);
  scope.add_view(v, stencil_read_only ? UseKind::ReadOnly : UseKind::Attachment, TextureAspect::StencilOnly);
}

// The viewport and scissor rectangle cover the whole render target until the pass sets them.
PassDrawState initial_draw_state(const RenderPassCommand& pass) {
  PassDrawState s;
  const TextureViewImpl* v = !pass.colors.empty() ? pass.colors[0].view.get()
                             : pass.depth_stencil ? pass.depth_stencil->view.get()
                                                  : nullptr;
  if (!v) return s;
  Extent3D e = render_extent(*v);
  s.viewport[2] = static_cast<float>(e.width), s.viewport[3] = static_cast<float>(e.height);
  s.scissor[2] = e.width, s.scissor[3] = e.height;
  return s;
}

void append(RenderPassCommand& into, const RenderPassCommand& from) {
  into.buffers.insert(into.buffers.end(), from.buffers.begin(), from.buffers.end());
  into.textures.insert(into.textures.end(), from.textures.begin(), from.textures.end());
  into.query_sets.insert(into.query_sets.end(), from.query_sets.begin(), from.query_sets.end());
  // A bundle's draws have no pass state yet (executeBundles gives them the pass's); a pass's keep
  // their indices into its states, which it hands on whole.
  into.draws.insert(into.draws.end(), from.draws.begin(), from.draws.end());
  if (into.states.empty()) into.states = from.states;
}

}  // namespace

std::string check_query_set(const QuerySet& q, const DeviceImpl& device, QueryType type) {
  const std::shared_ptr<QuerySetImpl>& s = q.impl();
  if (!s->valid) return s->name() + " is invalid.";
  if (s->device.get() != &device) return s->name() + " is associated with another device.";
  if (s->type != type)
    return s->name() + " is not of type " + (type == QueryType::Occlusion ? "occlusion." : "timestamp.");
  return "";
}

std::string check_timestamp_writes(const PassTimestampWrites& t, const DeviceImpl& device) {
  if (!t.querySet) return "The timestampWrites have no query set.";
  std::string why = check_query_set(t.querySet, device, QueryType::Timestamp);
  if (!why.empty()) return why;
  const std::optional<uint32_t>& begin = t.beginningOfPassWriteIndex;
  const std::optional<uint32_t>& end = t.endOfPassWriteIndex;
  if (!begin && !end) return "Neither timestamp write index is given.";
  if (begin && begin == end) return "The two timestamp write indices are equal.";
  for (const std::optional<uint32_t>& i : {begin, end})
    if (i && *i >= t.querySet.impl()->count)
      return "Timestamp write index (" + u(*i) + ") is not less than the query count (" + u(t.querySet.impl()->count) +
             ").";
  return "";
}

std::string RenderPassLayout::describe() const {
  std::string s = "{colors: [";
  for (size_t i = 0; i < colors.size(); i++) s += (i ? ", " : "") + std::string(textureFormatName(colors[i]));
  s += "], depthStencil: ";
  s += depth_stencil == TextureFormat::Undefined ? "-" : std::string(textureFormatName(depth_stencil));
  return s + ", samples: " + u(samples) + "}";
}

// ---- CommandEncoder.beginRenderPass ------------------------------------------------------------

RenderPassEncoder CommandEncoder::beginRenderPass(const RenderPassDescriptor& d) {
  if (!impl_) return {};
  auto p = make_object<RenderPassEncoderImpl>(impl_->device, d.label);
  p->encoder = impl_;
  if (!validate_state(*impl_, "BeginRenderPass")) {
    p->invalidate("The pass was begun on an encoder that was not open.");
    return RenderPassEncoder(p);
  }
  impl_->state = EncoderState::Locked;
  PassSetup setup;
  std::string why = check_pass_descriptor(d, *impl_->device, &setup);
  if (!why.empty()) {
    p->invalidate(why + "\n - While encoding " + call(impl_->name(), "BeginRenderPass"));
    return RenderPassEncoder(p);
  }
  p->pass = std::move(setup.pass);
  p->draw_state = initial_draw_state(p->pass);
  p->render.layout = setup.layout;
  p->render.depth_read_only = setup.depth_read_only;
  p->render.stencil_read_only = setup.stencil_read_only;
  p->max_draw_count = d.maxDrawCount;
  p->occlusion = d.occlusionQuerySet.impl();
  p->timestamp_writes = d.timestampWrites;
  return RenderPassEncoder(p);
}

// ---- RenderPassEncoder -------------------------------------------------------------------------

// The render commands of both encoders: each checks the encoder's state, then the shared rule.
#define WGX_RENDER_COMMAND_METHODS(Class)                                                                              \
  void Class::setPipeline(const RenderPipeline& pipeline) {                                                            \
    if (impl_ && validate_state(*impl_, "SetPipeline")) set_pipeline(*impl_, pipeline);                                \
  }                                                                                                                    \
  void Class::setBindGroup(uint32_t index, const BindGroup& group, const std::vector<uint32_t>& offsets) {             \
    if (impl_ && validate_state(*impl_, "SetBindGroup")) set_bind_group(*impl_, index, group, offsets);                \
  }                                                                                                                    \
  void Class::setVertexBuffer(uint32_t slot, const Buffer& buffer, uint64_t offset, uint64_t size) {                   \
    if (impl_ && validate_state(*impl_, "SetVertexBuffer")) set_vertex_buffer(*impl_, slot, buffer, offset, size);     \
  }                                                                                                                    \
  void Class::setIndexBuffer(const Buffer& buffer, IndexFormat format, uint64_t offset, uint64_t size) {               \
    if (impl_ && validate_state(*impl_, "SetIndexBuffer")) set_index_buffer(*impl_, buffer, format, offset, size);     \
  }                                                                                                                    \
  void Class::draw(uint32_t vertices, uint32_t instances, uint32_t first_vertex, uint32_t first_instance) {            \
    if (impl_ && validate_state(*impl_, "Draw")) gpu::draw(*impl_, vertices, instances, first_vertex, first_instance); \
  }                                                                                                                    \
  void Class::drawIndexed(uint32_t indices, uint32_t instances, uint32_t first_index, int32_t base_vertex,             \
                          uint32_t first_instance) {                                                                   \
    if (impl_ && validate_state(*impl_, "DrawIndexed"))                                                                \
      draw_indexed(*impl_, indices, instances, first_index, base_vertex, first_instance);                              \
  }                                                                                                                    \
  void Class::drawIndirect(const Buffer& buffer, uint64_t offset) {                                                    \
    if (impl_ && validate_state(*impl_, "DrawIndirect")) draw_indirect(*impl_, buffer, offset, false);                 \
  }                                                                                                                    \
  void Class::drawIndexedIndirect(const Buffer& buffer, uint64_t offset) {                                             \
    if (impl_ && validate_state(*impl_, "DrawIndexedIndirect")) draw_indirect(*impl_, buffer, offset, true);           \
  }                                                                                                                    \
  void Class::pushDebugGroup(std::string_view) {                                                                       \
    if (impl_ && validate_state(*impl_, "PushDebugGroup")) impl_->render.debug_depth++;                                \
  }                                                                                                                    \
  void Class::popDebugGroup() {                                                                                        \
    if (!impl_ || !validate_state(*impl_, "PopDebugGroup")) return;                                                    \
    if (impl_->render.debug_depth == 0)                                                                                \
      return impl_->invalidate("PopDebugGroup called when no debug group is pushed.");                                 \
    impl_->render.debug_depth--;                                                                                       \
  }                                                                                                                    \
  void Class::insertDebugMarker(std::string_view) {                                                                    \
    if (impl_) validate_state(*impl_, "InsertDebugMarker");                                                            \
  }

WGX_RENDER_COMMAND_METHODS(RenderPassEncoder)
WGX_RENDER_COMMAND_METHODS(RenderBundleEncoder)
#undef WGX_RENDER_COMMAND_METHODS

void RenderPassEncoder::setViewport(float x, float y, float width, float height, float minDepth, float maxDepth) {
  if (!impl_ || !validate_state(*impl_, "SetViewport")) return;
  const Limits& l = impl_->device->limits;
  double max = 2.0 * l.maxTextureDimension2D;
  std::string why;
  if (width < 0 || height < 0 || width > l.maxTextureDimension2D || height > l.maxTextureDimension2D)
    why = "Viewport size (" + std::to_string(width) + ", " + std::to_string(height) + ") is negative or exceeds " +
          u(l.maxTextureDimension2D) + ".";
  else if (x < -max || y < -max || x + width > max - 1 || y + height > max - 1)
    why = "Viewport bounds are outside the allowed range [-" + u(uint64_t(max)) + ", " + u(uint64_t(max) - 1) + "].";
  else if (!(minDepth >= 0 && minDepth <= 1 && maxDepth >= 0 && maxDepth <= 1 && minDepth <= maxDepth))
    why = "Viewport depth range (" + std::to_string(minDepth) + ", " + std::to_string(maxDepth) +
          ") is not within 0..1 with minDepth <= maxDepth.";
  if (!why.empty()) return fail(*impl_, why, "SetViewport");
  float values[6] = {x, y, width, height, minDepth, maxDepth};
  std::copy(values, values + 6, impl_->draw_state.viewport);
  impl_->draw_state_kept = false;
}

void RenderPassEncoder::setScissorRect(uint32_t x, uint32_t y, uint32_t width, uint32_t height) {
  if (!impl_ || !validate_state(*impl_, "SetScissorRect")) return;
  const TextureViewImpl* v = !impl_->pass.colors.empty() ? impl_->pass.colors[0].view.get()
                             : impl_->pass.depth_stencil ? impl_->pass.depth_stencil->view.get()
                                                         : nullptr;
  if (!v) return;  // an invalid pass: its error is already kept
  Extent3D e = render_extent(*v);
  if (uint64_t{x} + width > e.width || uint64_t{y} + height > e.height)
    return fail(*impl_,
                "Scissor rect (x: " + u(x) + ", y: " + u(y) + ", width: " + u(width) + ", height: " + u(height) +
                    ") is not contained in the render target (" + u(e.width) + "x" + u(e.height) + ").",
                "SetScissorRect");
  uint32_t values[4] = {x, y, width, height};
  std::copy(values, values + 4, impl_->draw_state.scissor);
  impl_->draw_state_kept = false;
}

void RenderPassEncoder::setBlendConstant(const Color& color) {
  if (!impl_ || !validate_state(*impl_, "SetBlendConstant")) return;
  impl_->draw_state.blend_constant = color;
  impl_->draw_state_kept = false;
}

void RenderPassEncoder::setStencilReference(uint32_t reference) {
  if (!impl_ || !validate_state(*impl_, "SetStencilReference")) return;
  impl_->draw_state.stencil_reference = reference;
  impl_->draw_state_kept = false;
}

void RenderPassEncoder::beginOcclusionQuery(uint32_t queryIndex) {
  if (!impl_ || !validate_state(*impl_, "BeginOcclusionQuery")) return;
  std::string why;
  if (!impl_->occlusion)
    why = "The render pass has no occlusionQuerySet.";
  else if (queryIndex >= impl_->occlusion->count)
    why = "Query index (" + u(queryIndex) + ") is not less than the query count (" + u(impl_->occlusion->count) + ").";
  else if (impl_->occlusion_active)
    why = "An occlusion query is already active.";
  else if (!impl_->occlusion_written.insert(queryIndex).second)
    why = "Query index (" + u(queryIndex) + ") was already written in this render pass.";
  if (!why.empty()) return fail(*impl_, why, "BeginOcclusionQuery");
  impl_->occlusion_active = true;
}

void RenderPassEncoder::endOcclusionQuery() {
  if (!impl_ || !validate_state(*impl_, "EndOcclusionQuery")) return;
  if (!impl_->occlusion_active) return fail(*impl_, "No occlusion query is active.", "EndOcclusionQuery");
  impl_->occlusion_active = false;
}

void RenderPassEncoder::executeBundles(const std::vector<RenderBundle>& bundles) {
  if (!impl_ || !validate_state(*impl_, "ExecuteBundles")) return;
  RenderCommandsState& r = impl_->render;
  for (const RenderBundle& bundle : bundles) {
    const std::shared_ptr<RenderBundleImpl>& b = bundle.impl();
    std::string why;
    if (!b)
      why = "A render bundle is null.";
    else if (!b->valid)
      why = b->name() + " is invalid.";
    else if (b->device != impl_->device)
      why = b->name() + " is associated with another device.";
    else if (!(b->layout == r.layout))
      why = "The attachment state of " + b->name() + " " + b->layout.describe() +
            " is not compatible with the attachment state of " + impl_->name() + " " + r.layout.describe() + ".";
    else if ((r.depth_read_only && !b->depth_read_only) || (r.stencil_read_only && !b->stencil_read_only))
      why = b->name() + " may write the depth or stencil aspect that the pass has read-only.";
    if (!why.empty()) return fail(*impl_, why, "ExecuteBundles");
    size_t first_draw = r.used.draws.size();
    append(r.used, b->used);
    for (size_t i = first_draw; i < r.used.draws.size(); i++) r.used.draws[i].state = draw_state(*impl_);
    r.draw_count += b->draw_count;
    r.scope_groups.insert(r.scope_groups.end(), b->scope_groups.begin(), b->scope_groups.end());
    r.scope_reads.insert(r.scope_reads.end(), b->scope_reads.begin(), b->scope_reads.end());
  }
  // Executing bundles clears the pass's state, as WebGPU says.
  r.pipeline.reset();
  r.groups.clear();
  r.vertex.clear();
  r.index = {};
  r.index_format = IndexFormat::Undefined;
}

void RenderPassEncoder::end() {
  if (!impl_ || !end_pass(*impl_, impl_->state, *impl_->encoder, impl_->name())) return;
  CommandEncoderImpl& parent = *impl_->encoder;
  RenderCommandsState& r = impl_->render;
  std::string why;
  UsageScope scope;
  add_attachments(scope, impl_->pass, r.depth_read_only, r.stencil_read_only);
  add_commands(scope, r.scope_groups, r.scope_reads);
  why = scope.check();
  if (why.empty() && r.debug_depth != 0)
    why = u(r.debug_depth) + " debug group(s) of " + impl_->name() + " were pushed and not popped.";
  if (why.empty() && impl_->occlusion_active) why = "An occlusion query of " + impl_->name() + " is still active.";
  if (why.empty() && r.draw_count > impl_->max_draw_count)
    why = "The render pass has " + u(r.draw_count) + " draws, more than its maxDrawCount (" + u(impl_->max_draw_count) +
          ").";
  if (!why.empty()) return parent.invalidate(why + "\n - While encoding " + call(impl_->name(), "End"));
  RenderPassCommand pass = std::move(impl_->pass);
  append(pass, r.used);
  if (auto t = timestamp_at(impl_->timestamp_writes, true)) parent.commands.push_back(std::move(*t));
  parent.commands.push_back(std::move(pass));
  if (auto t = timestamp_at(impl_->timestamp_writes, false)) parent.commands.push_back(std::move(*t));
}

// ---- RenderBundleEncoder -----------------------------------------------------------------------

RenderBundleEncoder Device::createRenderBundleEncoder(const RenderBundleEncoderDescriptor& d) {
  if (!impl_) return {};
  auto e = make_object<RenderBundleEncoderImpl>(impl_, d.label, !impl_->lost);
  const Limits& l = impl_->limits;
  std::string why;
  uint32_t bytes = 0;
  bool any = false;
  if (d.colorFormats.size() > l.maxColorAttachments)
    why = "Color format count (" + u(d.colorFormats.size()) + ") exceeds the maximum number of color attachments (" +
          u(l.maxColorAttachments) + ").";
  for (TextureFormat f : d.colorFormats) {
    if (!why.empty() || f == TextureFormat::Undefined) continue;
    any = true;
    if (!color_renderable(f, impl_->features)) {
      why = "The color format " + format_string(f) + " is not color renderable.";
      break;
    }
    const ColorTargetInfo& c = *color_target_info(f);
    bytes = (bytes + c.alignment - 1) / c.alignment * c.alignment + c.byte_cost;
  }
  if (why.empty() && bytes > l.maxColorAttachmentBytesPerSample)
    why = "The color formats take " + u(bytes) + " bytes per sample, more than maxColorAttachmentBytesPerSample (" +
          u(l.maxColorAttachmentBytesPerSample) + ").";
  if (why.empty() && d.depthStencilFormat != TextureFormat::Undefined &&
      (!is_depth_or_stencil(d.depthStencilFormat) || !format_available(d.depthStencilFormat, impl_->features)))
    why = "The depthStencilFormat " + format_string(d.depthStencilFormat) + " is not a depth-or-stencil format.";
  if (why.empty() && !any && d.depthStencilFormat == TextureFormat::Undefined)
    why = "The render bundle encoder has no color format and no depth stencil format.";
  if (why.empty() && d.sampleCount != 1 && d.sampleCount != 4)
    why = "Sample count (" + u(d.sampleCount) + ") is not 1 or 4.";
  if (!why.empty() && !impl_->lost) {
    e->valid = false;
    impl_->validation(why, impl_->name() + ".CreateRenderBundleEncoder(" +
                               object_name("RenderBundleEncoderDescriptor", d.label) + ")");
    e->invalid_reason = e->name() + " is invalid: its descriptor broke a rule.";
  }
  RenderPassLayout& layout = e->render.layout;
  layout.colors = d.colorFormats;
  while (!layout.colors.empty() && layout.colors.back() == TextureFormat::Undefined) layout.colors.pop_back();
  layout.depth_stencil = d.depthStencilFormat;
  layout.samples = d.sampleCount;
  e->render.depth_read_only = d.depthReadOnly;
  e->render.stencil_read_only = d.stencilReadOnly;
  return RenderBundleEncoder(e);
}

RenderBundle RenderBundleEncoder::finish(const RenderBundleDescriptor& d) {
  if (!impl_) return {};
  auto b = make_object<RenderBundleImpl>(impl_->device, d.label, false);
  RenderBundleEncoderImpl& e = *impl_;
  if (e.device->lost) return RenderBundle(b);
  std::string why;
  if (e.state != EncoderState::Open)
    why = e.name() + " is already finished.";
  else if (!e.valid)
    why = e.invalid_reason;
  e.state = EncoderState::Ended;
  UsageScope scope;
  add_commands(scope, e.render.scope_groups, e.render.scope_reads);
  if (why.empty()) why = scope.check();
  if (why.empty() && e.render.debug_depth != 0)
    why = u(e.render.debug_depth) + " debug group(s) were pushed and not popped.";
  if (!why.empty()) {
    e.device->validation(why, call(e.name(), "Finish"));
    return RenderBundle(b);
  }
  b->valid = true;
  b->layout = e.render.layout;
  b->depth_read_only = e.render.depth_read_only;
  b->stencil_read_only = e.render.stencil_read_only;
  b->draw_count = e.render.draw_count;
  b->used = std::move(e.render.used);
  b->scope_groups = std::move(e.render.scope_groups);
  b->scope_reads = std::move(e.render.scope_reads);
  return RenderBundle(b);
}

bool RenderBundle::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
