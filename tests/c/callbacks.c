/* The async model of webgpu.h: the three callback modes (WaitAnyOnly, AllowProcessEvents,
 * AllowSpontaneous), callbacks never called inside the call that registers them, WaitAny with and
 * without TimedWaitAny, asynchronous pipeline creation, GetCompilationInfo, and CallbackCancelled
 * for everything still pending when the instance is released. */
#include "harness.h"

typedef struct Seen {
  int calls;
  int status;
  int order;
} Seen;
static int g_order = 0;

static void on_done(WGPUQueueWorkDoneStatus status, WGPUStringView message, void *seen, void *unused) {
  (void)message, (void)unused;
  Seen *s = (Seen *)seen;
  s->calls++;
  s->status = (int)status;
  s->order = ++g_order;
}

static WGPUFuture work_done(Harness *h, WGPUCallbackMode mode, Seen *seen) {
  WGPUQueueWorkDoneCallbackInfo info = WGPU_QUEUE_WORK_DONE_CALLBACK_INFO_INIT;
  info.mode = mode;
  info.callback = on_done;
  info.userdata1 = seen;
  return wgpuQueueOnSubmittedWorkDone(h->queue, info);
}

static void on_pipeline(WGPUCreatePipelineAsyncStatus status, WGPUComputePipeline pipeline, WGPUStringView message,
                        void *seen, void *out) {
  (void)message;
  Seen *s = (Seen *)seen;
  s->calls++;
  s->status = (int)status;
  *(WGPUComputePipeline *)out = pipeline;
}

static void on_info(WGPUCompilationInfoRequestStatus status, struct WGPUCompilationInfo const *info, void *seen,
                    void *unused) {
  (void)unused;
  Seen *s = (Seen *)seen;
  s->calls++;
  s->status = (int)status;
  if (!info) return;
  for (size_t i = 0; i < info->messageCount; i++) {
    const WGPUCompilationMessage *m = &info->messages[i];
    printf("callbacks: compilation message %d at %u:%u (offset %u, length %u): %.*s\n", (int)m->type,
           (unsigned)m->lineNum, (unsigned)m->linePos, (unsigned)m->offset, (unsigned)m->length, (int)m->message.length,
           m->message.data);
  }
}

static void on_adapter(WGPURequestAdapterStatus status, WGPUAdapter adapter, WGPUStringView message, void *seen,
                       void *unused) {
  (void)message, (void)unused;
  Seen *s = (Seen *)seen;
  s->calls++;
  s->status = (int)status;
  if (adapter) wgpuAdapterRelease(adapter);
}

static void on_lost(WGPUDevice const *device, WGPUDeviceLostReason reason, WGPUStringView message, void *seen,
                    void *unused) {
  (void)device, (void)message, (void)unused;
  Seen *s = (Seen *)seen;
  s->calls++;
  s->status = (int)reason;
}

static void modes(Harness *h) {
  /* WaitAnyOnly: ProcessEvents never calls it; WaitAny does. */
  Seen a = {0, 0, 0};
  WGPUFuture fa = work_done(h, WGPUCallbackMode_WaitAnyOnly, &a);
  CHECK(a.calls == 0);
  for (int i = 0; i < 100; i++) wgpuInstanceProcessEvents(h->instance);
  CHECK(a.calls == 0);
  harness_wait(h->instance, fa);
  CHECK(a.calls == 1 && a.status == WGPUQueueWorkDoneStatus_Success);
  /* A future already completed: WaitAny says so at once, and calls nothing again. */
  WGPUFutureWaitInfo again = {fa, 0};
  CHECK(wgpuInstanceWaitAny(h->instance, 1, &again, 0) == WGPUWaitStatus_Success && again.completed);
  CHECK(a.calls == 1);

  /* AllowProcessEvents: not inside the registering call, nor in a WaitAny on another future;
   * ProcessEvents calls them, in the order they became ready. */
  Seen b1 = {0, 0, 0}, b2 = {0, 0, 0}, d = {0, 0, 0};
  work_done(h, WGPUCallbackMode_AllowProcessEvents, &b1);
  CHECK(b1.calls == 0);
  work_done(h, WGPUCallbackMode_AllowProcessEvents, &b2);
  harness_wait(h->instance, work_done(h, WGPUCallbackMode_WaitAnyOnly, &d)); /* done after b1 and b2 */
  CHECK(b1.calls == 0 && b2.calls == 0 && d.calls == 1);
  wgpuInstanceProcessEvents(h->instance);
  CHECK(b1.calls == 1 && b2.calls == 1 && b1.order < b2.order);

  /* AllowSpontaneous: as soon as the result is known, which for RequestAdapter is inside the
   * call (as on Dawn); queue work's callback by the next ProcessEvents at the latest. */
  Seen c = {0, 0, 0}, adapter = {0, 0, 0};
  WGPURequestAdapterCallbackInfo ainfo = WGPU_REQUEST_ADAPTER_CALLBACK_INFO_INIT;
  ainfo.mode = WGPUCallbackMode_AllowSpontaneous;
  ainfo.callback = on_adapter;
  ainfo.userdata1 = &adapter;
  wgpuInstanceRequestAdapter(h->instance, NULL, ainfo);
  CHECK(adapter.calls == 1 && adapter.status == WGPURequestAdapterStatus_Success);
  work_done(h, WGPUCallbackMode_AllowSpontaneous, &c);
  CHECK(c.calls <= 1);
  harness_wait(h->instance, work_done(h, WGPUCallbackMode_WaitAnyOnly, &d));
  wgpuInstanceProcessEvents(h->instance);
  CHECK(c.calls == 1);
  printf("callbacks: WaitAnyOnly and AllowProcessEvents called once each, outside the registering call; "
         "AllowSpontaneous at once for a known result\n");
}

