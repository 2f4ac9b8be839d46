// The native half of the Node.js provider: what the addon's files share. The WebGPU surface that
// JavaScript sees (classes, WebIDL conversions, promises) is lib/*.js; this layer holds the
// wgx::gpu handles and calls the C++ API from Node's main thread. The engine runs queue work on
// each device's own timeline and keeps the error scopes; futures come back as events (events.h,
// docs/node.md).
#pragma once

#include <napi.h>

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kinds.h"
#include "wgx/gpu.h"

namespace wgx::node {

namespace gpu = wgx::gpu;

// Every call into wgx::gpu is made on Node's main thread; the engine's own timeline threads run
// the queue's work (events.h).

// The errors wgx raised during one call and that no error scope of the engine caught: the
// device's uncaptured-error callback appends them to the collector in place, and the call hands
// them to JavaScript (which fires uncapturederror events). Outside a call (an error of queue work,
// delivered as an event) the device's JavaScript error handler gets them.
class ErrorCollector {
 public:
  ErrorCollector();
  ~ErrorCollector();
  ErrorCollector(const ErrorCollector&) = delete;
  ErrorCollector& operator=(const ErrorCollector&) = delete;
  std::vector<gpu::Error> take() { return std::move(errors_); }
  static void raise(const gpu::Error& error);
  static bool active();

 private:
  std::vector<gpu::Error> errors_;
  ErrorCollector* outer_;
};

// What a JavaScript object of the provider holds: one wgx::gpu handle (kinds.h, generated), and
// what kind it is so that an object of the wrong kind is a TypeError, not a wrong cast.
struct Boxed : Handles {
  Kind kind{};
  gpu::ExecutionSettings settings{};  // an instance's and adapter's: what create(flags) gave
  // A mapped buffer's writable ranges handed to JavaScript (as copies): offset -> the engine's
  // pointer, where unmap writes the copy back.
  std::vector<std::pair<uint64_t, void*>> writable_ranges{};
};

// A new holder of one handle of kind `kind` (its handle still null).
inline std::shared_ptr<Boxed> box(Kind kind) {
  auto boxed = std::make_shared<Boxed>();
  boxed->kind = kind;
  return boxed;
}

// Wraps `boxed` for JavaScript; the C++ handles are released when JavaScript collects it.
Napi::Value wrap(Napi::Env env, std::shared_ptr<Boxed> boxed);
// The Boxed of `value`, which must be one of kind `kind`; else a TypeError naming `what`.
std::shared_ptr<Boxed> unwrap(const Napi::Value& value, Kind kind, const char* what);
// The kind of a value made by wrap(), or nullopt for anything else.
std::optional<Kind> kind_of(const Napi::Value& value);
// Null or undefined: an empty pointer; else as unwrap.
std::shared_ptr<Boxed> unwrap_optional(const Napi::Value& value, Kind kind, const char* what);
// The handle `field` of `boxed`, or a null handle for no object (a nullable argument).
template <typename Handle>
Handle handle_or_null(const std::shared_ptr<Boxed>& boxed, Handle Handles::*field) {
  return boxed ? (*boxed).*field : Handle();
}

// An error's code for JavaScript: gpu::ErrorType's value (0 validation, 1 out of memory, 2
// internal), or kSanitizerFindingCode for a sanitizer finding (a validation error with
// Error::finding set; lib/errors.js reports it as a GPUValidationError and fails an unwatched run).
inline constexpr int kSanitizerFindingCode = 3;
int error_code(const gpu::Error& error);
// Errors as JavaScript sees them: [[type, message], ...], type 0 validation, 1 out of memory,
// 2 internal.
Napi::Array errors_to_js(Napi::Env env, const std::vector<gpu::Error>& errors);

// Argument readers that throw TypeError (the JavaScript layer converts by WebIDL first; these
// keep a direct call of the native module from crashing the process).
uint64_t arg_u64(const Napi::CallbackInfo& info, size_t index, const char* what);
uint32_t arg_u32(const Napi::CallbackInfo& info, size_t index, const char* what);
std::string arg_string(const Napi::CallbackInfo& info, size_t index, const char* what);
Napi::Object arg_object(const Napi::CallbackInfo& info, size_t index, const char* what);
int32_t arg_i32(const Napi::CallbackInfo& info, size_t index, const char* what);
double arg_double(const Napi::CallbackInfo& info, size_t index, const char* what);
// The bytes of an ArrayBuffer or ArrayBufferView argument, copied.
std::vector<uint8_t> arg_bytes(const Napi::CallbackInfo& info, size_t index);
uint64_t member_u64(const Napi::Object& object, const char* name, uint64_t fallback);
std::string member_string(const Napi::Object& object, const char* name);
bool member_bool(const Napi::Object& object, const char* name);  // undefined: false

// The enumerator of E that WebGPU's string `value` names (gpu_enums.h, generated from the API
// description; "" is E's 'not given' enumerator where it has one), else a TypeError.
template <typename E>
E enum_of(const Napi::Env& env, const std::string& value, const char* what) {
  const auto& names = gpu::EnumStrings<E>::values;
  for (size_t i = 0; i < names.size(); i++)
    if (names[i] == value) return static_cast<E>(i);
  throw Napi::TypeError::New(env, "'" + value + "' is not a valid " + what + ".");
}

// A GPUTextureFormat by name ("" is Undefined), else a TypeError.
gpu::TextureFormat format_of(const Napi::Env& env, const std::string& name);

// The result of a call made on the main thread: `value`, with the errors `collector` holds set
// aside for JavaScript, which takes them right after the call (takeErrors(), when the count in
// `pendingErrors` is not zero). A result object per call would cost every call an allocation and
// two property stores, and almost every call raises nothing.
Napi::Value call_result(Napi::Env env, Napi::Value value, ErrorCollector& collector);

// Runs `record` (an encoder's or a pass's command) with the errors collected; returns its value.
template <typename Record>
Napi::Value recorded(Napi::Env env, Record record) {
  ErrorCollector collector;
  Napi::Value value = record();
  return call_result(env, value, collector);
}

// wgx's settings from create(flags): "backend=compiled", "threads=4", ... Throws an Error naming
// an unknown flag or a bad value.
gpu::ExecutionSettings parse_flags(const Napi::Env& env, const std::vector<std::string>& flags);

// Registration of each file's functions on the module's exports.
void init_errors(Napi::Env env, Napi::Object exports);
void init_events(Napi::Env env, Napi::Object exports);
void init_device(Napi::Env env, Napi::Object exports);
void init_objects(Napi::Env env, Napi::Object exports);
void init_queue(Napi::Env env, Napi::Object exports);
void init_texture(Napi::Env env, Napi::Object exports);
// The interfaces' methods (entry_points.cpp, generated from the API description).
void init_entry_points(Napi::Env env, Napi::Object exports);

// A render attachment's `view`: a texture view, or a texture as its default view (made quietly:
// an invalid texture gives an invalid view, which the pass reports).
gpu::TextureView attachment_view(const Napi::Value& value, const char* what);

}  // namespace wgx::node
