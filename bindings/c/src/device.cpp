// WGPUDevice: the device request (features, limits, the device-lost and uncaptured-error
// callbacks), the device's queries, error scopes, the lost future, and every create* function,
// each reading its C descriptor into the C++ API's (marshal.h) and wrapping the result.
#include <cmath>
#include <cstdlib>
#include <optional>
#include <string>

#include "marshal.h"

using namespace wgx;
using namespace wgx::capi;

namespace wgx::capi {
WGPUStatus fill_limits(const gpu::Limits& in, WGPULimits* out);
void fill_features(const std::set<std::string>& names, WGPUSupportedFeatures* out);
WGPUStatus fill_info(const gpu::AdapterInfo& in, WGPUAdapterInfo* out);
bool has_feature(const std::set<std::string>& names, WGPUFeatureName feature);

bool Marshal::report() {
  if (fault.empty()) return true;
  if (device) device.injectError(gpu::ErrorType::Validation, std::string(function) + ": " + fault);
  return false;
}

bool Marshal::chain(const WGPUChainedStruct* next, std::initializer_list<WGPUSType> accepted, const char* where) {
  for (; next; next = next->next) {
    bool known = false;
    for (WGPUSType type : accepted) known = known || next->sType == type;
    if (!known) {
      char text[128];
      std::snprintf(text, sizeof text, "%s: a chained struct with sType 0x%08X is not accepted there", where,
                    static_cast<unsigned>(next->sType));
      fail(text);
      return false;
    }
  }
  return true;
}

gpu::TextureFormat Marshal::texture_format(WGPUTextureFormat format, const char* what) {
  if (auto f = texture_format_from_c(format)) return *f;
  fail(std::string(what) + ": " + std::to_string(format) + " is not a WGPUTextureFormat");
  return gpu::TextureFormat::Undefined;
}

std::map<std::string, double> Marshal::constants(const WGPUConstantEntry* entries, size_t count) {
  std::map<std::string, double> out;
  if (!array(entries, count, "constants")) return out;
  for (size_t i = 0; i < count; i++) {
    chain(entries[i].nextInChain, {}, "WGPUConstantEntry");
    out[string(entries[i].key)] = entries[i].value;
  }
  return out;
}

gpu::ProgrammableStage stage(Marshal& m, WGPUShaderModule module, WGPUStringView entry_point,
                             const WGPUConstantEntry* constants, size_t count) {
  gpu::ProgrammableStage out;
  out.module = handle_of(module);
  out.entryPoint = to_optional_string(entry_point, m.function);
  out.constants = m.constants(constants, count);
  return out;
}

}  // namespace wgx::capi

