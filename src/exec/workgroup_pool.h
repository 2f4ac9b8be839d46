// Spreading a dispatch's workgroups over worker threads, taken in workgroup-id order. Shared by
// every CPU executor: each worker owns a runner (its workgroup and lane memory) and runs one
// workgroup after another; the first error stops the dispatch.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "ir/module.h"

namespace wgx::exec {

class WorkgroupRunner {
 public:
  virtual ~WorkgroupRunner() = default;
  // Runs workgroup `wid`; returns an empty string, or an error that stops the dispatch.
  virtual std::string run(const uint32_t wid[3]) = 0;
  // Runs `count` workgroups in id order from the linear index `first` (x fastest, as
  // workgroup_id(first, ...) numbers them); by default one run() each.
  virtual std::string run_range(const uint32_t dispatch[3], uint64_t first, uint64_t count);
  // Called once on the worker's thread after its last workgroup (when no error stopped the
  // dispatch): where a runner folds worker-private results into the buffers.
  virtual std::string finish() { return ""; }
};

// The id of the workgroup with linear index `i`, and the id after `wid` (x fastest).
void workgroup_id(uint64_t i, const uint32_t dispatch[3], uint32_t wid[3]);
void next_workgroup_id(uint32_t wid[3], const uint32_t dispatch[3]);

// Runs every workgroup of `options.dispatch` on `options.threads` workers (0: all cores), each
// with the runner `make_runner` gives it, and stops once the dispatch has run longer than
// `options.max_seconds`. Workers have `stack_bytes` of stack (compiled kernels keep lane arrays
// there). Returns the first error (running out of memory included), or an empty string.
std::string run_workgroups(const ExecOptions& options, size_t stack_bytes,
                           const std::function<std::unique_ptr<WorkgroupRunner>()>& make_runner);

// Lets dispatches that use one worker (one workgroup, or one thread) run on the calling thread
// instead of handing over to a parked worker and waiting: two thread wake-ups cost more than a
// small dispatch's whole work. For long-lived threads that run dispatches one after another and
// have `stack_bytes` of stack (the API's queue timelines, a draw's tile workers); call it on the
// thread itself. Returns the thread's previous setting (0: none), for a caller that restores it.
size_t run_single_worker_dispatches_here(size_t stack_bytes);

// The stack every dispatch worker has (compiled kernels keep lane arrays there); threads that
// call run_single_worker_dispatches_here should have as much.
inline constexpr size_t kWorkerStackBytes = size_t{64} << 20;

// Finds the buffer of each storage and uniform variable: base pointers and sizes indexed like
// `m.vars`. Returns an empty string, or why a binding is missing or too small.
std::string bind_buffers(const ir::Module& m, const std::vector<BufferBinding>& buffers, std::vector<uint8_t*>* base,
                         std::vector<uint64_t>* size);

// The watchdog's step budget, checked in slices so that a workgroup also stops once the whole
// dispatch is past its deadline (ExecOptions::max_seconds): an executor compares its step count
// with a limit and, past it, asks over() whether to stop or where the next limit is.
class StepBudget {
 public:
  enum class Stop { None, Steps, Time };
  explicit StepBudget(const ExecOptions& o)
      : max_(o.max_steps), slice_(o.events ? kListenedSlice : kSlice), deadline_(o.deadline) {}
  uint64_t first_limit() const { return std::min(max_, slice_); }
  Stop over(uint64_t steps, uint64_t* limit) const {
    if (steps > max_) return Stop::Steps;
    if (deadline_ != std::chrono::steady_clock::time_point{} && std::chrono::steady_clock::now() > deadline_)
      return Stop::Time;
    *limit = max_ - steps < slice_ ? max_ : steps + slice_;
    return Stop::None;
  }

 private:
  static constexpr uint64_t kSlice = uint64_t{1} << 22;  // a few milliseconds of steps
  // A listener (the sanitizer) makes each step hundreds of times slower: slices of the same time.
  static constexpr uint64_t kListenedSlice = uint64_t{1} << 14;
  uint64_t max_;
  uint64_t slice_;
  std::chrono::steady_clock::time_point deadline_;
};

// The error of a dispatch stopped at its deadline (`done` of `total` workgroups ran; unknown: 0).
std::string time_limit_message(const ExecOptions& options, uint64_t done = 0, uint64_t total = 0);

// The watchdog's error for workgroup `wid`: names the loop at `loop` (null: a call tree, or
// straight code, used up the budget).
std::string watchdog_message(const ir::Module& m, const Span* loop, const uint32_t wid[3], uint64_t max_steps);

}  // namespace wgx::exec
