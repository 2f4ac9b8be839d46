/* The C tests' common part: an instance, adapter and device made through webgpu.h's callbacks,
 * a storage buffer read back through a MapRead copy, and CHECK, which names the failing line.
 * Plain C11, so the tests show what a C program needs and nothing more; each test prints what it
 * found, the same on wgx and on Dawn (the oracle step: tests/c/oracle_dawn.sh). */
#ifndef WGX_C_HARNESS_H
#define WGX_C_HARNESS_H

#include <webgpu/webgpu.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int harness_failures = 0;

#define CHECK(cond)                                                      \
  do {                                                                   \
    if (!(cond)) {                                                       \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
      harness_failures++;                                                \
    }                                                                    \
  } while (0)

static inline WGPUStringView sv(const char *s) {
  WGPUStringView v = {s, WGPU_STRLEN};
  return v;
}

typedef struct Harness {
  WGPUInstance instance;
  WGPUAdapter adapter;
  WGPUDevice device;
  WGPUQueue queue;
  int uncaptured; /* uncaptured errors seen */
  char last_error[512];
} Harness;

static inline void harness_on_adapter(WGPURequestAdapterStatus status, WGPUAdapter adapter, WGPUStringView message,
                               void *out, void *unused) {
  (void)unused;
  if (status != WGPURequestAdapterStatus_Success)
    fprintf(stderr, "requestAdapter: %.*s\n", (int)message.length, message.data);
  *(WGPUAdapter *)out = adapter;
}

static inline void harness_on_device(WGPURequestDeviceStatus status, WGPUDevice device, WGPUStringView message, void *out,
                              void *unused) {
  (void)unused;
  if (status != WGPURequestDeviceStatus_Success)
    fprintf(stderr, "requestDevice: %.*s\n", (int)message.length, message.data);
  *(WGPUDevice *)out = device;
}

static inline void harness_on_error(WGPUDevice const *device, WGPUErrorType type, WGPUStringView message, void *harness,
                             void *unused) {
  Harness *h = (Harness *)harness;
  (void)device, (void)unused, (void)type;
  h->uncaptured++;
  snprintf(h->last_error, sizeof h->last_error, "%.*s", (int)message.length, message.data);
  fprintf(stderr, "uncaptured error: %s\n", h->last_error);
}

/* Waits up to two minutes for `future` (the harness's instances have TimedWaitAny): a first
 * dispatch may wait for the system compiler to build its kernel. */
static inline int harness_wait(WGPUInstance instance, WGPUFuture future) {
  WGPUFutureWaitInfo info = {future, 0};
  return wgpuInstanceWaitAny(instance, 1, &info, 120000000000ull) == WGPUWaitStatus_Success && info.completed;
}

static inline int harness_init(Harness *h) {
  memset(h, 0, sizeof *h);
  WGPUInstanceDescriptor desc0 = WGPU_INSTANCE_DESCRIPTOR_INIT;
#ifdef WGX_ORACLE_DAWN
  /* Dawn's library of the oracle step (tests/c/oracle_dawn.sh) predates the stable header: its
   * instance descriptor enables TimedWaitAny through `capabilities`. */
  desc0.capabilities.timedWaitAnyEnable = 1;
  desc0.capabilities.timedWaitAnyMaxCount = 1;
#else
  WGPUInstanceFeatureName timed = WGPUInstanceFeatureName_TimedWaitAny;
  desc0.requiredFeatureCount = 1;
  desc0.requiredFeatures = &timed;
#endif
  h->instance = wgpuCreateInstance(&desc0);
  if (!h->instance) return 0;
  WGPURequestAdapterCallbackInfo ainfo = WGPU_REQUEST_ADAPTER_CALLBACK_INFO_INIT;
  ainfo.mode = WGPUCallbackMode_WaitAnyOnly;
  ainfo.callback = harness_on_adapter;
  ainfo.userdata1 = &h->adapter;
  harness_wait(h->instance, wgpuInstanceRequestAdapter(h->instance, NULL, ainfo));
  if (!h->adapter) return 0;
  WGPUDeviceDescriptor desc = WGPU_DEVICE_DESCRIPTOR_INIT;
  desc.uncapturedErrorCallbackInfo.callback = harness_on_error;
  desc.uncapturedErrorCallbackInfo.userdata1 = h;
  WGPURequestDeviceCallbackInfo dinfo = WGPU_REQUEST_DEVICE_CALLBACK_INFO_INIT;
  dinfo.mode = WGPUCallbackMode_WaitAnyOnly;
  dinfo.callback = harness_on_device;
  dinfo.userdata1 = &h->device;
  harness_wait(h->instance, wgpuAdapterRequestDevice(h->adapter, &desc, dinfo));
  if (!h->device) return 0;
  h->queue = wgpuDeviceGetQueue(h->device);
  return 1;
}

static inline void harness_done(Harness *h) {
  if (h->queue) wgpuQueueRelease(h->queue);
  if (h->device) wgpuDeviceRelease(h->device);
  if (h->adapter) wgpuAdapterRelease(h->adapter);
  if (h->instance) wgpuInstanceRelease(h->instance);
}

