// What the addon's files share (native.h): the per-thread error collector, the
// wrapping of handles for JavaScript, and argument readers that throw TypeError.
#include <cmath>

#include "native.h"

namespace wgx::node {
namespace {
thread_local ErrorCollector* t_collector = nullptr;

// Marks the externals this addon makes, so that another addon's external is a TypeError here.
const napi_type_tag kBoxedTag = {0x7767782d6e6f6465ULL, 0x626f786564000001ULL};

}  // namespace

ErrorCollector::ErrorCollector() : outer_(t_collector) { t_collector = this; }
ErrorCollector::~ErrorCollector() { t_collector = outer_; }

bool ErrorCollector::active() { return t_collector != nullptr; }

void ErrorCollector::raise(const gpu::Error& error) {
  if (t_collector != nullptr) t_collector->errors_.push_back(error);
}

Napi::Value wrap(Napi::Env env, std::shared_ptr<Boxed> boxed) {
  auto* holder = new std::shared_ptr<Boxed>(std::move(boxed));
  auto external = Napi::External<std::shared_ptr<Boxed>>::New(
      env, holder, [](Napi::Env, std::shared_ptr<Boxed>* held) { delete held; });
  external.TypeTag(&kBoxedTag);
  return external;
}

// An External made by wrap(), or a JavaScript object of the provider, which keeps its External under
// the registered symbol 'wgx.handle' (lib/internal.js): the converted dictionaries hold the objects.
static std::shared_ptr<Boxed>* held_of(Napi::Value value) {
  if (value.IsObject() && !value.IsExternal() && !value.IsFunction())
    value = value.As<Napi::Object>().Get(Napi::Symbol::For(value.Env(), "wgx.handle"));
  if (!value.IsExternal()) return nullptr;
  auto external = value.As<Napi::External<std::shared_ptr<Boxed>>>();
  if (!external.CheckTypeTag(&kBoxedTag)) return nullptr;
  std::shared_ptr<Boxed>* held = external.Data();
  return held != nullptr && *held ? held : nullptr;
}

std::optional<Kind> kind_of(const Napi::Value& value) {
  std::shared_ptr<Boxed>* held = held_of(value);
  if (held == nullptr) return std::nullopt;
  return (*held)->kind;
}

std::shared_ptr<Boxed> unwrap(const Napi::Value& value, Kind kind, const char* what) {
  Napi::Env env = value.Env();
  std::shared_ptr<Boxed>* held = held_of(value);
  if (held == nullptr || (*held)->kind != kind)
    throw Napi::TypeError::New(env, std::string(what) + " is not of type '" + kind_name(kind) + "'.");
  return *held;
}

std::shared_ptr<Boxed> unwrap_optional(const Napi::Value& value, Kind kind, const char* what) {
  if (value.IsNull() || value.IsUndefined()) return nullptr;
  return unwrap(value, kind, what);
}

int error_code(const gpu::Error& error) { return error.finding ? kSanitizerFindingCode : static_cast<int>(error.type); }

Napi::Array errors_to_js(Napi::Env env, const std::vector<gpu::Error>& errors) {
  Napi::Array out = Napi::Array::New(env, errors.size());
  for (size_t i = 0; i < errors.size(); i++) {
    Napi::Array pair = Napi::Array::New(env, 2);
    pair.Set(0u, Napi::Number::New(env, error_code(errors[i])));
    pair.Set(1u, Napi::String::New(env, errors[i].message));
    out.Set(static_cast<uint32_t>(i), pair);
  }
  return out;
}

uint64_t arg_u64(const Napi::CallbackInfo& info, size_t index, const char* what) {
  Napi::Value value = info[index];
  if (!value.IsNumber()) throw Napi::TypeError::New(info.Env(), std::string(what) + " is not a number.");
  double d = value.As<Napi::Number>().DoubleValue();
  if (!std::isfinite(d) || d < 0 || d != std::floor(d))
    throw Napi::TypeError::New(info.Env(), std::string(what) + " is not an unsigned integer.");
  // 2^64 and above (JavaScript's way to say "the whole size"): kWholeSize.
  if (d >= 18446744073709549568.0) return gpu::kWholeSize;
  return static_cast<uint64_t>(d);
}

uint32_t arg_u32(const Napi::CallbackInfo& info, size_t index, const char* what) {
  uint64_t v = arg_u64(info, index, what);
  if (v > UINT32_MAX)
    throw Napi::TypeError::New(info.Env(), std::string(what) + " is outside the range of an unsigned long.");
  return static_cast<uint32_t>(v);
}

int32_t arg_i32(const Napi::CallbackInfo& info, size_t index, const char* what) {
  if (!info[index].IsNumber()) throw Napi::TypeError::New(info.Env(), std::string(what) + " is not a number.");
  return info[index].As<Napi::Number>().Int32Value();
}

double arg_double(const Napi::CallbackInfo& info, size_t index, const char* what) {
  if (!info[index].IsNumber()) throw Napi::TypeError::New(info.Env(), std::string(what) + " is not a number.");
  return info[index].As<Napi::Number>().DoubleValue();
}

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

std::string arg_string(const Napi::CallbackInfo& info, size_t index, const char* what) {
  Napi::Value value = info[index];
  if (!value.IsString()) throw Napi::TypeError::New(info.Env(), std::string(what) + " is not a string.");
  return value.As<Napi::String>().Utf8Value();
}

Napi::Object arg_object(const Napi::CallbackInfo& info, size_t index, const char* what) {
  Napi::Value value = info[index];
  if (!value.IsObject()) throw Napi::TypeError::New(info.Env(), std::string(what) + " is not an object.");
  return value.As<Napi::Object>();
}

uint64_t member_u64(const Napi::Object& object, const char* name, uint64_t fallback) {
  Napi::Value value = object.Get(name);
  if (value.IsUndefined()) return fallback;
  if (!value.IsNumber()) throw Napi::TypeError::New(object.Env(), std::string(name) + " is not a number.");
  double d = value.As<Napi::Number>().DoubleValue();
  if (!std::isfinite(d) || d < 0) throw Napi::TypeError::New(object.Env(), std::string(name) + " is out of range.");
  if (d >= 18446744073709549568.0) return gpu::kWholeSize;
  return static_cast<uint64_t>(d);
}

bool member_bool(const Napi::Object& object, const char* name) {
  Napi::Value value = object.Get(name);
  return !value.IsUndefined() && value.ToBoolean().Value();
}

gpu::TextureFormat format_of(const Napi::Env& env, const std::string& name) {
  if (name.empty()) return gpu::TextureFormat::Undefined;
  std::optional<gpu::TextureFormat> format = gpu::textureFormatByName(name);
  if (!format) throw Napi::TypeError::New(env, "'" + name + "' is not a valid GPUTextureFormat.");
  return *format;
}

std::string member_string(const Napi::Object& object, const char* name) {
  Napi::Value value = object.Get(name);
  if (value.IsUndefined()) return "";
  if (!value.IsString()) throw Napi::TypeError::New(object.Env(), std::string(name) + " is not a string.");
  return value.As<Napi::String>().Utf8Value();
}

namespace {
// The errors of the last call, until JavaScript takes them; their count is the first element of
// the Uint32Array `pendingErrors` JavaScript reads after each call (main thread only).
std::vector<gpu::Error> g_pending_errors;
uint32_t* g_pending_count = nullptr;
Napi::Reference<Napi::ArrayBuffer>* g_pending_count_buffer = nullptr;

Napi::Value TakeErrors(const Napi::CallbackInfo& info) {
  std::vector<gpu::Error> errors = std::move(g_pending_errors);
  g_pending_errors.clear();
  if (g_pending_count != nullptr) *g_pending_count = 0;
  return errors_to_js(info.Env(), errors);
}
}  // namespace

Napi::Value call_result(Napi::Env, Napi::Value value, ErrorCollector& collector) {
  std::vector<gpu::Error> errors = collector.take();
  if (errors.empty()) return value;
  g_pending_errors.insert(g_pending_errors.end(), errors.begin(), errors.end());
  if (g_pending_count != nullptr) *g_pending_count = static_cast<uint32_t>(g_pending_errors.size());
  return value;
}

void init_errors(Napi::Env env, Napi::Object exports) {
  Napi::ArrayBuffer buffer = Napi::ArrayBuffer::New(env, sizeof(uint32_t));
  g_pending_count = static_cast<uint32_t*>(buffer.Data());
  *g_pending_count = 0;
  g_pending_count_buffer = new Napi::Reference<Napi::ArrayBuffer>(Napi::Persistent(buffer));  // lives with the process
  exports.Set("pendingErrors", Napi::Uint32Array::New(env, 1, buffer, 0));
  exports.Set("takeErrors", Napi::Function::New(env, TakeErrors));
}

}  // namespace wgx::node
