// The hand-written half of the native readers (read.h): scalars, strings, formats, a view (or a
// texture's default view), a pipeline layout or 'auto', a record as pairs, and a bind group entry's
// resource union. The dictionaries and the other objects are dictionary_readers.cpp, generated.
#include "read.h"

#include <cmath>

namespace wgx::node {
namespace {

double number(const Napi::Value& value) {
  if (!value.IsNumber()) throw Napi::TypeError::New(value.Env(), "a value is not a number.");
  return value.As<Napi::Number>().DoubleValue();
}

// An integer in [0, max], else a TypeError.
uint64_t unsigned_of(const Napi::Value& value, double max) {
  double d = number(value);
  if (!std::isfinite(d) || d < 0 || d > max) throw Napi::TypeError::New(value.Env(), "a value is out of range.");
  return static_cast<uint64_t>(d);
}

}  // namespace

Napi::Object as_object(const Napi::Value& value, const char* what) {
  if (!value.IsObject()) throw Napi::TypeError::New(value.Env(), std::string(what) + " is not an object.");
  return value.As<Napi::Object>();
}

void read(const Napi::Value& value, bool& out) { out = value.ToBoolean().Value(); }
void read(const Napi::Value& value, uint16_t& out) { out = static_cast<uint16_t>(unsigned_of(value, UINT16_MAX)); }
void read(const Napi::Value& value, uint32_t& out) { out = static_cast<uint32_t>(unsigned_of(value, UINT32_MAX)); }

void read(const Napi::Value& value, int32_t& out) {
  double d = number(value);
  if (!std::isfinite(d) || d < INT32_MIN || d > INT32_MAX)
    throw Napi::TypeError::New(value.Env(), "a value is outside the range of a long.");
  out = static_cast<int32_t>(d);
}

void read(const Napi::Value& value, uint64_t& out) {
  double d = number(value);
  if (!std::isfinite(d) || d < 0) throw Napi::TypeError::New(value.Env(), "a value is out of range.");
  out = d >= 18446744073709549568.0 ? gpu::kWholeSize : static_cast<uint64_t>(d);
}

void read(const Napi::Value& value, float& out) { out = static_cast<float>(number(value)); }
void read(const Napi::Value& value, double& out) { out = number(value); }

void read(const Napi::Value& value, std::string& out) {
  if (!value.IsString()) throw Napi::TypeError::New(value.Env(), "a value is not a string.");
  out = value.As<Napi::String>().Utf8Value();
}

void read(const Napi::Value& value, gpu::TextureFormat& out) {
  out = value.IsNull() ? gpu::TextureFormat::Undefined : format_of(value.Env(), read_as<std::string>(value));
}

void read(const Napi::Value& value, gpu::VertexFormat& out) {
  std::string name = read_as<std::string>(value);
  std::optional<gpu::VertexFormat> format = gpu::vertexFormatByName(name);
  if (!format) throw Napi::TypeError::New(value.Env(), "'" + name + "' is not a valid GPUVertexFormat.");
  out = *format;
}

void read(const Napi::Value& value, gpu::TextureView& out) { out = attachment_view(value, "a view"); }

void read(const Napi::Value& value, gpu::PipelineLayout& out) {
  out = value.IsString() ? gpu::PipelineLayout() : unwrap(value, Kind::PipelineLayout, "a member")->pipeline_layout;
}

// Pairs, not an object: a name may hold a NUL character, which a C string lookup cuts short.
void read(const Napi::Value& value, std::map<std::string, double>& out) {
  if (!value.IsArray()) throw Napi::TypeError::New(value.Env(), "a record is not a list of pairs.");
  Napi::Array array = value.As<Napi::Array>();
  for (uint32_t i = 0; i < array.Length(); i++) {
    Napi::Value pair = array.Get(i);
    if (!pair.IsArray()) throw Napi::TypeError::New(value.Env(), "a record's item is not a [key, value] pair.");
    out[read_as<std::string>(pair.As<Napi::Array>().Get(0u))] = read_as<double>(pair.As<Napi::Array>().Get(1u));
  }
}

void read_binding_resource(const Napi::Value& value, gpu::BindGroupEntry& out) {
  std::optional<Kind> kind = kind_of(value);
  if (kind == Kind::Buffer) {
    read(value, out.buffer);
  } else if (kind == Kind::Sampler) {
    read(value, out.sampler);
  } else if (kind == Kind::Texture || kind == Kind::TextureView) {
    read(value, out.textureView);
  } else {  // a GPUBufferBinding
    Napi::Object binding = as_object(value, "resource");
    read(binding.Get("buffer"), out.buffer);
    read_member(binding, "offset", out.offset);
    read_member(binding, "size", out.size);
  }
}

}  // namespace wgx::node
