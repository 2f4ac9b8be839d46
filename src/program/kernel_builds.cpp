// The background builds of compiled kernels (kernel_builds.h): a queue drained by at most
// max_concurrent_builds() threads, and the wait for the running ones at process exit.
#include "program/kernel_builds.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <map>
#include <system_error>
#include <thread>
#include <utility>

#include "base/cores.h"

namespace wgx::program {

bool KernelBuild::wait_until(std::chrono::steady_clock::time_point deadline) const {
  std::unique_lock<std::mutex> lock(mutex_);
  return finished_.wait_until(lock, deadline, [&] { return done(); });
}

void KernelBuild::finish(std::shared_ptr<const jit::Kernel> kernel, std::string why) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    kernel_ = std::move(kernel);
    why_ = std::move(why);
    done_.store(true, std::memory_order_release);  // after the kernel: readers acquire it
  }
  finished_.notify_all();
}

unsigned max_concurrent_builds() { return std::max(1u, available_cores() / 2); }

// Never destroyed: its threads may still be finishing a build while static objects are destroyed.
class BuildQueue {
 public:
  static BuildQueue& instance() {
    static BuildQueue* queue = new BuildQueue;
    return *queue;
  }

  std::shared_ptr<const KernelBuild> start(std::shared_ptr<const jit::KernelSource> source) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = by_source_.find(source->source); it != by_source_.end())
      if (std::shared_ptr<KernelBuild> same = it->second.lock(); same && !same->done()) return same;
    auto build = std::make_shared<KernelBuild>();
    build->source_ = std::move(source);
    by_source_[build->source_->source] = build;
    waiting_.push_back(build);
    if (running_ < max_concurrent_builds() && !exiting_) start_builder();
    static const bool registered = std::atexit([] { instance().finish_at_exit(); }) == 0;
    (void)registered;
    return build;
  }

 private:
  // One builder thread: builds what waits, oldest first, until nothing does.
  void drain() {
    for (;;) {
      std::shared_ptr<KernelBuild> build;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        if (waiting_.empty() || exiting_) {
          running_--;
          idle_.notify_all();
          return;
        }
        build = std::move(waiting_.front());
        waiting_.pop_front();
      }
      std::string why;
      std::shared_ptr<const jit::Kernel> kernel = jit::build_kernel(*build->source_, &why);
      build->finish(std::move(kernel), std::move(why));
      std::lock_guard<std::mutex> lock(mutex_);
      if (auto it = by_source_.find(build->source_->source); it != by_source_.end() && it->second.lock() == build)
        by_source_.erase(it);
    }
  }

  // A builder thread more (mutex_ held). Where the system has no thread to give and no builder
  // runs, the build fails with the reason, so that no one waits for it.
  void start_builder() {
    running_++;
    try {
      std::thread([this] { drain(); }).detach();
    } catch (const std::system_error& e) {
      running_--;
      if (running_ > 0) return;
      std::shared_ptr<KernelBuild> build = std::move(waiting_.back());
      waiting_.pop_back();
      build->finish(nullptr, std::string("no thread could be started for the kernel's build: ") + e.what());
    }
  }

  // Drops the builds that have not started (their waiters see a failure) and waits for the
  // running ones, each bounded by the compiler's time limit.
  void finish_at_exit() {
    std::deque<std::shared_ptr<KernelBuild>> dropped;
    std::unique_lock<std::mutex> lock(mutex_);
    exiting_ = true;
    dropped.swap(waiting_);
    for (auto& build : dropped) build->finish(nullptr, "the process exited before the kernel was built");
    idle_.wait(lock, [&] { return running_ == 0; });
  }

  std::mutex mutex_;
  std::condition_variable idle_;
  std::deque<std::shared_ptr<KernelBuild>> waiting_;
  std::map<std::string, std::weak_ptr<KernelBuild>> by_source_;  // builds in flight, to share
  unsigned running_ = 0;
  bool exiting_ = false;
};

std::shared_ptr<const KernelBuild> start_build(std::shared_ptr<const jit::KernelSource> source) {
  return BuildQueue::instance().start(std::move(source));
}

}  // namespace wgx::program
