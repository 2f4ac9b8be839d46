// The handoff from the interpreter to a compiled kernel inside one dispatch (tiered_dispatch.h).
// A dispatch with more interpreted work left than kInterpreterBudget waits for the kernel instead.
//
// The worker pool hands out chunks of consecutive workgroups from one atomic counter. Before each
// interpreted workgroup a worker looks (one acquire load) whether the build has finished; the
// first worker to see it binds the kernel for the dispatch once (std::call_once), and from then on
// every worker runs the rest of its chunk and every later chunk compiled. The time workers spend
// waiting for the build moves the dispatch's deadline on (the clock of a dispatch starts once its
// kernel is built, with or without tiering). Nothing is shared between the two executors but the
// buffers, which distinct workgroups may only share through atomics: the compiled kernel's
// worker-private counters (jit, "Atomics") are folded in by its runner's finish(), as in a fully
// compiled dispatch.
#include "program/tiered_dispatch.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

#include "base/cores.h"
#include "exec/interpreter.h"
#include "exec/workgroup_pool.h"
#include "jit/jit_executor.h"
#include "program/executable.h"

namespace wgx::program {
namespace {

std::atomic<uint64_t> g_interpreted{0}, g_compiled{0};

using Clock = std::chrono::steady_clock;

// The kernel's side of one dispatch, bound by the first worker that finds the build finished, and
// the dispatch's clock. Time spent waiting for the build is not running (as without tiering, where
// the clock starts once the kernel is built), so the deadline moves on by the wait: the workers
// after the build run under `resumed_`, the options with the moved deadline.
class Handoff {
 public:
  Handoff(const ir::Module& m, const KernelBuild& build, const std::vector<exec::BufferBinding>& buffers,
          const std::vector<exec::TextureBinding>& textures, const std::vector<exec::SamplerBinding>& samplers,
          const exec::ExecOptions& o, size_t stack_bytes)
      : m_(m),
        build_(build),
        buffers_(buffers),
        textures_(textures),
        samplers_(samplers),
        o_(o),
        resumed_(o),
        stack_bytes_(stack_bytes) {}

  // Called once the build is done: the deadline moved by the wait, and the kernel bound (usable()
  // says whether it can run here: not when the build failed, when its lane arrays need more stack
  // than these workers have, or when it refuses the bindings; the dispatch then ends on the
  // interpreter and the next one runs compiled).
  void bind() {
    std::call_once(bound_, [&] {
      if (Clock::time_point waited = wait_began_.load(); waited != Clock::time_point{} && has_deadline())
        resumed_.deadline = o_.deadline + (Clock::now() - waited);
      const std::shared_ptr<const jit::Kernel>& k = build_.kernel();
      usable_ = k && compiled_.bind(m_, k, buffers_, textures_, samplers_, resumed_).empty() &&
                compiled_.stack_bytes() <= stack_bytes_;
      interpreter_.bind(m_, buffers_, textures_, samplers_, resumed_);
      resumed_ready_.store(true, std::memory_order_release);
    });
  }
  bool done() const { return build_.done(); }
  bool usable() const { return usable_; }  // after bind()
  // The runners after the build: the kernel's, or the interpreter's under the moved deadline.
  std::unique_ptr<exec::WorkgroupRunner> make_resumed() const {
    return usable_ ? compiled_.make() : interpreter_.make();
  }

  // Blocks until the build has finished; the dispatch's clock stops meanwhile.
  void wait_for_build() {
    Clock::time_point none{};
    wait_began_.compare_exchange_strong(none, Clock::now());
    build_.wait_until(Clock::time_point::max());
  }

  // The deadline the dispatch runs under now (none: the epoch).
  Clock::time_point deadline() const {
    return resumed_ready_.load(std::memory_order_acquire) ? resumed_.deadline : o_.deadline;
  }
  const exec::ExecOptions& options() const { return o_; }

 private:
  bool has_deadline() const { return o_.deadline != Clock::time_point{}; }
  const ir::Module& m_;
  const KernelBuild& build_;
  const std::vector<exec::BufferBinding>& buffers_;
  const std::vector<exec::TextureBinding>& textures_;
  const std::vector<exec::SamplerBinding>& samplers_;
  const exec::ExecOptions& o_;
  exec::ExecOptions resumed_;  // written once under bound_, read after it
  size_t stack_bytes_;         // what the dispatch's workers have
  std::atomic<Clock::time_point> wait_began_{};
  std::once_flag bound_;
  std::atomic<bool> resumed_ready_{false};  // bind() has run
  bool usable_ = false;                     // written once under bound_, read after it
  jit::CompiledWorkers compiled_;
  exec::InterpreterWorkers interpreter_;
};

// Interpreted work a dispatch may have left when it would rather wait for the kernel: past it,
// the interpreter's workers would only take CPU from the compiler (2 cores shared with other work,
// matmul 512x512: 1.3 s interpreting on, 0.84 s waiting after the first workgroup; docs/jit.md).
constexpr std::chrono::milliseconds kInterpreterBudget{100};

// One worker: the interpreter's runner until the build is done, then the kernel's (or, when it
// failed, the interpreter's under the moved deadline).
class TieredRunner : public exec::WorkgroupRunner {
 public:
  TieredRunner(std::unique_ptr<exec::WorkgroupRunner> interpreter, Handoff* handoff, uint64_t total, unsigned workers)
      : current_(std::move(interpreter)), handoff_(handoff), total_(total), workers_(workers) {}

