/* A reduction: 64 workgroups each sum 256 values in workgroup memory (a tree with barriers), and
 * an atomic adds the partial sums; an explicit bind group layout and pipeline layout this time,
 * and an override constant (`constants`) for the scale. */
#include "harness.h"

static const char *kShader =
    "override scale: u32 = 1u;\n"
    "@group(0) @binding(0) var<storage, read> input: array<u32>;\n"
    "@group(0) @binding(1) var<storage, read_write> total: atomic<u32>;\n"
    "var<workgroup> part: array<u32, 256>;\n"
    "@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) g: vec3u,\n"
    "                                      @builtin(local_invocation_index) l: u32) {\n"
    "  part[l] = input[g.x] * scale;\n"
    "  for (var s = 128u; s > 0u; s >>= 1u) {\n"
    "    workgroupBarrier();\n"
    "    if (l < s) { part[l] += part[l + s]; }\n"
    "  }\n"
    "  if (l == 0u) { atomicAdd(&total, part[0]); }\n"
    "}\n";

int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  enum { N = 64 * 256 };
  static uint32_t input[N];
  uint64_t expected = 0;
  for (uint32_t i = 0; i < N; i++) {
    input[i] = (i * 2654435761u) >> 24;
    expected += 3u * input[i];
  }
  WGPUBuffer in = harness_buffer(&h, sizeof input, WGPUBufferUsage_Storage | WGPUBufferUsage_CopyDst);
  WGPUBuffer total = harness_buffer(&h, 4, WGPUBufferUsage_Storage | WGPUBufferUsage_CopySrc | WGPUBufferUsage_CopyDst);
  wgpuQueueWriteBuffer(h.queue, in, 0, input, sizeof input);

  WGPUBindGroupLayoutEntry entries[2] = {WGPU_BIND_GROUP_LAYOUT_ENTRY_INIT, WGPU_BIND_GROUP_LAYOUT_ENTRY_INIT};
  entries[0].binding = 0;
  entries[0].visibility = WGPUShaderStage_Compute;
  entries[0].buffer.type = WGPUBufferBindingType_ReadOnlyStorage;
  entries[1].binding = 1;
  entries[1].visibility = WGPUShaderStage_Compute;
  entries[1].buffer.type = WGPUBufferBindingType_Storage;
  WGPUBindGroupLayoutDescriptor ldesc = WGPU_BIND_GROUP_LAYOUT_DESCRIPTOR_INIT;
  ldesc.entryCount = 2;
  ldesc.entries = entries;
  WGPUBindGroupLayout layout = wgpuDeviceCreateBindGroupLayout(h.device, &ldesc);
  WGPUPipelineLayoutDescriptor pldesc = WGPU_PIPELINE_LAYOUT_DESCRIPTOR_INIT;
  pldesc.bindGroupLayoutCount = 1;
  pldesc.bindGroupLayouts = &layout;
  WGPUPipelineLayout pipeline_layout = wgpuDeviceCreatePipelineLayout(h.device, &pldesc);

  WGPUShaderModule module = harness_module(&h, kShader);
  WGPUConstantEntry scale = WGPU_CONSTANT_ENTRY_INIT;
  scale.key = sv("scale");
  scale.value = 3;
  WGPUComputePipelineDescriptor pdesc = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT;
  pdesc.label = sv("reduce");
  pdesc.layout = pipeline_layout;
  pdesc.compute.module = module;
  pdesc.compute.entryPoint = sv("main");
  pdesc.compute.constantCount = 1;
  pdesc.compute.constants = &scale;
  WGPUComputePipeline pipeline = wgpuDeviceCreateComputePipeline(h.device, &pdesc);

  WGPUBindGroupEntry bentries[2] = {WGPU_BIND_GROUP_ENTRY_INIT, WGPU_BIND_GROUP_ENTRY_INIT};
  bentries[0].binding = 0;
  bentries[0].buffer = in;
  bentries[1].binding = 1;
  bentries[1].buffer = total;
  bentries[1].size = 4;
  WGPUBindGroupDescriptor bdesc = WGPU_BIND_GROUP_DESCRIPTOR_INIT;
  bdesc.layout = layout;
  bdesc.entryCount = 2;
  bdesc.entries = bentries;
  WGPUBindGroup group = wgpuDeviceCreateBindGroup(h.device, &bdesc);

  WGPUCommandEncoder encoder = wgpuDeviceCreateCommandEncoder(h.device, NULL);
  wgpuCommandEncoderClearBuffer(encoder, total, 0, 4);
  WGPUComputePassDescriptor cdesc = WGPU_COMPUTE_PASS_DESCRIPTOR_INIT;
  cdesc.label = sv("sum");
  WGPUComputePassEncoder pass = wgpuCommandEncoderBeginComputePass(encoder, &cdesc);
  wgpuComputePassEncoderSetPipeline(pass, pipeline);
  wgpuComputePassEncoderSetBindGroup(pass, 0, group, 0, NULL);
  wgpuComputePassEncoderDispatchWorkgroups(pass, N / 256, 1, 1);
  wgpuComputePassEncoderEnd(pass);
  WGPUCommandBuffer commands = wgpuCommandEncoderFinish(encoder, NULL);
  wgpuQueueSubmit(h.queue, 1, &commands);

  uint32_t sum = 0;
  CHECK(harness_read(&h, total, 4, &sum));
  printf("reduce: sum of %d values times 3 = %u (expected %u)\n", N, sum, (uint32_t)expected);
  CHECK(sum == (uint32_t)expected);

  wgpuCommandBufferRelease(commands);
  wgpuComputePassEncoderRelease(pass);
  wgpuCommandEncoderRelease(encoder);
  wgpuBindGroupRelease(group);
  wgpuComputePipelineRelease(pipeline);
  wgpuShaderModuleRelease(module);
  wgpuPipelineLayoutRelease(pipeline_layout);
  wgpuBindGroupLayoutRelease(layout);
  wgpuBufferRelease(total);
  wgpuBufferRelease(in);
  return harness_finish(&h, "reduce");
}
