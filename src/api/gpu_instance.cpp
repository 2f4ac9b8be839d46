// Instance and adapter: the entry points of wgx::gpu, and the event queue that delivers
// callbacks. There is one adapter, the CPU; its limits are WebGPU's defaults except for buffer
// sizes, which main memory allows to be larger, and the workgroup limits (adapter_limits).
#include <algorithm>
#include <cstdio>

#include "api/gpu_impl.h"
#include "program/backends.h"
#include "syntax/language_features.h"

namespace wgx::gpu {
namespace {

// What the CPU adapter supports: requestDevice may ask for up to this. The executors run
// workgroups of up to 1024 invocations (lowering's bound) with workgroup memory in main memory;
// the compute limits are those of common desktop GPUs (Dawn's on them), so programs and the CTS
// that ask for the adapter's limits get them.
Limits adapter_limits() {
  Limits l;
  l.maxBufferSize = uint64_t{1} << 30;
  l.maxStorageBufferBindingSize = uint64_t{1} << 30;
  l.maxComputeInvocationsPerWorkgroup = 1024;
  l.maxComputeWorkgroupSizeX = 1024;
  l.maxComputeWorkgroupSizeY = 1024;
  l.maxComputeWorkgroupStorageSize = 32768;
  return l;
}

// Each limit by its JavaScript name, for requiredLimits and limitByName (from the API
// description: include/wgx/gpu_limits.def).
struct LimitField {
  const char* name;
  uint32_t Limits::*u32 = nullptr;
  uint64_t Limits::*u64 = nullptr;
  bool alignment = false;  // better when smaller, and a power of two; the others better when larger
};

constexpr LimitField limit_field(const char* name, uint32_t Limits::*field, bool alignment) {
  return {name, field, nullptr, alignment};
}
constexpr LimitField limit_field(const char* name, uint64_t Limits::*field, bool alignment) {
  return {name, nullptr, field, alignment};
}

constexpr LimitField kLimitFields[] = {
#define WGX_LIMIT(name, type, value, better) limit_field(#name, &Limits::name, #better[0] == 'A'),
#include "wgx/gpu_limits.def"
#undef WGX_LIMIT
};

const LimitField* find_limit(std::string_view name) {
  for (const LimitField& f : kLimitFields)
    if (name == f.name) return &f;
  return nullptr;
}

// Applies one requiredLimits entry to `limits`, or says why the request fails (JavaScript's
// OperationError / TypeError).
std::string apply_required_limit(const std::string& name, uint64_t value, const Limits& adapter, Limits* limits) {
  const LimitField* f = find_limit(name);
  if (!f) return "Unknown limit \"" + name + "\" in requiredLimits.";
  uint64_t supported = f->u32 ? adapter.*(f->u32) : adapter.*(f->u64);
  if (f->alignment) {
    if (value == 0 || (value & (value - 1)) != 0)
      return "Required limit " + name + " (" + std::to_string(value) + ") is not a power of two.";
    if (value < supported)
      return "Required limit " + name + " (" + std::to_string(value) + ") is lower than the adapter's (" +
             std::to_string(supported) + ").";
  } else if (value > supported) {
    return "Required limit " + name + " (" + std::to_string(value) + ") is greater than the adapter's (" +
           std::to_string(supported) + ").";
  }
  // Asking for less than the default still gives the default (WebGPU's "better" limits rule).
  if (f->u32) {
    uint32_t v = static_cast<uint32_t>(value);
    limits->*(f->u32) = f->alignment ? std::min(limits->*(f->u32), v) : std::max(limits->*(f->u32), v);
  } else {
    limits->*(f->u64) = std::max(limits->*(f->u64), value);
  }
  return "";
}

// The features a device created with `requested` has: each with the features it requires
// (WebGPU's Feature Dependencies: tier2 brings tier1, which brings rg11b10ufloat-renderable).
std::set<std::string> with_dependencies(const std::vector<std::string>& requested) {
  struct Dependency {
    const char* feature;
    std::vector<const char*> required;
  };
  static const Dependency kDependencies[] = {
#define WGX_FEATURE(name, ...) {name, __VA_ARGS__},
#include "api/features.def"
#undef WGX_FEATURE
  };
  std::set<std::string> out(requested.begin(), requested.end());
  for (bool grew = true; grew;) {
    grew = false;
    for (const Dependency& d : kDependencies)
      if (out.count(d.feature))
        for (const char* r : d.required) grew |= out.insert(r).second;
  }
  return out;
}

exec::Backend exec_backend(ExecutionBackend b) {
  switch (b) {
    case ExecutionBackend::Interpreter:
      return exec::Backend::Interpreter;
    case ExecutionBackend::Compiled:
      return exec::Backend::Compiled;
    case ExecutionBackend::Cuda:
      return exec::Backend::Cuda;
    case ExecutionBackend::Auto:
      break;
  }
  return exec::Backend::Auto;
}

}  // namespace

std::optional<uint64_t> limitByName(const Limits& limits, std::string_view name) {
  const LimitField* f = find_limit(name);
  if (!f) return std::nullopt;
  return f->u32 ? uint64_t{limits.*(f->u32)} : limits.*(f->u64);
}

Future InstanceImpl::schedule(std::function<void()> run) {
  uint64_t id = 0;
  {
    std::lock_guard<std::mutex> lock(mutex);
    id = next_id++;
    events.push_back({id, std::move(run), true});
  }
  if (on_ready) on_ready();
  return Future{id};
}

Future InstanceImpl::schedule_pending(std::function<void()> run) {
  std::lock_guard<std::mutex> lock(mutex);
  uint64_t id = next_id++;
  events.push_back({id, std::move(run), false});
  return Future{id};
}

void InstanceImpl::mark_ready(uint64_t id) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    for (Event& e : events)
      if (e.id == id) e.ready = true;
  }
  became_ready.notify_all();
  if (on_ready) on_ready();
}

