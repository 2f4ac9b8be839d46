// The queue: writeBuffer, writeTexture, and submit, which checks the command buffers (valid, not
// submitted before nor twice in one submit, every buffer they use or bind alive and unmapped) on
// the calling thread and hands their commands to the device timeline (api/device_timeline.h),
// which runs them in order; dispatches go to the executor
// (api/compute_program.h) over views of the bound buffer ranges. A dispatch that fails at run
// time (the watchdog's step budget) raises an internal error: the program was valid, and WebGPU
// reports what the implementation could not finish as an internal error.
#include <algorithm>
#include <chrono>
#include <cstring>
#include <sstream>

#include "api/gpu_impl.h"
#include "api/sanitizer_findings.h"
#include "api/texel_values.h"
#include "api/texture_copy.h"
#include "api/texture_format.h"
#include "exec/texel_blocks.h"
#include "sanitize/sanitizer.h"

namespace wgx::gpu {
namespace {

std::string check_write(const Buffer& buffer, uint64_t offset, const void* data, uint64_t size,
                        const DeviceImpl& device) {
  const std::shared_ptr<BufferImpl>& b = buffer.impl();
  if (!b) return "The buffer is null.";
  if (!b->valid) return b->name() + " is invalid.";
  if (b->device.get() != &device) return b->name() + " is associated with another device.";
  if (b->destroyed) return b->name() + " is destroyed.";
  if (b->map_state != BufferMapState::Unmapped) return b->name() + " used in WriteBuffer is mapped.";
  if (!(b->usage & BufferUsage::CopyDst))
    return b->name() + " usage (" + usage_string(b->usage) + ") doesn't include BufferUsage::CopyDst.";
  if (offset % 4 != 0) return "Buffer offset (" + std::to_string(offset) + ") is not a multiple of 4.";
  if (size % 4 != 0) return "Write size (" + std::to_string(size) + ") is not a multiple of 4.";
  if (!range_in_bounds(offset, size, b->size))
    return "Write range (bufferOffset: " + std::to_string(offset) + ", size: " + std::to_string(size) +
           ") does not fit in " + b->name() + " size (" + std::to_string(b->size) + ").";
  if (size > 0 && !data) return "Data is null.";
  return "";
}

std::string check_command_buffer(const CommandBuffer& cb, const DeviceImpl& device) {
  const std::shared_ptr<CommandBufferImpl>& c = cb.impl();
  if (!c) return "A command buffer is null.";
  if (!c->valid) return c->name() + " is invalid.";
  if (c->device.get() != &device) return c->name() + " is associated with another device.";
  if (c->submitted) return c->name() + " was already submitted.";
  for (const Command& command : c->commands)
    for (const BufferImpl* b : buffers_used(command)) {
      if (b->destroyed) return b->name() + " used in submit while destroyed.";
      if (b->map_state != BufferMapState::Unmapped) return b->name() + " used in submit while mapped.";
    }
  for (const Command& command : c->commands)
    for (const TextureImpl* t : textures_used(command))
      if (t->destroyed) return t->name() + " used in submit while destroyed.";
  for (const Command& command : c->commands)
    for (const QuerySetImpl* q : query_sets_used(command))
      if (q->destroyed) return q->name() + " used in submit while destroyed.";
  return "";
}

// Reads the workgroup counts of an indirect dispatch; false when the dispatch does nothing (a
// zero count, or a count over the limit, which WebGPU turns into no work rather than an error).
bool indirect_counts(const DispatchCommand& d, uint32_t max, uint32_t count[3]) {
  std::memcpy(count, d.indirect->data.get() + d.indirect_offset, 12);
  for (int i = 0; i < 3; i++)
    if (count[i] == 0 || count[i] > max) return false;
  return true;
}

// A finding as text, in `wgx check`'s form (source line and carets included).
std::string render_finding(const SanitizerFinding& finding) {
  std::vector<Diagnostic> diagnostics{finding.diagnostic};
  diagnostics.insert(diagnostics.end(), finding.notes.begin(), finding.notes.end());
  std::ostringstream text;
  render_text(text, diagnostics, TextStyle{});
  if (finding.count > 1) text << "(" << finding.count << " occurrences)\n";
  return "wgx sanitizer: " + text.str();
}

}  // namespace

// The sanitizer's findings of a dispatch or a draw join the device's (grouped again across
// dispatches by their diagnostics' positions and ids), or become errors (reportAsErrors).
void keep_findings(DeviceImpl& device, const std::shared_ptr<SourceFile>& file,
                   std::vector<sanitize::Finding>& findings) {
  if (device.settings.sanitize.reportAsErrors) {
    // Each finding is a validation error of the submit that ran it (SanitizerSettings::reportAsErrors).
    for (sanitize::Finding& f : findings) {
      auto finding = std::make_shared<SanitizerFinding>(
          SanitizerFinding{std::move(f.diagnostic), std::move(f.notes), file, f.count});
      std::string message = render_finding(*finding);
      device.raise(Error{ErrorType::Validation, std::move(message), std::move(finding)});
    }
    return;
  }
  std::lock_guard<std::mutex> lock(device.findings_mutex);
  for (sanitize::Finding& f : findings) {
    auto same = [&](const SanitizerFinding& g) {
      return g.diagnostic.id == f.diagnostic.id && g.diagnostic.file == f.diagnostic.file &&
             g.diagnostic.span.offset == f.diagnostic.span.offset && g.diagnostic.message == f.diagnostic.message;
    };
    auto it = std::find_if(device.sanitizer_findings.begin(), device.sanitizer_findings.end(), same);
    if (it != device.sanitizer_findings.end()) {
      it->count += f.count;
      continue;
    }
    device.sanitizer_findings.push_back({std::move(f.diagnostic), std::move(f.notes), file, f.count});
  }
}

// The pipeline's program built for the device, once: at its first dispatch or by
// createComputePipelineAsync (a failed build keeps its reason for every later one). Sanitized
// devices and other schedules run on the interpreter, so nothing is compiled for them.
const program::Executable* executable_for(const DeviceImpl& device, ComputePipelineImpl& pipeline) {
  std::call_once(pipeline.built, [&] {
    exec::Backend backend = program::backend_for(device.backend, device.run_settings, device.settings.sanitize.any());
    pipeline.executable =
        program::Executable::build(pipeline.program, backend, device.run_settings, &pipeline.build_error);
    if (pipeline.executable || backend != exec::Backend::Cuda) return;
    // The device has a GPU (requestDevice checked): what CUDA refuses (a depth comparison, cube
    // sampling, textureSampleGrad: docs/cuda.md, "Textures") runs on the CPU executors, the reason
    // kept for ComputePipeline::executionNote.
    pipeline.execution_note = pipeline.build_error;
    pipeline.build_error.clear();
    pipeline.executable =
        program::Executable::build(pipeline.program, exec::Backend::Auto, device.run_settings, &pipeline.build_error);
    if (device.run_settings.on_warning)
      device.run_settings.on_warning(pipeline.name() + ": " + pipeline.execution_note);
  });
  return pipeline.executable.get();
}

namespace {

// One dispatch of the pipeline's executable, or under ExecutionSettings::sanitize on the
// interpreter with the sanitizer.
program::RunResult run_program(DeviceImpl& device, ComputePipelineImpl& pipeline,
                               const std::vector<exec::BufferBinding>& views,
                               const std::vector<exec::TextureBinding>& textures,
                               const std::vector<exec::SamplerBinding>& samplers, const uint32_t count[3]) {
  const program::Executable* executable = executable_for(device, pipeline);
  if (!executable) {
    program::RunResult failed;
    failed.status = program::Status::CannotRun;
    failed.message = pipeline.build_error;
    return failed;
  }
  const SanitizerSettings& s = device.settings.sanitize;
  sanitize::Settings checks;
  checks.races = s.races, checks.bounds = s.bounds, checks.numerics = s.numerics, checks.stop_at_first = s.stopAtFirst;
  program::RunResult r =
      program::run(*executable, views, textures, samplers, count, device.run_settings, s.any() ? &checks : nullptr);
  keep_findings(device, pipeline.module->file, r.findings);
  return r;
}

// The out-of-memory error of a texel write into a plane past kMaxPlaneBytes, made by `call`.
void raise_plane_too_large(DeviceImpl& device, const std::string& call) {
  device.raise(ErrorType::OutOfMemory, "A mip level of the texture needs more than the " +
                                           std::to_string(kMaxPlaneBytes >> 20) +
                                           " MiB wgx holds per texture aspect and mip level; nothing was written.\n"
                                           " - While calling " +
                                           device.name() + "." + call + ".");
}

// Why a plane of `view` cannot be held: past kMaxPlaneBytes.
std::string plane_too_large(const TextureViewImpl& view) {
  return "a mip level of " + view.name() + " of " + view.texture->name() + " needs more than the " +
         std::to_string(kMaxPlaneBytes >> 20) + " MiB wgx holds per texture aspect and mip level";
}

// Replaces the blocks of a compressed view by its decoded texels (kept with the texture between
// dispatches), charged to the device's memory budget; "" or why the budget has no room for them.
std::string decode_view(TextureImpl& t, const TextureViewImpl& view, exec::TextureBinding* out) {
  const TextureViewDescriptor& d = view.desc;
  std::lock_guard<std::mutex> lock(t.decoded_mutex);
  constexpr size_t kViewsKept = 8;  // views of one texture read decoded; more start the list again
  std::array<uint32_t, 4> key = {d.baseMipLevel, d.mipLevelCount, d.baseArrayLayer, d.arrayLayerCount};
  if (t.decoded_views.size() >= kViewsKept && !t.decoded_views.count(key)) t.decoded_views.clear();
  uint64_t refused = 0;
  auto reserve = [&](uint64_t bytes) -> std::shared_ptr<void> {
    if (!t.device->try_reserve_memory(bytes)) {
      refused = bytes;
      return nullptr;
    }
    return std::make_shared<MemoryCharge>(t.device, bytes);
  };
  // A format without a decoder stays as it is: the executors refuse it, naming the format.
  if (exec::decode_compressed_view(out, &t.decoded_views[key], reserve) || !refused) return "";
  return "Failed to allocate " + std::to_string(refused) + " bytes for the decoded texels of " + view.name() + " of " +
         t.name() + ": the device's buffers, textures and decoded texture views would pass its memory budget (" +
         std::to_string(t.device->settings.memoryBudget) + " bytes)";
}

}  // namespace

// Also what draws bind (gpu_draw.cpp), declared in gpu_impl.h.
// A texture view as the executors take it: the viewed aspect's format, and per mip level of the
// view its plane from the view's first array layer on (exec::TextureBinding).
std::string texture_binding(int64_t group, uint32_t binding, const TextureViewImpl& view, exec::TextureBinding* out) {
  TextureImpl& t = *view.texture;
  const TextureViewDescriptor& d = view.desc;
  TextureFormat format = d.aspect == TextureAspect::All ? d.format : aspect_format(d.format, d.aspect);
  // A view of every aspect binds the depth aspect, or the stencil one of a format that has no
  // depth (stencil8: its only aspect).
  if (is_depth_or_stencil(format) && d.aspect == TextureAspect::All)
    format = has_aspect(format, TextureAspect::DepthOnly) ? aspect_format(format, TextureAspect::DepthOnly)
                                                          : aspect_format(format, TextureAspect::StencilOnly);
  out->group = group;
  out->binding = binding;
  out->format = static_cast<exec::TexelFormat>(format);  // the same enumerators (texture_formats.def)
  out->layers = d.arrayLayerCount;
  out->samples = t.desc.sampleCount;
  const exec::TexelLayout& layout = exec::texel_layout(out->format);
  bool is_3d = t.desc.dimension == TextureDimension::D3;
  for (uint32_t level = d.baseMipLevel; level < d.baseMipLevel + d.mipLevelCount; level++) {
    Extent3D e = level_size(t, level);
    uint8_t* plane = aspect_plane(t, d.aspect, level);
    if (!plane) return plane_too_large(view);
    // An image (array layer or depth slice) is rows of texels, or of blocks for a compressed format.
    uint64_t across = (e.width + layout.block_width - 1) / layout.block_width;
    uint64_t down = (e.height + layout.block_height - 1) / layout.block_height;
    uint64_t block_bytes = layout.block_width > 1 ? layout.block_bytes : layout.bytes;
    uint64_t image = across * down * block_bytes * t.desc.sampleCount;
    uint32_t depth = is_3d ? e.depthOrArrayLayers : 1;
    if (layout.block_width > 1 &&
        exec::decoded_level_bytes(e.width, e.height, uint64_t{depth} * out->layers) > kMaxPlaneBytes)
      return plane_too_large(view);
    out->levels.push_back({plane + (is_3d ? 0 : image * d.baseArrayLayer), e.width, e.height, depth});
  }
  // Shaders read a compressed view's texels decoded, decoded again only when its blocks changed.
  return layout.block_width > 1 ? decode_view(t, view, out) : "";
}

// A sampler as the executors take it (its descriptor's address modes, filters, LOD clamps,
// comparison and anisotropy).
exec::SamplerBinding sampler_binding(int64_t group, uint32_t binding, const SamplerDescriptor& d) {
  using Address = exec::SamplerBinding::Address;
  using Filter = exec::SamplerBinding::Filter;
  auto address = [](AddressMode m) {
    return m == AddressMode::Repeat         ? Address::Repeat
           : m == AddressMode::MirrorRepeat ? Address::MirrorRepeat
                                            : Address::ClampToEdge;
  };
  exec::SamplerBinding s;
  s.group = group;
  s.binding = binding;
  s.address[0] = address(d.addressModeU);
  s.address[1] = address(d.addressModeV);
  s.address[2] = address(d.addressModeW);
  s.mag = d.magFilter == FilterMode::Linear ? Filter::Linear : Filter::Nearest;
  s.min = d.minFilter == FilterMode::Linear ? Filter::Linear : Filter::Nearest;
  s.mipmap = d.mipmapFilter == MipmapFilterMode::Linear ? Filter::Linear : Filter::Nearest;
  s.lod_min = d.lodMinClamp;
  s.lod_max = d.lodMaxClamp;
  // CompareFunction lists Undefined first and then the functions in Compare's order.
  static_assert(static_cast<int>(CompareFunction::Always) == static_cast<int>(exec::SamplerBinding::Compare::Always));
  s.compare = static_cast<exec::SamplerBinding::Compare>(static_cast<int>(d.compare));
  s.max_anisotropy = d.maxAnisotropy;
  return s;
}

namespace {

// A dispatch failed: memory it could not have (the device's bound, the GPU's or the system's
// refusal) is WebGPU's out-of-memory error; anything else the implementation could not finish is
// an internal one.
void raise_dispatch_failure(DeviceImpl& device, const DispatchCommand& d, program::Status status,
                            const std::string& message) {
  ErrorType type = status == program::Status::OutOfMemory ? ErrorType::OutOfMemory : ErrorType::Internal;
  device.raise(type, "Dispatch of " + d.pipeline->name() + " failed: " + message + "\n - While calling " +
                         device.name() + ".Queue.Submit().");
}

// The texture views and samplers a dispatch's bind groups hold, as the executors take them; false
// (the error raised) where a view cannot be bound.
bool bind_views(DeviceImpl& device, const DispatchCommand& d, std::vector<exec::TextureBinding>* textures,
                std::vector<exec::SamplerBinding>* samplers) {
  for (size_t g = 0; g < d.groups.size(); g++) {
    if (!d.groups[g].group) continue;  // an index the pipeline's layout leaves empty
    for (const BindGroupImpl::ResourceEntry& r : d.groups[g].group->resources) {
      if (r.sampler) samplers->push_back(sampler_binding(static_cast<int64_t>(g), r.binding, r.sampler->desc));
      if (!r.view) continue;
      textures->emplace_back();
      // A view that cannot be bound is memory the dispatch cannot have: it does not run.
      if (std::string why = texture_binding(static_cast<int64_t>(g), r.binding, *r.view, &textures->back());
          !why.empty()) {
        raise_dispatch_failure(device, d, program::Status::OutOfMemory, why + ".");
        return false;
      }
    }
  }
  return true;
}

// A dispatch on the GPU (a CUDA device, a pipeline built for CUDA): each bound buffer's device
// copy made current (only what the host changed is uploaded), the kernel run over the device
// copies, and the storage buffers it may write left current on the GPU alone. Textures stay in
// host memory: the views it binds are copied to the GPU for the dispatch and the storage
// textures it may write copied back after it (cuda::execute_resident), so everything the queue
// runs on the CPU sees their bytes.
void run_gpu_dispatch(DeviceImpl& device, const DispatchCommand& d, const program::Executable& e,
                      const uint32_t count[3]) {
  std::vector<exec::BufferBinding> bindings;
  std::vector<BufferImpl*> written;
  for (size_t g = 0; g < d.groups.size(); g++) {
    size_t k = 0;
    if (!d.groups[g].group) continue;
    for (const BindGroupImpl::Entry& entry : d.groups[g].group->entries) {
      uint64_t offset = entry.offset + (entry.layout.hasDynamicOffset ? d.groups[g].dynamic_offsets[k++] : 0);
      BufferImpl& b = *entry.buffer;
      bool out_of_memory = false;
      if (std::string error = b.resident.to_device(b.data.get(), b.size, &out_of_memory); !error.empty())
        return raise_dispatch_failure(device, d, out_of_memory ? program::Status::OutOfMemory : program::Status::Failed,
                                      b.name() + ": " + error);
      // The executors' bindings carry device addresses here (program::run_resident).
      auto* address = reinterpret_cast<uint8_t*>(static_cast<uintptr_t>(b.resident.address() + offset));
      bindings.push_back({static_cast<int64_t>(g), entry.binding, address, entry.size});
      if (entry.layout.type == BufferBindingType::Storage) written.push_back(&b);
    }
  }
  std::vector<exec::TextureBinding> textures;
  std::vector<exec::SamplerBinding> samplers;
  if (!bind_views(device, d, &textures, &samplers)) return;
  program::RunResult r = program::run_resident(e, bindings, textures, samplers, count, device.run_settings);
  // Also after a failure: the watchdog stops a kernel part way, after some of its writes.
  for (BufferImpl* b : written) b->resident.device_written();
  if (!r.ok()) raise_dispatch_failure(device, d, r.status, r.message);
}

void run_dispatch(DeviceImpl& device, const DispatchCommand& d) {
  if (!d.pipeline->program) {
    // A valid shader wgx cannot run yet (api/gpu_pipeline.cpp keeps the reason): an internal error,
    // as WebGPU reports work the implementation cannot do.
    return device.raise(ErrorType::Internal, "Dispatch of " + d.pipeline->name() +
                                                 " failed: " + d.pipeline->cannot_run + "\n - While calling " +
                                                 device.name() + ".Queue.Submit().");
  }
  uint32_t count[3] = {d.count[0], d.count[1], d.count[2]};
  if (d.indirect && !indirect_counts(d, device.limits.maxComputeWorkgroupsPerDimension, count)) return;
  if (count[0] == 0 || count[1] == 0 || count[2] == 0) return;
  if (device.on_cuda)
    if (const program::Executable* e = executable_for(device, *d.pipeline); e && e->on_cuda())
      return run_gpu_dispatch(device, d, *e, count);
  std::vector<exec::BufferBinding> views;
  std::vector<exec::TextureBinding> textures;
  std::vector<exec::SamplerBinding> samplers;
  for (size_t g = 0; g < d.groups.size(); g++) {
    size_t k = 0;                      // dynamic offsets apply to the dynamic entries in binding order
    if (!d.groups[g].group) continue;  // an index the pipeline's layout leaves empty
    for (const BindGroupImpl::Entry& e : d.groups[g].group->entries) {
      uint64_t offset = e.offset + (e.layout.hasDynamicOffset ? d.groups[g].dynamic_offsets[k++] : 0);
      views.push_back({static_cast<int64_t>(g), e.binding, e.buffer->data.get() + offset, e.size});
    }
  }
  if (!bind_views(device, d, &textures, &samplers)) return;
  program::RunResult r = run_program(device, *d.pipeline, views, textures, samplers, count);
  if (!r.ok()) raise_dispatch_failure(device, d, r.status, r.message);
}

// Sets every texel of one subresource (a mip level's array layer or depth slice, one aspect) of
// `t` to `value` (every sample of a multisampled texture); false where the plane would be too large.
bool fill_subresource(const std::shared_ptr<TextureImpl>& t, uint32_t level, uint32_t layer, TextureAspect aspect,
                      const std::vector<uint8_t>& value) {
  std::vector<uint8_t> texel;
  for (uint32_t s = 0; s < t->desc.sampleCount; s++) texel.insert(texel.end(), value.begin(), value.end());
  Extent3D e = level_size(*t, level);
  uint8_t* plane = aspect_plane(*t, aspect, level);
  if (!plane) return false;
  // In place: the plane holds its array layers (or depth slices) one image after another.
  uint64_t image = uint64_t{e.width} * e.height * texel.size();
  uint8_t* at = plane + image * layer;
  if (std::all_of(texel.begin(), texel.end(), [&](uint8_t b) { return b == texel[0]; }))
    return std::memset(at, texel[0], image), true;
  std::memcpy(at, texel.data(), texel.size());
  for (uint64_t done = texel.size(); done < image;) {  // doubling copies of what is filled
    uint64_t n = std::min(done, image - done);
    std::memcpy(at + done, at, n);
    done += n;
  }
  return true;
}

// A render pass: its attachments' load operations, its draws (gpu_draw.cpp), resolves and store
// operations ("discard" leaves zeros, WebGPU's value of texels it does not define).
void run_render_pass(DeviceImpl& device, const RenderPassCommand& p) {
  bool ok = true;
  for (const ColorAttachmentOps& c : p.colors)
    if (c.load == LoadOp::Clear)
      ok &= fill_subresource(c.view->texture, c.view->desc.baseMipLevel, c.slice, TextureAspect::All,
                             color_texel(c.view->desc.format, c.clear));
  if (p.depth_stencil) {
    const DepthStencilAttachmentOps& d = *p.depth_stencil;
    const TextureViewImpl& v = *d.view;
    uint32_t level = v.desc.baseMipLevel, layer = v.desc.baseArrayLayer;
    if (d.depth_load == LoadOp::Clear)
      ok &= fill_subresource(v.texture, level, layer, TextureAspect::DepthOnly,
                             depth_texel(v.texture->desc.format, d.depth_clear));
    if (d.stencil_load == LoadOp::Clear)
      ok &= fill_subresource(v.texture, level, layer, TextureAspect::StencilOnly,
                             {static_cast<uint8_t>(d.stencil_clear)});
  }
  if (ok) run_draws(device, p);
  for (const ColorAttachmentOps& c : p.colors) {
    const TextureViewImpl& v = *c.view;
    uint32_t level = v.desc.baseMipLevel;
    if (c.resolve) ok &= resolve_attachment(c);
    if (c.store == StoreOp::Discard)
      ok &= fill_subresource(v.texture, level, c.slice, TextureAspect::All,
                             std::vector<uint8_t>(color_texel(v.desc.format, {}).size()));
  }
  if (p.depth_stencil) {
    const DepthStencilAttachmentOps& d = *p.depth_stencil;
    const TextureViewImpl& v = *d.view;
    uint32_t level = v.desc.baseMipLevel, layer = v.desc.baseArrayLayer;
    std::vector<uint8_t> depth = depth_texel(v.texture->desc.format, d.depth_clear);
    if (d.depth_store == StoreOp::Discard)
      ok &= fill_subresource(v.texture, level, layer, TextureAspect::DepthOnly, std::vector<uint8_t>(depth.size()));
    if (d.stencil_store == StoreOp::Discard)
      ok &= fill_subresource(v.texture, level, layer, TextureAspect::StencilOnly, {0});
  }
  if (!ok) raise_plane_too_large(device, "Queue.Submit()");
}

}  // namespace

std::vector<const BufferImpl*> buffers_used(const Command& command) {
  std::vector<const BufferImpl*> out;
  if (auto* c = std::get_if<CopyCommand>(&command)) {
    out = {c->source.get(), c->destination.get()};
  } else if (auto* k = std::get_if<ClearCommand>(&command)) {
    out = {k->buffer.get()};
  } else if (auto* d = std::get_if<DispatchCommand>(&command)) {
    for (const BoundGroup& g : d->groups)
      if (g.group)
        for (const BindGroupImpl::Entry& e : g.group->entries) out.push_back(e.buffer.get());
    if (d->indirect) out.push_back(d->indirect.get());
  } else if (auto* g = std::get_if<BindCommand>(&command)) {
    for (const BindGroupImpl::Entry& e : g->group->entries) out.push_back(e.buffer.get());
  } else if (auto* t = std::get_if<TexelCopyCommand>(&command)) {
    if (t->buffer) out.push_back(t->buffer.get());
  } else if (auto* r = std::get_if<RenderPassCommand>(&command)) {
    for (const std::shared_ptr<BufferImpl>& b : r->buffers) out.push_back(b.get());
  } else if (auto* q = std::get_if<ResolveQueryCommand>(&command)) {
    out.push_back(q->destination.get());
  }
  return out;
}

std::vector<const QuerySetImpl*> query_sets_used(const Command& command) {
  std::vector<const QuerySetImpl*> out;
  if (auto* r = std::get_if<RenderPassCommand>(&command))
    for (const std::shared_ptr<QuerySetImpl>& q : r->query_sets) out.push_back(q.get());
  if (auto* q = std::get_if<ResolveQueryCommand>(&command)) out.push_back(q->query_set.get());
  if (auto* t = std::get_if<TimestampCommand>(&command)) out.push_back(t->query_set.get());
  return out;
}

std::vector<const TextureImpl*> textures_used(const Command& command) {
  std::vector<const BindGroupImpl*> groups;
  if (auto* d = std::get_if<DispatchCommand>(&command))
    for (const BoundGroup& g : d->groups)
      if (g.group) groups.push_back(g.group.get());
  if (auto* g = std::get_if<BindCommand>(&command)) groups.push_back(g->group.get());
  std::vector<const TextureImpl*> out;
  if (auto* t = std::get_if<TexelCopyCommand>(&command)) {
    out.push_back(t->texture.get());
    if (t->other) out.push_back(t->other.get());
  }
  for (const BindGroupImpl* g : groups)
    for (const BindGroupImpl::ResourceEntry& r : g->resources)
      if (r.view) out.push_back(r.view->texture.get());
  if (auto* p = std::get_if<RenderPassCommand>(&command)) {
    for (const std::shared_ptr<TextureImpl>& t : p->textures) out.push_back(t.get());
    for (const ColorAttachmentOps& c : p->colors) {
      out.push_back(c.view->texture.get());
      if (c.resolve) out.push_back(c.resolve->texture.get());
    }
    if (p->depth_stencil) out.push_back(p->depth_stencil->view->texture.get());
  }
  return out;
}

// A timestamp query's value: nanoseconds of the monotonic clock, never 0 (0 reads as "not written"
// in the CTS's checks), so later passes never read earlier times.
uint64_t timestamp_now() {
  auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch());
  return std::max<uint64_t>(1, static_cast<uint64_t>(ns.count()));
}

