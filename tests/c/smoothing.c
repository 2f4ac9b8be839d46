/* The seed's smoothing dispatch (examples/smoothing.wgsl, the "Barriers" page): 64 values
 * smoothed in one workgroup over a step count read with workgroupUniformLoad; the data goes in
 * through a buffer mapped at creation, the step count through WriteBuffer, and the results are
 * compared with the same f32 arithmetic on the CPU. */
#include "harness.h"

static const char *kShader =
    "@group(0) @binding(0) var<storage, read_write> data: array<f32>;\n"
    "@group(0) @binding(1) var<uniform> requested: u32;\n"
    "var<workgroup> v: array<f32, 64>;\n"
    "var<workgroup> steps: u32;\n"
    "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {\n"
    "  v[i] = data[i];\n"
    "  if (i == 0) { steps = requested; }\n"
    "  let n = workgroupUniformLoad(&steps);\n"
    "  for (var s = 0u; s < n; s++) {\n"
    "    let left = v[max(i, 1u) - 1];  let mid = v[i];  let right = v[min(i + 1, 63u)];\n"
    "    workgroupBarrier();\n"
    "    v[i] = (left + mid + right) / 3;\n"
    "    workgroupBarrier();\n"
    "  }\n"
    "  data[64 + i] = v[i];\n"
    "}\n";

static const float kInput[64] = {
    0.35f,   0.6621f, 0.4376f, 0.6214f, 0.5973f, 0.6498f, 0.7268f, 0.61f,   0.6762f, 0.7518f, 0.8889f,
    0.8464f, 0.6511f, 0.8884f, 0.8221f, 0.6927f, 0.8169f, 0.6438f, 0.6782f, 0.5504f, 0.6483f, 0.5521f,
    0.5479f, 0.4399f, 0.32f,   0.345f,  0.3631f, 0.1861f, 0.2094f, 0.2655f, 0.4179f, 0.327f,  0.1882f,
    0.2254f, 0.1628f, 0.283f,  0.4173f, 0.4161f, 0.3025f, 0.4172f, 0.3943f, 0.527f,  0.4161f, 0.3797f,
    0.559f,  0.625f,  0.506f,  0.6086f, 0.5285f, 0.5486f, 0.6301f, 0.5955f, 0.8213f, 0.7563f, 0.719f,
    0.8619f, 0.7397f, 0.6571f, 0.6699f, 0.6123f, 0.5893f, 0.5377f, 0.7277f, 0.458f};

int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  WGPUBufferDescriptor desc = WGPU_BUFFER_DESCRIPTOR_INIT;
  desc.label = sv("data");
  desc.size = 512;
  desc.usage = WGPUBufferUsage_Storage | WGPUBufferUsage_CopySrc;
  desc.mappedAtCreation = 1;
  WGPUBuffer data = wgpuDeviceCreateBuffer(h.device, &desc);
  CHECK(wgpuBufferGetMapState(data) == WGPUBufferMapState_Mapped);
  CHECK(wgpuBufferWriteMappedRange(data, 0, kInput, sizeof kInput) == WGPUStatus_Success);
  wgpuBufferUnmap(data);
  WGPUBuffer requested = harness_buffer(&h, 4, WGPUBufferUsage_Uniform | WGPUBufferUsage_CopyDst);
  uint32_t steps = 6;
  wgpuQueueWriteBuffer(h.queue, requested, 0, &steps, 4);
  WGPUShaderModule module = harness_module(&h, kShader);
  WGPUBuffer buffers[2] = {data, requested};
  harness_dispatch(&h, module, buffers, 2, 1);
  float out[128];
  CHECK(harness_read(&h, data, sizeof out, out));

  float v[64], next[64];
  memcpy(v, kInput, sizeof v);
  for (uint32_t s = 0; s < steps; s++) {
    for (int i = 0; i < 64; i++) {
      float left = v[i > 0 ? i - 1 : 0], mid = v[i], right = v[i < 63 ? i + 1 : 63];
      next[i] = (left + mid + right) / 3;
    }
    memcpy(v, next, sizeof v);
  }
  int differ = 0;
  for (int i = 0; i < 64; i++) differ += memcmp(&out[64 + i], &v[i], 4) != 0;
  printf("smoothing: %.4f %.4f ... %.4f; %d of 64 differ from the CPU's f32 result\n", out[64], out[65], out[127],
         differ);
  CHECK(differ == 0);
  wgpuShaderModuleRelease(module);
  wgpuBufferRelease(requested);
  wgpuBufferRelease(data);
  return harness_finish(&h, "smoothing");
}
