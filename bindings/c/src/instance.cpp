// webgpu.h's global functions, WGPUInstance and WGPUAdapter: instance features and limits, the
// adapter request, ProcessEvents and WaitAny (the callback modes), WGSL language features, the
// adapter's info, limits and features, and wgpuGetProcAddress.
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "objects.h"

using namespace wgx;
using namespace wgx::capi;

namespace {

constexpr WGPUInstanceFeatureName kInstanceFeatures[] = {WGPUInstanceFeatureName_TimedWaitAny};
constexpr size_t kTimedWaitAnyMaxCount = 64;
// The C values of the engine's WGSL language features (gpu::wgslLanguageFeatures), those the C enum
// has. The C ABI spells the names in kebab case with digits joined ("packed4x8-integer-dot-product"
// for WGSL's packed_4x8_integer_dot_product), so they are joined with '-' and '_' left out.
const std::vector<WGPUWGSLLanguageFeatureName>& language_features() {
  static const std::vector<WGPUWGSLLanguageFeatureName> values = [] {
    auto key = [](std::string_view name) {
      std::string out;
      for (char c : name)
        if (c != '-' && c != '_') out += c;
      return out;
    };
    std::vector<WGPUWGSLLanguageFeatureName> out;
    for (std::string_view name : wgx::gpu::wgslLanguageFeatures())
      for (size_t value = 1; value < std::size(kWGSLLanguageFeatureNames); value++)
        if (key(kWGSLLanguageFeatureNames[value]) == key(name))
          out.push_back(static_cast<WGPUWGSLLanguageFeatureName>(value));
    return out;
  }();
  return values;
}

// A copy of `values` the caller frees with the matching FreeMembers.
template <typename T>
const T* copy_array(const T* values, size_t count) {
  T* out = static_cast<T*>(std::malloc(sizeof(T) * (count ? count : 1)));
  std::memcpy(out, values, sizeof(T) * count);
  return out;
}

WGPUStringView copy_string(std::string_view s) {
  char* out = static_cast<char*>(std::malloc(s.size() + 1));
  std::memcpy(out, s.data(), s.size());
  out[s.size()] = '\0';
  return WGPUStringView{out, s.size()};
}

}  // namespace

