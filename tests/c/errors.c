/* Errors as webgpu.h reports them: error scopes (nested, filtered, popped through a future, the
 * empty stack), the uncaptured-error callback, mapping failures through the map callback, and
 * the device-lost callback and future after wgpuDeviceDestroy. */
#include "harness.h"

typedef struct Popped {
  int calls;
  WGPUPopErrorScopeStatus status;
  WGPUErrorType type;
  char message[256];
} Popped;

static void on_pop(WGPUPopErrorScopeStatus status, WGPUErrorType type, WGPUStringView message, void *out,
                   void *unused) {
  (void)unused;
  Popped *p = (Popped *)out;
  p->calls++;
  p->status = status;
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

static void scopes(Harness *h) {
  /* MapRead with Storage is invalid: the validation scope catches it. */
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_OutOfMemory);
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  WGPUBuffer bad = harness_buffer(h, 16, WGPUBufferUsage_MapRead | WGPUBufferUsage_Storage);
  CHECK(bad != NULL);
  Popped inner = pop(h);
  Popped outer = pop(h);
  CHECK(inner.calls == 1 && inner.status == WGPUPopErrorScopeStatus_Success && inner.type == WGPUErrorType_Validation);
  CHECK(outer.calls == 1 && outer.status == WGPUPopErrorScopeStatus_Success && outer.type == WGPUErrorType_NoError);
  printf("errors: the validation scope caught: %s\n", inner.type == WGPUErrorType_Validation ? "a validation error" : "nothing");
  /* Using the invalid buffer raises another error: a scope of the wrong filter lets it through. */
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Internal);
  wgpuQueueWriteBuffer(h->queue, bad, 0, "abcd", 4);
  Popped internal = pop(h);
  CHECK(internal.type == WGPUErrorType_NoError);
  CHECK(h->uncaptured == 1);
  h->uncaptured = 0;
  printf("errors: an error outside a matching scope reached the uncaptured-error callback\n");
  Popped empty = pop(h);
  CHECK(empty.calls == 1 && empty.status == WGPUPopErrorScopeStatus_Error);
  fprintf(stderr, "errors: the empty stack's message: %s\n", empty.message);
  printf("errors: popping an empty stack: status Error\n");
  wgpuBufferRelease(bad);
}

static int g_map = 0;
static void on_map(WGPUMapAsyncStatus status, WGPUStringView message, void *unused1, void *unused2) {
  (void)message, (void)unused1, (void)unused2;
  g_map = (int)status;
}

static void mapping(Harness *h) {
  WGPUBuffer storage = harness_buffer(h, 16, WGPUBufferUsage_Storage);
  WGPUBufferMapCallbackInfo info = WGPU_BUFFER_MAP_CALLBACK_INFO_INIT;
  info.mode = WGPUCallbackMode_WaitAnyOnly;
  info.callback = on_map;
  wgpuDevicePushErrorScope(h->device, WGPUErrorFilter_Validation);
  harness_wait(h->instance, wgpuBufferMapAsync(storage, WGPUMapMode_Read, 0, 16, info));
  Popped p = pop(h);
  CHECK(g_map == WGPUMapAsyncStatus_Error && p.type == WGPUErrorType_Validation);
  printf("errors: mapping a buffer without MapRead: status Error\n");

  WGPUBuffer readable = harness_buffer(h, 16, WGPUBufferUsage_MapRead | WGPUBufferUsage_CopyDst);
  WGPUFuture f = wgpuBufferMapAsync(readable, WGPUMapMode_Read, 0, WGPU_WHOLE_MAP_SIZE, info);
  CHECK(wgpuBufferGetMapState(readable) == WGPUBufferMapState_Pending);
  wgpuBufferUnmap(readable);
  harness_wait(h->instance, f);
  CHECK(g_map == WGPUMapAsyncStatus_Aborted);
  printf("errors: Unmap while the map is pending: status Aborted\n");
  /* Ranges that cannot be given are NULL, with no error: unmapped, or writable from a read mapping. */
  CHECK(wgpuBufferGetConstMappedRange(readable, 0, 16) == NULL);
  harness_wait(h->instance, wgpuBufferMapAsync(readable, WGPUMapMode_Read, 0, 16, info));
  CHECK(g_map == WGPUMapAsyncStatus_Success);
  CHECK(wgpuBufferGetMappedRange(readable, 0, 16) == NULL && wgpuBufferGetConstMappedRange(readable, 0, 16) != NULL);
  CHECK(wgpuBufferGetConstMappedRange(readable, 4, 8) == NULL && wgpuBufferGetConstMappedRange(readable, 8, 16) == NULL);
  CHECK(h->uncaptured == 0);
  printf("errors: GetMappedRange of a read mapping, misaligned or outside ranges: NULL, no error\n");
  wgpuBufferRelease(readable);
  wgpuBufferRelease(storage);

  /* A write mapping: ranges may overlap and be asked for again (C has nothing to detach). */
  WGPUBuffer writable = harness_buffer(h, 16, WGPUBufferUsage_MapWrite | WGPUBufferUsage_CopySrc);
  harness_wait(h->instance, wgpuBufferMapAsync(writable, WGPUMapMode_Write, 0, 16, info));
  char *whole = (char *)wgpuBufferGetMappedRange(writable, 0, WGPU_WHOLE_MAP_SIZE);
  char *tail = (char *)wgpuBufferGetMappedRange(writable, 8, 8);
  const char *again = (const char *)wgpuBufferGetConstMappedRange(writable, 0, 16);
  CHECK(whole && tail == whole + 8 && again == whole);
  CHECK(wgpuBufferWriteMappedRange(writable, 0, "0123456789abcdef", 16) == WGPUStatus_Success);
  CHECK(wgpuBufferWriteMappedRange(writable, 8, "ABCDEFGH", 8) == WGPUStatus_Success);
  char back[16];
  CHECK(wgpuBufferReadMappedRange(writable, 0, back, 16) == WGPUStatus_Success);
  CHECK(memcmp(back, "01234567ABCDEFGH", 16) == 0 && whole && memcmp(whole, back, 16) == 0);
  wgpuBufferUnmap(writable);
  CHECK(wgpuBufferGetMappedRange(writable, 0, 16) == NULL && h->uncaptured == 0);
  printf("errors: a write mapping gives overlapping ranges again and again; WriteMappedRange twice\n");
  wgpuBufferRelease(writable);
}