// Timestamp queries resolve to the times their passes wrote (0 where none did); occlusion queries
// to 0: no draw ran, so no sample passed.
void resolve_queries(const ResolveQueryCommand& q) {
  uint8_t* out = q.destination->data.get() + q.offset;
  const std::vector<uint64_t>& times = q.query_set->timestamps;
  if (q.query_set->type == QueryType::Timestamp && q.first + uint64_t{q.count} <= times.size()) {
    std::memcpy(out, times.data() + q.first, uint64_t{q.count} * 8);
    return;
  }
  std::memset(out, 0, uint64_t{q.count} * 8);
}

namespace {

void execute_on_cpu(DeviceImpl& device, const Command& command) {
  if (auto* c = std::get_if<CopyCommand>(&command)) {
    if (c->size)
      std::memmove(c->destination->data.get() + c->destination_offset, c->source->data.get() + c->source_offset,
                   c->size);
  } else if (auto* k = std::get_if<ClearCommand>(&command)) {
    if (k->size) std::memset(k->buffer->data.get() + k->offset, 0, k->size);
  } else if (auto* d = std::get_if<DispatchCommand>(&command)) {
    run_dispatch(device, *d);
  } else if (auto* t = std::get_if<TexelCopyCommand>(&command)) {
    if (!copy_texels(*t)) raise_plane_too_large(device, "Queue.Submit()");
  } else if (auto* r = std::get_if<RenderPassCommand>(&command)) {
    run_render_pass(device, *r);
  } else if (auto* q = std::get_if<ResolveQueryCommand>(&command)) {
    resolve_queries(*q);
  } else if (auto* s = std::get_if<TimestampCommand>(&command)) {
    if (s->index < s->query_set->timestamps.size()) s->query_set->timestamps[s->index] = timestamp_now();
  }
}

// On a CUDA device: a dispatch built for CUDA runs on the GPU (only an indirect dispatch's counts
// are read on the host), a buffer copy or clear where the buffers are current, anything else on the
// CPU over host bytes brought up to date first (api/gpu_residency.cpp).
void execute_on_cuda_device(DeviceImpl& device, const Command& command) {
  if (auto* c = std::get_if<CopyCommand>(&command)) return copy_buffers(device, *c);
  if (auto* k = std::get_if<ClearCommand>(&command)) return clear_buffer(device, *k);
  // A compute pass's setBindGroup runs nothing: its buffers stay where they are.
  if (std::holds_alternative<BindCommand>(command)) return;
  if (runs_on_gpu(device, command)) {
    const DispatchCommand& d = std::get<DispatchCommand>(command);
    if (d.indirect && !host_current(device, *d.indirect, device.name() + ".Queue.Submit()")) return;
    return run_dispatch(device, d);
  }
  if (!host_current(device, command)) return;
  execute_on_cpu(device, command);
  host_written(command);
}

}  // namespace

