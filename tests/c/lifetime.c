/* Reference counts and lifetimes: AddRef/Release balance per object, GetQueue returns the one
 * queue with a reference, objects outlive the release of what made them (the instance, the
 * device, the pipeline a layout came from, the encoder of a command buffer), labels, the
 * adapter's and device's info, limits and features, and wgpuGetProcAddress for every function. */
#include "harness.h"

typedef struct Proc {
  const char *name;
  WGPUProc proc;
} Proc;

static const Proc kProcs[] = {
#define WGX_PROC(name) {#name, (WGPUProc)&name},
#include "procs.inc"
#undef WGX_PROC
};

static void procs(void) {
  size_t count = sizeof kProcs / sizeof kProcs[0], found = 0;
  for (size_t i = 0; i < count; i++) found += wgpuGetProcAddress(sv(kProcs[i].name)) == kProcs[i].proc;
  CHECK(found == count);
  CHECK(wgpuGetProcAddress(sv("wgpuNoSuchFunction")) == NULL);
  WGPUStringView prefix = {"wgpuCreateInstanceAndMore", 18};
  CHECK(wgpuGetProcAddress(prefix) == (WGPUProc)&wgpuCreateInstance);
  printf("lifetime: wgpuGetProcAddress finds %zu of %zu functions, by NUL-terminated or sized names\n", found, count);
}

static void queries(Harness *h) {
  WGPUAdapterInfo info = WGPU_ADAPTER_INFO_INIT;
  CHECK(wgpuAdapterGetInfo(h->adapter, &info) == WGPUStatus_Success);
  CHECK(info.adapterType == WGPUAdapterType_CPU && info.vendor.length > 0);
  wgpuAdapterInfoFreeMembers(info);
  WGPULimits limits = WGPU_LIMITS_INIT;
  CHECK(wgpuDeviceGetLimits(h->device, &limits) == WGPUStatus_Success);
  CHECK(limits.maxBindGroups == 4 && limits.maxComputeWorkgroupSizeX == 256);
  WGPULimits adapter_limits = WGPU_LIMITS_INIT;
  CHECK(wgpuAdapterGetLimits(h->adapter, &adapter_limits) == WGPUStatus_Success);
  CHECK(adapter_limits.maxComputeInvocationsPerWorkgroup >= limits.maxComputeInvocationsPerWorkgroup);
  WGPUSupportedFeatures features = {0, NULL};
  wgpuAdapterGetFeatures(h->adapter, &features);
  int has_f16 = 0;
  for (size_t i = 0; i < features.featureCount; i++) has_f16 |= features.features[i] == WGPUFeatureName_ShaderF16;
  CHECK(has_f16 && wgpuAdapterHasFeature(h->adapter, WGPUFeatureName_ShaderF16));
  CHECK(!wgpuDeviceHasFeature(h->device, WGPUFeatureName_ShaderF16));
  CHECK(wgpuAdapterHasFeature(h->adapter, WGPUFeatureName_CoreFeaturesAndLimits) &&
        wgpuDeviceHasFeature(h->device, WGPUFeatureName_CoreFeaturesAndLimits));
  wgpuSupportedFeaturesFreeMembers(features);
  /* The four language features webgpu.h names are the front end's; each listed one is had. */
  WGPUSupportedWGSLLanguageFeatures language = {0, NULL};
  wgpuInstanceGetWGSLLanguageFeatures(h->instance, &language);
  CHECK(language.featureCount >= 4);
  for (size_t i = 0; i < language.featureCount; i++)
    CHECK(wgpuInstanceHasWGSLLanguageFeature(h->instance, language.features[i]));
  CHECK(wgpuInstanceHasWGSLLanguageFeature(h->instance, WGPUWGSLLanguageFeatureName_Packed4x8IntegerDotProduct));
  CHECK(wgpuInstanceHasWGSLLanguageFeature(h->instance, WGPUWGSLLanguageFeatureName_PointerCompositeAccess));
  wgpuSupportedWGSLLanguageFeaturesFreeMembers(language);
  printf("lifetime: adapter info, limits and features read and freed\n");
}