static void async_creations(Harness *h) {
  WGPUShaderModule module = harness_module(h, "@compute @workgroup_size(1) fn main() {}");
  WGPUComputePipelineDescriptor desc = WGPU_COMPUTE_PIPELINE_DESCRIPTOR_INIT;
  desc.compute.module = module;
  Seen s = {0, 0, 0};
  WGPUComputePipeline pipeline = NULL;
  WGPUCreateComputePipelineAsyncCallbackInfo info = WGPU_CREATE_COMPUTE_PIPELINE_ASYNC_CALLBACK_INFO_INIT;
  info.mode = WGPUCallbackMode_WaitAnyOnly;
  info.callback = on_pipeline;
  info.userdata1 = &s;
  info.userdata2 = &pipeline;
  WGPUFuture f = wgpuDeviceCreateComputePipelineAsync(h->device, &desc, info);
  CHECK(s.calls == 0);
  harness_wait(h->instance, f);
  CHECK(s.calls == 1 && s.status == WGPUCreatePipelineAsyncStatus_Success && pipeline);
  if (pipeline) wgpuComputePipelineRelease(pipeline);
  pipeline = NULL;
  /* A bad entry point: ValidationError through the callback, no uncaptured error. */
  desc.compute.entryPoint = sv("nope");
  Seen bad = {0, 0, 0};
  info.userdata1 = &bad;
  harness_wait(h->instance, wgpuDeviceCreateComputePipelineAsync(h->device, &desc, info));
  CHECK(bad.calls == 1 && bad.status == WGPUCreatePipelineAsyncStatus_ValidationError && pipeline == NULL);
  wgpuShaderModuleRelease(module);
  printf("callbacks: CreateComputePipelineAsync: Success, then ValidationError for a missing entry point\n");

  /* GetCompilationInfo of a module with an error on line 2. */
  WGPUDevice device = h->device;
  wgpuDevicePushErrorScope(device, WGPUErrorFilter_Validation);
  WGPUShaderModule broken = harness_module(h, "@compute @workgroup_size(1)\nfn main() { let x: u32 = 1.5; }\n");
  wgpuDevicePopErrorScope(device, (WGPUPopErrorScopeCallbackInfo){NULL, WGPUCallbackMode_AllowProcessEvents, NULL, NULL, NULL});
  Seen ci = {0, 0, 0};
  WGPUCompilationInfoCallbackInfo cinfo = WGPU_COMPILATION_INFO_CALLBACK_INFO_INIT;
  cinfo.mode = WGPUCallbackMode_AllowProcessEvents;
  cinfo.callback = on_info;
  cinfo.userdata1 = &ci;
  wgpuShaderModuleGetCompilationInfo(broken, cinfo);
  CHECK(ci.calls == 0);
  wgpuInstanceProcessEvents(h->instance);
  CHECK(ci.calls == 1 && ci.status == WGPUCompilationInfoRequestStatus_Success);
  wgpuShaderModuleRelease(broken);
}

