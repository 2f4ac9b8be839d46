/* Edge cases a C program meets, each with the number of errors it raises, printed so the oracle
 * step compares them with Dawn's (the same counts, statuses and states): unmapping an unmapped
 * buffer, mapping a mapped or destroyed one, destroying twice, the ranges of a write mapping, an
 * invalid buffer mapped at creation, submitting a command buffer twice, an empty entry point,
 * compilation messages, and common compute mistakes (no pipeline, no bind group, misaligned
 * writes, an unknown constant, f16 without its feature, too many workgroups, a copy onto itself). */
#include "harness.h"
static int g_status = -1;
static void on_map(WGPUMapAsyncStatus s, WGPUStringView m, void *u1, void *u2) { (void)m; (void)u1; (void)u2; g_status = (int)s; }
static void on_info(WGPUCompilationInfoRequestStatus status, struct WGPUCompilationInfo const *info, void *u1,
                    void *u2) {
  (void)u1, (void)u2;
  printf("compilation info: status %d, %zu messages\n", (int)status, info ? info->messageCount : 0);
  for (size_t i = 0; info && i < info->messageCount; i++) {
    const WGPUCompilationMessage *m = &info->messages[i];
    printf("  type %d at %u:%u offset %u length %u: %.*s\n", (int)m->type, (unsigned)m->lineNum, (unsigned)m->linePos,
           (unsigned)m->offset, (unsigned)m->length, (int)m->message.length, m->message.data);
  }
}
static void submit(Harness *h, WGPUCommandEncoder e) {
  WGPUCommandBuffer c = wgpuCommandEncoderFinish(e, NULL);
  wgpuQueueSubmit(h->queue, 1, &c);
  wgpuCommandBufferRelease(c);
  wgpuCommandEncoderRelease(e);
}
static void step(Harness *h, const char *what) { printf("%-50s uncaptured %d\n", what, h->uncaptured); h->uncaptured = 0; }
int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  WGPUBuffer b = harness_buffer(&h, 16, WGPUBufferUsage_MapRead | WGPUBufferUsage_CopyDst);
  wgpuBufferUnmap(b); step(&h, "unmap an unmapped buffer");
  WGPUBufferMapCallbackInfo info = WGPU_BUFFER_MAP_CALLBACK_INFO_INIT;
  info.mode = WGPUCallbackMode_AllowProcessEvents; info.callback = on_map;
  harness_wait(h.instance, wgpuBufferMapAsync(b, WGPUMapMode_Read, 0, 16, info));
  printf("map status %d state %d\n", g_status, (int)wgpuBufferGetMapState(b)); step(&h, "map");
  harness_wait(h.instance, wgpuBufferMapAsync(b, WGPUMapMode_Read, 0, 16, info));
  printf("map again status %d\n", g_status); step(&h, "map a mapped buffer");
  wgpuBufferUnmap(b); wgpuBufferDestroy(b); wgpuBufferDestroy(b); step(&h, "destroy twice");
  printf("state after destroy %d size %llu\n", (int)wgpuBufferGetMapState(b), (unsigned long long)wgpuBufferGetSize(b));
  harness_wait(h.instance, wgpuBufferMapAsync(b, WGPUMapMode_Read, 0, 16, info));
  printf("map destroyed status %d\n", g_status); step(&h, "map a destroyed buffer");
  wgpuBufferRelease(b);
  WGPUBuffer w = harness_buffer(&h, 16, WGPUBufferUsage_MapWrite | WGPUBufferUsage_CopySrc);
  harness_wait(h.instance, wgpuBufferMapAsync(w, WGPUMapMode_Write, 0, 16, info));
  printf("map write status %d, range %s, const range %s\n", g_status, wgpuBufferGetMappedRange(w, 0, 16) ? "yes" : "no", wgpuBufferGetConstMappedRange(w, 0, 16) ? "yes" : "no");
  step(&h, "write mapping ranges");
  WGPUBufferDescriptor d = WGPU_BUFFER_DESCRIPTOR_INIT; d.size = 10; d.usage = WGPUBufferUsage_Storage; d.mappedAtCreation = 1;
  WGPUBuffer bad = wgpuDeviceCreateBuffer(h.device, &d);
  printf("mappedAtCreation size 10: buffer %s, range %s\n", bad ? "yes" : "no", bad && wgpuBufferGetMappedRange(bad, 0, 8) ? "yes" : "no");
  step(&h, "mappedAtCreation with size 10");
  if (bad) wgpuBufferRelease(bad);
  WGPUCommandEncoder e = wgpuDeviceCreateCommandEncoder(h.device, NULL);
  WGPUCommandBuffer cb = wgpuCommandEncoderFinish(e, NULL);
  wgpuQueueSubmit(h.queue, 1, &cb); wgpuQueueSubmit(h.queue, 1, &cb); step(&h, "submit a command buffer twice");
  wgpuCommandBufferRelease(cb); wgpuCommandEncoderRelease(e);
  WGPUShaderModule m = harness_module(&h, "@compute @workgroup_size(1) fn main() { }");
  WGPUComputePipelineDescriptor pd = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT; pd.compute.module = m; pd.compute.entryPoint = sv("");
  WGPUComputePipeline p = wgpuDeviceCreateComputePipeline(h.device, &pd); step(&h, "entry point empty string");
  wgpuComputePipelineRelease(p);
  WGPUBindGroupLayout l = wgpuComputePipelineGetBindGroupLayout(p = wgpuDeviceCreateComputePipeline(h.device, &(WGPUComputePipelineDescriptor){.compute = {.module = m, .entryPoint = {NULL, WGPU_STRLEN}}}), 0);
  step(&h, "GetBindGroupLayout(0) of a pipeline without bindings");
  wgpuBindGroupLayoutRelease(l); wgpuComputePipelineRelease(p);
  wgpuShaderModuleRelease(m);
  wgpuBufferRelease(w);

  /* The compilation messages of a module with an error: type, line, byte column, offset, length. */
  WGPUShaderModule broken = harness_module(&h, "@compute @workgroup_size(1)\nfn main() {\n  let x: u32 = -1;\n}\n");
  step(&h, "a module with an error");
  WGPUCompilationInfoCallbackInfo cinfo = WGPU_COMPILATION_INFO_CALLBACK_INFO_INIT;
  cinfo.mode = WGPUCallbackMode_WaitAnyOnly;
  cinfo.callback = on_info;
  harness_wait(h.instance, wgpuShaderModuleGetCompilationInfo(broken, cinfo));
  wgpuShaderModuleRelease(broken);
  /* Columns and offsets count bytes of UTF-8: a two-byte character before the error. */
  broken = harness_module(&h, "@compute @workgroup_size(1)\nfn main() {\n  /* \xc3\xa9 */ let x: u32 = -1;\n}\n");
  step(&h, "a module with an error after a two-byte character");
  harness_wait(h.instance, wgpuShaderModuleGetCompilationInfo(broken, cinfo));
  wgpuShaderModuleRelease(broken);
  /* Common compute mistakes: the number of errors each raises (their wording is the C++ API's). */
  {
  WGPUShaderModule mk = harness_module(&h, "override k: u32 = 1u;\n@group(0) @binding(0) var<storage, read_write> v: array<u32>;\n@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) { v[g.x] = k; }");
  WGPUComputePipelineDescriptor pk = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT; pk.compute.module = mk;
  WGPUComputePipeline pp = wgpuDeviceCreateComputePipeline(h.device, &pk);
  step(&h, "pipeline");
  WGPUCommandEncoder e = wgpuDeviceCreateCommandEncoder(h.device, NULL);
  WGPUComputePassEncoder pass = wgpuCommandEncoderBeginComputePass(e, NULL);
  wgpuComputePassEncoderDispatchWorkgroups(pass, 1, 1, 1); wgpuComputePassEncoderEnd(pass); wgpuComputePassEncoderRelease(pass);
  submit(&h, e); step(&h, "dispatch without a pipeline");
  e = wgpuDeviceCreateCommandEncoder(h.device, NULL);
  pass = wgpuCommandEncoderBeginComputePass(e, NULL);
  wgpuComputePassEncoderSetPipeline(pass, pp); wgpuComputePassEncoderDispatchWorkgroups(pass, 1, 1, 1); wgpuComputePassEncoderEnd(pass); wgpuComputePassEncoderRelease(pass);
  submit(&h, e); step(&h, "dispatch without a bind group");
  WGPUBuffer b = harness_buffer(&h, 256, WGPUBufferUsage_Storage | WGPUBufferUsage_CopyDst);
  wgpuQueueWriteBuffer(h.queue, b, 2, "abcd", 4); step(&h, "writeBuffer at offset 2");
  wgpuQueueWriteBuffer(h.queue, b, 0, "abc", 3); step(&h, "writeBuffer of 3 bytes");
  WGPUConstantEntry c = WGPU_CONSTANT_ENTRY_INIT; c.key = sv("nope"); c.value = 1;
  pk.compute.constantCount = 1; pk.compute.constants = &c;
  WGPUComputePipeline p2 = wgpuDeviceCreateComputePipeline(h.device, &pk); step(&h, "an unknown constant");
  wgpuComputePipelineRelease(p2);
  WGPUShaderModule f16 = harness_module(&h, "enable f16;\n@compute @workgroup_size(1) fn main() { let x = 1h; }"); step(&h, "enable f16 without the feature");
  wgpuShaderModuleRelease(f16);
  WGPUBindGroupEntry be = WGPU_BIND_GROUP_ENTRY_INIT; be.buffer = b; be.offset = 4;
  WGPUBindGroupDescriptor bd = WGPU_BIND_GROUP_DESCRIPTOR_INIT; bd.layout = wgpuComputePipelineGetBindGroupLayout(pp, 0); bd.entryCount = 1; bd.entries = &be;
  WGPUBindGroup g = wgpuDeviceCreateBindGroup(h.device, &bd); step(&h, "a storage binding at offset 4");
  wgpuBindGroupRelease(g);
  e = wgpuDeviceCreateCommandEncoder(h.device, NULL);
  pass = wgpuCommandEncoderBeginComputePass(e, NULL);
  be.offset = 0; g = wgpuDeviceCreateBindGroup(h.device, &bd);
  wgpuComputePassEncoderSetPipeline(pass, pp); wgpuComputePassEncoderSetBindGroup(pass, 0, g, 0, NULL); wgpuComputePassEncoderDispatchWorkgroups(pass, 70000, 1, 1); wgpuComputePassEncoderEnd(pass); wgpuComputePassEncoderRelease(pass);
  submit(&h, e); step(&h, "70000 workgroups");
  e = wgpuDeviceCreateCommandEncoder(h.device, NULL);
  wgpuCommandEncoderCopyBufferToBuffer(e, b, 0, b, 4, 4); submit(&h, e); step(&h, "copy a buffer to itself");
  wgpuBindGroupRelease(g); wgpuBindGroupLayoutRelease(bd.layout);
  wgpuBufferRelease(b); wgpuComputePipelineRelease(pp); wgpuShaderModuleRelease(mk);
  }
  return harness_finish(&h, "edges");
}