static void counts(Harness *h) {
  WGPUQueue q1 = wgpuDeviceGetQueue(h->device), q2 = wgpuDeviceGetQueue(h->device);
  CHECK(q1 == q2 && q1 == h->queue);
  wgpuQueueRelease(q1);
  wgpuQueueRelease(q2);

  WGPUBuffer buffer = harness_buffer(h, 64, WGPUBufferUsage_Storage | WGPUBufferUsage_CopySrc);
  wgpuBufferAddRef(buffer);
  wgpuBufferAddRef(buffer);
  wgpuBufferRelease(buffer);
  wgpuBufferRelease(buffer);
  wgpuBufferSetLabel(buffer, sv("still alive"));
  CHECK(wgpuBufferGetSize(buffer) == 64 && wgpuBufferGetUsage(buffer) == (WGPUBufferUsage_Storage | WGPUBufferUsage_CopySrc));
  wgpuBufferDestroy(buffer);
  wgpuBufferRelease(buffer);

  /* A layout from a released pipeline, a command buffer from a released encoder. */
  WGPUShaderModule module = harness_module(h, "@group(0) @binding(0) var<storage, read_write> v: array<u32>;\n"
                                              "@compute @workgroup_size(1) fn main() { v[0] = 7u; }\n");
  WGPUComputePipelineDescriptor pdesc = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT;
  pdesc.compute.module = module;
  WGPUComputePipeline pipeline = wgpuDeviceCreateComputePipeline(h->device, &pdesc);
  wgpuShaderModuleRelease(module);
  WGPUBindGroupLayout layout = wgpuComputePipelineGetBindGroupLayout(pipeline, 0);
  WGPUBuffer data = harness_buffer(h, 4, WGPUBufferUsage_Storage | WGPUBufferUsage_CopySrc);
  WGPUBindGroupEntry entry = WGPU_BIND_GROUP_ENTRY_INIT;
  entry.buffer = data;
  WGPUBindGroupDescriptor bdesc = WGPU_BIND_GROUP_DESCRIPTOR_INIT;
  bdesc.layout = layout;
  bdesc.entryCount = 1;
  bdesc.entries = &entry;
  WGPUBindGroup group = wgpuDeviceCreateBindGroup(h->device, &bdesc);
  wgpuBindGroupLayoutRelease(layout);
  WGPUCommandEncoder encoder = wgpuDeviceCreateCommandEncoder(h->device, NULL);
  wgpuCommandEncoderSetLabel(encoder, sv("encoder"));
  WGPUComputePassEncoder pass = wgpuCommandEncoderBeginComputePass(encoder, NULL);
  wgpuComputePassEncoderSetPipeline(pass, pipeline);
  wgpuComputePipelineRelease(pipeline);
  wgpuComputePassEncoderSetBindGroup(pass, 0, group, 0, NULL);
  wgpuBindGroupRelease(group);
  wgpuComputePassEncoderDispatchWorkgroups(pass, 1, 1, 1);
  wgpuComputePassEncoderEnd(pass);
  wgpuComputePassEncoderRelease(pass);
  WGPUCommandBuffer commands = wgpuCommandEncoderFinish(encoder, NULL);
  wgpuCommandEncoderRelease(encoder);
  wgpuQueueSubmit(h->queue, 1, &commands);
  wgpuCommandBufferRelease(commands);
  uint32_t value = 0;
  CHECK(harness_read(h, data, 4, &value) && value == 7);
  wgpuBufferRelease(data);
  printf("lifetime: objects outlive the release of the objects that made them\n");
}

/* The instance released first, then the device, then a buffer: each stays usable until its own
 * release. */
static void release_order(void) {
  Harness h;
  if (!harness_init(&h)) {
    CHECK(0);
    return;
  }
  WGPUBuffer buffer = harness_buffer(&h, 16, WGPUBufferUsage_CopyDst | WGPUBufferUsage_MapRead);
  wgpuInstanceRelease(h.instance);
  h.instance = NULL;
  wgpuQueueWriteBuffer(h.queue, buffer, 0, "0123456789abcdef", 16);
  wgpuQueueRelease(h.queue);
  h.queue = NULL;
  wgpuDeviceRelease(h.device);
  h.device = NULL;
  CHECK(wgpuBufferGetSize(buffer) == 16);
  wgpuBufferRelease(buffer);
  harness_done(&h);
  printf("lifetime: instance, queue and device released before a buffer\n");
}

int main(void) {
  procs();
  Harness h;
  if (!harness_init(&h)) return 1;
  queries(&h);
  counts(&h);
  release_order();
  return harness_finish(&h, "lifetime");
}
