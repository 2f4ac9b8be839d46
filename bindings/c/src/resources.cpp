// Buffers (mapping, state queries), shader modules (GetCompilationInfo), textures and views,
// query sets, pipelines' GetBindGroupLayout, and the queue (Submit, WriteBuffer, WriteTexture,
// OnSubmittedWorkDone).
#include <cstring>

#include "marshal.h"

using namespace wgx;
using namespace wgx::capi;

namespace wgx::capi {

gpu::TexelCopyTextureInfo texture_copy(Marshal& m, const WGPUTexelCopyTextureInfo& info) {
  gpu::TexelCopyTextureInfo out;
  out.texture = handle_of(info.texture);
  out.mipLevel = info.mipLevel;
  out.origin = {info.origin.x, info.origin.y, info.origin.z};
  out.aspect = m.enumeration(info.aspect, WGPUTextureAspect_Undefined, gpu::TextureAspect::All, "aspect");
  return out;
}

gpu::TexelCopyBufferLayout buffer_layout(const WGPUTexelCopyBufferLayout& layout) {
  return gpu::TexelCopyBufferLayout{layout.offset, layout.bytesPerRow, layout.rowsPerImage};
}

gpu::Extent3D extent(const WGPUExtent3D& e) { return gpu::Extent3D{e.width, e.height, e.depthOrArrayLayers}; }

}  // namespace wgx::capi

namespace {

// The mapping's whole range, taken from the C++ API at the first range call after the map (its
// validation error, if it refuses, is caught in a scope: webgpu.h's range calls answer NULL and
// raise no error, as Dawn's do).
char* mapped_base(WGPUBuffer buffer) {
  if (!buffer->handle || !buffer->device || buffer->handle.mapState() != gpu::BufferMapState::Mapped) return nullptr;
  if (buffer->base) return buffer->base;
  // A multiple of 4 bytes, as the C++ API asks (an invalid buffer mapped at creation may have any
  // size; its memory holds all of it).
  uint64_t size = buffer->map_size & ~uint64_t(3);
  buffer->device.pushErrorScope(gpu::ErrorFilter::Validation);
  if (buffer->map_writable) {
    buffer->base = static_cast<char*>(buffer->handle.getMappedRange(buffer->map_offset, size));
  } else {
    buffer->base = static_cast<char*>(const_cast<void*>(buffer->handle.getConstMappedRange(buffer->map_offset, size)));
  }
  buffer->device.popErrorScope();
  return buffer->base;
}

// [offset, offset + size) of the mapping, or null where webgpu.h says NULL: not mapped, writable
// from a read mapping, offset not a multiple of 8, size not a multiple of 4, outside the mapping.
char* mapped_range(WGPUBuffer buffer, size_t offset, size_t size, bool writable) {
  char* base = mapped_base(buffer);
  if (!base || (writable && !buffer->map_writable) || offset % 8 != 0) return nullptr;
  uint64_t end = buffer->map_offset + buffer->map_size;
  if (offset < buffer->map_offset || offset > end) return nullptr;
  uint64_t n = size == WGPU_WHOLE_MAP_SIZE ? end - offset : size;
  if (n % 4 != 0 || n > end - offset) return nullptr;
  return base + (offset - buffer->map_offset);
}

// A new mapping (or none): the range functions take the next one's range afresh.
void forget_mapping(WGPUBuffer buffer) { buffer->base = nullptr; }

}  // namespace


