// The queue and the futures: writeBuffer hands its work to the device's timeline in the engine
// (writeTexture, submit and the async pipeline creations are entry_points.cpp, generated);
// mapAsync, onSubmittedWorkDone and popErrorScope take a JavaScript callback that the engine's
// future calls back (events.h); the mapped ranges go to JavaScript as copies (getMappedRange)
// written back at unmap. The errors of a call that no engine-side error scope caught go to
// JavaScript through call_result (native.h).
#include <cstring>
#include <sstream>

#include "events.h"
#include "read.h"

namespace wgx::node {
namespace {

Napi::Function arg_callback(const Napi::CallbackInfo& info, size_t index) {
  if (!info[index].IsFunction()) throw Napi::TypeError::New(info.Env(), "callback is not a function.");
  return info[index].As<Napi::Function>();
}

// writeBuffer(device, buffer, bufferOffset, bytes)
Napi::Value WriteBuffer(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  auto buffer = unwrap(info[1], Kind::Buffer, "buffer");
  uint64_t offset = arg_u64(info, 2, "bufferOffset");
  std::vector<uint8_t> bytes = arg_bytes(info, 3);
  ErrorCollector collector;
  device->device.queue().writeBuffer(buffer->buffer, offset, bytes.data(), bytes.size());
  hold_until_queue_done(device);
  return call_result(info.Env(), info.Env().Undefined(), collector);
}

// onSubmittedWorkDone(device, callback): callback() once the work submitted before has run.
Napi::Value OnSubmittedWorkDone(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  JsCallback callback(info.Env(), arg_callback(info, 1));
  hold_event_loop();
  device->device.queue().onSubmittedWorkDone([callback](gpu::QueueWorkDoneStatus) {
    release_event_loop();
    callback.call([](Napi::Env) { return std::vector<napi_value>{}; });
  });
  return info.Env().Undefined();
}

// mapAsync(device, buffer, mode, offset, size, callback): callback(status, message) with status a
// gpu::MapAsyncStatus; the validation error the call raised goes through call_result.
Napi::Value MapAsync(const Napi::CallbackInfo& info) {
  auto buffer = unwrap(info[1], Kind::Buffer, "buffer");
  uint32_t mode = arg_u32(info, 2, "mode");
  uint64_t offset = arg_u64(info, 3, "offset");
  uint64_t size = arg_u64(info, 4, "size");
  JsCallback callback(info.Env(), arg_callback(info, 5));
  ErrorCollector collector;
  hold_event_loop();
  buffer->buffer.mapAsync(mode, offset, size, [callback](gpu::MapAsyncStatus status, std::string_view message) {
    release_event_loop();
    callback.call([status, text = std::string(message)](Napi::Env env) {
      return std::vector<napi_value>{Napi::Number::New(env, static_cast<int>(status)), Napi::String::New(env, text)};
    });
  });
  return call_result(info.Env(), info.Env().Undefined(), collector);
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
  ErrorCollector collector;  // JavaScript throws instead of raising these
  const void* range =
      writable ? buffer->buffer.getMappedRange(offset, size) : buffer->buffer.getConstMappedRange(offset, size);
  if (range == nullptr) return env.Null();
  Napi::ArrayBuffer copy = Napi::ArrayBuffer::New(env, size);
  if (size != 0) std::memcpy(copy.Data(), range, size);
  if (writable) buffer->writable_ranges.emplace_back(offset, const_cast<void*>(range));
  return copy;
}

// unmap(buffer, [[offset, ArrayBuffer], ...]): writes the writable ranges' bytes back, then
// unmaps (a mapped buffer is the application's: no queue work uses it meanwhile).
Napi::Value Unmap(const Napi::CallbackInfo& info) {
  auto buffer = unwrap(info[0], Kind::Buffer, "buffer");
  if (!info[1].IsArray()) throw Napi::TypeError::New(info.Env(), "ranges is not an array.");
  Napi::Array array = info[1].As<Napi::Array>();
  for (uint32_t i = 0; i < array.Length(); i++) {
    Napi::Value pair = array.Get(i);
    if (!pair.IsArray()) throw Napi::TypeError::New(info.Env(), "range is not an array.");
    Napi::Value offset = pair.As<Napi::Array>().Get(0u);
    Napi::Value data = pair.As<Napi::Array>().Get(1u);
    if (!offset.IsNumber() || !data.IsArrayBuffer())
      throw Napi::TypeError::New(info.Env(), "range is not [offset, ArrayBuffer].");
    Napi::ArrayBuffer bytes = data.As<Napi::ArrayBuffer>();
    auto start = static_cast<uint64_t>(offset.As<Napi::Number>().DoubleValue());
    for (const auto& [range_offset, pointer] : buffer->writable_ranges)
      if (range_offset == start && bytes.ByteLength() != 0) std::memcpy(pointer, bytes.Data(), bytes.ByteLength());
  }
  ErrorCollector collector;
  buffer->writable_ranges.clear();
  buffer->buffer.unmap();
  return call_result(info.Env(), info.Env().Undefined(), collector);
}

// destroyBuffer(buffer): the engine frees the memory once the queue work submitted before has run.
Napi::Value DestroyBuffer(const Napi::CallbackInfo& info) {
  auto buffer = unwrap(info[0], Kind::Buffer, "buffer");
  buffer->writable_ranges.clear();
  buffer->buffer.destroy();
  return info.Env().Undefined();
}

// popErrorScope(device, callback): callback(empty, code, message) once the work issued inside the
// scope has run; code -1 when the scope caught nothing, else as errors_to_js's.
Napi::Value PopErrorScope(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  JsCallback callback(info.Env(), arg_callback(info, 1));
  hold_event_loop();
  device->device.popErrorScope([callback](const gpu::PopErrorScopeResult& result) {
    release_event_loop();
    callback.call([result](Napi::Env env) {
      bool empty = result.status == gpu::PopErrorScopeStatus::EmptyStack;
      int code = result.error ? error_code(*result.error) : -1;
      std::string message = result.error ? result.error->message : "";
      return std::vector<napi_value>{Napi::Boolean::New(env, empty), Napi::Number::New(env, code),
                                     Napi::String::New(env, message)};
    });
  });
  return info.Env().Undefined();
}

// injectError(device, code, message): an error the JavaScript layer found, raised as the
// engine's own (into the engine's error scopes); what no scope caught goes through call_result.
Napi::Value InjectError(const Napi::CallbackInfo& info) {
  auto device = unwrap(info[0], Kind::Device, "device");
  uint32_t code = arg_u32(info, 1, "code");
  if (code > 2) throw Napi::TypeError::New(info.Env(), "code is not an error type.");
  std::string message = arg_string(info, 2, "message");
  ErrorCollector collector;
  device->device.injectError(static_cast<gpu::ErrorType>(code), message);
  return call_result(info.Env(), info.Env().Undefined(), collector);
}

}  // namespace

void init_queue(Napi::Env env, Napi::Object exports) {
  exports.Set("writeBuffer", Napi::Function::New(env, WriteBuffer));
  exports.Set("mapAsync", Napi::Function::New(env, MapAsync));
  exports.Set("getMappedRange", Napi::Function::New(env, GetMappedRange));
  exports.Set("unmap", Napi::Function::New(env, Unmap));
  exports.Set("destroyBuffer", Napi::Function::New(env, DestroyBuffer));
  exports.Set("onSubmittedWorkDone", Napi::Function::New(env, OnSubmittedWorkDone));
  exports.Set("popErrorScope", Napi::Function::New(env, PopErrorScope));
  exports.Set("injectError", Napi::Function::New(env, InjectError));
}

}  // namespace wgx::node