void execute_command(DeviceImpl& device, const Command& command) {
  if (device.on_cuda) return execute_on_cuda_device(device, command);
  execute_on_cpu(device, command);
}

void Queue::writeBuffer(const Buffer& buffer, uint64_t bufferOffset, const void* data, uint64_t size) {
  if (!impl_ || impl_->lost) return;
  std::string why = check_write(buffer, bufferOffset, data, size, *impl_);
  if (!why.empty()) return impl_->validation(why, impl_->name() + ".Queue.WriteBuffer()");
  if (!size) return;
  // The bytes are taken now (the caller may reuse its memory once the call returns) and land in
  // the buffer in queue order.
  std::vector<uint8_t> bytes(static_cast<const uint8_t*>(data), static_cast<const uint8_t*>(data) + size);
  impl_->enqueue([device = impl_, b = buffer.impl(), bufferOffset, bytes = std::move(bytes)] {
    if (device->lost || !b->data) return;
    // Into every copy that is current: a buffer on the GPU stays there (DeviceBuffer::write).
    std::string error = b->resident.write(b->data.get(), bufferOffset, bytes.data(), bytes.size());
    if (!error.empty())
      device->raise(ErrorType::Internal, b->name() + " cannot be written on the GPU: " + error + "\n - While calling " +
                                             device->name() + ".Queue.WriteBuffer().");
  });
}