extern "C" {

// ---- Buffers -----------------------------------------------------------------------------------

WGPUFuture wgpuBufferMapAsync(WGPUBuffer buffer, WGPUMapMode mode, size_t offset, size_t size,
                              WGPUBufferMapCallbackInfo callbackInfo) {
  WGX_REQUIRE(buffer, WGPUFuture{0});
  auto [future, entry] = buffer->events->add(callbackInfo.mode, __func__);
  auto cb = callbackInfo;
  entry->cancel = [cb] {
    if (cb.callback) cb.callback(WGPUMapAsyncStatus_CallbackCancelled, view_of(""), cb.userdata1, cb.userdata2);
  };
  std::weak_ptr<Pending> weak = entry;
  uint64_t whole = size == WGPU_WHOLE_MAP_SIZE ? gpu::kWholeSize : size;
  // What the range functions will answer from once this map succeeds (a refused map leaves the
  // buffer as it was: the C++ API then reports it unmapped or still mapped as before).
  if (buffer->handle && buffer->handle.mapState() == gpu::BufferMapState::Unmapped) {
    forget_mapping(buffer);
    uint64_t bytes = buffer->handle.size();
    buffer->map_offset = offset;
    buffer->map_size = whole == gpu::kWholeSize ? (offset <= bytes ? bytes - offset : 0) : whole;
    buffer->map_writable = (mode & WGPUMapMode_Write) != 0;
  }
  buffer->handle.mapAsync(static_cast<gpu::MapModeFlags>(mode), offset, whole,
                          [weak, cb](gpu::MapAsyncStatus status, std::string_view message) {
                            std::shared_ptr<Pending> p = weak.lock();
                            if (!p) return;
                            WGPUMapAsyncStatus s = status == gpu::MapAsyncStatus::Success ? WGPUMapAsyncStatus_Success
                                                   : status == gpu::MapAsyncStatus::ValidationError
                                                       ? WGPUMapAsyncStatus_Error
                                                       : WGPUMapAsyncStatus_Aborted;
                            std::string text(message);
                            p->deliver = [cb, s, text] {
                              if (cb.callback) cb.callback(s, view_of(text), cb.userdata1, cb.userdata2);
                            };
                            p->ready = true;
                          });
  return buffer->events->registered(future);
}


void* wgpuBufferGetMappedRange(WGPUBuffer buffer, size_t offset, size_t size) {
  WGX_REQUIRE(buffer, nullptr);
  return mapped_range(buffer, offset, size, true);
}

void const* wgpuBufferGetConstMappedRange(WGPUBuffer buffer, size_t offset, size_t size) {
  WGX_REQUIRE(buffer, nullptr);
  return mapped_range(buffer, offset, size, false);
}

WGPUStatus wgpuBufferReadMappedRange(WGPUBuffer buffer, size_t offset, void* data, size_t size) {
  WGX_REQUIRE(buffer, WGPUStatus_Error);
  if (size == 0) return WGPUStatus_Success;
  WGX_REQUIRE(data, WGPUStatus_Error);
  const char* source = mapped_range(buffer, offset, size, false);
  if (!source) return WGPUStatus_Error;
  std::memcpy(data, source, size);
  return WGPUStatus_Success;
}

WGPUStatus wgpuBufferWriteMappedRange(WGPUBuffer buffer, size_t offset, void const* data, size_t size) {
  WGX_REQUIRE(buffer, WGPUStatus_Error);
  if (size == 0) return WGPUStatus_Success;
  WGX_REQUIRE(data, WGPUStatus_Error);
  char* target = mapped_range(buffer, offset, size, true);
  if (!target) return WGPUStatus_Error;
  std::memcpy(target, data, size);
  return WGPUStatus_Success;
}

WGPUBufferUsage wgpuBufferGetUsage(WGPUBuffer buffer) {
  WGX_REQUIRE(buffer, WGPUBufferUsage_None);
  return buffer->handle ? buffer->handle.usage() : WGPUBufferUsage_None;
}

uint64_t wgpuBufferGetSize(WGPUBuffer buffer) {
  WGX_REQUIRE(buffer, 0);
  return buffer->handle ? buffer->handle.size() : 0;
}

WGPUBufferMapState wgpuBufferGetMapState(WGPUBuffer buffer) {
  WGX_REQUIRE(buffer, WGPUBufferMapState_Unmapped);
  if (!buffer->handle) return WGPUBufferMapState_Unmapped;
  switch (buffer->handle.mapState()) {
    case gpu::BufferMapState::Unmapped: return WGPUBufferMapState_Unmapped;
    case gpu::BufferMapState::Pending: return WGPUBufferMapState_Pending;
    case gpu::BufferMapState::Mapped: return WGPUBufferMapState_Mapped;
  }
  return WGPUBufferMapState_Unmapped;
}

void wgpuBufferUnmap(WGPUBuffer buffer) {
  WGX_REQUIRE(buffer, );
  forget_mapping(buffer);
  buffer->handle.unmap();
}

void wgpuBufferDestroy(WGPUBuffer buffer) {
  WGX_REQUIRE(buffer, );
  forget_mapping(buffer);
  buffer->handle.destroy();
}

// ---- Shader modules ----------------------------------------------------------------------------

WGPUFuture wgpuShaderModuleGetCompilationInfo(WGPUShaderModule shaderModule,
                                              WGPUCompilationInfoCallbackInfo callbackInfo) {
  WGX_REQUIRE(shaderModule, WGPUFuture{0});
  auto [future, entry] = shaderModule->events->add(callbackInfo.mode, __func__);
  auto info = std::make_shared<gpu::CompilationInfo>(shaderModule->handle.getCompilationInfo());
  auto cb = callbackInfo;
  entry->deliver = [cb, info] {
    if (!cb.callback) return;
    std::vector<WGPUCompilationMessage> messages;
    for (const gpu::CompilationMessage& m : info->messages) {
      WGPUCompilationMessage c = WGPU_COMPILATION_MESSAGE_INIT;
      c.message = view_of(m.message);
      c.type = m.type == gpu::CompilationMessageType::Error     ? WGPUCompilationMessageType_Error
               : m.type == gpu::CompilationMessageType::Warning ? WGPUCompilationMessageType_Warning
                                                                : WGPUCompilationMessageType_Info;
      c.lineNum = m.lineNum;
      c.linePos = m.linePos;
      c.offset = m.offset;
      c.length = m.length;
      messages.push_back(c);
    }
    WGPUCompilationInfo c_info = WGPU_COMPILATION_INFO_INIT;
    c_info.messageCount = messages.size();
    c_info.messages = messages.data();
    cb.callback(WGPUCompilationInfoRequestStatus_Success, &c_info, cb.userdata1, cb.userdata2);
  };
  entry->cancel = [cb] {
    if (cb.callback) cb.callback(WGPUCompilationInfoRequestStatus_CallbackCancelled, nullptr, cb.userdata1,
                                 cb.userdata2);
  };
  entry->ready = true;
  return shaderModule->events->registered(future);
}

// ---- Pipelines ---------------------------------------------------------------------------------

WGPUBindGroupLayout wgpuComputePipelineGetBindGroupLayout(WGPUComputePipeline computePipeline, uint32_t groupIndex) {
  WGX_REQUIRE(computePipeline, nullptr);
  return wrap<WGPUBindGroupLayoutImpl>(
      computePipeline->handle ? computePipeline->handle.getBindGroupLayout(groupIndex) : gpu::BindGroupLayout(),
      computePipeline->events);
}

WGPUBindGroupLayout wgpuRenderPipelineGetBindGroupLayout(WGPURenderPipeline renderPipeline, uint32_t groupIndex) {
  WGX_REQUIRE(renderPipeline, nullptr);
  return wrap<WGPUBindGroupLayoutImpl>(
      renderPipeline->handle ? renderPipeline->handle.getBindGroupLayout(groupIndex) : gpu::BindGroupLayout(),
      renderPipeline->events);
}

// ---- Textures ----------------------------------------------------------------------------------

WGPUTextureView wgpuTextureCreateView(WGPUTexture texture, WGPUTextureViewDescriptor const* descriptor) {
  WGX_REQUIRE(texture, nullptr);
  if (!descriptor) return wrap<WGPUTextureViewImpl>(texture->handle.createView(), texture->events);
  Marshal m{gpu::Device(), __func__};
  m.chain(descriptor->nextInChain, {}, "WGPUTextureViewDescriptor");
  gpu::TextureViewDescriptor d;
  d.label = m.string(descriptor->label);
  d.format = m.texture_format(descriptor->format, "format");
  d.dimension = m.enumeration(descriptor->dimension, WGPUTextureViewDimension_Undefined,
                              gpu::TextureViewDimension::Undefined, "dimension");
  d.baseMipLevel = descriptor->baseMipLevel;
  d.mipLevelCount = descriptor->mipLevelCount;
  d.baseArrayLayer = descriptor->baseArrayLayer;
  d.arrayLayerCount = descriptor->arrayLayerCount;
  d.aspect = m.enumeration(descriptor->aspect, WGPUTextureAspect_Undefined, gpu::TextureAspect::All, "aspect");
  d.usage = static_cast<gpu::TextureUsageFlags>(descriptor->usage);
  if (!m.ok()) {
    misuse(__func__, m.fault + "; the view is invalid");
    return wrap<WGPUTextureViewImpl>(gpu::TextureView(), texture->events);
  }
  return wrap<WGPUTextureViewImpl>(texture->handle.createView(d), texture->events);
}

void wgpuTextureDestroy(WGPUTexture texture) {
  WGX_REQUIRE(texture, );
  texture->handle.destroy();
}

#define WGX_TEXTURE_GETTER(type, name, getter, fallback)      \
  type wgpuTexture##name(WGPUTexture texture) {               \
    WGX_REQUIRE(texture, fallback);                           \
    return texture->handle ? texture->handle.getter() : fallback; \
  }
