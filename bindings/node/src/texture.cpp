// The native side of textures, texture views and samplers: createTexture, createView and
// createSampler (destroyTexture is queue work, in queue.cpp; their descriptors are read by
// dictionary_readers.cpp), a texture's default view where a view is taken, and the engine's format
// list (textureFormats) that lib/internal.js hands the WebIDL conversions.
#include "read.h"

namespace wgx::node {
namespace {

// createTexture(device, GPUTextureDescriptor)
Napi::Value CreateTexture(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::TextureDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::Texture);
  boxed->texture = device->device.createTexture(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createView(texture, GPUTextureViewDescriptor)
Napi::Value CreateView(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto texture = unwrap(info[0], Kind::Texture, "texture");
  auto d = read_as<gpu::TextureViewDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::TextureView);
  boxed->texture_view = texture->texture.createView(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createSampler(device, GPUSamplerDescriptor)
Napi::Value CreateSampler(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  auto d = read_as<gpu::SamplerDescriptor>(info[1]);
  ErrorCollector collector;
  auto boxed = box(Kind::Sampler);
  boxed->sampler = device->device.createSampler(d);
  return call_result(env, wrap(env, boxed), collector);
}

// textureFormats() -> [[name, required feature ("" for none)], ...]
Napi::Value TextureFormats(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Array out = Napi::Array::New(env);
  uint32_t n = 0;
#define WGX_TEXTURE_FORMAT(Enum, name, feature, ...) \
  {                                                  \
    Napi::Array row = Napi::Array::New(env, 2);      \
    row.Set(0u, Napi::String::New(env, name));       \
    row.Set(1u, Napi::String::New(env, feature));    \
    out.Set(n++, row);                               \
  }
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
  return out;
}

// A texture's default view, made without an error of its own: an invalid texture's view is
// invalid, and the call that uses it reports that.
gpu::TextureView default_view(const Boxed& texture) {
  ErrorCollector quiet;
  gpu::TextureView view = texture.texture.createView();
  quiet.take();
  return view;
}

}  // namespace

gpu::TextureView attachment_view(const Napi::Value& value, const char* what) {
  if (kind_of(value) == Kind::Texture) return default_view(*unwrap(value, Kind::Texture, what));
  return unwrap(value, Kind::TextureView, what)->texture_view;
}

void init_texture(Napi::Env env, Napi::Object exports) {
  exports.Set("createTexture", Napi::Function::New(env, CreateTexture));
  exports.Set("createView", Napi::Function::New(env, CreateView));
  exports.Set("createSampler", Napi::Function::New(env, CreateSampler));
  exports.Set("textureFormats", Napi::Function::New(env, TextureFormats));
}

}  // namespace wgx::node
