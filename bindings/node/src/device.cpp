// The GPU object, adapters and devices: create(flags), requestAdapter, requestDevice, limits,
// features, adapter info, labels, and a shader module's compilation info.
#include "events.h"
#include "native.h"

namespace wgx::node {
namespace {

// The limits by their JavaScript names, in GPUSupportedLimits' order.
Napi::Object limits_to_js(Napi::Env env, const gpu::Limits& l) {
  Napi::Object out = Napi::Object::New(env);
  auto set = [&](const char* name, uint64_t value) {
    out.Set(name, Napi::Number::New(env, static_cast<double>(value)));
  };
#define WGX_LIMIT(name, ...) set(#name, l.name);
#include "wgx/gpu_limits.def"
#undef WGX_LIMIT
  return out;
}

Napi::Array strings_to_js(Napi::Env env, const std::set<std::string>& strings) {
  Napi::Array out = Napi::Array::New(env, strings.size());
  uint32_t i = 0;
  for (const std::string& s : strings) out.Set(i++, Napi::String::New(env, s));
  return out;
}

Napi::Object info_to_js(Napi::Env env, const gpu::AdapterInfo& info) {
  Napi::Object out = Napi::Object::New(env);
  out.Set("vendor", info.vendor);
  out.Set("architecture", info.architecture);
  out.Set("device", info.device);
  out.Set("description", info.description);
  out.Set("subgroupMinSize", Napi::Number::New(env, info.subgroupMinSize));
  out.Set("subgroupMaxSize", Napi::Number::New(env, info.subgroupMaxSize));
  out.Set("isFallbackAdapter", Napi::Boolean::New(env, info.isFallbackAdapter));
  return out;
}

std::vector<std::string> string_list(const Napi::Value& value, const char* what) {
  std::vector<std::string> out;
  if (value.IsUndefined()) return out;
  if (!value.IsArray()) throw Napi::TypeError::New(value.Env(), std::string(what) + " is not an array.");
  Napi::Array array = value.As<Napi::Array>();
  for (uint32_t i = 0; i < array.Length(); i++) {
    Napi::Value item = array.Get(i);
    if (!item.IsString()) throw Napi::TypeError::New(value.Env(), std::string(what) + " holds a non-string.");
    out.push_back(item.As<Napi::String>().Utf8Value());
  }
  return out;
}

// createInstance(flags): the GPU object's instance, with wgx's settings parsed from the flags.
Napi::Value CreateInstance(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto boxed = box(Kind::Instance);
  boxed->settings = parse_flags(env, string_list(info[0], "flags"));
  boxed->instance = gpu::createInstance();
  watch_instance(env, boxed->instance);
  return wrap(env, boxed);
}

// requestAdapter(instance) -> {adapter, limits, features, info}
Napi::Value RequestAdapter(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto instance = unwrap(info[0], Kind::Instance, "instance");
  auto boxed = box(Kind::Adapter);
  boxed->adapter = instance->instance.requestAdapter();
  boxed->instance = instance->instance;
  boxed->settings = instance->settings;
  Napi::Object out = Napi::Object::New(env);
  out.Set("limits", limits_to_js(env, boxed->adapter.limits()));
  out.Set("features", strings_to_js(env, boxed->adapter.features()));
  out.Set("info", info_to_js(env, boxed->adapter.info()));
  out.Set("adapter", wrap(env, boxed));
  return out;
}

// requestDevice(adapter, {label, requiredFeatures: [...], requiredLimits: {name: value}}, onError)
//   -> {device, limits, features} or {error}. onError(code, message) receives the errors that no
// engine-side scope caught and that arrive outside a call (those of queue work); those raised
// inside a call come back with the call's result.
Napi::Value RequestDevice(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto adapter = unwrap(info[0], Kind::Adapter, "adapter");
  Napi::Object desc = arg_object(info, 1, "descriptor");
  gpu::DeviceDescriptor d;
  d.label = member_string(desc, "label");
  d.requiredFeatures = string_list(desc.Get("requiredFeatures"), "requiredFeatures");
  Napi::Value limits = desc.Get("requiredLimits");
  if (limits.IsObject()) {
    Napi::Object object = limits.As<Napi::Object>();
    Napi::Array names = object.GetPropertyNames();
    for (uint32_t i = 0; i < names.Length(); i++) {
      std::string name = names.Get(i).As<Napi::String>().Utf8Value();
      d.requiredLimits[name] = member_u64(object, name.c_str(), 0);
    }
  }
  d.execution = adapter->settings;
  d.execution.sanitize.reportAsErrors = true;  // findings are GPUValidationErrors, in the scopes
  if (!info[2].IsFunction()) throw Napi::TypeError::New(env, "onError is not a function.");
  // Weak: the GPUDevice JavaScript object holds the function (device.js), and the engine's device
  // keeps this callback as long as it lives.
  JsCallback on_error(env, info[2].As<Napi::Function>(), JsCallback::Strength::Weak);
  d.uncapturedErrorCallback = [on_error](const gpu::Error& error) {
    if (ErrorCollector::active()) return ErrorCollector::raise(error);
    on_error.call([code = error_code(error), message = error.message](Napi::Env e) {
      return std::vector<napi_value>{Napi::Number::New(e, code), Napi::String::New(e, message)};
    });
  };
  std::string error;
  gpu::Device device = adapter->adapter.requestDevice(d, &error);
  Napi::Object out = Napi::Object::New(env);
  if (!device) {
    out.Set("error", error);
    return out;
  }
  auto boxed = box(Kind::Device);
  boxed->device = device;
  boxed->instance = adapter->instance;
  boxed->settings = adapter->settings;
  track_device(boxed);
  out.Set("limits", limits_to_js(env, device.limits()));
  out.Set("features", strings_to_js(env, device.features()));
  out.Set("device", wrap(env, boxed));
  return out;
}

// setLabel(object, label)
Napi::Value SetLabel(const Napi::CallbackInfo& info) {
  std::optional<Kind> kind = kind_of(info[0]);
  if (!kind) throw Napi::TypeError::New(info.Env(), "object is not a wgx object.");
  std::shared_ptr<Boxed> boxed = unwrap(info[0], *kind, "object");
  std::string label = arg_string(info, 1, "label");
  set_engine_label(boxed->kind, *boxed, label);
  return info.Env().Undefined();
}

// compilationInfo(shaderModule) -> [{message, type (gpu::CompilationMessageType), lineNum, linePos, offset,
// length}] in UTF-16 units
Napi::Value CompilationInfo(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto shader = unwrap(info[0], Kind::ShaderModule, "shader module");
  gpu::CompilationInfo compiled;
  {
    ErrorCollector collector;
    compiled = shader->shader.getCompilationInfo();
  }
  Napi::Array out = Napi::Array::New(env, compiled.messages.size());
  for (size_t i = 0; i < compiled.messages.size(); i++) {
    const gpu::CompilationMessage& m = compiled.messages[i];
    Napi::Object message = Napi::Object::New(env);
    message.Set("message", m.message);
    // gpu::CompilationMessageType's value: lib/objects.js names it by GPUCompilationMessageType's list.
    message.Set("type", Napi::Number::New(env, static_cast<int>(m.type)));
    message.Set("lineNum", Napi::Number::New(env, static_cast<double>(m.lineNum)));
    message.Set("linePos", Napi::Number::New(env, static_cast<double>(m.utf16LinePos)));
    message.Set("offset", Napi::Number::New(env, static_cast<double>(m.utf16Offset)));
    message.Set("length", Napi::Number::New(env, static_cast<double>(m.utf16Length)));
    out.Set(static_cast<uint32_t>(i), message);
  }
  return out;
}

// wgslLanguageFeatures() -> the names the front end allows in `requires`.
Napi::Value WgslLanguageFeatures(const Napi::CallbackInfo& info) {
  std::vector<std::string_view> names = gpu::wgslLanguageFeatures();
  Napi::Array out = Napi::Array::New(info.Env(), names.size());
  for (uint32_t i = 0; i < names.size(); i++) out.Set(i, Napi::String::New(info.Env(), std::string(names[i])));
  return out;
}

}  // namespace

void init_device(Napi::Env env, Napi::Object exports) {
  exports.Set("createInstance", Napi::Function::New(env, CreateInstance));
  exports.Set("requestAdapter", Napi::Function::New(env, RequestAdapter));
  exports.Set("requestDevice", Napi::Function::New(env, RequestDevice));
  exports.Set("setLabel", Napi::Function::New(env, SetLabel));
  exports.Set("compilationInfo", Napi::Function::New(env, CompilationInfo));
  exports.Set("wgslLanguageFeatures", Napi::Function::New(env, WgslLanguageFeatures));
}

}  // namespace wgx::node
