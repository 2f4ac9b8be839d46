// The lockstep interpreter: runs a dispatch of an IR module. Each workgroup runs in lockstep: every
// instruction executes for all active invocations (lanes) over arrays of lane values, divergent
// if/loop/switch narrow an active-lane mask and reconverge after the construct, so barriers cost
// nothing. It runs every module the IR can express; the compiled backend (src/jit/) is the fast path.
// It alone publishes events to a listener (exec/events.h) and runs the Reverse and Random
// schedules; with either it runs the workgroups on one thread, in the schedule's order.
#pragma once

#include <string>
#include <vector>

#include "exec/executor.h"

namespace wgx::exec {

std::string interpret(const ir::Module& m, const std::vector<BufferBinding>& buffers, const ExecOptions& options);
std::string interpret(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                      const std::vector<TextureBinding>& textures, const std::vector<SamplerBinding>& samplers,
                      const ExecOptions& options);

}  // namespace wgx::exec