WGX_TEXTURE_GETTER(uint32_t, GetWidth, width, 0)
WGX_TEXTURE_GETTER(uint32_t, GetHeight, height, 0)
WGX_TEXTURE_GETTER(uint32_t, GetDepthOrArrayLayers, depthOrArrayLayers, 0)
WGX_TEXTURE_GETTER(uint32_t, GetMipLevelCount, mipLevelCount, 0)
WGX_TEXTURE_GETTER(uint32_t, GetSampleCount, sampleCount, 0)
WGX_TEXTURE_GETTER(WGPUTextureUsage, GetUsage, usage, WGPUTextureUsage_None)
#undef WGX_TEXTURE_GETTER

WGPUTextureDimension wgpuTextureGetDimension(WGPUTexture texture) {
  WGX_REQUIRE(texture, WGPUTextureDimension_Undefined);
  if (!texture->handle) return WGPUTextureDimension_Undefined;
  return static_cast<WGPUTextureDimension>(to_c(texture->handle.dimension()));
}

WGPUTextureFormat wgpuTextureGetFormat(WGPUTexture texture) {
  WGX_REQUIRE(texture, WGPUTextureFormat_Undefined);
  if (!texture->handle) return WGPUTextureFormat_Undefined;
  return texture_format_to_c(texture->handle.format());
}

