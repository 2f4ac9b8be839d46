// The handoff from the interpreter to a compiled kernel inside one dispatch (tiered_dispatch.h).
// A dispatch with more interpreted work left than kInterpreterBudget waits for the kernel instead.
//
// The worker pool hands out chunks of consecutive workgroups from one atomic counter; each chunk
// runs whole on one executor. Before each chunk a worker looks (one acquire load) whether the
// build has finished; the first worker to see it binds the kernel for the dispatch once
// (std::call_once), and from then on every worker runs its chunks compiled. Nothing is shared
// between the two executors but the buffers, which distinct workgroups may only share through
// atomics: the compiled kernel's worker-private counters (jit, "Atomics") are folded in by its
// runner's finish(), as in a fully compiled dispatch.
#include "program/tiered_dispatch.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

#include "exec/interpreter.h"
#include "exec/workgroup_pool.h"
#include "jit/jit_executor.h"
#include "program/executable.h"

namespace wgx::program {
namespace {

std::atomic<uint64_t> g_interpreted{0}, g_compiled{0};

// The kernel's side of one dispatch, bound by the first worker that finds the build finished.
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
        stack_bytes_(stack_bytes) {}

  // The compiled workers once the kernel is ready; null before, and for good when the build failed
  // or the kernel cannot run on these workers (its lane arrays need more stack than they have, or
  // it refuses the bindings): the dispatch then ends on the interpreter, the next one runs compiled.
  const jit::CompiledWorkers* compiled() {
    if (!build_.done()) return nullptr;
    std::call_once(bound_, [&] {
      const std::shared_ptr<const jit::Kernel>& k = build_.kernel();
      usable_ = k && workers_.bind(m_, k, buffers_, textures_, samplers_, o_).empty() &&
                workers_.stack_bytes() <= stack_bytes_;
    });
    return usable_ ? &workers_ : nullptr;
  }

  // Blocks until the build has finished (or the dispatch is past its deadline).
  void wait_for_build() const {
    build_.wait_until(o_.deadline == std::chrono::steady_clock::time_point{}
                          ? std::chrono::steady_clock::time_point::max()
                          : o_.deadline);
  }

 private:
  const ir::Module& m_;
  const KernelBuild& build_;
  const std::vector<exec::BufferBinding>& buffers_;
  const std::vector<exec::TextureBinding>& textures_;
  const std::vector<exec::SamplerBinding>& samplers_;
  const exec::ExecOptions& o_;
  size_t stack_bytes_;  // what the dispatch's workers have
  std::once_flag bound_;
  bool usable_ = false;  // written once under bound_, read after it
  jit::CompiledWorkers workers_;
};

// Interpreted work a dispatch may have left when it would rather wait for the kernel: past it,
// the interpreter's workers would only take CPU from the compiler (2 cores shared with other work,
// matmul 512x512: 1.3 s interpreting on, 0.84 s waiting after the first workgroup; docs/jit.md).
constexpr std::chrono::milliseconds kInterpreterBudget{100};

// One worker: the interpreter's runner until the kernel is ready, then the kernel's.
class TieredRunner : public exec::WorkgroupRunner {
 public:
  TieredRunner(std::unique_ptr<exec::WorkgroupRunner> interpreter, Handoff* handoff, uint64_t total, unsigned workers)
      : interpreter_(std::move(interpreter)), handoff_(handoff), total_(total), workers_(workers) {}

  std::string run(const uint32_t wid[3]) override {
    if (std::string error = switch_when_ready(); !error.empty()) return error;
    count(1);
    return current().run(wid);
  }

  // On the interpreter the build is looked at before every workgroup, not every chunk: a chunk of
  // slow interpreted workgroups would otherwise keep the worker from the kernel long after it lands.
  std::string run_range(const uint32_t dispatch[3], uint64_t first, uint64_t n) override {
    for (uint64_t k = 0; k < n; k++) {
      if (!compiled_ && too_much_to_interpret(first + k)) handoff_->wait_for_build();
      if (std::string error = switch_when_ready(); !error.empty()) return error;
      if (compiled_) {
        count(n - k);
        return compiled_->run_range(dispatch, first + k, n - k);
      }
      uint32_t wid[3];
      exec::workgroup_id(first + k, dispatch, wid);
      count(1);
      auto start = std::chrono::steady_clock::now();
      if (std::string error = interpreter_->run(wid); !error.empty()) return error;
      interpreted_time_ += std::chrono::steady_clock::now() - start;
      interpreted_++;
    }
    return "";
  }

  std::string finish() override { return current().finish(); }

 private:
  exec::WorkgroupRunner& current() { return compiled_ ? *compiled_ : *interpreter_; }

  void count(uint64_t n) { (compiled_ ? g_compiled : g_interpreted).fetch_add(n, std::memory_order_relaxed); }

  // Whether the workgroups from linear index `next` on, at this worker's pace so far, would take
  // the workers longer than kInterpreterBudget: then waiting for the kernel is the faster way.
  bool too_much_to_interpret(uint64_t next) const {
    if (!interpreted_ || next >= total_) return false;
    auto left = interpreted_time_ / interpreted_ * static_cast<int64_t>((total_ - next) / workers_);
    return left > kInterpreterBudget;
  }

  // The interpreter's runner is finished and freed before the kernel's is made, so a worker never
  // holds both executors' memory.
  std::string switch_when_ready() {
    if (compiled_) return "";
    const jit::CompiledWorkers* workers = handoff_->compiled();
    if (!workers) return "";
    if (std::string error = interpreter_->finish(); !error.empty()) return error;
    interpreter_.reset();
    compiled_ = workers->make();
    return "";
  }

  std::unique_ptr<exec::WorkgroupRunner> interpreter_;
  std::unique_ptr<exec::WorkgroupRunner> compiled_;
  Handoff* handoff_;
  uint64_t total_;    // the dispatch's workgroups
  unsigned workers_;  // the workers sharing them
  std::chrono::steady_clock::duration interpreted_time_{};
  uint64_t interpreted_ = 0;
};

}  // namespace

std::string run_tiered(const ir::Module& m, const KernelBuild& build, const std::vector<exec::BufferBinding>& buffers,
                       const std::vector<exec::TextureBinding>& textures,
                       const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& o) {
  // One core is left to the compiler: interpreter workers on every core slow down the build that
  // the rest of the dispatch waits for (2 cores, matmul 512x512: 1.8 s with two, 1.0 s with one).
  exec::ExecOptions shared = o;
  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  shared.threads = std::max(1u, std::min(o.threads ? o.threads : cores, cores - 1));
  // The kernel's workers need more stack than the interpreter's, so the dispatch asks for it from
  // the start: the workers' full stack, or for one worker half of it, which threads made for
  // running single-worker dispatches themselves (the API's queues, a draw's tiles) have to spare.
  size_t stack = shared.threads == 1 ? exec::kWorkerStackBytes / 2 : exec::kWorkerStackBytes;
  exec::InterpreterWorkers interpreter;
  if (std::string error = interpreter.bind(m, buffers, textures, samplers, shared); !error.empty()) return error;
  Handoff handoff(m, build, buffers, textures, samplers, shared, stack);
  uint64_t total = uint64_t{o.dispatch[0]} * o.dispatch[1] * o.dispatch[2];
  return exec::run_workgroups(shared, stack, [&]() -> std::unique_ptr<exec::WorkgroupRunner> {
    return std::make_unique<TieredRunner>(interpreter.make(), &handoff, total, shared.threads);
  });
}

TieredCounts tiered_counts() { return {g_interpreted.load(), g_compiled.load()}; }

}  // namespace wgx::program
