// The CPU executor: runs a dispatch of an IR module. Each workgroup runs in lockstep: every
// instruction executes for all active invocations (lanes) over arrays of lane values, divergent
// if/loop/switch narrow an active-lane mask and reconverge after the construct, so barriers cost
// nothing. Workgroups are spread over a thread pool in workgroup-id order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/module.h"

namespace wgx::exec {

// A buffer bound to @group/@binding: a view of memory the caller owns (a WebGPU buffer, or a binding
// range of one with its offset already applied). The dispatch reads and writes it in place.
struct BufferBinding {
  int64_t group = 0;
  int64_t binding = 0;
  uint8_t* data = nullptr;
  uint64_t size = 0;
};

struct ExecOptions {
  uint32_t dispatch[3] = {1, 1, 1};
  unsigned threads = 0;  // 0: all cores
  // The watchdog, per workgroup: each executed IR node costs 1 + lanes/8 steps, so the budget is
  // roughly proportional to time (the default stops an endless loop within a few seconds).
  uint64_t max_steps = 100'000'000;
};

// Runs the dispatch over `buffers` (updated in place). Returns an empty string on success, else
// the error (a missing binding, the watchdog's message naming the loop that did not finish).
std::string execute(const ir::Module& m, const std::vector<BufferBinding>& buffers, const ExecOptions& options);

}  // namespace wgx::exec
