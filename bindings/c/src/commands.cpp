// Command encoders, compute passes, render passes and render bundle encoders: each call forwards
// to the C++ API's encoder, which validates and records.
#include "marshal.h"

using namespace wgx;
using namespace wgx::capi;

namespace wgx::capi {
gpu::TexelCopyTextureInfo texture_copy(Marshal& m, const WGPUTexelCopyTextureInfo& info);
gpu::TexelCopyBufferLayout buffer_layout(const WGPUTexelCopyBufferLayout& layout);
gpu::Extent3D extent(const WGPUExtent3D& e);
gpu::RenderPassDescriptor render_pass_descriptor(Marshal& m, const WGPURenderPassDescriptor& descriptor);

std::optional<gpu::PassTimestampWrites> timestamp_writes(Marshal& m, const WGPUPassTimestampWrites* writes) {
  if (!writes) return std::nullopt;
  m.chain(writes->nextInChain, {}, "WGPUPassTimestampWrites");
  gpu::PassTimestampWrites out;
  out.querySet = handle_of(writes->querySet);
  if (writes->beginningOfPassWriteIndex != WGPU_QUERY_SET_INDEX_UNDEFINED)
    out.beginningOfPassWriteIndex = writes->beginningOfPassWriteIndex;
  if (writes->endOfPassWriteIndex != WGPU_QUERY_SET_INDEX_UNDEFINED)
    out.endOfPassWriteIndex = writes->endOfPassWriteIndex;
  return out;
}
}  // namespace wgx::capi

namespace {

std::vector<uint32_t> offsets(const uint32_t* data, size_t count, const char* function) {
  if (count && !data) {
    misuse(function, "dynamicOffsets is NULL with a dynamicOffsetCount; no offsets are used");
    return {};
  }
  return std::vector<uint32_t>(data, data + count);
}

gpu::TexelCopyBufferInfo buffer_copy(const WGPUTexelCopyBufferInfo& info) {
  return gpu::TexelCopyBufferInfo{buffer_layout(info.layout), handle_of(info.buffer)};
}

}  // namespace

