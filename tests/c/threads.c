/* The instance from several threads at once (webgpu.h's Multithreading article: an implementation
 * may tie other objects to one thread, never the instance): four threads run ProcessEvents while
 * the main thread registers 200 OnSubmittedWorkDone callbacks; each runs exactly once. */
#include <pthread.h>
#include <stdatomic.h>

#include "harness.h"

enum { kCallbacks = 200, kThreads = 4 };
static atomic_int g_calls[kCallbacks];
static atomic_int g_total;
static atomic_int g_stop;

static void on_done(WGPUQueueWorkDoneStatus status, WGPUStringView message, void *index, void *unused) {
  (void)status, (void)message, (void)unused;
  atomic_fetch_add(&g_calls[(intptr_t)index], 1);
  atomic_fetch_add(&g_total, 1);
}

static void *pump(void *instance) {
  while (!atomic_load(&g_stop)) wgpuInstanceProcessEvents((WGPUInstance)instance);
  return NULL;
}

int main(void) {
  Harness h;
  if (!harness_init(&h)) return 1;
  pthread_t threads[kThreads];
  for (int i = 0; i < kThreads; i++) pthread_create(&threads[i], NULL, pump, h.instance);
  for (intptr_t i = 0; i < kCallbacks; i++) {
    WGPUQueueWorkDoneCallbackInfo info = WGPU_QUEUE_WORK_DONE_CALLBACK_INFO_INIT;
    info.mode = WGPUCallbackMode_AllowProcessEvents;
    info.callback = on_done;
    info.userdata1 = (void *)i;
    wgpuQueueOnSubmittedWorkDone(h.queue, info);
  }
  WGPUQueueWorkDoneCallbackInfo last = WGPU_QUEUE_WORK_DONE_CALLBACK_INFO_INIT;
  last.mode = WGPUCallbackMode_WaitAnyOnly;
  CHECK(harness_wait(h.instance, wgpuQueueOnSubmittedWorkDone(h.queue, last)));
  for (int i = 0; i < 100000 && atomic_load(&g_total) < kCallbacks; i++) wgpuInstanceProcessEvents(h.instance);
  atomic_store(&g_stop, 1);
  for (int i = 0; i < kThreads; i++) pthread_join(threads[i], NULL);
  int once = 0;
  for (int i = 0; i < kCallbacks; i++) once += atomic_load(&g_calls[i]) == 1;
  printf("threads: %d of %d callbacks ran exactly once, %d ProcessEvents threads\n", once, kCallbacks, kThreads);
  CHECK(once == kCallbacks && atomic_load(&g_total) == kCallbacks);
  return harness_finish(&h, "threads");
}