static void timed_wait(void) {
  WGPUInstanceFeatureName timed = WGPUInstanceFeatureName_TimedWaitAny;
  CHECK(wgpuHasInstanceFeature(timed));
  WGPUSupportedInstanceFeatures features = {0, NULL};
  wgpuGetInstanceFeatures(&features);
  CHECK(features.featureCount == 1 && features.features[0] == timed);
  wgpuSupportedInstanceFeaturesFreeMembers(features);
  WGPUInstanceLimits limits = WGPU_INSTANCE_LIMITS_INIT;
  CHECK(wgpuGetInstanceLimits(&limits) == WGPUStatus_Success && limits.timedWaitAnyMaxCount > 0);

  WGPUInstanceDescriptor desc = WGPU_INSTANCE_DESCRIPTOR_INIT;
  desc.requiredFeatureCount = 1;
  desc.requiredFeatures = &timed;
  WGPUInstance instance = wgpuCreateInstance(&desc);
  Seen s = {0, 0, 0};
  WGPURequestAdapterCallbackInfo info = WGPU_REQUEST_ADAPTER_CALLBACK_INFO_INIT;
  info.mode = WGPUCallbackMode_WaitAnyOnly;
  info.callback = on_adapter;
  info.userdata1 = &s;
  WGPUFutureWaitInfo wait = {wgpuInstanceRequestAdapter(instance, NULL, info), 0};
  CHECK(wgpuInstanceWaitAny(instance, 1, &wait, 5000000000ull) == WGPUWaitStatus_Success);
  CHECK(wait.completed && s.calls == 1 && s.status == WGPURequestAdapterStatus_Success);
  wgpuInstanceRelease(instance);
  printf("callbacks: TimedWaitAny: a 5 s wait returns with the adapter\n");
}

static void timeouts(Harness *h) {
  /* The device-lost future does not complete while the device lives: a timed wait times out. */
  WGPUFutureWaitInfo lost = {wgpuDeviceGetLostFuture(h->device), 0};
  CHECK(wgpuInstanceWaitAny(h->instance, 1, &lost, 0) == WGPUWaitStatus_TimedOut && !lost.completed);
  CHECK(wgpuInstanceWaitAny(h->instance, 1, &lost, 1000000) == WGPUWaitStatus_TimedOut && !lost.completed);
  /* A timeout on an instance without TimedWaitAny is an error. */
  WGPUInstance plain = wgpuCreateInstance(NULL);
  WGPUFutureWaitInfo none = {{1}, 0};
  CHECK(wgpuInstanceWaitAny(plain, 1, &none, 1000) == WGPUWaitStatus_Error);
  wgpuInstanceRelease(plain);
  printf("callbacks: WaitAny: TimedOut with no timeout and with 1 ms, Error with a timeout but no TimedWaitAny\n");
}

static void cancelled(void) {
  Harness h;
  if (!harness_init(&h)) {
    CHECK(0);
    return;
  }
  Seen adapter = {0, 0, 0}, done = {0, 0, 0}, lost = {0, 0, 0};
  WGPURequestAdapterCallbackInfo ainfo = WGPU_REQUEST_ADAPTER_CALLBACK_INFO_INIT;
  ainfo.mode = WGPUCallbackMode_AllowProcessEvents;
  ainfo.callback = on_adapter;
  ainfo.userdata1 = &adapter;
  wgpuInstanceRequestAdapter(h.instance, NULL, ainfo);
  work_done(&h, WGPUCallbackMode_WaitAnyOnly, &done);
  /* A second device whose lost callback is pending. */
  WGPUDeviceDescriptor ddesc = WGPU_DEVICE_DESCRIPTOR_INIT;
  ddesc.deviceLostCallbackInfo.mode = WGPUCallbackMode_AllowProcessEvents;
  ddesc.deviceLostCallbackInfo.callback = on_lost;
  ddesc.deviceLostCallbackInfo.userdata1 = &lost;
  WGPUDevice device = NULL;
  WGPURequestDeviceCallbackInfo dinfo = WGPU_REQUEST_DEVICE_CALLBACK_INFO_INIT;
  dinfo.mode = WGPUCallbackMode_WaitAnyOnly;
  dinfo.callback = harness_on_device;
  dinfo.userdata1 = &device;
  harness_wait(h.instance, wgpuAdapterRequestDevice(h.adapter, &ddesc, dinfo));
  CHECK(device != NULL);
  CHECK(adapter.calls == 0 && done.calls == 0 && lost.calls == 0);
  wgpuInstanceRelease(h.instance);
  h.instance = NULL;
  CHECK(adapter.calls == 1 && adapter.status == WGPURequestAdapterStatus_CallbackCancelled);
  CHECK(done.calls == 1 && done.status == WGPUQueueWorkDoneStatus_CallbackCancelled);
  CHECK(lost.calls == 1 && lost.status == WGPUDeviceLostReason_CallbackCancelled);
  wgpuDeviceRelease(device);
  CHECK(lost.calls == 1);
  harness_done(&h);
  printf("callbacks: releasing the instance calls the pending callbacks with CallbackCancelled\n");
}

int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  modes(&h);
  async_creations(&h);
  timeouts(&h);
  timed_wait();
  cancelled();
  return harness_finish(&h, "callbacks");
}
