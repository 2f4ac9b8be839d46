// The native side of textures, texture views and samplers: createTexture, createView and
// createSampler (destroyTexture is queue work, in queue.cpp), the texture and sampler members of
// bind group layout entries and bind group entries, render attachments' views, and the engine's
// format list (textureFormats) that lib/texture.js validates GPUTextureFormat strings against.
// Enum members arrive as WebGPU's strings, already checked by the JavaScript layer; an unknown one
// here is a TypeError.
#include <array>
#include <string_view>

#include "native.h"

namespace wgx::node {
namespace {

// createTexture(device, {label, size: {width, height, depthOrArrayLayers}, mipLevelCount,
// sampleCount, dimension, format, usage, viewFormats})
Napi::Value CreateTexture(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::TextureDescriptor d;
  d.label = member_string(desc, "label");
  Napi::Object size = member_object(desc, "size");
  d.size = {member_u32(size, "width", 0), member_u32(size, "height", 1), member_u32(size, "depthOrArrayLayers", 1)};
  d.mipLevelCount = member_u32(desc, "mipLevelCount", 1);
  d.sampleCount = member_u32(desc, "sampleCount", 1);
  d.dimension = member_enum(desc, "dimension", gpu::TextureDimension::D2);
  d.format = format_of(env, member_string(desc, "format"));
  d.usage = member_u32(desc, "usage", 0);
  Napi::Value views = desc.Get("viewFormats");
  if (views.IsArray())
    for (uint32_t i = 0; i < views.As<Napi::Array>().Length(); i++)
      d.viewFormats.push_back(format_of(env, views.As<Napi::Array>().Get(i).ToString().Utf8Value()));
  ErrorCollector collector;
  auto boxed = box(Kind::Texture);
  boxed->texture = device->device.createTexture(d);
  return call_result(env, wrap(env, boxed), collector);
}

gpu::TextureViewDescriptor view_descriptor(const Napi::Object& desc) {
  gpu::TextureViewDescriptor d;
  d.label = member_string(desc, "label");
  d.format = format_of(desc.Env(), member_string(desc, "format"));
  d.dimension = member_enum(desc, "dimension", gpu::TextureViewDimension::Undefined);
  d.usage = member_u32(desc, "usage", 0);
  d.aspect = member_enum(desc, "aspect", gpu::TextureAspect::All);
  d.baseMipLevel = member_u32(desc, "baseMipLevel", 0);
  d.mipLevelCount = member_u32(desc, "mipLevelCount", gpu::kMipLevelCountUndefined);
  d.baseArrayLayer = member_u32(desc, "baseArrayLayer", 0);
  d.arrayLayerCount = member_u32(desc, "arrayLayerCount", gpu::kArrayLayerCountUndefined);
  return d;
}

// createView(texture, {label, format, dimension, usage, aspect, baseMipLevel, mipLevelCount,
// baseArrayLayer, arrayLayerCount}); "" for an undefined format or dimension.
Napi::Value CreateView(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto texture = unwrap(info[0], Kind::Texture, "texture");
  gpu::TextureViewDescriptor d = view_descriptor(arg_object(info, 1, "descriptor"));
  ErrorCollector collector;
  auto boxed = box(Kind::TextureView);
  boxed->texture_view = texture->texture.createView(d);
  return call_result(env, wrap(env, boxed), collector);
}

// createSampler(device, {label, addressModeU/V/W, magFilter, minFilter, mipmapFilter, lodMinClamp,
// lodMaxClamp, compare ("" for none), maxAnisotropy})
Napi::Value CreateSampler(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto device = unwrap(info[0], Kind::Device, "device");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::SamplerDescriptor d;
  d.label = member_string(desc, "label");
  d.addressModeU = member_enum(desc, "addressModeU", gpu::AddressMode::ClampToEdge);
  d.addressModeV = member_enum(desc, "addressModeV", gpu::AddressMode::ClampToEdge);
  d.addressModeW = member_enum(desc, "addressModeW", gpu::AddressMode::ClampToEdge);
  d.magFilter = member_enum(desc, "magFilter", gpu::FilterMode::Nearest);
  d.minFilter = member_enum(desc, "minFilter", gpu::FilterMode::Nearest);
  d.mipmapFilter = member_enum(desc, "mipmapFilter", gpu::MipmapFilterMode::Nearest);
  d.lodMinClamp = static_cast<float>(member_double(desc, "lodMinClamp", 0));
  d.lodMaxClamp = static_cast<float>(member_double(desc, "lodMaxClamp", 32));
  d.compare = member_enum(desc, "compare", gpu::CompareFunction::Undefined);
  d.maxAnisotropy = static_cast<uint16_t>(member_u32(desc, "maxAnisotropy", 1));
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

void layout_texture_members(const Napi::Object& e, gpu::BindGroupLayoutEntry* out) {
  if (e.Get("sampler").IsObject())
    out->sampler =
        gpu::SamplerBindingLayout{member_enum(member_object(e, "sampler"), "type", gpu::SamplerBindingType::Filtering)};
  if (e.Get("texture").IsObject()) {
    Napi::Object t = member_object(e, "texture");
    gpu::TextureBindingLayout layout;
    layout.sampleType = member_enum(t, "sampleType", gpu::TextureSampleType::Float);
    layout.viewDimension = member_enum(t, "viewDimension", gpu::TextureViewDimension::D2);
    layout.multisampled = member_bool(t, "multisampled");
    out->texture = layout;
  }
  if (e.Get("storageTexture").IsObject()) {
    Napi::Object t = member_object(e, "storageTexture");
    gpu::StorageTextureBindingLayout layout;
    layout.access = member_enum(t, "access", gpu::StorageTextureAccess::WriteOnly);
    layout.format = format_of(e.Env(), member_string(t, "format"));
    layout.viewDimension = member_enum(t, "viewDimension", gpu::TextureViewDimension::D2);
    out->storageTexture = layout;
  }
  if (e.Get("externalTexture").IsObject()) out->externalTexture = gpu::ExternalTextureBindingLayout{};
}

bool group_texture_resource(const Napi::Value& resource, gpu::BindGroupEntry* out) {
  std::optional<Kind> kind = kind_of(resource);
  if (kind == Kind::Sampler)
    out->sampler = unwrap(resource, Kind::Sampler, "resource")->sampler;
  else if (kind == Kind::TextureView)
    out->textureView = unwrap(resource, Kind::TextureView, "resource")->texture_view;
  else if (kind == Kind::Texture)  // a GPUTexture binds as its default view (createBindGroup reports an invalid one)
    out->textureView = default_view(*unwrap(resource, Kind::Texture, "resource"));
  else
    return false;
  return true;
}

gpu::TextureView attachment_view(const Napi::Value& value, const char* what) {
  if (kind_of(value) == Kind::Texture) return default_view(*unwrap(value, Kind::Texture, what));
  return unwrap(value, Kind::TextureView, what)->texture_view;
}

namespace {

Napi::Object as_object(const Napi::Value& value, const char* what) {
  if (!value.IsObject()) throw Napi::TypeError::New(value.Env(), std::string(what) + " is not an object.");
  return value.As<Napi::Object>();
}

}  // namespace

gpu::TexelCopyTextureInfo texel_copy_texture(const Napi::Value& value) {
  Napi::Object o = as_object(value, "texel copy texture info");
  gpu::TexelCopyTextureInfo info;
  info.texture = unwrap(o.Get("texture"), Kind::Texture, "texture")->texture;
  info.mipLevel = member_u32(o, "mipLevel", 0);
  Napi::Object origin = member_object(o, "origin");
  info.origin = {member_u32(origin, "x", 0), member_u32(origin, "y", 0), member_u32(origin, "z", 0)};
  info.aspect = member_enum(o, "aspect", gpu::TextureAspect::All);
  return info;
}

gpu::TexelCopyBufferLayout texel_copy_layout(const Napi::Value& value) {
  Napi::Object o = as_object(value, "texel copy buffer layout");
  return {member_u64(o, "offset", 0), member_u32(o, "bytesPerRow", gpu::kCopyStrideUndefined),
          member_u32(o, "rowsPerImage", gpu::kCopyStrideUndefined)};
}

gpu::TexelCopyBufferInfo texel_copy_buffer(const Napi::Value& value) {
  Napi::Object o = as_object(value, "texel copy buffer info");
  return {texel_copy_layout(value), unwrap(o.Get("buffer"), Kind::Buffer, "buffer")->buffer};
}

gpu::Extent3D extent_of(const Napi::Value& value) {
  Napi::Object o = as_object(value, "extent");
  return {member_u32(o, "width", 0), member_u32(o, "height", 1), member_u32(o, "depthOrArrayLayers", 1)};
}

void init_texture(Napi::Env env, Napi::Object exports) {
  exports.Set("createTexture", Napi::Function::New(env, CreateTexture));
  exports.Set("createView", Napi::Function::New(env, CreateView));
  exports.Set("createSampler", Napi::Function::New(env, CreateSampler));
  exports.Set("textureFormats", Napi::Function::New(env, TextureFormats));
}

}  // namespace wgx::node