extern "C" {

// ---- Command encoder ---------------------------------------------------------------------------

WGPUCommandBuffer wgpuCommandEncoderFinish(WGPUCommandEncoder commandEncoder,
                                           WGPUCommandBufferDescriptor const* descriptor) {
  WGX_REQUIRE(commandEncoder, nullptr);
  Marshal m{commandEncoder->device, __func__};
  gpu::CommandBufferDescriptor d;
  if (descriptor) {
    m.chain(descriptor->nextInChain, {}, "WGPUCommandBufferDescriptor");
    d.label = m.string(descriptor->label);
  }
  m.report();
  return wrap<WGPUCommandBufferImpl>(commandEncoder->handle.finish(d), commandEncoder->events);
}

WGPUComputePassEncoder wgpuCommandEncoderBeginComputePass(WGPUCommandEncoder commandEncoder,
                                                          WGPUComputePassDescriptor const* descriptor) {
  WGX_REQUIRE(commandEncoder, nullptr);
  Marshal m{commandEncoder->device, __func__};
  gpu::ComputePassDescriptor d;
  if (descriptor) {
    m.chain(descriptor->nextInChain, {}, "WGPUComputePassDescriptor");
    d.label = m.string(descriptor->label);
    d.timestampWrites = timestamp_writes(m, descriptor->timestampWrites);
  }
  m.report();
  return wrap<WGPUComputePassEncoderImpl>(commandEncoder->handle.beginComputePass(d), commandEncoder->events);
}

WGPURenderPassEncoder wgpuCommandEncoderBeginRenderPass(WGPUCommandEncoder commandEncoder,
                                                        WGPURenderPassDescriptor const* descriptor) {
  WGX_REQUIRE(commandEncoder, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{commandEncoder->device, __func__};
  gpu::RenderPassDescriptor d = render_pass_descriptor(m, *descriptor);
  if (!m.report()) d = gpu::RenderPassDescriptor{};  // an invalid pass: the encoder reports its use
  return wrap<WGPURenderPassEncoderImpl>(commandEncoder->handle.beginRenderPass(d), commandEncoder->events);
}

void wgpuCommandEncoderCopyBufferToBuffer(WGPUCommandEncoder commandEncoder, WGPUBuffer source, uint64_t sourceOffset,
                                          WGPUBuffer destination, uint64_t destinationOffset, uint64_t size) {
  WGX_REQUIRE(commandEncoder, );
  commandEncoder->handle.copyBufferToBuffer(handle_of(source), sourceOffset, handle_of(destination),
                                            destinationOffset, size);
}

void wgpuCommandEncoderCopyBufferToTexture(WGPUCommandEncoder commandEncoder, WGPUTexelCopyBufferInfo const* source,
                                           WGPUTexelCopyTextureInfo const* destination, WGPUExtent3D const* copySize) {
  WGX_REQUIRE(commandEncoder, );
  WGX_REQUIRE(source, );
  WGX_REQUIRE(destination, );
  WGX_REQUIRE(copySize, );
  Marshal m{commandEncoder->device, __func__};
  gpu::TexelCopyTextureInfo target = texture_copy(m, *destination);
  if (!m.report()) return;
  commandEncoder->handle.copyBufferToTexture(buffer_copy(*source), target, extent(*copySize));
}

void wgpuCommandEncoderCopyTextureToBuffer(WGPUCommandEncoder commandEncoder, WGPUTexelCopyTextureInfo const* source,
                                           WGPUTexelCopyBufferInfo const* destination, WGPUExtent3D const* copySize) {
  WGX_REQUIRE(commandEncoder, );
  WGX_REQUIRE(source, );
  WGX_REQUIRE(destination, );
  WGX_REQUIRE(copySize, );
  Marshal m{commandEncoder->device, __func__};
  gpu::TexelCopyTextureInfo from = texture_copy(m, *source);
  if (!m.report()) return;
  commandEncoder->handle.copyTextureToBuffer(from, buffer_copy(*destination), extent(*copySize));
}

void wgpuCommandEncoderCopyTextureToTexture(WGPUCommandEncoder commandEncoder, WGPUTexelCopyTextureInfo const* source,
                                            WGPUTexelCopyTextureInfo const* destination,
                                            WGPUExtent3D const* copySize) {
  WGX_REQUIRE(commandEncoder, );
  WGX_REQUIRE(source, );
  WGX_REQUIRE(destination, );
  WGX_REQUIRE(copySize, );
  Marshal m{commandEncoder->device, __func__};
  gpu::TexelCopyTextureInfo from = texture_copy(m, *source);
  gpu::TexelCopyTextureInfo to = texture_copy(m, *destination);
  if (!m.report()) return;
  commandEncoder->handle.copyTextureToTexture(from, to, extent(*copySize));
}

void wgpuCommandEncoderClearBuffer(WGPUCommandEncoder commandEncoder, WGPUBuffer buffer, uint64_t offset,
                                   uint64_t size) {
  WGX_REQUIRE(commandEncoder, );
  commandEncoder->handle.clearBuffer(handle_of(buffer), offset, size);
}

void wgpuCommandEncoderInsertDebugMarker(WGPUCommandEncoder commandEncoder, WGPUStringView markerLabel) {
  WGX_REQUIRE(commandEncoder, );
  commandEncoder->handle.insertDebugMarker(to_string(markerLabel, __func__));
}

void wgpuCommandEncoderPopDebugGroup(WGPUCommandEncoder commandEncoder) {
  WGX_REQUIRE(commandEncoder, );
  commandEncoder->handle.popDebugGroup();
}

void wgpuCommandEncoderPushDebugGroup(WGPUCommandEncoder commandEncoder, WGPUStringView groupLabel) {
  WGX_REQUIRE(commandEncoder, );
  commandEncoder->handle.pushDebugGroup(to_string(groupLabel, __func__));
}

void wgpuCommandEncoderResolveQuerySet(WGPUCommandEncoder commandEncoder, WGPUQuerySet querySet, uint32_t firstQuery,
                                       uint32_t queryCount, WGPUBuffer destination, uint64_t destinationOffset) {
  WGX_REQUIRE(commandEncoder, );
  commandEncoder->handle.resolveQuerySet(handle_of(querySet), firstQuery, queryCount, handle_of(destination),
                                         destinationOffset);
}

// writeTimestamp is not WebGPU's (only Dawn's, behind a toggle): a validation error, as Dawn
// gives without the feature that allows it.
void wgpuCommandEncoderWriteTimestamp(WGPUCommandEncoder commandEncoder, WGPUQuerySet, uint32_t) {
  WGX_REQUIRE(commandEncoder, );
  commandEncoder->device.injectError(gpu::ErrorType::Validation,
                                     "wgpuCommandEncoderWriteTimestamp: writing timestamps between passes is not "
                                     "supported by wgx (use a pass's timestampWrites)");
}

// ---- Compute pass ------------------------------------------------------------------------------

void wgpuComputePassEncoderInsertDebugMarker(WGPUComputePassEncoder pass, WGPUStringView markerLabel) {
  WGX_REQUIRE(pass, );
  pass->handle.insertDebugMarker(to_string(markerLabel, __func__));
}

void wgpuComputePassEncoderPopDebugGroup(WGPUComputePassEncoder pass) {
  WGX_REQUIRE(pass, );
  pass->handle.popDebugGroup();
}

void wgpuComputePassEncoderPushDebugGroup(WGPUComputePassEncoder pass, WGPUStringView groupLabel) {
  WGX_REQUIRE(pass, );
  pass->handle.pushDebugGroup(to_string(groupLabel, __func__));
}

void wgpuComputePassEncoderSetPipeline(WGPUComputePassEncoder pass, WGPUComputePipeline pipeline) {
  WGX_REQUIRE(pass, );
  pass->handle.setPipeline(handle_of(pipeline));
}

void wgpuComputePassEncoderSetBindGroup(WGPUComputePassEncoder pass, uint32_t groupIndex, WGPUBindGroup group,
                                        size_t dynamicOffsetCount, uint32_t const* dynamicOffsets) {
  WGX_REQUIRE(pass, );
  pass->handle.setBindGroup(groupIndex, handle_of(group), offsets(dynamicOffsets, dynamicOffsetCount, __func__));
}

void wgpuComputePassEncoderDispatchWorkgroups(WGPUComputePassEncoder pass, uint32_t x, uint32_t y, uint32_t z) {
  WGX_REQUIRE(pass, );
  pass->handle.dispatchWorkgroups(x, y, z);
}

void wgpuComputePassEncoderDispatchWorkgroupsIndirect(WGPUComputePassEncoder pass, WGPUBuffer indirectBuffer,
                                                      uint64_t indirectOffset) {
  WGX_REQUIRE(pass, );
  pass->handle.dispatchWorkgroupsIndirect(handle_of(indirectBuffer), indirectOffset);
}

void wgpuComputePassEncoderEnd(WGPUComputePassEncoder pass) {
  WGX_REQUIRE(pass, );
  pass->handle.end();
}

// ---- Render pass and render bundle encoder (their common commands) ------------------------------

#define WGX_RENDER_COMMANDS(Type, Impl)                                                                           \
  void wgpu##Type##SetPipeline(Impl encoder, WGPURenderPipeline pipeline) {                                       \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.setPipeline(handle_of(pipeline));                                                             \
  }                                                                                                               \
  void wgpu##Type##SetBindGroup(Impl encoder, uint32_t groupIndex, WGPUBindGroup group, size_t dynamicOffsetCount, \
                                uint32_t const* dynamicOffsets) {                                                 \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.setBindGroup(groupIndex, handle_of(group), offsets(dynamicOffsets, dynamicOffsetCount, __func__)); \
  }                                                                                                               \
  void wgpu##Type##Draw(Impl encoder, uint32_t vertexCount, uint32_t instanceCount, uint32_t firstVertex,         \
                        uint32_t firstInstance) {                                                                 \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.draw(vertexCount, instanceCount, firstVertex, firstInstance);                                \
  }                                                                                                               \
  void wgpu##Type##DrawIndexed(Impl encoder, uint32_t indexCount, uint32_t instanceCount, uint32_t firstIndex,    \
                               int32_t baseVertex, uint32_t firstInstance) {                                      \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.drawIndexed(indexCount, instanceCount, firstIndex, baseVertex, firstInstance);               \
  }                                                                                                               \
  void wgpu##Type##DrawIndirect(Impl encoder, WGPUBuffer indirectBuffer, uint64_t indirectOffset) {               \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.drawIndirect(handle_of(indirectBuffer), indirectOffset);                                     \
  }                                                                                                               \
  void wgpu##Type##DrawIndexedIndirect(Impl encoder, WGPUBuffer indirectBuffer, uint64_t indirectOffset) {        \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.drawIndexedIndirect(handle_of(indirectBuffer), indirectOffset);                              \
  }                                                                                                               \
  void wgpu##Type##InsertDebugMarker(Impl encoder, WGPUStringView markerLabel) {                                  \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.insertDebugMarker(to_string(markerLabel, __func__));                                         \
  }                                                                                                               \
  void wgpu##Type##PopDebugGroup(Impl encoder) {                                                                  \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.popDebugGroup();                                                                              \
  }                                                                                                               \
  void wgpu##Type##PushDebugGroup(Impl encoder, WGPUStringView groupLabel) {                                      \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.pushDebugGroup(to_string(groupLabel, __func__));                                             \
  }                                                                                                               \
  void wgpu##Type##SetVertexBuffer(Impl encoder, uint32_t slot, WGPUBuffer buffer, uint64_t offset, uint64_t size) { \
    WGX_REQUIRE(encoder, );                                                                                       \
    encoder->handle.setVertexBuffer(slot, handle_of(buffer), offset, size);                                      \
  }                                                                                                               \
  void wgpu##Type##SetIndexBuffer(Impl encoder, WGPUBuffer buffer, WGPUIndexFormat format, uint64_t offset,       \
                                  uint64_t size) {                                                                \
    WGX_REQUIRE(encoder, );                                                                                       \
    auto f = from_c<gpu::IndexFormat>(format);                                                                    \
    encoder->handle.setIndexBuffer(handle_of(buffer), f ? *f : gpu::IndexFormat::Undefined, offset, size);       \
  }

