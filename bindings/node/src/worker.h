// The queue worker: one thread that runs the provider's queue-timeline work (writeBuffer, submit,
// mapAsync, unmap, destroy, fences for onSubmittedWorkDone and popErrorScope, async pipeline
// creation) in the order JavaScript issued it, so a long dispatch never blocks Node's event loop.
// Each job's completion comes back to the main thread through one threadsafe function, which is
// referenced only while jobs are outstanding: an idle provider keeps no Node process alive.
#pragma once

#include <functional>

#include "native.h"

namespace wgx::node {

// What a job hands back to its JavaScript callback: {errors, status, message, object}.
struct Completion {
  std::vector<gpu::Error> errors;  // raised while the job ran
  int status = 0;
  std::string message;
  std::shared_ptr<Boxed> object;  // a job that makes an object (createComputePipelineAsync)
};
using Job = std::function<void(Completion&)>;

// Queues `job`; `callback(completion)` runs later on the main thread. The job runs with the
// engine lock held and an ErrorCollector in place.
void enqueue(Napi::Env env, Job job, Napi::Function callback);
// Drops `boxed`'s handles on the worker, after the jobs queued before (or at once, when the
// worker has stopped).
void release_later(std::shared_ptr<Boxed> boxed);

}  // namespace wgx::node
