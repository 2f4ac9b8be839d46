// Error reporting as WebGPU does it: an error goes to the innermost error scope whose filter
// matches its type (only the first error a scope sees is kept), else to the device's
// uncaptured-error callback; a lost device reports nothing.
#include <iostream>
#include <mutex>
#include <new>

#include "api/gpu_impl.h"

namespace wgx::gpu {
namespace {

ErrorFilter filter_of(ErrorType type) {
  switch (type) {
    case ErrorType::OutOfMemory:
      return ErrorFilter::OutOfMemory;
    case ErrorType::Internal:
      return ErrorFilter::Internal;
    case ErrorType::Validation:
      break;
  }
  return ErrorFilter::Validation;
}

const char* type_name(ErrorType type) {
  switch (type) {
    case ErrorType::OutOfMemory:
      return "out-of-memory";
    case ErrorType::Internal:
      return "internal";
    case ErrorType::Validation:
      break;
  }
  return "validation";
}

}  // namespace

std::string object_name(const char* kind, const std::string& label) {
  std::string s = "[";
  s += kind;
  if (!label.empty()) s += " \"" + label + "\"";
  return s + "]";
}

std::string DeviceImpl::name() const { return object_name("Device", label); }

namespace {

// The scopes a job on the device timeline was issued under, while it runs (DeviceImpl::enqueue).
struct JobScopes {
  const DeviceImpl* device;
  const DeviceImpl::ScopeStack* scopes;
};
thread_local const JobScopes* t_job_scopes = nullptr;

}  // namespace

void DeviceImpl::raise(ErrorType type, std::string message) { raise(Error{type, std::move(message)}); }

void DeviceImpl::raise(Error error) {
  if (lost) return;
  ErrorType type = error.type;
  ErrorFilter filter = filter_of(type);
  bool on_timeline = t_job_scopes && t_job_scopes->device == this;
  const ScopeStack& stack = on_timeline ? *t_job_scopes->scopes : scopes;
  {
    std::lock_guard<std::mutex> lock(error_mutex);
    for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
      Scope& scope = **it;
      if (scope.filter != filter) continue;
      if (!scope.error) scope.error = std::move(error);
      return;
    }
  }
  UncapturedErrorCallback callback;
  {
    std::lock_guard<std::mutex> lock(error_mutex);
    callback = uncaptured;
  }
  if (callback && on_timeline) {
    // The application's callback runs on its own thread, as the other callbacks do.
    instance->schedule([callback, error] { callback(error); });
    return;
  }
  if (callback) {
    callback(error);
    return;
  }
  // As a browser's console: an error nobody handles is still seen.
  std::cerr << "wgx: uncaptured " << type_name(type) << " error: " << error.message << '\n';
}

void DeviceImpl::enqueue(std::function<void()> job) {
  timeline.enqueue([this, issued_under = scopes, job = std::move(job)] {
    JobScopes routing{this, &issued_under};
    const JobScopes* outer = t_job_scopes;
    t_job_scopes = &routing;
    try {
      job();
    } catch (const std::bad_alloc&) {
      // Memory the system refused to queue work (a texture's planes at their first write):
      // WebGPU's out-of-memory error, never an abort.
      raise(ErrorType::OutOfMemory,
            "Out of memory while running queue work.\n - While calling " + name() + ".Queue.Submit().");
    }
    t_job_scopes = outer;
  });
}

Future DeviceImpl::schedule_after_queue(std::function<void()> run) {
  // Nothing queued is left to run: the future is ready now. This spares a wait on an idle queue
  // two thread wake-ups (to the timeline and back), most of its cost.
  if (timeline.idle()) return instance->schedule(std::move(run));
  Future f = instance->schedule_pending(std::move(run));
  timeline.enqueue([events = instance, id = f.id] { events->mark_ready(id); });
  return f;
}

bool DeviceImpl::try_reserve_memory(uint64_t bytes) {
  uint64_t budget = settings.memoryBudget;
  uint64_t used = memory_in_use.load();
  do {
    if (bytes > budget || used > budget - bytes) return false;
  } while (!memory_in_use.compare_exchange_weak(used, used + bytes));
  return true;
}

bool DeviceImpl::reserve_memory(uint64_t bytes, const std::string& object, const std::string& context) {
  if (try_reserve_memory(bytes)) return true;
  raise(ErrorType::OutOfMemory, "Failed to allocate " + std::to_string(bytes) + " bytes for " + object +
                                    ": the device's buffers and textures would pass its memory budget (" +
                                    std::to_string(settings.memoryBudget) + " bytes).\n - While calling " + context +
                                    ".");
  return false;
}

void Device::pushErrorScope(ErrorFilter filter) {
  if (impl_) impl_->scopes.push_back(std::make_shared<DeviceImpl::Scope>(DeviceImpl::Scope{filter, std::nullopt}));
}

namespace {

PopErrorScopeResult result_of(DeviceImpl& device, const DeviceImpl::Scope& scope) {
  std::lock_guard<std::mutex> lock(device.error_mutex);
  return {PopErrorScopeStatus::Success, scope.error};
}

}  // namespace

Future Device::popErrorScope(PopErrorScopeCallback callback) {
  if (!impl_) return {};
  if (impl_->scopes.empty())
    return impl_->instance->schedule([callback = std::move(callback)] {
      if (callback) callback({PopErrorScopeStatus::EmptyStack, std::nullopt});
    });
  std::shared_ptr<DeviceImpl::Scope> scope = std::move(impl_->scopes.back());
  impl_->scopes.pop_back();
  return impl_->schedule_after_queue([device = impl_, scope, callback = std::move(callback)] {
    if (callback) callback(result_of(*device, *scope));
  });
}

PopErrorScopeResult Device::popErrorScope() {
  if (!impl_ || impl_->scopes.empty()) return {PopErrorScopeStatus::EmptyStack, std::nullopt};
  std::shared_ptr<DeviceImpl::Scope> scope = std::move(impl_->scopes.back());
  impl_->scopes.pop_back();
  impl_->timeline.wait_idle();
  return result_of(*impl_, *scope);
}

void Device::injectError(ErrorType type, std::string_view message) {
  if (impl_) impl_->raise(type, std::string(message));
}

void Device::setUncapturedErrorCallback(UncapturedErrorCallback callback) {
  if (!impl_) return;
  std::lock_guard<std::mutex> lock(impl_->error_mutex);
  impl_->uncaptured = std::move(callback);
}

}  // namespace wgx::gpu
