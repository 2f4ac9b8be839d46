// Callback delivery to JavaScript (events.h): one threadsafe function, referenced while futures
// are outstanding, that runs Instance::processEvents on the main thread.
#include "events.h"

#include <atomic>
#include <thread>
#include <vector>

namespace wgx::node {
namespace {

struct Delivery {
  napi_env env = nullptr;
  Napi::ThreadSafeFunction wake;
  std::thread::id main_thread;
  std::vector<gpu::Instance> instances;       // main thread only
  std::vector<std::weak_ptr<Boxed>> devices;  // main thread only, for shutdown
  uint64_t holds = 0;                         // main thread only
  bool stopped = false;
  // A wake is on its way to the main thread: later ready events ride on it (the main thread clears
  // this before it delivers, so an event that becomes ready after that wakes it again).
  std::atomic<bool> wake_pending{false};
};
Delivery* g_delivery = nullptr;  // one per process: Node loads the addon into its main environment

bool on_main_thread() { return g_delivery && std::this_thread::get_id() == g_delivery->main_thread; }

// Forgets the instances that only this list still holds: no JavaScript object, adapter, device or
// queue job refers to them, so no event of theirs can become ready any more (what was ready has
// been delivered). Without this every create() would keep its instance, and what it made, forever.
void forget_unreachable_instances() {
  std::erase_if(g_delivery->instances, [](const gpu::Instance& i) { return i.impl().use_count() == 1; });
}

// On the main thread: delivers what is ready on every instance.
void deliver_ready(Napi::Env env) {
  if (!g_delivery || g_delivery->stopped) return;
  Napi::HandleScope scope(env);
  {
    // A callback may create an instance: iterate over a copy.
    std::vector<gpu::Instance> instances = g_delivery->instances;
    for (gpu::Instance& instance : instances) instance.processEvents();
  }
  forget_unreachable_instances();
}

// From any thread: asks the main thread to deliver, once for all the events that become ready
// before it does (each submit's keep-alive future and onSubmittedWorkDone's become ready together).
void wake_main_thread() {
  if (!g_delivery || g_delivery->stopped) return;
  if (g_delivery->wake_pending.exchange(true)) return;
  g_delivery->wake.NonBlockingCall([](Napi::Env env, Napi::Function) {
    g_delivery->wake_pending.store(false);
    if (env != nullptr) deliver_ready(env);
  });
}

}  // namespace

JsCallback::JsCallback(Napi::Env, Napi::Function function, Strength strength) {
  auto* ref = new Napi::FunctionReference(strength == Strength::Strong ? Napi::Persistent(function) : Napi::Weak(function));
  ref_ = std::shared_ptr<Napi::FunctionReference>(ref, [](Napi::FunctionReference* r) {
    if (on_main_thread()) {
      delete r;
      return;
    }
    // Released off the main thread: hand it over; at shutdown it is left to the process's end.
    if (!g_delivery || g_delivery->stopped) return;
    g_delivery->wake.NonBlockingCall([r](Napi::Env, Napi::Function) { delete r; });
  });
}

void JsCallback::call(const std::function<std::vector<napi_value>(Napi::Env)>& make_args) const {
  if (!ref_ || !on_main_thread()) return;
  Napi::Env env = ref_->Env();
  Napi::HandleScope scope(env);
  if (ref_->Value().IsEmpty()) return;  // a weak function JavaScript has collected
  try {
    ref_->Call(make_args(env));
  } catch (const Napi::Error& error) {
    error.ThrowAsJavaScriptException();
  }
}

AsyncSettler::AsyncSettler(Napi::Env env, const Napi::Value& callback) {
  if (!callback.IsFunction()) throw Napi::TypeError::New(env, "callback is not a function.");
  callback_ = JsCallback(env, callback.As<Napi::Function>());
  hold_event_loop();
}

void AsyncSettler::operator()(int status, std::string_view message, const std::shared_ptr<Boxed>& made) const {
  release_event_loop();
  callback_.call([status, made, text = std::string(message)](Napi::Env env) {
    return std::vector<napi_value>{Napi::Number::New(env, status), Napi::String::New(env, text), wrap(env, made)};
  });
}

void watch_instance(Napi::Env, gpu::Instance instance) {
  forget_unreachable_instances();
  instance.setEventsReadyCallback(wake_main_thread);
  g_delivery->instances.push_back(std::move(instance));
}

void hold_event_loop() {
  if (g_delivery->holds++ == 0) g_delivery->wake.Ref(g_delivery->env);
}

void release_event_loop() {
  if (g_delivery->holds > 0 && --g_delivery->holds == 0) g_delivery->wake.Unref(g_delivery->env);
}

void hold_until_queue_done(const std::shared_ptr<Boxed>& device) {
  hold_event_loop();
  device->device.queue().onSubmittedWorkDone([](gpu::QueueWorkDoneStatus) { release_event_loop(); });
}

void track_device(const std::shared_ptr<Boxed>& device) {
  std::vector<std::weak_ptr<Boxed>>& all = g_delivery->devices;
  if (all.size() >= 64 && (all.size() & (all.size() - 1)) == 0)
    std::erase_if(all, [](const std::weak_ptr<Boxed>& w) { return w.expired(); });
  all.push_back(device);
}

namespace {

// shutdown(): loses every device the provider made and waits for the work their queues are
// running, so that the C++ runtime's static destructors never meet a timeline thread inside the
// engine. index.js calls it on the process's 'exit' event (process.exit() runs no cleanup hooks
// before the static destructors).
void stop_delivery() {
  if (!g_delivery || g_delivery->stopped) return;
  for (const std::weak_ptr<Boxed>& weak : g_delivery->devices) {
    std::shared_ptr<Boxed> device = weak.lock();
    if (!device) continue;
    device->device.destroy();
    device->device.queue().waitIdle();
  }
  g_delivery->stopped = true;
  g_delivery->wake.Release();
}

Napi::Value Shutdown(const Napi::CallbackInfo& info) {
  stop_delivery();
  return info.Env().Undefined();
}

}  // namespace

void init_events(Napi::Env env, Napi::Object exports) {
  if (g_delivery != nullptr) throw Napi::Error::New(env, "wgx: the addon is already loaded in another environment");
  g_delivery = new Delivery();
  g_delivery->main_thread = std::this_thread::get_id();
  g_delivery->env = env;
  g_delivery->wake = Napi::ThreadSafeFunction::New(env, Napi::Function::New(env, [](const Napi::CallbackInfo&) {}),
                                                   "wgx events", 0, 1);
  g_delivery->wake.Unref(env);
  env.AddCleanupHook([] { stop_delivery(); });
  exports.Set("shutdown", Napi::Function::New(env, Shutdown));
}

}  // namespace wgx::node
