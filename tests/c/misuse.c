/* Misuse gives a clear error, never memory corruption: NULL objects (a line on stderr, the call
 * does nothing), unknown chained structs and missing shader sources (validation errors, invalid
 * objects), enum values the header does not define, arrays with a count and no pointer, strings
 * given with a length and no terminator, an invalid callback mode. */
#include "harness.h"

typedef struct Popped {
  int calls;
  WGPUErrorType type;
  char message[512];
} Popped;

static void on_pop(WGPUPopErrorScopeStatus status, WGPUErrorType type, WGPUStringView message, void *out, void *u2) {
  (void)status, (void)u2;
  Popped *p = (Popped *)out;
  p->calls++;
  p->type = type;
  snprintf(p->message, sizeof p->message, "%.*s", (int)message.length, message.data);
}

static Popped pop(Harness *h) {
  Popped p;
  memset(&p, 0, sizeof p);
  WGPUPopErrorScopeCallbackInfo info = WGPU_POP_ERROR_SCOPE_CALLBACK_INFO_INIT;
  info.mode = WGPUCallbackMode_WaitAnyOnly;
  info.callback = on_pop;
  info.userdata1 = &p;
  harness_wait(h->instance, wgpuDevicePopErrorScope(h->device, info));
  return p;
}

static void expect_validation(Harness *h, const char *what) {
  Popped p = pop(h);
  CHECK(p.calls == 1 && p.type == WGPUErrorType_Validation);
  printf("misuse: %s: %s\n", what, p.type == WGPUErrorType_Validation ? "validation error" : "NO ERROR");
}

static void null_objects(void) {
  wgpuBufferUnmap(NULL);
  wgpuBufferRelease(NULL);
  CHECK(wgpuDeviceCreateBuffer(NULL, NULL) == NULL);
  CHECK(wgpuBufferGetMappedRange(NULL, 0, 4) == NULL);
  wgpuQueueSubmit(NULL, 0, NULL);
  wgpuComputePassEncoderDispatchWorkgroups(NULL, 1, 1, 1);
  printf("misuse: NULL objects: reported on stderr, nothing done\n");
}

static void chains(Harness *h) {
  WGPUChainedStruct unknown = {NULL, (WGPUSType)0x7777};
  WGPUShaderModuleDescriptor desc = WGPU_SHADER_MODULE_DESCRIPTOR_INIT;
  desc.nextInChain = &unknown;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  WGPUShaderModule module = wgpuDeviceCreateShaderModule(h->device, &desc);
  CHECK(module != NULL);
  expect_validation(h, "a shader module chaining an unknown sType");
  /* The invalid module makes an invalid pipeline. */
  WGPUComputePipelineDescriptor pdesc = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT;
  pdesc.compute.module = module;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  WGPUComputePipeline pipeline = wgpuDeviceCreateComputePipeline(h->device, &pdesc);
  expect_validation(h, "a pipeline of that module");
  wgpuComputePipelineRelease(pipeline);
  wgpuShaderModuleRelease(module);

  desc.nextInChain = NULL;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  module = wgpuDeviceCreateShaderModule(h->device, &desc);
  expect_validation(h, "a shader module with no WGSL source");
  wgpuShaderModuleRelease(module);

  WGPUBufferDescriptor bdesc = WGPU_BUFFER_DESCRIPTOR_INIT;
  WGPUShaderSourceWGSL wrong_place = WGPU_SHADER_SOURCE_WGSL_INIT;
  bdesc.nextInChain = &wrong_place.chain;
  bdesc.size = 4;
  bdesc.usage = WGPUBufferUsage_Storage;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  WGPUBuffer buffer = wgpuDeviceCreateBuffer(h->device, &bdesc);
  expect_validation(h, "a buffer descriptor chaining WGPUShaderSourceWGSL");
  wgpuBufferRelease(buffer);
}