WGX_RENDER_COMMANDS(RenderPassEncoder, WGPURenderPassEncoder)
WGX_RENDER_COMMANDS(RenderBundleEncoder, WGPURenderBundleEncoder)
#undef WGX_RENDER_COMMANDS

WGPURenderBundle wgpuRenderBundleEncoderFinish(WGPURenderBundleEncoder encoder,
                                               WGPURenderBundleDescriptor const* descriptor) {
  WGX_REQUIRE(encoder, nullptr);
  gpu::RenderBundleDescriptor d;
  if (descriptor) d.label = to_string(descriptor->label, __func__);
  return wrap<WGPURenderBundleImpl>(encoder->handle.finish(d), encoder->events);
}

void wgpuRenderPassEncoderExecuteBundles(WGPURenderPassEncoder pass, size_t bundleCount,
                                         WGPURenderBundle const* bundles) {
  WGX_REQUIRE(pass, );
  if (bundleCount && !bundles) return misuse(__func__, "bundles is NULL with a bundleCount");
  std::vector<gpu::RenderBundle> list;
  for (size_t i = 0; i < bundleCount; i++) list.push_back(handle_of(bundles[i]));
  pass->handle.executeBundles(list);
}

void wgpuRenderPassEncoderSetStencilReference(WGPURenderPassEncoder pass, uint32_t reference) {
  WGX_REQUIRE(pass, );
  pass->handle.setStencilReference(reference);
}