void Queue::writeTexture(const TexelCopyTextureInfo& destination, const void* data, uint64_t dataSize,
                         const TexelCopyBufferLayout& dataLayout, const Extent3D& writeSize) {
  if (!impl_ || impl_->lost) return;
  std::string why = check_texture_copy(destination, writeSize, CopyRole::WriteTextureDestination, *impl_);
  if (why.empty() && !data && dataSize) why = "The data pointer is null.";
  if (why.empty()) why = check_linear_layout(dataLayout, dataSize, destination, writeSize, false);
  if (!why.empty()) return impl_->validation(why, impl_->name() + ".Queue.WriteTexture()");
  std::vector<uint8_t> bytes(static_cast<const uint8_t*>(data), static_cast<const uint8_t*>(data) + dataSize);
  impl_->enqueue([device = impl_, destination, bytes = std::move(bytes), dataLayout, writeSize] {
    if (device->lost) return;
    TextureImpl& t = *destination.texture.impl();
    if (!write_texels(t, destination, bytes.data(), dataLayout, writeSize))
      raise_plane_too_large(*device, "Queue.WriteTexture()");
  });
}

void Queue::submit(const std::vector<CommandBuffer>& commandBuffers) {
  if (!impl_ || impl_->lost) return;
  std::string why;
  for (size_t i = 0; i < commandBuffers.size(); i++) {
    const CommandBuffer& cb = commandBuffers[i];
    if (why.empty()) why = check_command_buffer(cb, *impl_);
    // One command buffer twice in one submit: the second time it would already be submitted.
    for (size_t j = 0; j < i && why.empty() && cb.impl(); j++)
      if (commandBuffers[j].impl() == cb.impl()) why = cb.impl()->name() + " is submitted more than once.";
  }
  // Submitted command buffers cannot be submitted again, whether this submit runs or not.
  for (const CommandBuffer& cb : commandBuffers)
    if (cb.impl() && cb.impl()->device == impl_) cb.impl()->submitted = true;
  if (!why.empty()) return impl_->validation(why, impl_->name() + ".Queue.Submit()");
  // The commands move to the timeline (they hold the buffers and textures they use).
  std::vector<Command> commands;
  for (const CommandBuffer& cb : commandBuffers) {
    for (Command& command : cb.impl()->commands) commands.push_back(std::move(command));
    cb.impl()->commands.clear();
  }
  if (commands.empty()) return;
  impl_->enqueue([device = impl_, commands = std::move(commands)] {
    for (const Command& command : commands) {
      if (device->lost) return;  // a destroyed device runs nothing more
      execute_command(*device, command);
    }
  });
}

void Queue::waitIdle() {
  if (impl_) impl_->timeline.wait_idle();
}

Future Queue::onSubmittedWorkDone(QueueWorkDoneCallback callback) {
  if (!impl_) return {};
  if (impl_->lost)
    return impl_->instance->schedule([cb = std::move(callback)] {
      if (cb) cb(QueueWorkDoneStatus::DeviceLost);
    });
  return impl_->schedule_after_queue([device = impl_, cb = std::move(callback)] {
    if (cb) cb(device->lost ? QueueWorkDoneStatus::DeviceLost : QueueWorkDoneStatus::Success);
  });
}

}  // namespace wgx::gpu