static void values(Harness *h) {
  WGPUBindGroupLayoutEntry entry = WGPU_BIND_GROUP_LAYOUT_ENTRY_INIT;
  entry.visibility = WGPUShaderStage_Compute;
  entry.buffer.type = (WGPUBufferBindingType)99;
  WGPUBindGroupLayoutDescriptor desc = WGPU_BIND_GROUP_LAYOUT_DESCRIPTOR_INIT;
  desc.entryCount = 1;
  desc.entries = &entry;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  WGPUBindGroupLayout layout = wgpuDeviceCreateBindGroupLayout(h->device, &desc);
  expect_validation(h, "a buffer binding type of 99");
  wgpuBindGroupLayoutRelease(layout);

  desc.entries = NULL;
  desc.entryCount = 2;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  layout = wgpuDeviceCreateBindGroupLayout(h->device, &desc);
  expect_validation(h, "two entries and a NULL pointer");
  wgpuBindGroupLayoutRelease(layout);

  WGPUBindGroupLayoutEntry none = WGPU_BIND_GROUP_LAYOUT_ENTRY_INIT;
  desc.entries = &none;
  desc.entryCount = 1;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  layout = wgpuDeviceCreateBindGroupLayout(h->device, &desc);
  expect_validation(h, "an entry that binds nothing");
  wgpuBindGroupLayoutRelease(layout);
}

static void strings(Harness *h) {
  /* The code is the first 52 bytes; what follows (no terminator, then garbage) is not read. */
  char code[64];
  const char *wgsl = "@compute @workgroup_size(1) fn main() { _ = 1u + 2u; }";
  memset(code, '#', sizeof code);
  memcpy(code, wgsl, strlen(wgsl));
  WGPUShaderSourceWGSL source = WGPU_SHADER_SOURCE_WGSL_INIT;
  source.code.data = code;
  source.code.length = strlen(wgsl);
  WGPUShaderModuleDescriptor desc = WGPU_SHADER_MODULE_DESCRIPTOR_INIT;
  desc.nextInChain = &source.chain;
  char label[4] = {'a', 'b', 'c', 'd'};
  desc.label.data = label;
  desc.label.length = 3;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  WGPUShaderModule module = wgpuDeviceCreateShaderModule(h->device, &desc);
  Popped p = pop(h);
  CHECK(p.type == WGPUErrorType_NoError);
  printf("misuse: WGSL and a label given by length without a terminator: %s\n",
         p.type == WGPUErrorType_NoError ? "compiled" : p.message);
  wgpuShaderModuleRelease(module);

  /* {NULL, WGPU_STRLEN} is the null string: an entry point not given. */
  WGPUShaderModule two = harness_module(h, "@compute @workgroup_size(1) fn a() {}\n@compute @workgroup_size(1) fn b() {}\n");
  WGPUComputePipelineDescriptor pdesc = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT;
  pdesc.compute.module = two;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  WGPUComputePipeline pipeline = wgpuDeviceCreateComputePipeline(h->device, &pdesc);
  expect_validation(h, "no entry point named in a module with two");
  wgpuComputePipelineRelease(pipeline);
  pdesc.compute.entryPoint.data = "bad";
  pdesc.compute.entryPoint.length = 1;
  pipeline = wgpuDeviceCreateComputePipeline(h->device, &pdesc);
  wgpuComputePipelineRelease(pipeline);
  wgpuShaderModuleRelease(two);
  CHECK(h->uncaptured == 0);
  printf("misuse: the entry point \"b\" given as {\"bad\", 1}: %s\n", h->uncaptured ? "error" : "found");
}

static int g_called = 0;
static void on_done(WGPUQueueWorkDoneStatus status, WGPUStringView message, void *u1, void *u2) {
  (void)status, (void)message, (void)u1, (void)u2;
  g_called++;
}

static void modes(Harness *h) {
  WGPUQueueWorkDoneCallbackInfo info = WGPU_QUEUE_WORK_DONE_CALLBACK_INFO_INIT; /* mode 0: not a mode */
  info.callback = on_done;
  wgpuQueueOnSubmittedWorkDone(h->queue, info);
  WGPUQueueWorkDoneCallbackInfo after = WGPU_QUEUE_WORK_DONE_CALLBACK_INFO_INIT;
  after.mode = WGPUCallbackMode_WaitAnyOnly;
  harness_wait(h->instance, wgpuQueueOnSubmittedWorkDone(h->queue, after));
  wgpuInstanceProcessEvents(h->instance);
  CHECK(g_called == 1);
  printf("misuse: callback mode 0: reported on stderr, the callback runs as AllowProcessEvents\n");
}

int main(void) {
  null_objects();
  Harness h;
  if (!harness_init(&h)) return 1;
  chains(&h);
  values(&h);
  strings(&h);
  modes(&h);
  return harness_finish(&h, "misuse");
}
