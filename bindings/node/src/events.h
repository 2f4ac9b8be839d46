// How the engine's callbacks reach JavaScript. Queue work runs on each device's timeline thread
// inside the engine (src/api/device_timeline.h); when a callback becomes ready there, the instance
// wakes Node's event loop through one threadsafe function, and the main thread delivers the ready
// callbacks (Instance::processEvents), which call the JavaScript functions. The provider keeps no
// thread, queue or error-scope stack of its own.
//
// The event loop is kept alive only while JavaScript waits for something (a future of mapAsync,
// onSubmittedWorkDone, popErrorScope, an async pipeline, or queue work just submitted): an idle
// provider keeps no Node process alive.
#pragma once

#include <functional>
#include <memory>
#include <string_view>

#include "native.h"

namespace wgx::node {

// A JavaScript function held for a later call from the main thread. Copies share it; the last copy
// releases it on the main thread even when that copy dies elsewhere (on a timeline thread).
// A weak one does not keep the function alive: for a callback that an engine object keeps as long
// as it lives (a device's uncaptured-error callback), whose function the JavaScript wrapper of
// that object holds; a strong reference there would make a cycle through the engine that
// JavaScript's collector cannot see, and the object would never be freed. A weak callback whose
// function was collected is not called.
class JsCallback {
 public:
  enum class Strength : uint8_t { Strong, Weak };
  JsCallback() = default;
  JsCallback(Napi::Env env, Napi::Function function, Strength strength = Strength::Strong);
  // Calls the function with `make_args(env)` as its arguments, on the main thread (inside event
  // delivery). An exception it throws becomes Node's uncaught exception.
  void call(const std::function<std::vector<napi_value>(Napi::Env)>& make_args) const;
  explicit operator bool() const { return ref_ != nullptr; }

 private:
  std::shared_ptr<Napi::FunctionReference> ref_;
};

// What an async creation's native entry point calls back: the JavaScript function `callback(status,
// message, object)` (lib/methods.js settles the promise), holding the event loop until then.
class AsyncSettler {
 public:
  AsyncSettler(Napi::Env env, const Napi::Value& callback);
  void operator()(int status, std::string_view message, const std::shared_ptr<Boxed>& made) const;

 private:
  JsCallback callback_;
};

// Makes `instance`'s ready callbacks reach the main thread.
void watch_instance(Napi::Env env, gpu::Instance instance);
// A future JavaScript waits for: keeps the event loop alive until `settled()` is called.
void hold_event_loop();
void release_event_loop();
// Keeps the event loop alive until the device's queue has run what was submitted so far.
void hold_until_queue_done(const std::shared_ptr<Boxed>& device);
// Remembers a device so that shutdown can stop its queue before the process ends.
void track_device(const std::shared_ptr<Boxed>& device);

}  // namespace wgx::node