static inline WGPUShaderModule harness_module(Harness *h, const char *wgsl) {
  WGPUShaderSourceWGSL source = WGPU_SHADER_SOURCE_WGSL_INIT;
  source.code = sv(wgsl);
  WGPUShaderModuleDescriptor desc = WGPU_SHADER_MODULE_DESCRIPTOR_INIT;
  desc.nextInChain = &source.chain;
  return wgpuDeviceCreateShaderModule(h->device, &desc);
}

static inline WGPUBuffer harness_buffer(Harness *h, uint64_t size, WGPUBufferUsage usage) {
  WGPUBufferDescriptor desc = WGPU_BUFFER_DESCRIPTOR_INIT;
  desc.size = size;
  desc.usage = usage;
  return wgpuDeviceCreateBuffer(h->device, &desc);
}

static inline void harness_on_map(WGPUMapAsyncStatus status, WGPUStringView message, void *out, void *unused) {
  (void)unused;
  if (status != WGPUMapAsyncStatus_Success) fprintf(stderr, "mapAsync: %.*s\n", (int)message.length, message.data);
  *(int *)out = status == WGPUMapAsyncStatus_Success ? 1 : -1;
}

/* Copies `size` bytes of `source` (CopySrc) into `out` through a MapRead buffer. */
static inline int harness_read(Harness *h, WGPUBuffer source, uint64_t size, void *out) {
  WGPUBuffer staging = harness_buffer(h, size, WGPUBufferUsage_MapRead | WGPUBufferUsage_CopyDst);
  WGPUCommandEncoder encoder = wgpuDeviceCreateCommandEncoder(h->device, NULL);
  wgpuCommandEncoderCopyBufferToBuffer(encoder, source, 0, staging, 0, size);
  WGPUCommandBuffer commands = wgpuCommandEncoderFinish(encoder, NULL);
  wgpuQueueSubmit(h->queue, 1, &commands);
  wgpuCommandBufferRelease(commands);
  wgpuCommandEncoderRelease(encoder);
  int mapped = 0;
  WGPUBufferMapCallbackInfo info = WGPU_BUFFER_MAP_CALLBACK_INFO_INIT;
  info.mode = WGPUCallbackMode_AllowProcessEvents;
  info.callback = harness_on_map;
  info.userdata1 = &mapped;
  harness_wait(h->instance, wgpuBufferMapAsync(staging, WGPUMapMode_Read, 0, (size_t)size, info));
  int ok = mapped == 1 && wgpuBufferReadMappedRange(staging, 0, out, (size_t)size) == WGPUStatus_Success;
  wgpuBufferUnmap(staging);
  wgpuBufferRelease(staging);
  return ok;
}

/* One compute dispatch of `module`'s entry point over `groups` workgroups with `buffers[i]` bound
 * at @group(0) @binding(i), through the pipeline's default layout. */
static inline void harness_dispatch(Harness *h, WGPUShaderModule module, WGPUBuffer *buffers, size_t count, uint32_t groups) {
  WGPUComputePipelineDescriptor pdesc = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT;
  pdesc.compute.module = module;
  WGPUComputePipeline pipeline = wgpuDeviceCreateComputePipeline(h->device, &pdesc);
  WGPUBindGroupEntry entries[8];
  for (size_t i = 0; i < count; i++) {
    WGPUBindGroupEntry e = WGPU_BIND_GROUP_ENTRY_INIT;
    e.binding = (uint32_t)i;
    e.buffer = buffers[i];
    entries[i] = e;
  }
  WGPUBindGroupDescriptor bdesc = WGPU_BIND_GROUP_DESCRIPTOR_INIT;
  bdesc.layout = wgpuComputePipelineGetBindGroupLayout(pipeline, 0);
  bdesc.entryCount = count;
  bdesc.entries = entries;
  WGPUBindGroup group = wgpuDeviceCreateBindGroup(h->device, &bdesc);
  WGPUCommandEncoder encoder = wgpuDeviceCreateCommandEncoder(h->device, NULL);
  WGPUComputePassEncoder pass = wgpuCommandEncoderBeginComputePass(encoder, NULL);
  wgpuComputePassEncoderSetPipeline(pass, pipeline);
  wgpuComputePassEncoderSetBindGroup(pass, 0, group, 0, NULL);
  wgpuComputePassEncoderDispatchWorkgroups(pass, groups, 1, 1);
  wgpuComputePassEncoderEnd(pass);
  WGPUCommandBuffer commands = wgpuCommandEncoderFinish(encoder, NULL);
  wgpuQueueSubmit(h->queue, 1, &commands);
  wgpuCommandBufferRelease(commands);
  wgpuComputePassEncoderRelease(pass);
  wgpuCommandEncoderRelease(encoder);
  wgpuBindGroupRelease(group);
  wgpuBindGroupLayoutRelease(bdesc.layout);
  wgpuComputePipelineRelease(pipeline);
}

static inline int harness_finish(Harness *h, const char *name) {
  if (h->uncaptured) fprintf(stderr, "%s: %d uncaptured errors, the last: %s\n", name, h->uncaptured, h->last_error);
  int failed = harness_failures || h->uncaptured;
  harness_done(h);
  printf("%s: %s\n", name, failed ? "FAILED" : "ok");
  return failed ? 1 : 0;
}

#endif
