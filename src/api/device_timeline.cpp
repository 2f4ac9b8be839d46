// The device timeline (device_timeline.h): a FIFO of jobs and the one thread that runs them. The
// thread is a pthread with the stack of a dispatch worker, so that a dispatch with one worker
// runs on it directly (exec::run_single_worker_dispatches_here) instead of waking a worker.
#include "api/device_timeline.h"

#include "exec/workgroup_pool.h"

namespace wgx::gpu {

void QueueTimeline::run(const std::shared_ptr<State>& state) {
  exec::run_single_worker_dispatches_here(exec::kWorkerStackBytes);
  for (;;) {
    Job job;
    {
      std::unique_lock<std::mutex> lock(state->mutex);
      state->wake.wait(lock, [&] { return state->stopping || !state->jobs.empty(); });
      if (state->jobs.empty()) return;  // stopping, and nothing left to run
      job = std::move(state->jobs.front());
      state->jobs.pop_front();
    }
    job();
    job = nullptr;  // what the job holds is released before it counts as finished
    {
      std::lock_guard<std::mutex> lock(state->mutex);
      state->finished++;
    }
    state->idle.notify_all();
  }
}

void* QueueTimeline::thread_main(void* arg) {
  std::unique_ptr<std::shared_ptr<State>> state(static_cast<std::shared_ptr<State>*>(arg));
  run(*state);
  return nullptr;
}

void QueueTimeline::enqueue(Job job) {
  if (!started_) {
    started_ = true;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, exec::kWorkerStackBytes);
    auto* state = new std::shared_ptr<State>(state_);
    std::lock_guard<std::mutex> lock(state_->mutex);  // the thread reads thread/has_thread under it
    if (pthread_create(&state_->thread, &attr, thread_main, state) == 0) {
      state_->has_thread = true;
      thread_ = state_->thread;
    } else {
      delete state;
    }
    pthread_attr_destroy(&attr);
  }
  if (!state_->has_thread) {  // no thread could start: the work runs now, in order all the same
    job();
    return;
  }
  bool was_empty = false;
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    was_empty = state_->jobs.empty();
    state_->jobs.push_back(std::move(job));
    state_->queued++;
  }
  // The thread sleeps only on an empty queue: a job behind others needs no wake-up, and sparing it
  // spares a system call (a submit and the futures after it are several jobs in a row).
  if (was_empty) state_->wake.notify_one();
}

void QueueTimeline::wait_idle() {
  if (on_timeline_thread()) return;
  std::unique_lock<std::mutex> lock(state_->mutex);
  uint64_t target = state_->queued;
  state_->idle.wait(lock, [&] { return state_->finished >= target; });
}

bool QueueTimeline::idle() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->finished == state_->queued;
}

bool QueueTimeline::on_timeline_thread() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->has_thread && pthread_equal(state_->thread, pthread_self());
}

QueueTimeline::~QueueTimeline() {
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    state_->stopping = true;
  }
  state_->wake.notify_all();
  if (!started_ || !state_->has_thread) return;
  // The last reference to the device may be dropped by a job: the thread cannot join itself, so
  // it finishes the queue on its own, holding the state it shares.
  if (pthread_equal(thread_, pthread_self())) {
    pthread_detach(thread_);
    return;
  }
  pthread_join(thread_, nullptr);
}

}  // namespace wgx::gpu
