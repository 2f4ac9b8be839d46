// The worker pool every CPU executor runs a dispatch's workgroups on (workgroup_pool.h).
#include "exec/workgroup_pool.h"

#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <new>
#include <thread>
#include <utility>

#include "base/cores.h"

namespace wgx::exec {
namespace {

struct Shared {
  const uint32_t* dispatch;
  uint64_t total;
  uint64_t chunk = 1;
  const std::function<std::unique_ptr<WorkgroupRunner>()>* make_runner;
  std::atomic<uint64_t> next{0};
  std::atomic<bool> failed{false};
  std::mutex error_mutex;
  std::string error;
  const ExecOptions* options = nullptr;

  void fail(std::string why) {
    std::lock_guard<std::mutex> lock(error_mutex);
    if (!failed.exchange(true)) error = std::move(why);
  }
  bool past_deadline() const {
    return options->deadline != std::chrono::steady_clock::time_point{} &&
           std::chrono::steady_clock::now() > options->deadline;
  }
};

// Workers claim consecutive workgroups a chunk at a time: one atomic operation (and, in compiled
// kernels, one watchdog setup) per chunk rather than per workgroup; chunks stay small enough
// that the workers finish together.
void work_unguarded(Shared& s) {
  std::unique_ptr<WorkgroupRunner> runner = (*s.make_runner)();
  for (;;) {
    uint64_t i = s.next.fetch_add(s.chunk);
    if (s.failed.load()) return;
    if (i >= s.total) break;
    if (s.past_deadline()) return s.fail(time_limit_message(*s.options, i, s.total));
    std::string error = runner->run_range(s.dispatch, i, std::min(s.chunk, s.total - i));
    if (!error.empty()) return s.fail(std::move(error));
  }
  if (std::string error = runner->finish(); !error.empty()) s.fail(std::move(error));
}

// A worker that cannot get memory stops the dispatch with an error; the host goes on.
void work(Shared& s) {
  try {
    work_unguarded(s);
  } catch (const std::bad_alloc&) {
    s.fail("out of memory while running the dispatch");
  }
}

void* thread_main(void* arg) {
  work(*static_cast<Shared*>(arg));
  return nullptr;
}

// Workers parked between dispatches and reused by every one: starting threads per dispatch cost
// tens of microseconds, more than a small dispatch's whole work. Each worker has its own slot, so
// a dispatch wakes only the workers it uses. One dispatch at a time has the pool; a dispatch that
// finds it busy (another device's, on another thread) or that needs a larger stack than the
// workers have starts threads of its own, as every dispatch did before.
class ParkedWorkers {
 public:
  // Reserved per worker, committed only as a kernel's frames touch it.
  static constexpr size_t kStackBytes = kWorkerStackBytes;

  static ParkedWorkers& instance() {
    static ParkedWorkers* pool = new ParkedWorkers;  // never destroyed: its threads outlive main()
    return *pool;
  }

  // Runs work(*s) on `n` workers and returns once all have finished; false (nothing ran) when
  // the pool is busy or has no thread.
  bool run(unsigned n, Shared* s) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (busy_) return false;
      while (slots_.size() < n && start_worker()) {
      }
      if (slots_.empty()) return false;
      busy_ = true;
    }
    n = std::min<unsigned>(n, static_cast<unsigned>(slots_.size()));
    remaining_.store(n);
    for (unsigned i = 0; i < n; i++) slots_[i]->give(s);
    {
      std::unique_lock<std::mutex> lock(done_mutex_);
      done_.wait(lock, [&] { return remaining_.load() == 0; });
    }
    std::lock_guard<std::mutex> lock(mutex_);
    busy_ = false;
    return true;
  }

 private:
  struct Slot {
    std::mutex mutex;
    std::condition_variable wake;
    Shared* job = nullptr;
    void give(Shared* s) {
      {
        std::lock_guard<std::mutex> lock(mutex);
        job = s;
      }
      wake.notify_one();
    }
    Shared* take() {
      std::unique_lock<std::mutex> lock(mutex);
      wake.wait(lock, [&] { return job != nullptr; });
      return std::exchange(job, nullptr);
    }
  };
  struct Start {
    ParkedWorkers* pool;
    Slot* slot;
  };

  static void* worker_main(void* arg) {
    Start start = *static_cast<Start*>(arg);
    delete static_cast<Start*>(arg);
    for (;;) {
      work(*start.slot->take());
      start.pool->finished();
    }
    return nullptr;
  }

  void finished() {
    if (remaining_.fetch_sub(1) != 1) return;
    std::lock_guard<std::mutex> lock(done_mutex_);
    done_.notify_one();
  }

  bool start_worker() {
    auto slot = std::make_unique<Slot>();
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, kStackBytes);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    auto* start = new Start{this, slot.get()};
    pthread_t id;
    bool ok = pthread_create(&id, &attr, worker_main, start) == 0;
    pthread_attr_destroy(&attr);
    if (!ok) {
      delete start;
      return false;
    }
    slots_.push_back(std::move(slot));
    return true;
  }

  std::mutex mutex_;  // slots_ and busy_
  std::vector<std::unique_ptr<Slot>> slots_;
  bool busy_ = false;
  std::atomic<unsigned> remaining_{0};
  std::mutex done_mutex_;
  std::condition_variable done_;
};