  std::string run(const uint32_t wid[3]) override {
    if (std::string error = switch_when_done(); !error.empty()) return error;
    count(1);
    return current_->run(wid);
  }

  // On the interpreter the build is looked at before every workgroup, not every chunk: a chunk of
  // slow interpreted workgroups would otherwise keep the worker from the kernel long after it lands.
  // The dispatch's deadline is checked here, not by the pool, because waiting moves it.
  std::string run_range(const uint32_t dispatch[3], uint64_t first, uint64_t n) override {
    if (Clock::time_point d = handoff_->deadline(); d != Clock::time_point{} && Clock::now() > d)
      return exec::time_limit_message(handoff_->options(), first, total_);
    for (uint64_t k = 0; k < n; k++) {
      if (!switched_ && too_much_to_interpret(first + k)) handoff_->wait_for_build();
      if (std::string error = switch_when_done(); !error.empty()) return error;
      if (switched_) {
        count(n - k);
        return current_->run_range(dispatch, first + k, n - k);
      }
      uint32_t wid[3];
      exec::workgroup_id(first + k, dispatch, wid);
      count(1);
      auto start = Clock::now();
      if (std::string error = current_->run(wid); !error.empty()) return error;
      interpreted_time_ += Clock::now() - start;
      interpreted_++;
    }
    return "";
  }

  std::string finish() override { return current_->finish(); }

 private:
  void count(uint64_t n) {
    (switched_ && handoff_->usable() ? g_compiled : g_interpreted).fetch_add(n, std::memory_order_relaxed);
  }

  // Whether the workgroups from linear index `next` on, at this worker's pace so far, would take
  // the workers longer than kInterpreterBudget: then waiting for the kernel is the faster way.
  bool too_much_to_interpret(uint64_t next) const {
    if (!interpreted_ || next >= total_) return false;
    auto left = interpreted_time_ / interpreted_ * static_cast<int64_t>((total_ - next) / workers_);
    return left > kInterpreterBudget;
  }

  // The first runner is finished and freed before the next is made, so a worker never holds both
  // executors' memory.
  std::string switch_when_done() {
    if (switched_ || !handoff_->done()) return "";
    handoff_->bind();
    if (std::string error = current_->finish(); !error.empty()) return error;
    current_.reset();
    current_ = handoff_->make_resumed();
    switched_ = true;
    return "";
  }

  std::unique_ptr<exec::WorkgroupRunner> current_;
  bool switched_ = false;  // current_ is the runner after the build
  Handoff* handoff_;
  uint64_t total_;    // the dispatch's workgroups
  unsigned workers_;  // the workers sharing them
  Clock::duration interpreted_time_{};
  uint64_t interpreted_ = 0;
};

}  // namespace

std::string run_tiered(const ir::Module& m, const KernelBuild& build, const std::vector<exec::BufferBinding>& buffers,
                       const std::vector<exec::TextureBinding>& textures,
                       const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& o) {
  // One core is left to the compiler: interpreter workers on every core slow down the build that
  // the rest of the dispatch waits for (2 cores, matmul 512x512: 1.8 s with two, 1.3 s with one).
  exec::ExecOptions shared = o;
  unsigned cores = available_cores();
  shared.threads = std::max(1u, std::min(o.threads ? o.threads : cores, cores - 1));
  // The kernel's workers need more stack than the interpreter's, so the dispatch asks for it from
  // the start: the workers' full stack, or for one worker half of it, which threads made for
  // running single-worker dispatches themselves (the API's queues, a draw's tiles) have to spare.
  size_t stack = shared.threads == 1 ? exec::kWorkerStackBytes / 2 : exec::kWorkerStackBytes;
  exec::InterpreterWorkers interpreter;
  if (std::string error = interpreter.bind(m, buffers, textures, samplers, shared); !error.empty()) return error;
  Handoff handoff(m, build, buffers, textures, samplers, shared, stack);
  uint64_t total = uint64_t{o.dispatch[0]} * o.dispatch[1] * o.dispatch[2];
  exec::ExecOptions pool = shared;
  pool.deadline = {};  // the runners check it: waiting for the build moves it
  return exec::run_workgroups(pool, stack, [&]() -> std::unique_ptr<exec::WorkgroupRunner> {
    return std::make_unique<TieredRunner>(interpreter.make(), &handoff, total, shared.threads);
  });
}

TieredCounts tiered_counts() { return {g_interpreted.load(), g_compiled.load()}; }

}  // namespace wgx::program
