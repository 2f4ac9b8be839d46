// The queue timeline: what runs on the worker, in the order JavaScript issued it (writeBuffer,
// submit, mapAsync, unmap, destroy, fences, the async pipeline creations), and the mapped ranges
// that the main thread hands out as copies (getMappedRange).
#include <cstring>
#include <sstream>

#include "native.h"
#include "worker.h"

namespace wgx::node {
namespace {

// A completion's error type for a sanitizer finding (the first three are gpu::ErrorType's).
constexpr int kSanitizerFinding = 3;

Napi::Function arg_callback(const Napi::CallbackInfo& info, size_t index) {
  if (!info[index].IsFunction()) throw Napi::TypeError::New(info.Env(), "callback is not a function.");
  return info[index].As<Napi::Function>();
}

// The bytes of an ArrayBuffer or ArrayBufferView argument, copied.
std::vector<uint8_t> arg_bytes(const Napi::CallbackInfo& info, size_t index) {
  Napi::Value value = info[index];
  if (value.IsTypedArray() && value.As<Napi::TypedArray>().TypedArrayType() == napi_uint8_array) {
    // Through the view's own data pointer, which a SharedArrayBuffer's views have too.
    Napi::Uint8Array view = value.As<Napi::Uint8Array>();
    return std::vector<uint8_t>(view.Data(), view.Data() + view.ByteLength());
  }
  if (value.IsTypedArray()) {
    Napi::TypedArray view = value.As<Napi::TypedArray>();
    auto* base = static_cast<uint8_t*>(view.ArrayBuffer().Data()) + view.ByteOffset();
    return std::vector<uint8_t>(base, base + view.ByteLength());
  }
  if (value.IsDataView()) {
    Napi::DataView view = value.As<Napi::DataView>();
    auto* base = static_cast<uint8_t*>(view.ArrayBuffer().Data()) + view.ByteOffset();
    return std::vector<uint8_t>(base, base + view.ByteLength());
  }
  if (value.IsArrayBuffer()) {
    Napi::ArrayBuffer buffer = value.As<Napi::ArrayBuffer>();
    auto* base = static_cast<uint8_t*>(buffer.Data());
    return std::vector<uint8_t>(base, base + buffer.ByteLength());
  }
  throw Napi::TypeError::New(info.Env(), "data is not an ArrayBuffer or ArrayBufferView.");
}

// The sanitizer's findings as text, in `wgx check`'s form (source line and carets included).
std::string render_finding(const gpu::SanitizerFinding& finding) {
  std::vector<Diagnostic> diagnostics{finding.diagnostic};
  diagnostics.insert(diagnostics.end(), finding.notes.begin(), finding.notes.end());
  std::ostringstream text;
  render_text(text, diagnostics, TextStyle{});
  if (finding.count > 1) text << "(" << finding.count << " occurrences)\n";
  return "wgx sanitizer: " + text.str();
}

// Waits for the device's queue timeline to run what was handed to it, then delivers the events it
// made ready (its errors that no engine-side scope caught arrive as uncaptured-error events, which
// the collector of the running job gathers).
void finish_queue_work(Boxed& device) {
  device.instance.waitAny(device.device.queue().onSubmittedWorkDone());
  device.instance.processEvents();
}

// writeBuffer(device, buffer, bufferOffset, bytes, callback)
Napi::Value WriteBuffer(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  auto buffer = unwrap(info[1], Kind::Buffer, "buffer");
  uint64_t offset = arg_u64(info, 2, "bufferOffset");
  auto bytes = std::make_shared<std::vector<uint8_t>>(arg_bytes(info, 3));
  enqueue(
      info.Env(),
      [device, buffer, offset, bytes](Completion&) {
        device->device.queue().writeBuffer(buffer->buffer, offset, bytes->data(), bytes->size());
      },
      arg_callback(info, 4));
  return info.Env().Undefined();
}

// writeTexture(device, {texture, mipLevel, origin, aspect}, data, {offset, bytesPerRow,
// rowsPerImage}, {width, height, depthOrArrayLayers}, callback)
Napi::Value WriteTexture(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  gpu::TexelCopyTextureInfo destination = texel_copy_texture(info[1]);
  auto bytes = std::make_shared<std::vector<uint8_t>>(arg_bytes(info, 2));
  gpu::TexelCopyBufferLayout layout = texel_copy_layout(info[3]);
  gpu::Extent3D size = extent_of(info[4]);
  enqueue(
      info.Env(),
      [device, destination, bytes, layout, size](Completion&) {
        device->device.queue().writeTexture(destination, bytes->data(), bytes->size(), layout, size);
        finish_queue_work(*device);
      },
      arg_callback(info, 5));
  return info.Env().Undefined();
}

// submit(device, [commandBuffer], callback): the completion carries the sanitizer's findings as
// errors of type 3.
Napi::Value Submit(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  if (!info[1].IsArray()) throw Napi::TypeError::New(info.Env(), "commandBuffers is not an array.");
  Napi::Array array = info[1].As<Napi::Array>();
  std::vector<gpu::CommandBuffer> buffers;
  for (uint32_t i = 0; i < array.Length(); i++)
    buffers.push_back(unwrap(array.Get(i), Kind::CommandBuffer, "command buffer")->command_buffer);
  bool sanitizing = device->settings.sanitize.any();
  enqueue(
      info.Env(),
      [device, buffers = std::move(buffers), sanitizing](Completion& done) {
        ErrorCollector collector;
        device->device.queue().submit(buffers);
        finish_queue_work(*device);
        done.errors = collector.take();
        if (!sanitizing) return;
        for (const gpu::SanitizerFinding& finding : device->device.takeSanitizerFindings())
          done.errors.push_back({static_cast<gpu::ErrorType>(kSanitizerFinding), render_finding(finding)});
      },
      arg_callback(info, 2));
  return info.Env().Undefined();
}

// mapAsync(device, buffer, mode, offset, size, callback): status is gpu::MapAsyncStatus.
Napi::Value MapAsync(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  auto buffer = unwrap(info[1], Kind::Buffer, "buffer");
  uint32_t mode = arg_u32(info, 2, "mode");
  uint64_t offset = arg_u64(info, 3, "offset");
  uint64_t size = arg_u64(info, 4, "size");
  enqueue(
      info.Env(),
      [device, buffer, mode, offset, size](Completion& done) {
        done.status = static_cast<int>(gpu::MapAsyncStatus::Aborted);
        gpu::Future future =
            buffer->buffer.mapAsync(mode, offset, size, [&done](gpu::MapAsyncStatus status, std::string_view message) {
              done.status = static_cast<int>(status);
              done.message = std::string(message);
            });
        device->instance.waitAny(future);
      },
      arg_callback(info, 5));
  return info.Env().Undefined();
}

// getMappedRange(buffer, offset, size, writable) -> a new ArrayBuffer holding a copy of the
// range, or null when the engine refuses the range. A writable range is written back by unmap.
Napi::Value GetMappedRange(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto buffer = unwrap(info[0], Kind::Buffer, "buffer");
  uint64_t offset = arg_u64(info, 1, "offset");
  uint64_t size = arg_u64(info, 2, "size");
  bool writable = info[3].ToBoolean().Value();
  if (size > (uint64_t(1) << 32)) return env.Null();
  std::lock_guard<std::mutex> lock(engine_mutex());
  ErrorCollector collector;  // JavaScript throws instead of raising these
  const void* range =
      writable ? buffer->buffer.getMappedRange(offset, size) : buffer->buffer.getConstMappedRange(offset, size);
  if (range == nullptr) return env.Null();
  Napi::ArrayBuffer copy = Napi::ArrayBuffer::New(env, size);
  if (size != 0) std::memcpy(copy.Data(), range, size);
  if (writable) buffer->writable_ranges.emplace_back(offset, const_cast<void*>(range));
  return copy;
}

// unmap(device, buffer, [[offset, ArrayBuffer], ...], callback): writes the writable ranges' bytes
// back, then unmaps, on the worker (after the work queued before it).
Napi::Value Unmap(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  auto buffer = unwrap(info[1], Kind::Buffer, "buffer");
  if (!info[2].IsArray()) throw Napi::TypeError::New(info.Env(), "ranges is not an array.");
  Napi::Array array = info[2].As<Napi::Array>();
  auto ranges = std::make_shared<std::vector<std::pair<uint64_t, std::vector<uint8_t>>>>();
  for (uint32_t i = 0; i < array.Length(); i++) {
    Napi::Value pair = array.Get(i);
    if (!pair.IsArray()) throw Napi::TypeError::New(info.Env(), "range is not an array.");
    Napi::Value offset = pair.As<Napi::Array>().Get(0u);
    Napi::Value data = pair.As<Napi::Array>().Get(1u);
    if (!offset.IsNumber() || !data.IsArrayBuffer())
      throw Napi::TypeError::New(info.Env(), "range is not [offset, ArrayBuffer].");
    Napi::ArrayBuffer bytes = data.As<Napi::ArrayBuffer>();
    auto* base = static_cast<uint8_t*>(bytes.Data());
    ranges->emplace_back(static_cast<uint64_t>(offset.As<Napi::Number>().DoubleValue()),
                         std::vector<uint8_t>(base, base + bytes.ByteLength()));
  }
  enqueue(
      info.Env(),
      [buffer, ranges](Completion&) {
        for (const auto& [offset, bytes] : *ranges) {
          for (const auto& [range_offset, pointer] : buffer->writable_ranges)
            if (range_offset == offset && !bytes.empty()) std::memcpy(pointer, bytes.data(), bytes.size());
        }
        buffer->writable_ranges.clear();
        buffer->buffer.unmap();
      },
      arg_callback(info, 3));
  (void)device;
  return info.Env().Undefined();
}

// destroyBuffer(buffer, callback)
Napi::Value DestroyBuffer(const Napi::CallbackInfo& info) {
  auto buffer = unwrap(info[0], Kind::Buffer, "buffer");
  enqueue(
      info.Env(),
      [buffer](Completion&) {
        buffer->writable_ranges.clear();
        buffer->buffer.destroy();
      },
      arg_callback(info, 1));
  return info.Env().Undefined();
}

// destroyTexture(texture, callback): on the queue timeline, after the work queued before it.
Napi::Value DestroyTexture(const Napi::CallbackInfo& info) {
  auto texture = unwrap(info[0], Kind::Texture, "texture");
  enqueue(
      info.Env(), [texture](Completion&) { texture->texture.destroy(); }, arg_callback(info, 1));
  return info.Env().Undefined();
}

// destroyDevice(device, callback)
Napi::Value DestroyDevice(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  enqueue(
      info.Env(),
      [device](Completion&) {
        device->device.destroy();
        device->instance.processEvents();
      },
      arg_callback(info, 1));
  return info.Env().Undefined();
}

// fence(callback): completes once everything queued before it has run.
Napi::Value Fence(const Napi::CallbackInfo& info) {
  enqueue(
      info.Env(), [](Completion&) {}, arg_callback(info, 0));
  return info.Env().Undefined();
}

// Makes a pipeline inside the engine's own error scopes (`make()` returns the Boxed), so that its
// error becomes the completion's status (0 made, 1 validation error, 2 internal or out-of-memory
// error) and message instead of an error of the device, as async pipeline creation reports it.
template <typename Make>
void create_pipeline_async(gpu::Device& device, Completion& done, Make make) {
  device.pushErrorScope(gpu::ErrorFilter::Validation);
  device.pushErrorScope(gpu::ErrorFilter::Internal);
  device.pushErrorScope(gpu::ErrorFilter::OutOfMemory);
  std::shared_ptr<Boxed> boxed = make();
  std::optional<gpu::Error> oom = device.popErrorScope().error;
  std::optional<gpu::Error> internal = device.popErrorScope().error;
  std::optional<gpu::Error> validation = device.popErrorScope().error;
  if (validation)
    done.status = 1, done.message = validation->message;
  else if (internal)
    done.status = 2, done.message = internal->message;
  else if (oom)
    done.status = 2, done.message = oom->message;
  done.object = std::move(boxed);
}

// createComputePipelineAsync(device, descriptor, callback): status as create_pipeline_async's;
// object: the pipeline.
Napi::Value CreateComputePipelineAsync(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  gpu::ComputePipelineDescriptor descriptor = compute_pipeline_descriptor(arg_object(info, 1, "descriptor"));
  enqueue(
      info.Env(),
      [device, descriptor](Completion& done) {
        create_pipeline_async(device->device, done, [&] {
          auto boxed = box(Kind::ComputePipeline);
          boxed->pipeline = device->device.createComputePipeline(descriptor);
          return boxed;
        });
      },
      arg_callback(info, 2));
  return info.Env().Undefined();
}

// createRenderPipelineAsync(device, descriptor, callback), as createComputePipelineAsync.
Napi::Value CreateRenderPipelineAsync(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  gpu::RenderPipelineDescriptor descriptor = render_pipeline_descriptor(arg_object(info, 1, "descriptor"));
  enqueue(
      info.Env(),
      [device, descriptor](Completion& done) {
        create_pipeline_async(device->device, done, [&] {
          auto boxed = box(Kind::RenderPipeline);
          boxed->render_pipeline = device->device.createRenderPipeline(descriptor);
          return boxed;
        });
      },
      arg_callback(info, 2));
  return info.Env().Undefined();
}

// destroyQuerySet(querySet, callback): on the queue timeline, after the work queued before it.
Napi::Value DestroyQuerySet(const Napi::CallbackInfo& info) {
  auto set = unwrap(info[0], Kind::QuerySet, "querySet");
  enqueue(
      info.Env(), [set](Completion&) { set->query_set.destroy(); }, arg_callback(info, 1));
  return info.Env().Undefined();
}

}  // namespace

void init_queue(Napi::Env env, Napi::Object exports) {
  exports.Set("writeBuffer", Napi::Function::New(env, WriteBuffer));
  exports.Set("writeTexture", Napi::Function::New(env, WriteTexture));
  exports.Set("submit", Napi::Function::New(env, Submit));
  exports.Set("mapAsync", Napi::Function::New(env, MapAsync));
  exports.Set("getMappedRange", Napi::Function::New(env, GetMappedRange));
  exports.Set("unmap", Napi::Function::New(env, Unmap));
  exports.Set("destroyBuffer", Napi::Function::New(env, DestroyBuffer));
  exports.Set("destroyDevice", Napi::Function::New(env, DestroyDevice));
  exports.Set("destroyTexture", Napi::Function::New(env, DestroyTexture));
  exports.Set("fence", Napi::Function::New(env, Fence));
  exports.Set("createComputePipelineAsync", Napi::Function::New(env, CreateComputePipelineAsync));
  exports.Set("createRenderPipelineAsync", Napi::Function::New(env, CreateRenderPipelineAsync));
  exports.Set("destroyQuerySet", Napi::Function::New(env, DestroyQuerySet));
}

}  // namespace wgx::node