// The fallback: threads of the dispatch's own, with the stack it asks for.
void run_on_own_threads(Shared& s, unsigned threads, size_t stack_bytes) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, std::max<size_t>(stack_bytes, 1 << 20));
  std::vector<pthread_t> pool;
  for (unsigned t = 0; t < threads; t++) {
    pthread_t id;
    if (pthread_create(&id, &attr, thread_main, &s) != 0) break;
    pool.push_back(id);
  }
  pthread_attr_destroy(&attr);
  if (pool.empty()) work(s);  // no thread could start: run here
  for (pthread_t id : pool) pthread_join(id, nullptr);
}

}  // namespace

void workgroup_id(uint64_t i, const uint32_t dispatch[3], uint32_t wid[3]) {
  uint64_t xy = static_cast<uint64_t>(dispatch[0]) * dispatch[1];
  wid[0] = static_cast<uint32_t>(i % dispatch[0]);
  wid[1] = static_cast<uint32_t>((i / dispatch[0]) % dispatch[1]);
  wid[2] = static_cast<uint32_t>(i / xy);
}

void next_workgroup_id(uint32_t wid[3], const uint32_t dispatch[3]) {
  if (++wid[0] < dispatch[0]) return;
  wid[0] = 0;
  if (++wid[1] < dispatch[1]) return;
  wid[1] = 0;
  ++wid[2];
}

std::string WorkgroupRunner::run_range(const uint32_t dispatch[3], uint64_t first, uint64_t count) {
  uint32_t wid[3];
  workgroup_id(first, dispatch, wid);
  for (uint64_t k = 0; k < count; k++, next_workgroup_id(wid, dispatch))
    if (std::string error = run(wid); !error.empty()) return error;
  return "";
}

namespace {
thread_local size_t t_own_stack = 0;  // run_single_worker_dispatches_here()
}  // namespace

size_t run_single_worker_dispatches_here(size_t stack_bytes) { return std::exchange(t_own_stack, stack_bytes); }

std::string run_workgroups(const ExecOptions& options, size_t stack_bytes,
                           const std::function<std::unique_ptr<WorkgroupRunner>()>& make_runner) {
  const uint32_t* dispatch = options.dispatch;
  unsigned threads = options.threads;
  Shared s;
  s.options = &options;
  s.dispatch = dispatch;
  s.total = static_cast<uint64_t>(dispatch[0]) * dispatch[1] * dispatch[2];
  s.make_runner = &make_runner;
  if (s.total == 0) return "";
  if (!threads) threads = available_cores();
  threads = static_cast<unsigned>(std::min<uint64_t>(threads, s.total));
  s.chunk = std::clamp<uint64_t>(s.total / (uint64_t{threads} * 64), 1, 256);
  // What is left of the thread's stack past its current frames is at least half of it.
  if (threads == 1 && stack_bytes <= t_own_stack / 2) {
    work(s);
    return s.error;
  }
  // pthreads rather than std::thread: the stack size of compiled kernels' workers must be set.
  bool parked = stack_bytes <= ParkedWorkers::kStackBytes && ParkedWorkers::instance().run(threads, &s);
  if (!parked) run_on_own_threads(s, threads, stack_bytes);
  return s.error;
}

std::string bind_buffers(const ir::Module& m, const std::vector<BufferBinding>& buffers, std::vector<uint8_t*>* base,
                         std::vector<uint64_t>* size) {
  base->assign(m.vars.size(), nullptr);
  size->assign(m.vars.size(), 0);
  for (size_t i = 0; i < m.vars.size(); i++) {
    const ir::Variable& v = m.vars[i];
    if (v.space != ir::Space::Storage && v.space != ir::Space::Uniform) continue;
    const BufferBinding* b = nullptr;
    for (const BufferBinding& c : buffers)
      if (c.group == v.group && c.binding == v.binding) b = &c;
    std::string where = "@group(" + std::to_string(v.group) + ") @binding(" + std::to_string(v.binding) + ")";
    if (!b) return "no buffer bound to " + where + " ('" + v.name + "')";
    uint64_t min = v.size;  // runtime-sized arrays count one element
    if (b->size < min)
      return "buffer for " + where + " ('" + v.name + "') has " + std::to_string(b->size) +
             " bytes; it needs at least " + std::to_string(min);
    (*base)[i] = b->data;
    (*size)[i] = b->size;
  }
  return "";
}

std::string time_limit_message(const ExecOptions& options, uint64_t done, uint64_t total) {
  char secs[32];
  std::snprintf(secs, sizeof secs, "%g", options.max_seconds);
  std::string ran = total ? " (" + std::to_string(done) + " of " + std::to_string(total) + " workgroups ran)" : "";
  return "the dispatch did not finish in " + std::string(secs) + " s" + ran + "; raise the limit with --max-time";
}

std::string watchdog_message(const ir::Module& m, const Span* loop, const uint32_t wid[3], uint64_t max_steps) {
  std::string where = "?";
  if (loop && m.source) {
    Location loc = m.source->location(loop->offset);
    where = std::to_string(loc.line) + ":" + std::to_string(loc.column);
  }
  std::string prefix = "step budget of " + std::to_string(max_steps) + " exceeded in workgroup (" +
                       std::to_string(wid[0]) + ", " + std::to_string(wid[1]) + ", " + std::to_string(wid[2]) + "): ";
  if (where == "?") return prefix + "its calls and loops did not finish (raise it with --max-steps)";
  return prefix + "the loop at " + where + " did not finish (raise it with --max-steps)";
}

}  // namespace wgx::exec