static int g_lost_calls = 0;
static WGPUDeviceLostReason g_lost_reason;
static WGPUDevice g_lost_device;
static void on_lost(WGPUDevice const *device, WGPUDeviceLostReason reason, WGPUStringView message, void *u1, void *u2) {
  (void)message, (void)u1, (void)u2;
  g_lost_calls++;
  g_lost_reason = reason;
  g_lost_device = device ? *device : NULL;
}

static void lost(Harness *h) {
  WGPUDeviceDescriptor desc = WGPU_DEVICE_DESCRIPTOR_INIT;
  desc.deviceLostCallbackInfo.mode = WGPUCallbackMode_AllowSpontaneous;
  desc.deviceLostCallbackInfo.callback = on_lost;
  WGPUDevice device = NULL;
  WGPURequestDeviceCallbackInfo info = WGPU_REQUEST_DEVICE_CALLBACK_INFO_INIT;
  info.mode = WGPUCallbackMode_WaitAnyOnly;
  info.callback = harness_on_device;
  info.userdata1 = &device;
  harness_wait(h->instance, wgpuAdapterRequestDevice(h->adapter, &desc, info));
  CHECK(device != NULL);
  WGPUFuture lost_future = wgpuDeviceGetLostFuture(device);
  wgpuDeviceDestroy(device);
  /* AllowSpontaneous: the callback runs in Destroy (as on Dawn); the future is complete. */
  CHECK(g_lost_calls == 1 && g_lost_reason == WGPUDeviceLostReason_Destroyed && g_lost_device == device);
  CHECK(harness_wait(h->instance, lost_future));
  CHECK(g_lost_calls == 1);
  printf("errors: wgpuDeviceDestroy: the lost callback reports Destroyed\n");
  /* After the loss nothing raises errors. */
  WGPUBuffer late = wgpuDeviceCreateBuffer(device, &(WGPUBufferDescriptor){NULL, {NULL, 0}, WGPUBufferUsage_MapRead | WGPUBufferUsage_Storage, 4, 0});
  if (late) wgpuBufferRelease(late);
  wgpuDeviceRelease(device);
  CHECK(g_lost_calls == 1);

  /* Releasing a device destroys it: an AllowSpontaneous lost callback runs in the release. */
  g_lost_calls = 0;
  device = NULL;
  harness_wait(h->instance, wgpuAdapterRequestDevice(h->adapter, &desc, info));
  WGPUDevice released = device;
  wgpuDeviceRelease(device);
  (void)released;
  CHECK(g_lost_calls == 1 && g_lost_reason == WGPUDeviceLostReason_Destroyed && g_lost_device == NULL);
  printf("errors: the last wgpuDeviceRelease: an AllowSpontaneous lost callback reports Destroyed at once, "
         "for a NULL device\n");

  /* A request that cannot be met: Error status, and no device. */
  WGPULimits limits = WGPU_LIMITS_INIT;
  limits.maxBindGroups = 1000;
  desc.requiredLimits = &limits;
  desc.deviceLostCallbackInfo.callback = NULL;
  device = (WGPUDevice)1;
  harness_wait(h->instance, wgpuAdapterRequestDevice(h->adapter, &desc, info));
  CHECK(device == NULL);
  printf("errors: a device request with maxBindGroups 1000 fails\n");
}

int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  scopes(&h);
  mapping(&h);
  lost(&h);
  return harness_finish(&h, "errors");
}
