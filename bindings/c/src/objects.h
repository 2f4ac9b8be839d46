// The C ABI's objects (webgpu.h's opaque WGPU*Impl structs) as thin, reference-counted wrappers of
// the C++ API's handles, and the helpers every entry point uses: strings, chained structs, enum
// conversions, misuse reports, futures. No WebGPU state lives here: validation, error scopes,
// queue work and callbacks belong to the C++ API (src/api/); this layer turns its futures into
// WGPUFutures with webgpu.h's callback modes.
#pragma once

#include <webgpu/webgpu.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "enum_maps.h"
#include "wgx/gpu.h"

namespace wgx::capi {

// ---- Futures and callback modes ----------------------------------------------------------------

// One registered callback: `deliver` calls it with the result once the result is `ready`;
// `cancel` calls it with CallbackCancelled (the instance was released first).
struct Pending {
  WGPUCallbackMode mode = WGPUCallbackMode_AllowProcessEvents;
  // Set after `deliver` (a release store), read under Events::mutex: another thread's
  // ProcessEvents or WaitAny on the same instance sees a complete entry or none.
  std::atomic<bool> ready{false};
  std::function<void()> deliver{};
  std::function<void()> cancel{};
};

// An instance's futures. The C++ API delivers its callbacks on this thread (processEvents); they
// mark our entries ready, and ProcessEvents or WaitAny then call the user's callbacks as the modes
// allow, never inside the call that registered them.
struct Events {
  gpu::Instance instance;
  bool timed_wait_any = false;
  size_t timed_wait_any_max = 0;
  bool released = false;

  std::mutex mutex;  // guards `signal` (set from the queue threads) and `pending`
  std::condition_variable woken;
  uint64_t signal = 0;
  uint64_t next_id = 1;
  std::map<uint64_t, std::shared_ptr<Pending>> pending;

  // Runs the C++ API's ready callbacks (they only mark our entries ready): a device's C++ objects
  // refer to the C++ instance, and an undelivered callback holding a device would keep both.
  ~Events() { instance.processEvents(); }

  // A future for a callback that `ready` later (through the returned entry).
  std::pair<WGPUFuture, std::shared_ptr<Pending>> add(WGPUCallbackMode mode, const char* function);
  // Runs the C++ API's ready callbacks (unless `run_engine` is false); then calls ours that
  // `allowed` admits, oldest first.
  void deliver_ready(const std::function<bool(uint64_t, const Pending&)>& allowed, bool run_engine = true);
  void cancel_all();
  // The end of every call that registers a callback: AllowSpontaneous callbacks whose result this
  // layer already holds (RequestAdapter, RequestDevice, GetCompilationInfo, a bad descriptor of an
  // async creation) run now, as Dawn runs them (a program written for Dawn may rely on it). The
  // C++ API's events are not run here: that would move a buffer's map state inside MapAsync.
  // WaitAnyOnly and AllowProcessEvents callbacks never run inside the registering call.
  WGPUFuture registered(WGPUFuture future);
};

// ---- Objects -----------------------------------------------------------------------------------

// Every object: an atomic reference count (AddRef/Release), the C++ handle, the instance's events.
template <typename Handle>
struct Object {
  std::atomic<uint64_t> refs{1};
  Handle handle{};
  std::shared_ptr<Events> events{};
};

// Reports misuse the header makes undefined (a null object where one is required, a pointer
// without its count...): one line on stderr naming the function. The call then does nothing.
void misuse(const char* function, std::string_view what);

// ---- Strings (WGPUStringView) ------------------------------------------------------------------

// {NULL, WGPU_STRLEN}: null; {p, WGPU_STRLEN}: NUL-terminated; {any, 0}: empty; {p, n}: n bytes.
// {NULL, n > 0} is misuse: reported, read as empty.
std::optional<std::string> to_optional_string(WGPUStringView view, const char* function);
std::string to_string(WGPUStringView view, const char* function);
// A view of `s` for output (explicit length; `s` must outlive its use).
WGPUStringView view_of(std::string_view s);

// ---- Chained structs ---------------------------------------------------------------------------

// Checks that every struct in `chain` has an sType of `accepted`; reports the first that does not
// as a validation error on `device` (or misuse without one) and returns false.
bool check_chain(const WGPUChainedStruct* chain, std::initializer_list<WGPUSType> accepted, const char* where,
                 const gpu::Device* device);
const WGPUChainedStruct* find_in_chain(const WGPUChainedStruct* chain, WGPUSType type);

// ---- Enums -------------------------------------------------------------------------------------

template <typename E>
std::optional<E> from_c(uint32_t value) {
  for (const auto& [c, e] : CEnum<E>::pairs)
    if (c == value) return e;
  return std::nullopt;
}

template <typename E>
uint32_t to_c(E value) {
  for (const auto& [c, e] : CEnum<E>::pairs)
    if (e == value) return c;
  return 0;
}

// The C value of the engine's texture format / the engine's format of a C value (by WebGPU name).
WGPUTextureFormat texture_format_to_c(gpu::TextureFormat format);
std::optional<gpu::TextureFormat> texture_format_from_c(WGPUTextureFormat format);
std::optional<gpu::VertexFormat> vertex_format_from_c(WGPUVertexFormat format);
std::string_view feature_name(WGPUFeatureName feature);

}  // namespace wgx::capi

