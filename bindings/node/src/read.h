// The native readers of what lib/dictionaries.js converts: read(value, out) for each C++ type a
// gpu:: descriptor field has (numbers, strings, enums from WebGPU's strings, formats, handles from
// the provider's objects, and std::optional and std::vector of any of them); the dictionaries'
// own readers and those of the other objects are generated from the API description
// (dictionary_readers.h). The JavaScript layer
// has converted every value by WebIDL already: a wrong one here (a direct call of the native
// module) is a TypeError, never a crash.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "dictionary_readers.h"
#include "native.h"

namespace wgx::node {

// `value` as an object, else a TypeError naming `what`.
Napi::Object as_object(const Napi::Value& value, const char* what);

void read(const Napi::Value& value, bool& out);
void read(const Napi::Value& value, uint16_t& out);
void read(const Napi::Value& value, uint32_t& out);
void read(const Napi::Value& value, int32_t& out);
void read(const Napi::Value& value, uint64_t& out);  // 2^64 and above: kWholeSize
void read(const Napi::Value& value, float& out);
void read(const Napi::Value& value, double& out);
void read(const Napi::Value& value, std::string& out);
void read(const Napi::Value& value, gpu::TextureFormat& out);  // null: Undefined
void read(const Napi::Value& value, gpu::VertexFormat& out);
void read(const Napi::Value& value, gpu::TextureView& out);               // a texture: its default view
void read(const Napi::Value& value, gpu::PipelineLayout& out);            // 'auto': a null layout
void read(const Napi::Value& value, std::map<std::string, double>& out);  // [[key, value], ...]
// A GPUBindGroupEntry's resource: a buffer, a GPUBufferBinding, a sampler, a texture view or a
// texture (its default view).
void read_binding_resource(const Napi::Value& value, gpu::BindGroupEntry& out);

// An enum of gpu_enums.h from its WebGPU string.
template <typename E>
requires requires { gpu::EnumStrings<E>::values; }
void read(const Napi::Value& value, E& out) {
  if (!value.IsString())
    throw Napi::TypeError::New(value.Env(), std::string(gpu::EnumStrings<E>::idl) + " is not a string.");
  out = enum_of<E>(value.Env(), value.As<Napi::String>().Utf8Value(), gpu::EnumStrings<E>::idl.data());
}

template <typename T>
void read(const Napi::Value& value, std::optional<T>& out);
template <typename T>
void read(const Napi::Value& value, std::vector<T>& out);

// T?: null is nullopt.
template <typename T>
void read(const Napi::Value& value, std::optional<T>& out) {
  if (value.IsNull()) {
    out.reset();
    return;
  }
  read(value, out.emplace());
}

template <typename T>
void read(const Napi::Value& value, std::vector<T>& out) {
  if (!value.IsArray()) throw Napi::TypeError::New(value.Env(), "a sequence is not an array.");
  Napi::Array array = value.As<Napi::Array>();
  out.resize(array.Length());
  for (uint32_t i = 0; i < array.Length(); i++) read(array.Get(i), out[i]);
}

// A dictionary's member: left as it is when undefined (not given).
template <typename T>
void read_member(const Napi::Object& object, const char* name, T& out) {
  Napi::Value value = object.Get(name);
  if (!value.IsUndefined()) read(value, out);
}

// A new T read from `value`.
template <typename T>
T read_as(const Napi::Value& value) {
  T out{};
  read(value, out);
  return out;
}

}  // namespace wgx::node