bool InstanceImpl::process(uint64_t up_to) {
  bool any = false;
  // A callback may schedule more events; those run too when they are ready and in range.
  for (;;) {
    Event next{0, nullptr, false};
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = std::find_if(events.begin(), events.end(), [&](const Event& e) { return e.ready && e.id <= up_to; });
      if (it == events.end()) return any;
      next = std::move(*it);
      events.erase(it);
    }
    any = true;
    if (next.run) next.run();
  }
}

bool InstanceImpl::wait(uint64_t id) {
  std::unique_lock<std::mutex> lock(mutex);
  if (id == 0 || id >= next_id) return false;
  became_ready.wait(lock, [&] {
    auto it = std::find_if(events.begin(), events.end(), [&](const Event& e) { return e.id == id; });
    return it == events.end() || it->ready;
  });
  return true;
}

Instance createInstance() { return Instance(std::make_shared<InstanceImpl>()); }

std::vector<std::string_view> wgslLanguageFeatures() {
  std::vector<std::string_view> out;
  for (std::string_view name : language_feature_names())
    if (language_feature_allowed(name)) out.push_back(name);
  return out;
}

Adapter Instance::requestAdapter(const RequestAdapterOptions&) {
  if (!impl_) return {};
  auto adapter = std::make_shared<AdapterImpl>();
  adapter->instance = impl_;
  adapter->limits = adapter_limits();
  return Adapter(adapter);
}

void Instance::processEvents() {
  if (impl_) impl_->process(UINT64_MAX);
}

void Instance::setEventsReadyCallback(std::function<void()> callback) {
  if (impl_) impl_->on_ready = std::move(callback);
}

WaitStatus Instance::waitAny(Future future) {
  if (!impl_ || !impl_->wait(future.id)) return WaitStatus::UnknownFuture;
  impl_->process(future.id);
  return WaitStatus::Success;
}

const Limits& Adapter::limits() const {
  static const Limits kNone;
  return impl_ ? impl_->limits : kNone;
}

