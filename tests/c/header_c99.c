/* webgpu.h as C99 (the oldest C its INIT macros' compound literals allow): every INIT macro of
 * the structs a compute program uses is a valid initializer, and the program links. */
#include <webgpu/webgpu.h>
#include <stdio.h>

int main(void) {
  WGPUInstanceDescriptor instance = WGPU_INSTANCE_DESCRIPTOR_INIT;
  WGPUDeviceDescriptor device = WGPU_DEVICE_DESCRIPTOR_INIT;
  WGPUComputePipelineDescriptor pipeline = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT;
  WGPUBindGroupEntry entry = WGPU_BIND_GROUP_ENTRY_INIT;
  WGPUBufferMapCallbackInfo map = WGPU_BUFFER_MAP_CALLBACK_INFO_INIT;
  int ok = instance.requiredFeatureCount == 0 && device.requiredLimits == NULL && pipeline.layout == NULL &&
           entry.size == WGPU_WHOLE_SIZE && map.callback == NULL;
  WGPUInstance made = wgpuCreateInstance(&instance);
  ok = ok && made != NULL;
  wgpuInstanceRelease(made);
  printf("header_c99: %s\n", ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}
