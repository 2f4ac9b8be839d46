// The native side of formats and views that entry_points.cpp (generated) does not make: the
// engine's texture and vertex format lists (textureFormats, vertexFormats) that lib/internal.js
// hands the WebIDL conversions, and a texture's default view where a view is taken.
#include "read.h"

namespace wgx::node {
namespace {

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
  exports.Set("textureFormats", Napi::Function::New(env, TextureFormats));
  exports.Set("vertexFormats", Napi::Function::New(env, VertexFormats));
}

}  // namespace wgx::node