// Features for shaders wgx checks: clip-distances and dual-source-blending gate WGSL
// (`enable clip_distances;`, `@builtin(clip_distances)`, `@blend_src`) and render pipelines, and
// texture-formats-tier1/2 the storage-texture and render formats; the checker and the API validate
// them. The compressed formats' textures are held as blocks, which shaders read decoded
// (exec/texel_blocks.h; docs/api.md says which formats have decoders).
std::set<std::string> Adapter::features() const {
  // From the API description (features.def). bgra8unorm-storage: a CPU stores any 4-byte format as
  // it stores rgba8unorm.
  return {
#define WGX_FEATURE(name, ...) name,
#include "api/features.def"
#undef WGX_FEATURE
  };
}

AdapterInfo Adapter::info() const { return {}; }

Device Adapter::requestDevice(const DeviceDescriptor& descriptor, std::string* error) {
  auto fail = [&](std::string why) {
    if (error) *error = std::move(why);
    return Device();
  };
  if (!impl_) return fail("The adapter is null.");
  std::set<std::string> supported = features();
  for (const std::string& feature : descriptor.requiredFeatures)
    if (!supported.count(feature))
      return fail("Requested feature \"" + feature + "\" is not supported by the adapter.");
  uint32_t subgroup_size = descriptor.execution.subgroupSize;
  if (subgroup_size && (subgroup_size < 4 || subgroup_size > 128 || (subgroup_size & (subgroup_size - 1))))
    return fail("The subgroup size must be a power of two from 4 to 128.");
  auto device = std::make_shared<DeviceImpl>();
  device->instance = impl_->instance;
  device->label = descriptor.label;
  Limits available = impl_->limits;
  if (descriptor.execution.backend == ExecutionBackend::Cuda) {
    // Checked here, not at the first dispatch: a program asking for the GPU learns at once why
    // there is none, and the device's limits are the GPU's where those are lower.
    std::string why;
    if (!cuda_device_setup(&available, &device->adapter_info, &why))
      return fail("The CUDA backend is unavailable: " + why + ".");
    if (subgroup_size && subgroup_size != 32)
      return fail("The CUDA backend's subgroups are warps of 32 invocations (subgroup size " +
                  std::to_string(subgroup_size) + " asked).");
    device->on_cuda = true;
    cuda_device_setup(&device->limits, &device->adapter_info, &why);  // the defaults capped too
  }
  for (const auto& [name, value] : descriptor.requiredLimits) {
    std::string why = apply_required_limit(name, value, available, &device->limits);
    if (!why.empty()) return fail(why);
  }
  device->uncaptured = descriptor.uncapturedErrorCallback;
  device->on_lost = descriptor.deviceLostCallback;
  device->settings = descriptor.execution;
  if (device->settings.memoryBudget == 0) device->settings.memoryBudget = default_memory_budget();
  device->run_settings.threads = descriptor.execution.threads;
  if (descriptor.execution.maxSteps) device->run_settings.max_steps = descriptor.execution.maxSteps;
  if (descriptor.execution.maxDispatchSeconds > 0)
    device->run_settings.max_seconds = descriptor.execution.maxDispatchSeconds;
  if (descriptor.execution.maxDispatchMemory) device->run_settings.max_memory = descriptor.execution.maxDispatchMemory;
  device->backend = exec_backend(descriptor.execution.backend);
  device->run_settings.backend = device->backend;  // a sanitized dispatch compiles unless it is the interpreter
  const ScheduleSettings& schedule = descriptor.execution.schedule;
  device->run_settings.schedule = schedule.kind == ScheduleKind::Reverse  ? exec::Schedule::Reverse
                                  : schedule.kind == ScheduleKind::Random ? exec::Schedule::Random
                                                                          : exec::Schedule::Lockstep;
  device->run_settings.schedule_seed = schedule.seed;
  if (subgroup_size) device->run_settings.subgroup_size = subgroup_size;
  device->features = with_dependencies(descriptor.requiredFeatures);
  // Pipelines are built on the queue's thread at their first dispatch: NVRTC is set up there now,
  // while the application creates its buffers and pipelines, not inside the first build.
  if (device->on_cuda && program::backend_for(device->backend, device->run_settings, device->settings.sanitize.any()) ==
                             exec::Backend::Cuda)
    device->timeline.enqueue([] { program::prepare_cuda_builds(); });
  if (error) error->clear();
  return Device(device);
}

}  // namespace wgx::gpu