// ---- Query sets --------------------------------------------------------------------------------

WGPUQueryType wgpuQuerySetGetType(WGPUQuerySet querySet) {
  WGX_REQUIRE(querySet, WGPUQueryType_Occlusion);
  return static_cast<WGPUQueryType>(to_c(querySet->handle ? querySet->handle.type() : gpu::QueryType::Occlusion));
}

uint32_t wgpuQuerySetGetCount(WGPUQuerySet querySet) {
  WGX_REQUIRE(querySet, 0);
  return querySet->handle ? querySet->handle.count() : 0;
}

void wgpuQuerySetDestroy(WGPUQuerySet querySet) {
  WGX_REQUIRE(querySet, );
  querySet->handle.destroy();
}

// ---- Queue -------------------------------------------------------------------------------------

void wgpuQueueSubmit(WGPUQueue queue, size_t commandCount, WGPUCommandBuffer const* commands) {
  WGX_REQUIRE(queue, );
  if (commandCount && !commands) return misuse(__func__, "commands is NULL with a commandCount");
  std::vector<gpu::CommandBuffer> buffers;
  for (size_t i = 0; i < commandCount; i++) buffers.push_back(handle_of(commands[i]));
  queue->handle.submit(buffers);
}

void wgpuQueueWriteBuffer(WGPUQueue queue, WGPUBuffer buffer, uint64_t bufferOffset, void const* data, size_t size) {
  WGX_REQUIRE(queue, );
  if (size && !data) return misuse(__func__, "data is NULL with a size");
  queue->handle.writeBuffer(handle_of(buffer), bufferOffset, data, size);
}

void wgpuQueueWriteTexture(WGPUQueue queue, WGPUTexelCopyTextureInfo const* destination, void const* data,
                           size_t dataSize, WGPUTexelCopyBufferLayout const* dataLayout,
                           WGPUExtent3D const* writeSize) {
  WGX_REQUIRE(queue, );
  WGX_REQUIRE(destination, );
  WGX_REQUIRE(dataLayout, );
  WGX_REQUIRE(writeSize, );
  if (dataSize && !data) return misuse(__func__, "data is NULL with a dataSize");
  Marshal m{queue->device, __func__};
  gpu::TexelCopyTextureInfo target = texture_copy(m, *destination);
  if (!m.report()) return;
  queue->handle.writeTexture(target, data, dataSize, buffer_layout(*dataLayout), extent(*writeSize));
}

WGPUFuture wgpuQueueOnSubmittedWorkDone(WGPUQueue queue, WGPUQueueWorkDoneCallbackInfo callbackInfo) {
  WGX_REQUIRE(queue, WGPUFuture{0});
  auto [future, entry] = queue->events->add(callbackInfo.mode, __func__);
  auto cb = callbackInfo;
  entry->cancel = [cb] {
    if (cb.callback) cb.callback(WGPUQueueWorkDoneStatus_CallbackCancelled, view_of(""), cb.userdata1, cb.userdata2);
  };
  std::weak_ptr<Pending> weak = entry;
  queue->handle.onSubmittedWorkDone([weak, cb](gpu::QueueWorkDoneStatus status) {
    std::shared_ptr<Pending> p = weak.lock();
    if (!p) return;
    WGPUQueueWorkDoneStatus s =
        status == gpu::QueueWorkDoneStatus::Success ? WGPUQueueWorkDoneStatus_Success : WGPUQueueWorkDoneStatus_Error;
    p->deliver = [cb, s] {
      if (cb.callback)
        cb.callback(s, view_of(s == WGPUQueueWorkDoneStatus_Success ? "" : "The device was lost."), cb.userdata1,
                    cb.userdata2);
    };
    p->ready = true;
  });
  return queue->events->registered(future);
}

}  // extern "C"