extern "C" {

WGPUInstance wgpuCreateInstance(WGPUInstanceDescriptor const* descriptor) {
  auto events = std::make_shared<Events>();
  if (descriptor) {
    if (!check_chain(descriptor->nextInChain, {}, "wgpuCreateInstance", nullptr)) return nullptr;
    for (size_t i = 0; i < descriptor->requiredFeatureCount; i++) {
      if (descriptor->requiredFeatures[i] != WGPUInstanceFeatureName_TimedWaitAny) {
        misuse(__func__, "a required instance feature is not supported (wgx offers TimedWaitAny); no instance");
        return nullptr;
      }
      events->timed_wait_any = true;
      events->timed_wait_any_max = kTimedWaitAnyMaxCount;
    }
    if (descriptor->requiredLimits && descriptor->requiredLimits->timedWaitAnyMaxCount > kTimedWaitAnyMaxCount) {
      misuse(__func__, "requiredLimits.timedWaitAnyMaxCount is above wgx's 64; no instance");
      return nullptr;
    }
  }
  events->instance = gpu::createInstance();
  Events* raw = events.get();
  events->instance.setEventsReadyCallback([raw] {
    std::lock_guard<std::mutex> lock(raw->mutex);
    raw->signal++;
    raw->woken.notify_all();
  });
  return wrap<WGPUInstanceImpl>(events->instance, events);
}

void wgpuGetInstanceFeatures(WGPUSupportedInstanceFeatures* features) {
  WGX_REQUIRE(features, );
  features->featureCount = std::size(kInstanceFeatures);
  features->features = copy_array(kInstanceFeatures, std::size(kInstanceFeatures));
}

WGPUStatus wgpuGetInstanceLimits(WGPUInstanceLimits* limits) {
  WGX_REQUIRE(limits, WGPUStatus_Error);
  if (limits->nextInChain) return WGPUStatus_Error;
  limits->timedWaitAnyMaxCount = kTimedWaitAnyMaxCount;
  return WGPUStatus_Success;
}

WGPUBool wgpuHasInstanceFeature(WGPUInstanceFeatureName feature) {
  return feature == WGPUInstanceFeatureName_TimedWaitAny;
}

void wgpuSupportedInstanceFeaturesFreeMembers(WGPUSupportedInstanceFeatures features) {
  std::free(const_cast<WGPUInstanceFeatureName*>(features.features));
}

void wgpuInstanceAddRef(WGPUInstance instance) {
  WGX_REQUIRE(instance, );
  instance->refs++;
}

void wgpuInstanceRelease(WGPUInstance instance) {
  WGX_REQUIRE(instance, );
  if (--instance->refs > 0) return;
  instance->events->cancel_all();
  delete instance;
}

WGPUFuture wgpuInstanceRequestAdapter(WGPUInstance instance, WGPURequestAdapterOptions const* options,
                                      WGPURequestAdapterCallbackInfo callbackInfo) {
  WGX_REQUIRE(instance, WGPUFuture{0});
  auto [future, entry] = instance->events->add(callbackInfo.mode, __func__);
  WGPURequestAdapterStatus status = WGPURequestAdapterStatus_Success;
  std::string message;
  // The options choose among adapters; wgx has one, the CPU, which meets every feature level,
  // power preference and backend a program asks for (so it runs unchanged).
  if (options && !check_chain(options->nextInChain, {}, __func__, nullptr)) {
    status = WGPURequestAdapterStatus_Error;
    message = "WGPURequestAdapterOptions: an unknown chained struct";
  }
  WGPUAdapter adapter = nullptr;
  if (status == WGPURequestAdapterStatus_Success)
    adapter = wrap<WGPUAdapterImpl>(instance->handle.requestAdapter(), instance->events);
  auto cb = callbackInfo;
  entry->deliver = [cb, status, adapter, message] {
    if (cb.callback) {
      cb.callback(status, adapter, view_of(message), cb.userdata1, cb.userdata2);
    } else if (adapter) {
      wgpuAdapterRelease(adapter);
    }
  };
  entry->cancel = [cb, adapter] {
    if (adapter) wgpuAdapterRelease(adapter);
    if (cb.callback) cb.callback(WGPURequestAdapterStatus_CallbackCancelled, nullptr, view_of(""), cb.userdata1,
                                 cb.userdata2);
  };
  entry->ready = true;
  return instance->events->registered(future);
}

void wgpuInstanceProcessEvents(WGPUInstance instance) {
  WGX_REQUIRE(instance, );
  instance->events->deliver_ready(
      [](uint64_t, const Pending& p) { return p.mode != WGPUCallbackMode_WaitAnyOnly; });
}

WGPUWaitStatus wgpuInstanceWaitAny(WGPUInstance instance, size_t futureCount, WGPUFutureWaitInfo* futures,
                                   uint64_t timeoutNS) {
  WGX_REQUIRE(instance, WGPUWaitStatus_Error);
  Events& events = *instance->events;
  if (futureCount && !futures) {
    misuse(__func__, "futures is NULL with a futureCount");
    return WGPUWaitStatus_Error;
  }
  if (timeoutNS > 0 && (!events.timed_wait_any || futureCount > events.timed_wait_any_max)) {
    misuse(__func__, timeoutNS > 0 && !events.timed_wait_any
                         ? "a timeout needs the instance feature TimedWaitAny"
                         : "more futures than the instance's timedWaitAnyMaxCount");
    return WGPUWaitStatus_Error;
  }
  if (futureCount == 0) return WGPUWaitStatus_Success;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::nanoseconds(
                                                          timeoutNS > uint64_t(1) << 62 ? uint64_t(1) << 62 : timeoutNS);
  std::set<uint64_t> wanted;
  for (size_t i = 0; i < futureCount; i++) wanted.insert(futures[i].future.id);
  for (;;) {
    uint64_t signal;
    {
      std::lock_guard<std::mutex> lock(events.mutex);
      signal = events.signal;
    }
    std::set<uint64_t> done;
    events.deliver_ready([&](uint64_t id, const Pending&) {
      if (!wanted.count(id)) return false;
      done.insert(id);
      return true;
    });
    bool any = false;
    {
      std::lock_guard<std::mutex> lock(events.mutex);
      for (size_t i = 0; i < futureCount; i++) {
        uint64_t id = futures[i].future.id;
        // A future no longer pending has completed (now or in an earlier wait).
        bool completed = done.count(id) || (id != 0 && id < events.next_id && !events.pending.count(id));
        if (completed) futures[i].completed = WGPU_TRUE;
        any = any || completed;
      }
    }
    if (any) return WGPUWaitStatus_Success;
    if (timeoutNS == 0) return WGPUWaitStatus_TimedOut;
    std::unique_lock<std::mutex> lock(events.mutex);
    if (!events.woken.wait_until(lock, deadline, [&] { return events.signal != signal; }))
      return WGPUWaitStatus_TimedOut;
  }
}

void wgpuInstanceGetWGSLLanguageFeatures(WGPUInstance instance, WGPUSupportedWGSLLanguageFeatures* features) {
  WGX_REQUIRE(instance, );
  WGX_REQUIRE(features, );
  const std::vector<WGPUWGSLLanguageFeatureName>& values = language_features();
  features->featureCount = values.size();
  features->features = copy_array(values.data(), values.size());
}

WGPUBool wgpuInstanceHasWGSLLanguageFeature(WGPUInstance instance, WGPUWGSLLanguageFeatureName feature) {
  WGX_REQUIRE(instance, WGPU_FALSE);
  for (WGPUWGSLLanguageFeatureName f : language_features())
    if (f == feature) return WGPU_TRUE;
  return WGPU_FALSE;
}

void wgpuSupportedWGSLLanguageFeaturesFreeMembers(WGPUSupportedWGSLLanguageFeatures features) {
  std::free(const_cast<WGPUWGSLLanguageFeatureName*>(features.features));
}

// ---- Adapter -----------------------------------------------------------------------------------

void wgpuAdapterAddRef(WGPUAdapter adapter) {
  WGX_REQUIRE(adapter, );
  adapter->refs++;
}

void wgpuAdapterRelease(WGPUAdapter adapter) {
  WGX_REQUIRE(adapter, );
  if (--adapter->refs == 0) delete adapter;
}

}  // extern "C"