// The opaque structs webgpu.h declares.
struct WGPUInstanceImpl : wgx::capi::Object<wgx::gpu::Instance> {};
struct WGPUAdapterImpl : wgx::capi::Object<wgx::gpu::Adapter> {};
struct WGPUQueueImpl : wgx::capi::Object<wgx::gpu::Queue> {
  wgx::gpu::Device device;
};
namespace wgx::capi {
// What the device-lost callback needs; `device` (what its `WGPUDevice const *` points at) reads
// NULL once the WGPUDevice is released.
struct LostState {
  WGPUDevice device = nullptr;
  WGPUDeviceLostCallbackInfo info{};
};
}  // namespace wgx::capi
struct WGPUDeviceImpl : wgx::capi::Object<wgx::gpu::Device> {
  WGPUQueue queue = nullptr;
  WGPUAdapter adapter = nullptr;
  std::shared_ptr<wgx::capi::LostState> lost{};
  WGPUFuture lost_future{0};
  std::shared_ptr<WGPUUncapturedErrorCallbackInfo> uncaptured{};
};
// A buffer, and the mapping its range functions answer from. webgpu.h lets a program ask for
// overlapping ranges of a mapping any number of times (C has no ArrayBuffer to detach), while the
// C++ API keeps JavaScript's rule that a writable range is returned once; so the binding takes
// the whole mapped range from the C++ API once per mapping and hands out pieces of it.
struct WGPUBufferImpl : wgx::capi::Object<wgx::gpu::Buffer> {
  wgx::gpu::Device device;  // for the quiet error scope around the C++ API's range call
  uint64_t map_offset = 0;  // the range MapAsync asked for (or all of a mappedAtCreation buffer)
  uint64_t map_size = 0;
  bool map_writable = false;
  char* base = nullptr;  // the mapped range's first byte, once taken; null after Unmap/Destroy
};
struct WGPUShaderModuleImpl : wgx::capi::Object<wgx::gpu::ShaderModule> {};
struct WGPUTextureImpl : wgx::capi::Object<wgx::gpu::Texture> {};
struct WGPUTextureViewImpl : wgx::capi::Object<wgx::gpu::TextureView> {};
struct WGPUSamplerImpl : wgx::capi::Object<wgx::gpu::Sampler> {};
struct WGPUBindGroupLayoutImpl : wgx::capi::Object<wgx::gpu::BindGroupLayout> {};
struct WGPUPipelineLayoutImpl : wgx::capi::Object<wgx::gpu::PipelineLayout> {};
struct WGPUBindGroupImpl : wgx::capi::Object<wgx::gpu::BindGroup> {};
struct WGPUComputePipelineImpl : wgx::capi::Object<wgx::gpu::ComputePipeline> {};
struct WGPURenderPipelineImpl : wgx::capi::Object<wgx::gpu::RenderPipeline> {};
struct WGPUCommandEncoderImpl : wgx::capi::Object<wgx::gpu::CommandEncoder> {
  wgx::gpu::Device device;
};
struct WGPUCommandBufferImpl : wgx::capi::Object<wgx::gpu::CommandBuffer> {};
struct WGPUComputePassEncoderImpl : wgx::capi::Object<wgx::gpu::ComputePassEncoder> {};
struct WGPURenderPassEncoderImpl : wgx::capi::Object<wgx::gpu::RenderPassEncoder> {};
struct WGPURenderBundleEncoderImpl : wgx::capi::Object<wgx::gpu::RenderBundleEncoder> {};
struct WGPURenderBundleImpl : wgx::capi::Object<wgx::gpu::RenderBundle> {};
struct WGPUQuerySetImpl : wgx::capi::Object<wgx::gpu::QuerySet> {};
struct WGPUSurfaceImpl : wgx::capi::Object<int> {};

namespace wgx::capi {

// A new C object around `handle`, sharing `events`.
template <typename Impl, typename Handle>
Impl* wrap(Handle handle, const std::shared_ptr<Events>& events) {
  auto* object = new Impl();
  object->handle = std::move(handle);
  object->events = events;
  return object;
}

// The C++ handle of a nullable C object (a null handle for NULL).
template <typename Impl>
auto handle_of(Impl* object) -> decltype(object->handle) {
  return object ? object->handle : decltype(object->handle){};
}

}  // namespace wgx::capi

// Misuse checks at the top of an entry point: a null receiver is reported and the call returns.
#define WGX_REQUIRE(object, result)                                \
  do {                                                             \
    if (!(object)) {                                               \
      ::wgx::capi::misuse(__func__, #object " is NULL; the call does nothing"); \
      return result;                                               \
    }                                                              \
  } while (0)