void wgpuRenderPassEncoderSetBlendConstant(WGPURenderPassEncoder pass, WGPUColor const* color) {
  WGX_REQUIRE(pass, );
  WGX_REQUIRE(color, );
  pass->handle.setBlendConstant(gpu::Color{color->r, color->g, color->b, color->a});
}

void wgpuRenderPassEncoderSetViewport(WGPURenderPassEncoder pass, float x, float y, float width, float height,
                                      float minDepth, float maxDepth) {
  WGX_REQUIRE(pass, );
  pass->handle.setViewport(x, y, width, height, minDepth, maxDepth);
}

void wgpuRenderPassEncoderSetScissorRect(WGPURenderPassEncoder pass, uint32_t x, uint32_t y, uint32_t width,
                                         uint32_t height) {
  WGX_REQUIRE(pass, );
  pass->handle.setScissorRect(x, y, width, height);
}

void wgpuRenderPassEncoderBeginOcclusionQuery(WGPURenderPassEncoder pass, uint32_t queryIndex) {
  WGX_REQUIRE(pass, );
  pass->handle.beginOcclusionQuery(queryIndex);
}

void wgpuRenderPassEncoderEndOcclusionQuery(WGPURenderPassEncoder pass) {
  WGX_REQUIRE(pass, );
  pass->handle.endOcclusionQuery();
}

void wgpuRenderPassEncoderEnd(WGPURenderPassEncoder pass) {
  WGX_REQUIRE(pass, );
  pass->handle.end();
}

}  // extern "C"