namespace wgx::capi {

WGPUStatus fill_limits(const gpu::Limits& in, WGPULimits* out) {
  if (out->nextInChain) return WGPUStatus_Error;
#define WGX_LIMIT(name, type, value, better) out->name = in.name;
#include "wgx/gpu_limits.def"
#undef WGX_LIMIT
  out->maxImmediateSize = 0;
  return WGPUStatus_Success;
}

// "core-features-and-limits" is implicit: every wgx adapter and device is a core one (the C++ API
// lists the features beyond it).
constexpr std::string_view kCore = "core-features-and-limits";

std::set<std::string> with_core(std::set<std::string> names) {
  names.emplace(kCore);
  return names;
}

bool has_feature(const std::set<std::string>& names, WGPUFeatureName feature) {
  std::string_view name = feature_name(feature);
  return !name.empty() && (name == kCore || names.count(std::string(name)));
}

void fill_features(const std::set<std::string>& engine_names, WGPUSupportedFeatures* out) {
  std::set<std::string> names = with_core(engine_names);
  std::vector<WGPUFeatureName> features;
  for (size_t i = 1; i < std::size(kFeatureNames); i++)
    if (!kFeatureNames[i].empty() && names.count(std::string(kFeatureNames[i])))
      features.push_back(static_cast<WGPUFeatureName>(i));
  out->featureCount = features.size();
  out->features = copy_array(features.data(), features.size());
}

WGPUStatus fill_info(const gpu::AdapterInfo& in, WGPUAdapterInfo* out) {
  if (out->nextInChain) return WGPUStatus_Error;
  out->vendor = copy_string(in.vendor);
  out->architecture = copy_string(in.architecture);
  out->device = copy_string(in.device);
  out->description = copy_string(in.description);
  out->backendType = WGPUBackendType_Null;
  out->adapterType = WGPUAdapterType_CPU;
  out->vendorID = 0;
  out->deviceID = 0;
  out->subgroupMinSize = in.subgroupMinSize;
  out->subgroupMaxSize = in.subgroupMaxSize;
  return WGPUStatus_Success;
}

}  // namespace wgx::capi

extern "C" {

WGPUStatus wgpuAdapterGetLimits(WGPUAdapter adapter, WGPULimits* limits) {
  WGX_REQUIRE(adapter, WGPUStatus_Error);
  WGX_REQUIRE(limits, WGPUStatus_Error);
  return fill_limits(adapter->handle.limits(), limits);
}

WGPUBool wgpuAdapterHasFeature(WGPUAdapter adapter, WGPUFeatureName feature) {
  WGX_REQUIRE(adapter, WGPU_FALSE);
  return has_feature(adapter->handle.features(), feature);
}

void wgpuAdapterGetFeatures(WGPUAdapter adapter, WGPUSupportedFeatures* features) {
  WGX_REQUIRE(adapter, );
  WGX_REQUIRE(features, );
  fill_features(adapter->handle.features(), features);
}

WGPUStatus wgpuAdapterGetInfo(WGPUAdapter adapter, WGPUAdapterInfo* info) {
  WGX_REQUIRE(adapter, WGPUStatus_Error);
  WGX_REQUIRE(info, WGPUStatus_Error);
  return fill_info(adapter->handle.info(), info);
}

void wgpuAdapterInfoFreeMembers(WGPUAdapterInfo info) {
  for (WGPUStringView s : {info.vendor, info.architecture, info.device, info.description})
    std::free(const_cast<char*>(s.data));
}

void wgpuSupportedFeaturesFreeMembers(WGPUSupportedFeatures features) {
  std::free(const_cast<WGPUFeatureName*>(features.features));
}

// ---- wgpuGetProcAddress ------------------------------------------------------------------------

namespace {
struct Proc {
  const char* name;
  WGPUProc proc;
};
const Proc kProcs[] = {
#define WGX_PROC(name) {#name, reinterpret_cast<WGPUProc>(&name)},
#include "procs.inc"
#undef WGX_PROC
};
}  // namespace

WGPUProc wgpuGetProcAddress(WGPUStringView procName) {
  std::optional<std::string> name = to_optional_string(procName, __func__);
  if (!name) return nullptr;
  for (const Proc& p : kProcs)
    if (*name == p.name) return p.proc;
  return nullptr;
}

}  // extern "C"
