// The device timeline: one thread per device that runs the queue's work (submitted command
// buffers, writeBuffer, writeTexture, the freeing of destroyed resources) in the order the
// application issued it, off the application's thread, as a GPU runs its queue. Content-timeline
// calls (validation, object creation, the map state machine) stay on the caller's thread; what
// they hand over is a job. A job that raises an error routes it to the error scopes that were on
// the stack when it was issued (TimelineJobScope), as WebGPU's error scopes capture an
// operation's device-timeline errors.
//
// Futures that wait for queue work (mapAsync, onSubmittedWorkDone, popErrorScope) are events of
// the instance made ready by a marker job: the queue is FIFO, so the marker runs after all the work
// issued before it. On an idle queue they are ready at once, without the marker's round trip.
#pragma once

#include <pthread.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

namespace wgx::gpu {

class QueueTimeline {
 public:
  using Job = std::function<void()>;

  QueueTimeline() = default;
  QueueTimeline(const QueueTimeline&) = delete;
  QueueTimeline& operator=(const QueueTimeline&) = delete;
  // Runs what is queued, then joins the thread (or lets it finish on its own when the last
  // reference to the device is dropped by a job on the timeline thread itself).
  ~QueueTimeline();

  // Queues `job`; the thread starts with the first job.
  void enqueue(Job job);
  // Blocks until every job queued so far has run (at once on the timeline's own thread).
  void wait_idle();
  // Whether every job queued so far has run (none is waiting or running).
  bool idle() const;
  // Whether the caller is this timeline's thread.
  bool on_timeline_thread() const;

 private:
  struct State {
    std::mutex mutex;
    std::condition_variable wake;  // jobs arrived, or stop
    std::condition_variable idle;  // a job finished
    std::deque<Job> jobs;
    uint64_t queued = 0, finished = 0;
    bool stopping = false;
    pthread_t thread{};
    bool has_thread = false;
  };
  static void run(const std::shared_ptr<State>& state);
  static void* thread_main(void* state);

  std::shared_ptr<State> state_ = std::make_shared<State>();
  pthread_t thread_{};
  bool started_ = false;  // the caller's thread only (enqueue, the destructor)
};

}  // namespace wgx::gpu