namespace {

WGPUErrorType error_type_to_c(gpu::ErrorType type) {
  switch (type) {
    case gpu::ErrorType::Validation: return WGPUErrorType_Validation;
    case gpu::ErrorType::OutOfMemory: return WGPUErrorType_OutOfMemory;
    case gpu::ErrorType::Internal: return WGPUErrorType_Internal;
  }
  return WGPUErrorType_Unknown;
}

void deliver_request(const std::shared_ptr<Pending>& entry, WGPURequestDeviceCallbackInfo cb,
                     WGPURequestDeviceStatus status, WGPUDevice device, std::string message) {
  entry->deliver = [cb, status, device, message] {
    if (cb.callback) {
      cb.callback(status, device, view_of(message), cb.userdata1, cb.userdata2);
    } else if (device) {
      wgpuDeviceRelease(device);
    }
  };
  entry->cancel = [cb, device] {
    if (device) wgpuDeviceRelease(device);
    if (cb.callback)
      cb.callback(WGPURequestDeviceStatus_CallbackCancelled, nullptr, view_of(""), cb.userdata1, cb.userdata2);
  };
  entry->ready = true;
}

// The required limits webgpu.h gives (WGPU_LIMIT_*_UNDEFINED: not given), by their names.
void required_limits(const WGPULimits& limits, std::map<std::string, uint64_t>* out) {
#define WGX_LIMIT(name, type, value, better)                                                  \
  if (static_cast<uint64_t>(limits.name) !=                                                   \
      (sizeof(limits.name) == 4 ? uint64_t(WGPU_LIMIT_U32_UNDEFINED) : WGPU_LIMIT_U64_UNDEFINED)) \
    (*out)[#name] = limits.name;
#include "wgx/gpu_limits.def"
#undef WGX_LIMIT
}

// wgx's own settings for a C program's devices, which webgpu.h has no place for, from the
// environment, read as the Node provider reads its create(flags) (gpu::applyExecutionFlag):
// WGX_FLAGS, flags separated by spaces ("threads=4 sanitize=races,bounds schedule=reverse"), and
// WGX_BACKEND=interpreter|compiled|cuda|auto, short for backend=...: the interpreter for tools that
// cannot follow compiled kernels (Valgrind does not decode their AVX-512), compiled to insist on the
// kernel compiler, cuda for an NVIDIA GPU (docs/cuda.md). A flag that cannot be read fails the
// device's request with the reason. Sanitizer findings come as validation errors, into the error
// scopes of their submit or the uncaptured-error callback.
bool settings_from_environment(gpu::ExecutionSettings& out, std::string* error) {
  if (const char* flags = std::getenv("WGX_FLAGS")) {
    std::string_view rest = flags;
    while (!rest.empty()) {
      size_t end = rest.find(' ');
      std::string_view flag = rest.substr(0, end);
      if (!flag.empty() && !gpu::applyExecutionFlag(out, flag, error)) return false;
      if (end == std::string_view::npos) break;
      rest.remove_prefix(end + 1);
    }
  }
  out.sanitize.reportAsErrors = true;  // findings are validation errors: C has no other way to see them
  const char* backend = std::getenv("WGX_BACKEND");
  if (backend && !gpu::applyExecutionFlag(out, "backend=" + std::string(backend), error)) {
    *error = "WGX_BACKEND=" + std::string(backend) + " is not an executor (interpreter, compiled, cuda or auto)";
    return false;
  }
  return true;
}

// The C++ API's device descriptor: label, required features (by WebGPU name) and limits, and the
// settings WGX_FLAGS and WGX_BACKEND give.
gpu::DeviceDescriptor device_descriptor(Marshal& m, const WGPUDeviceDescriptor& d) {
  gpu::DeviceDescriptor gd;
  std::string error;
  if (!settings_from_environment(gd.execution, &error)) m.fail(error);
  m.chain(d.nextInChain, {}, "WGPUDeviceDescriptor");
  gd.label = m.string(d.label);
  if (m.array(d.requiredFeatures, d.requiredFeatureCount, "requiredFeatures")) {
    for (size_t i = 0; i < d.requiredFeatureCount; i++) {
      std::string_view name = feature_name(d.requiredFeatures[i]);
      if (name.empty()) m.fail("requiredFeatures: " + std::to_string(d.requiredFeatures[i]) + " is not a feature");
      if (name != "core-features-and-limits") gd.requiredFeatures.emplace_back(name);  // implicit
    }
  }
  if (d.requiredLimits) {
    m.chain(d.requiredLimits->nextInChain, {}, "WGPULimits");
    required_limits(*d.requiredLimits, &gd.requiredLimits);
  }
  return gd;
}

// The lost future: cancelled with the instance, ready when the C++ device reports its loss.
void watch_loss(const std::shared_ptr<LostState>& lost, const std::shared_ptr<Pending>& entry,
                gpu::DeviceDescriptor* gd) {
  entry->cancel = [lost] {
    if (lost->info.callback)
      lost->info.callback(&lost->device, WGPUDeviceLostReason_CallbackCancelled, view_of("The instance was released."),
                          lost->info.userdata1, lost->info.userdata2);
  };
  std::weak_ptr<Pending> weak = entry;
  gd->deviceLostCallback = [weak, lost](gpu::DeviceLostReason reason, std::string_view message) {
    std::shared_ptr<Pending> p = weak.lock();
    if (!p) return;
    WGPUDeviceLostReason r =
        reason == gpu::DeviceLostReason::Destroyed ? WGPUDeviceLostReason_Destroyed : WGPUDeviceLostReason_Unknown;
    std::string text(message);
    p->deliver = [lost, r, text] {
      if (lost->info.callback)
        lost->info.callback(&lost->device, r, view_of(text), lost->info.userdata1, lost->info.userdata2);
    };
    p->ready = true;
  };
}

// A failed request: the lost callback reports FailedCreation (its device pointer reads NULL).
void fail_creation(const std::shared_ptr<LostState>& lost, const std::shared_ptr<Pending>& entry,
                   const std::string& why) {
  entry->deliver = [lost, why] {
    if (lost->info.callback)
      lost->info.callback(&lost->device, WGPUDeviceLostReason_FailedCreation, view_of(why), lost->info.userdata1,
                          lost->info.userdata2);
  };
  entry->ready = true;
}

// Uncaptured errors reach the C callback (without one, the C++ API prints them to stderr).
void forward_uncaptured(const std::shared_ptr<WGPUUncapturedErrorCallbackInfo>& uncaptured,
                        const std::shared_ptr<LostState>& lost, gpu::DeviceDescriptor* gd) {
  if (!uncaptured->callback) return;
  gd->uncapturedErrorCallback = [uncaptured, lost](const gpu::Error& error) {
    uncaptured->callback(&lost->device, error_type_to_c(error.type), view_of(error.message), uncaptured->userdata1,
                         uncaptured->userdata2);
  };
}

// The WGPUDevice of a created device, with its queue; it holds a reference to its adapter.
WGPUDevice wrap_device(WGPUAdapter adapter, const gpu::Device& device, const std::shared_ptr<LostState>& lost) {
  auto* impl = wrap<WGPUDeviceImpl>(device, adapter->events);
  impl->lost = lost;
  lost->device = impl;
  auto* queue = wrap<WGPUQueueImpl>(device.queue(), adapter->events);
  queue->device = device;
  impl->queue = queue;
  impl->adapter = adapter;
  wgpuAdapterAddRef(adapter);
  return impl;
}

}  // namespace

extern "C" {

WGPUFuture wgpuAdapterRequestDevice(WGPUAdapter adapter, WGPUDeviceDescriptor const* descriptor,
                                    WGPURequestDeviceCallbackInfo callbackInfo) {
  WGX_REQUIRE(adapter, WGPUFuture{0});
  auto [future, entry] = adapter->events->add(callbackInfo.mode, __func__);
  WGPUDeviceDescriptor d = WGPU_DEVICE_DESCRIPTOR_INIT;
  if (descriptor) d = *descriptor;
  Marshal m{gpu::Device(), __func__};
  gpu::DeviceDescriptor gd = device_descriptor(m, d);
  auto lost = std::make_shared<LostState>();
  lost->info = d.deviceLostCallbackInfo;
  auto [lost_future, lost_entry] = adapter->events->add(
      d.deviceLostCallbackInfo.mode ? d.deviceLostCallbackInfo.mode : WGPUCallbackMode_AllowProcessEvents, __func__);
  watch_loss(lost, lost_entry, &gd);
  auto uncaptured = std::make_shared<WGPUUncapturedErrorCallbackInfo>(d.uncapturedErrorCallbackInfo);
  forward_uncaptured(uncaptured, lost, &gd);
  std::string why = m.fault;
  gpu::Device device;
  if (m.ok()) device = adapter->handle.requestDevice(gd, &why);
  if (!device) {
    fail_creation(lost, lost_entry, why);
    deliver_request(entry, callbackInfo, WGPURequestDeviceStatus_Error, nullptr, why);
    return adapter->events->registered(future);
  }
  WGPUDevice impl = wrap_device(adapter, device, lost);
  impl->lost_future = lost_future;
  impl->uncaptured = uncaptured;
  deliver_request(entry, callbackInfo, WGPURequestDeviceStatus_Success, impl, "");
  return adapter->events->registered(future);
}

void wgpuDeviceAddRef(WGPUDevice device) {
  WGX_REQUIRE(device, );
  device->refs++;
}

// The last release destroys the device (as Dawn does): its lost callback then reports Destroyed.
void wgpuDeviceRelease(WGPUDevice device) {
  WGX_REQUIRE(device, );
  if (--device->refs > 0) return;
  device->handle.destroy();
  device->handle.queue().waitIdle();
  // The loss is ready now; an AllowSpontaneous lost callback runs here, as on Dawn, and its
  // `device` points at NULL: the device is going. (Running the C++ callbacks also lets go of the
  // C++ device.)
  device->lost->device = nullptr;
  device->events->deliver_ready(
      [](uint64_t, const Pending& p) { return p.mode == WGPUCallbackMode_AllowSpontaneous; });
  wgpuQueueRelease(device->queue);
  wgpuAdapterRelease(device->adapter);
  delete device;
}

void wgpuDeviceSetLabel(WGPUDevice device, WGPUStringView label) {
  WGX_REQUIRE(device, );
  device->handle.setLabel(to_string(label, __func__));
}

// An AllowSpontaneous lost callback runs in Destroy, as on Dawn.
void wgpuDeviceDestroy(WGPUDevice device) {
  WGX_REQUIRE(device, );
  device->handle.destroy();
  device->events->deliver_ready(
      [](uint64_t, const Pending& p) { return p.mode == WGPUCallbackMode_AllowSpontaneous; });
}

WGPUFuture wgpuDeviceGetLostFuture(WGPUDevice device) {
  WGX_REQUIRE(device, WGPUFuture{0});
  return device->lost_future;
}

WGPUStatus wgpuDeviceGetLimits(WGPUDevice device, WGPULimits* limits) {
  WGX_REQUIRE(device, WGPUStatus_Error);
  WGX_REQUIRE(limits, WGPUStatus_Error);
  return fill_limits(device->handle.limits(), limits);
}

WGPUBool wgpuDeviceHasFeature(WGPUDevice device, WGPUFeatureName feature) {
  WGX_REQUIRE(device, WGPU_FALSE);
  return has_feature(device->handle.features(), feature);
}

void wgpuDeviceGetFeatures(WGPUDevice device, WGPUSupportedFeatures* features) {
  WGX_REQUIRE(device, );
  WGX_REQUIRE(features, );
  fill_features(device->handle.features(), features);
}

WGPUStatus wgpuDeviceGetAdapterInfo(WGPUDevice device, WGPUAdapterInfo* info) {
  WGX_REQUIRE(device, WGPUStatus_Error);
  WGX_REQUIRE(info, WGPUStatus_Error);
  return fill_info(device->adapter->handle.info(), info);
}

WGPUQueue wgpuDeviceGetQueue(WGPUDevice device) {
  WGX_REQUIRE(device, nullptr);
  wgpuQueueAddRef(device->queue);
  return device->queue;
}

void wgpuDevicePushErrorScope(WGPUDevice device, WGPUErrorFilter filter) {
  WGX_REQUIRE(device, );
  switch (filter) {
    case WGPUErrorFilter_Validation: return device->handle.pushErrorScope(gpu::ErrorFilter::Validation);
    case WGPUErrorFilter_OutOfMemory: return device->handle.pushErrorScope(gpu::ErrorFilter::OutOfMemory);
    case WGPUErrorFilter_Internal: return device->handle.pushErrorScope(gpu::ErrorFilter::Internal);
    default: break;
  }
  device->handle.injectError(gpu::ErrorType::Validation,
                             "wgpuDevicePushErrorScope: " + std::to_string(filter) + " is not a WGPUErrorFilter");
}

WGPUFuture wgpuDevicePopErrorScope(WGPUDevice device, WGPUPopErrorScopeCallbackInfo callbackInfo) {
  WGX_REQUIRE(device, WGPUFuture{0});
  auto [future, entry] = device->events->add(callbackInfo.mode, __func__);
  auto cb = callbackInfo;
  entry->cancel = [cb] {
    if (cb.callback)
      cb.callback(WGPUPopErrorScopeStatus_CallbackCancelled, WGPUErrorType_NoError, view_of(""), cb.userdata1,
                  cb.userdata2);
  };
  std::weak_ptr<Pending> weak = entry;
  device->handle.popErrorScope([weak, cb](const gpu::PopErrorScopeResult& result) {
    std::shared_ptr<Pending> p = weak.lock();
    if (!p) return;
    WGPUPopErrorScopeStatus status = WGPUPopErrorScopeStatus_Success;
    WGPUErrorType type = WGPUErrorType_NoError;
    std::string message;
    if (result.status == gpu::PopErrorScopeStatus::EmptyStack) {
      status = WGPUPopErrorScopeStatus_Error;
      message = "No error scopes to pop.";
    } else if (result.error) {
      type = error_type_to_c(result.error->type);
      message = result.error->message;
    }
    p->deliver = [cb, status, type, message] {
      if (cb.callback) cb.callback(status, type, view_of(message), cb.userdata1, cb.userdata2);
    };
    p->ready = true;
  });
  return device->events->registered(future);
}

// ---- Buffers and shader modules ----------------------------------------------------------------

WGPUBuffer wgpuDeviceCreateBuffer(WGPUDevice device, WGPUBufferDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  m.chain(descriptor->nextInChain, {}, "WGPUBufferDescriptor");
  gpu::BufferDescriptor d;
  d.label = m.string(descriptor->label);
  d.size = descriptor->size;
  d.usage = static_cast<gpu::BufferUsageFlags>(descriptor->usage);
  if (descriptor->usage >> 32) m.fail("usage has bits no WGPUBufferUsage defines");
  d.mappedAtCreation = descriptor->mappedAtCreation;
  auto* buffer = wrap<WGPUBufferImpl>(m.report() ? device->handle.createBuffer(d) : gpu::Buffer(), device->events);
  buffer->device = device->handle;
  buffer->map_size = d.mappedAtCreation ? d.size : 0;
  buffer->map_writable = d.mappedAtCreation;
  return buffer;
}

WGPUShaderModule wgpuDeviceCreateShaderModule(WGPUDevice device, WGPUShaderModuleDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  gpu::ShaderModuleDescriptor d;
  d.label = m.string(descriptor->label);
  m.chain(descriptor->nextInChain, {WGPUSType_ShaderSourceWGSL}, "WGPUShaderModuleDescriptor");
  auto* wgsl = reinterpret_cast<const WGPUShaderSourceWGSL*>(
      find_in_chain(descriptor->nextInChain, WGPUSType_ShaderSourceWGSL));
  if (m.ok() && !wgsl)
    m.fail("the descriptor chains no WGPUShaderSourceWGSL (wgx takes WGSL; SPIR-V is not supported)");
  if (wgsl) d.code = m.string(wgsl->code);
  if (!m.report()) return wrap<WGPUShaderModuleImpl>(gpu::ShaderModule(), device->events);
  return wrap<WGPUShaderModuleImpl>(device->handle.createShaderModule(d), device->events);
}

// ---- Layouts and bind groups -------------------------------------------------------------------

WGPUBindGroupLayout wgpuDeviceCreateBindGroupLayout(WGPUDevice device,
                                                    WGPUBindGroupLayoutDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  m.chain(descriptor->nextInChain, {}, "WGPUBindGroupLayoutDescriptor");
  gpu::BindGroupLayoutDescriptor d;
  d.label = m.string(descriptor->label);
  if (m.array(descriptor->entries, descriptor->entryCount, "entries")) {
    for (size_t i = 0; i < descriptor->entryCount; i++) {
      const WGPUBindGroupLayoutEntry& e = descriptor->entries[i];
      m.chain(e.nextInChain, {}, "WGPUBindGroupLayoutEntry");
      gpu::BindGroupLayoutEntry out;
      out.binding = e.binding;
      out.visibility = static_cast<gpu::ShaderStageFlags>(e.visibility);
      if (e.bindingArraySize > 1) m.fail("bindingArraySize above 1: wgx has no binding arrays yet");
      int kinds = 0;
      if (e.buffer.type != WGPUBufferBindingType_BindingNotUsed) {
        kinds++;
        out.buffer.type = m.enumeration(e.buffer.type, WGPUBufferBindingType_Undefined,
                                        gpu::BufferBindingType::Uniform, "buffer.type");
        out.buffer.hasDynamicOffset = e.buffer.hasDynamicOffset;
        out.buffer.minBindingSize = e.buffer.minBindingSize;
      }
      if (e.sampler.type != WGPUSamplerBindingType_BindingNotUsed) {
        kinds++;
        out.sampler = gpu::SamplerBindingLayout{m.enumeration(
            e.sampler.type, WGPUSamplerBindingType_Undefined, gpu::SamplerBindingType::Filtering, "sampler.type")};
      }
      if (e.texture.sampleType != WGPUTextureSampleType_BindingNotUsed) {
        kinds++;
        gpu::TextureBindingLayout t;
        t.sampleType = m.enumeration(e.texture.sampleType, WGPUTextureSampleType_Undefined,
                                     gpu::TextureSampleType::Float, "texture.sampleType");
        t.viewDimension = m.enumeration(e.texture.viewDimension, WGPUTextureViewDimension_Undefined,
                                        gpu::TextureViewDimension::D2, "texture.viewDimension");
        t.multisampled = e.texture.multisampled;
        out.texture = t;
      }
      if (e.storageTexture.access != WGPUStorageTextureAccess_BindingNotUsed) {
        kinds++;
        gpu::StorageTextureBindingLayout s;
        s.access = m.enumeration(e.storageTexture.access, WGPUStorageTextureAccess_Undefined,
                                 gpu::StorageTextureAccess::WriteOnly, "storageTexture.access");
        s.format = m.texture_format(e.storageTexture.format, "storageTexture.format");
        s.viewDimension = m.enumeration(e.storageTexture.viewDimension, WGPUTextureViewDimension_Undefined,
                                        gpu::TextureViewDimension::D2, "storageTexture.viewDimension");
        out.storageTexture = s;
      }
      if (kinds != 1)
        m.fail("entry " + std::to_string(i) + " (binding " + std::to_string(e.binding) + ") sets " +
               std::to_string(kinds) + " of buffer, sampler, texture and storageTexture; exactly one is needed");
      d.entries.push_back(out);
    }
  }
  if (!m.report()) return wrap<WGPUBindGroupLayoutImpl>(gpu::BindGroupLayout(), device->events);
  return wrap<WGPUBindGroupLayoutImpl>(device->handle.createBindGroupLayout(d), device->events);
}

WGPUPipelineLayout wgpuDeviceCreatePipelineLayout(WGPUDevice device, WGPUPipelineLayoutDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  m.chain(descriptor->nextInChain, {}, "WGPUPipelineLayoutDescriptor");
  gpu::PipelineLayoutDescriptor d;
  d.label = m.string(descriptor->label);
  if (descriptor->immediateSize != 0) m.fail("immediateSize is above the device's maxImmediateSize (0)");
  if (m.array(descriptor->bindGroupLayouts, descriptor->bindGroupLayoutCount, "bindGroupLayouts"))
    for (size_t i = 0; i < descriptor->bindGroupLayoutCount; i++)
      d.bindGroupLayouts.push_back(handle_of(descriptor->bindGroupLayouts[i]));
  if (!m.report()) return wrap<WGPUPipelineLayoutImpl>(gpu::PipelineLayout(), device->events);
  return wrap<WGPUPipelineLayoutImpl>(device->handle.createPipelineLayout(d), device->events);
}

WGPUBindGroup wgpuDeviceCreateBindGroup(WGPUDevice device, WGPUBindGroupDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  m.chain(descriptor->nextInChain, {}, "WGPUBindGroupDescriptor");
  gpu::BindGroupDescriptor d;
  d.label = m.string(descriptor->label);
  d.layout = handle_of(descriptor->layout);
  if (m.array(descriptor->entries, descriptor->entryCount, "entries")) {
    for (size_t i = 0; i < descriptor->entryCount; i++) {
      const WGPUBindGroupEntry& e = descriptor->entries[i];
      m.chain(e.nextInChain, {}, "WGPUBindGroupEntry");
      d.entries.push_back(gpu::BindGroupEntry{e.binding, handle_of(e.buffer), e.offset, e.size, handle_of(e.sampler),
                                              handle_of(e.textureView)});
    }
  }
  if (!m.report()) return wrap<WGPUBindGroupImpl>(gpu::BindGroup(), device->events);
  return wrap<WGPUBindGroupImpl>(device->handle.createBindGroup(d), device->events);
}

// ---- Compute pipelines -------------------------------------------------------------------------

}  // extern "C"

namespace {

gpu::ComputePipelineDescriptor compute_descriptor(Marshal& m, const WGPUComputePipelineDescriptor& descriptor) {
  m.chain(descriptor.nextInChain, {}, "WGPUComputePipelineDescriptor");
  m.chain(descriptor.compute.nextInChain, {}, "WGPUComputeState");
  gpu::ComputePipelineDescriptor d;
  d.label = m.string(descriptor.label);
  d.layout = handle_of(descriptor.layout);
  d.compute = stage(m, descriptor.compute.module, descriptor.compute.entryPoint, descriptor.compute.constants,
                    descriptor.compute.constantCount);
  return d;
}

WGPUCreatePipelineAsyncStatus async_status(gpu::CreatePipelineAsyncStatus status) {
  switch (status) {
    case gpu::CreatePipelineAsyncStatus::Success: return WGPUCreatePipelineAsyncStatus_Success;
    case gpu::CreatePipelineAsyncStatus::ValidationError: return WGPUCreatePipelineAsyncStatus_ValidationError;
    case gpu::CreatePipelineAsyncStatus::InternalError: return WGPUCreatePipelineAsyncStatus_InternalError;
  }
  return WGPUCreatePipelineAsyncStatus_InternalError;
}

// The async creations' common part: the future, its cancellation, the result's delivery.
template <typename Impl, typename Pipeline, typename Info>
std::function<void(gpu::CreatePipelineAsyncStatus, Pipeline, std::string_view)> async_result(
    const std::shared_ptr<Events>& events, const std::shared_ptr<Pending>& entry, Info cb) {
  entry->cancel = [cb] {
    if (cb.callback)
      cb.callback(WGPUCreatePipelineAsyncStatus_CallbackCancelled, nullptr, view_of(""), cb.userdata1, cb.userdata2);
  };
  std::weak_ptr<Pending> weak = entry;
  // Weak: the C++ instance holds this callback until it runs, and the events hold that instance.
  std::weak_ptr<Events> weak_events = events;
  return [weak, weak_events, cb](gpu::CreatePipelineAsyncStatus status, Pipeline pipeline, std::string_view message) {
    std::shared_ptr<Pending> p = weak.lock();
    std::shared_ptr<Events> owner = weak_events.lock();
    if (!p || !owner) return;
    Impl* object = status == gpu::CreatePipelineAsyncStatus::Success ? wrap<Impl>(pipeline, owner) : nullptr;
    std::string text(message);
    WGPUCreatePipelineAsyncStatus c_status = async_status(status);
    p->deliver = [cb, object, text, c_status] {
      if (cb.callback) {
        cb.callback(c_status, object, view_of(text), cb.userdata1, cb.userdata2);
      } else if (object) {
        delete object;
      }
    };
    p->cancel = [cb, object] {
      delete object;
      if (cb.callback)
        cb.callback(WGPUCreatePipelineAsyncStatus_CallbackCancelled, nullptr, view_of(""), cb.userdata1,
                    cb.userdata2);
    };
    p->ready = true;
  };
}

// A descriptor fault in an async creation: the callback gets ValidationError (no error is raised).
template <typename Info>
void async_fault(const std::shared_ptr<Pending>& entry, Info cb, std::string why) {
  entry->deliver = [cb, why] {
    if (cb.callback) cb.callback(WGPUCreatePipelineAsyncStatus_ValidationError, nullptr, view_of(why), cb.userdata1,
                                 cb.userdata2);
  };
  entry->cancel = [cb] {
    if (cb.callback)
      cb.callback(WGPUCreatePipelineAsyncStatus_CallbackCancelled, nullptr, view_of(""), cb.userdata1, cb.userdata2);
  };
  entry->ready = true;
}

}  // namespace

namespace wgx::capi {
gpu::RenderPipelineDescriptor render_descriptor(Marshal& m, const WGPURenderPipelineDescriptor& descriptor);
}

extern "C" {

WGPUComputePipeline wgpuDeviceCreateComputePipeline(WGPUDevice device,
                                                    WGPUComputePipelineDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  gpu::ComputePipelineDescriptor d = compute_descriptor(m, *descriptor);
  if (!m.report()) return wrap<WGPUComputePipelineImpl>(gpu::ComputePipeline(), device->events);
  return wrap<WGPUComputePipelineImpl>(device->handle.createComputePipeline(d), device->events);
}

WGPUFuture wgpuDeviceCreateComputePipelineAsync(WGPUDevice device, WGPUComputePipelineDescriptor const* descriptor,
                                                WGPUCreateComputePipelineAsyncCallbackInfo callbackInfo) {
  WGX_REQUIRE(device, WGPUFuture{0});
  WGX_REQUIRE(descriptor, WGPUFuture{0});
  auto [future, entry] = device->events->add(callbackInfo.mode, __func__);
  Marshal m{device->handle, __func__};
  gpu::ComputePipelineDescriptor d = compute_descriptor(m, *descriptor);
  if (!m.ok()) {
    async_fault(entry, callbackInfo, std::string(__func__) + ": " + m.fault);
    return device->events->registered(future);
  }
  device->handle.createComputePipelineAsync(
      d, async_result<WGPUComputePipelineImpl, gpu::ComputePipeline>(device->events, entry, callbackInfo));
  return device->events->registered(future);
}

WGPURenderPipeline wgpuDeviceCreateRenderPipeline(WGPUDevice device, WGPURenderPipelineDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  gpu::RenderPipelineDescriptor d = render_descriptor(m, *descriptor);
  if (!m.report()) return wrap<WGPURenderPipelineImpl>(gpu::RenderPipeline(), device->events);
  return wrap<WGPURenderPipelineImpl>(device->handle.createRenderPipeline(d), device->events);
}

WGPUFuture wgpuDeviceCreateRenderPipelineAsync(WGPUDevice device, WGPURenderPipelineDescriptor const* descriptor,
                                               WGPUCreateRenderPipelineAsyncCallbackInfo callbackInfo) {
  WGX_REQUIRE(device, WGPUFuture{0});
  WGX_REQUIRE(descriptor, WGPUFuture{0});
  auto [future, entry] = device->events->add(callbackInfo.mode, __func__);
  Marshal m{device->handle, __func__};
  gpu::RenderPipelineDescriptor d = render_descriptor(m, *descriptor);
  if (!m.ok()) {
    async_fault(entry, callbackInfo, std::string(__func__) + ": " + m.fault);
    return device->events->registered(future);
  }
  device->handle.createRenderPipelineAsync(
      d, async_result<WGPURenderPipelineImpl, gpu::RenderPipeline>(device->events, entry, callbackInfo));
  return device->events->registered(future);
}

// ---- Encoders and query sets -------------------------------------------------------------------

WGPUCommandEncoder wgpuDeviceCreateCommandEncoder(WGPUDevice device, WGPUCommandEncoderDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  Marshal m{device->handle, __func__};
  gpu::CommandEncoderDescriptor d;
  if (descriptor) {
    m.chain(descriptor->nextInChain, {}, "WGPUCommandEncoderDescriptor");
    d.label = m.string(descriptor->label);
  }
  m.report();
  auto* encoder = wrap<WGPUCommandEncoderImpl>(device->handle.createCommandEncoder(d), device->events);
  encoder->device = device->handle;
  return encoder;
}

WGPUQuerySet wgpuDeviceCreateQuerySet(WGPUDevice device, WGPUQuerySetDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  m.chain(descriptor->nextInChain, {}, "WGPUQuerySetDescriptor");
  gpu::QuerySetDescriptor d;
  d.label = m.string(descriptor->label);
  d.type = m.enumeration(descriptor->type, 0, gpu::QueryType::Occlusion, "type");
  if (descriptor->type == 0) m.fail("type: 0 is not a WGPUQueryType");
  d.count = descriptor->count;
  if (!m.report()) return wrap<WGPUQuerySetImpl>(gpu::QuerySet(), device->events);
  return wrap<WGPUQuerySetImpl>(device->handle.createQuerySet(d), device->events);
}

WGPURenderBundleEncoder wgpuDeviceCreateRenderBundleEncoder(WGPUDevice device,
                                                            WGPURenderBundleEncoderDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  m.chain(descriptor->nextInChain, {}, "WGPURenderBundleEncoderDescriptor");
  gpu::RenderBundleEncoderDescriptor d;
  d.label = m.string(descriptor->label);
  if (m.array(descriptor->colorFormats, descriptor->colorFormatCount, "colorFormats"))
    for (size_t i = 0; i < descriptor->colorFormatCount; i++)
      d.colorFormats.push_back(m.texture_format(descriptor->colorFormats[i], "colorFormats"));
  d.depthStencilFormat = m.texture_format(descriptor->depthStencilFormat, "depthStencilFormat");
  d.sampleCount = descriptor->sampleCount;
  d.depthReadOnly = descriptor->depthReadOnly;
  d.stencilReadOnly = descriptor->stencilReadOnly;
  if (!m.report()) return wrap<WGPURenderBundleEncoderImpl>(gpu::RenderBundleEncoder(), device->events);
  return wrap<WGPURenderBundleEncoderImpl>(device->handle.createRenderBundleEncoder(d), device->events);
}

// ---- Textures and samplers ---------------------------------------------------------------------

WGPUTexture wgpuDeviceCreateTexture(WGPUDevice device, WGPUTextureDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGX_REQUIRE(descriptor, nullptr);
  Marshal m{device->handle, __func__};
  m.chain(descriptor->nextInChain, {}, "WGPUTextureDescriptor");
  gpu::TextureDescriptor d;
  d.label = m.string(descriptor->label);
  d.usage = static_cast<gpu::TextureUsageFlags>(descriptor->usage);
  if (descriptor->usage >> 32) m.fail("usage has bits no WGPUTextureUsage defines");
  d.dimension = m.enumeration(descriptor->dimension, WGPUTextureDimension_Undefined, gpu::TextureDimension::D2,
                              "dimension");
  d.size = {descriptor->size.width, descriptor->size.height, descriptor->size.depthOrArrayLayers};
  d.format = m.texture_format(descriptor->format, "format");
  d.mipLevelCount = descriptor->mipLevelCount;
  d.sampleCount = descriptor->sampleCount;
  if (m.array(descriptor->viewFormats, descriptor->viewFormatCount, "viewFormats"))
    for (size_t i = 0; i < descriptor->viewFormatCount; i++)
      d.viewFormats.push_back(m.texture_format(descriptor->viewFormats[i], "viewFormats"));
  if (!m.report()) return wrap<WGPUTextureImpl>(gpu::Texture(), device->events);
  return wrap<WGPUTextureImpl>(device->handle.createTexture(d), device->events);
}

WGPUSampler wgpuDeviceCreateSampler(WGPUDevice device, WGPUSamplerDescriptor const* descriptor) {
  WGX_REQUIRE(device, nullptr);
  WGPUSamplerDescriptor s = WGPU_SAMPLER_DESCRIPTOR_INIT;
  if (descriptor) s = *descriptor;
  Marshal m{device->handle, __func__};
  m.chain(s.nextInChain, {}, "WGPUSamplerDescriptor");
  gpu::SamplerDescriptor d;
  d.label = m.string(s.label);
  d.addressModeU = m.enumeration(s.addressModeU, 0, gpu::AddressMode::ClampToEdge, "addressModeU");
  d.addressModeV = m.enumeration(s.addressModeV, 0, gpu::AddressMode::ClampToEdge, "addressModeV");
  d.addressModeW = m.enumeration(s.addressModeW, 0, gpu::AddressMode::ClampToEdge, "addressModeW");
  d.magFilter = m.enumeration(s.magFilter, 0, gpu::FilterMode::Nearest, "magFilter");
  d.minFilter = m.enumeration(s.minFilter, 0, gpu::FilterMode::Nearest, "minFilter");
  d.mipmapFilter = m.enumeration(s.mipmapFilter, 0, gpu::MipmapFilterMode::Nearest, "mipmapFilter");
  d.lodMinClamp = s.lodMinClamp;
  d.lodMaxClamp = s.lodMaxClamp;
  d.compare = m.enumeration(s.compare, 0, gpu::CompareFunction::Undefined, "compare");
  d.maxAnisotropy = s.maxAnisotropy;
  if (!m.report()) return wrap<WGPUSamplerImpl>(gpu::Sampler(), device->events);
  return wrap<WGPUSamplerImpl>(device->handle.createSampler(d), device->events);
}

}  // extern "C"
