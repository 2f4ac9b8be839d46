// The device timeline (device_timeline.h): a FIFO of jobs and the one thread that runs them.
#include "api/device_timeline.h"

namespace wgx::gpu {

void QueueTimeline::run(const std::shared_ptr<State>& state) {
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

void QueueTimeline::enqueue(Job job) {
  std::call_once(started_, [this] {
    std::shared_ptr<State> state = state_;
    thread_ = std::thread([state] { run(state); });
    std::lock_guard<std::mutex> lock(state_->mutex);
    state_->thread_id = thread_.get_id();
  });
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    state_->jobs.push_back(std::move(job));
    state_->queued++;
  }
  state_->wake.notify_one();
}

void QueueTimeline::wait_idle() {
  if (on_timeline_thread()) return;
  std::unique_lock<std::mutex> lock(state_->mutex);
  uint64_t target = state_->queued;
  state_->idle.wait(lock, [&] { return state_->finished >= target; });
}

bool QueueTimeline::on_timeline_thread() const {
  std::lock_guard<std::mutex> lock(state_->mutex);
  return state_->thread_id == std::this_thread::get_id();
}

QueueTimeline::~QueueTimeline() {
  {
    std::lock_guard<std::mutex> lock(state_->mutex);
    state_->stopping = true;
  }
  state_->wake.notify_all();
  if (!thread_.joinable()) return;
  // The last reference to the device may be dropped by a job: the thread cannot join itself, so
  // it finishes the queue on its own, holding the state it shares.
  if (thread_.get_id() == std::this_thread::get_id()) {
    thread_.detach();
    return;
  }
  thread_.join();
}

}  // namespace wgx::gpu
