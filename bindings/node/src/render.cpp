// The native side of render pipelines, render bundle encoders and query sets (their descriptors
// read by dictionary_readers.cpp): createRenderPipeline, createRenderBundleEncoder, createQuerySet,
// and the vertex format list that lib/internal.js hands the WebIDL conversions.
// createRenderPipelineAsync is queue work (queue.cpp); passes and bundle commands are
// render_pass.cpp.
#include "read.h"

namespace wgx::node {
namespace {

// createRenderPipeline(device, descriptor)
Napi::Value CreateRenderPipeline(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::RenderPipelineDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::RenderPipeline);
  boxed->render_pipeline = device->device.createRenderPipeline(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createRenderBundleEncoder(device, GPURenderBundleEncoderDescriptor): a null color format, an
// absent depth-stencil format are Undefined.
Napi::Value CreateRenderBundleEncoder(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::RenderBundleEncoderDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::RenderBundleEncoder);
  boxed->bundle_encoder = device->device.createRenderBundleEncoder(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createQuerySet(device, GPUQuerySetDescriptor)
Napi::Value CreateQuerySet(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::QuerySetDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::QuerySet);
  boxed->query_set = device->device.createQuerySet(d);
  return call_result(env, wrap(env, boxed), collector);
}

// vertexFormats() -> [name, ...]: the engine's GPUVertexFormat list (include/wgx/vertex_formats.def).
Napi::Value VertexFormats(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Array out = Napi::Array::New(env);
  uint32_t n = 0;
#define WGX_VERTEX_FORMAT(Enum, name, ...) out.Set(n++, Napi::String::New(env, name));
#include "wgx/vertex_formats.def"
#undef WGX_VERTEX_FORMAT
  return out;
}

}  // namespace

void init_render(Napi::Env env, Napi::Object exports) {
  exports.Set("createRenderPipeline", Napi::Function::New(env, CreateRenderPipeline));
  exports.Set("createRenderBundleEncoder", Napi::Function::New(env, CreateRenderBundleEncoder));
  exports.Set("createQuerySet", Napi::Function::New(env, CreateQuerySet));
  exports.Set("vertexFormats", Napi::Function::New(env, VertexFormats));
}

}  // namespace wgx::node
