// Compiled kernels built off the calling thread, for tiering (docs/jit.md, "Tiering"): an Auto
// build whose kernel is in neither the process's nor the disk's cache starts its build here and
// runs on the interpreter meanwhile, so a kernel never seen costs no wait for the system compiler.
// At most a few builds run at once (each is a compiler process); the rest wait in order. Builds of
// the same kernel text share one build.
//
// At process exit builds that have not started are dropped and the ones running are waited for
// (each is bounded by the compiler's own time limit, $WGX_CXX_TIMEOUT): so no compiler outlives the
// process, and what was being built still lands, sealed, in the disk cache for the next run.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>

#include "jit/jit_executor.h"

namespace wgx::program {

// One kernel's build: pending, then done with the kernel or the reason it failed.
class KernelBuild {
 public:
  // True once the build has finished; kernel() and why() are then fixed.
  bool done() const { return done_.load(std::memory_order_acquire); }
  // The kernel (null when the build failed); only after done().
  const std::shared_ptr<const jit::Kernel>& kernel() const { return kernel_; }
  // Why the build failed; only after done().
  const std::string& why() const { return why_; }
  // Waits until done() or `deadline`; returns done().
  bool wait_until(std::chrono::steady_clock::time_point deadline) const;

 private:
  friend class BuildQueue;
  void finish(std::shared_ptr<const jit::Kernel> kernel, std::string why);
  std::shared_ptr<const jit::KernelSource> source_;
  std::shared_ptr<const jit::Kernel> kernel_;
  std::string why_;
  std::atomic<bool> done_{false};
  mutable std::mutex mutex_;
  mutable std::condition_variable finished_;
};

// Starts building `source` in the background (or joins the build of the same text in flight).
std::shared_ptr<const KernelBuild> start_build(std::shared_ptr<const jit::KernelSource> source);

// How many builds run at once: half the cores, at least one.
unsigned max_concurrent_builds();

}  // namespace wgx::program
