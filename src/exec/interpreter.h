// The lockstep interpreter: runs a dispatch of an IR module. Each workgroup runs in lockstep: every
// instruction executes for all active invocations (lanes) over arrays of lane values, divergent
// if/loop/switch narrow an active-lane mask and reconverge after the construct, so barriers cost
// nothing. It runs every module the IR can express; the compiled backend (src/jit/) is the fast path.
// It alone publishes events to a listener (exec/events.h) and runs the Reverse and Random
// schedules; with either it runs the workgroups on one thread, in the schedule's order.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "exec/executor.h"
#include "exec/texture_ops.h"
#include "exec/workgroup_pool.h"

namespace wgx::exec {

std::string interpret(const ir::Module& m, const std::vector<BufferBinding>& buffers, const ExecOptions& options);
std::string interpret(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                      const std::vector<TextureBinding>& textures, const std::vector<SamplerBinding>& samplers,
                      const ExecOptions& options);

// A lockstep dispatch's bindings as the interpreter's workers read them (no listener, lockstep
// schedule), making one runner per worker: for the program layer, which may run a dispatch's first
// workgroups here and hand the rest to a compiled kernel once its build lands (tiering,
// docs/jit.md). The module, bindings and options must outlive it.
class InterpreterWorkers {
 public:
  std::string bind(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                   const std::vector<TextureBinding>& textures, const std::vector<SamplerBinding>& samplers,
                   const ExecOptions& options);
  std::unique_ptr<WorkgroupRunner> make() const;
  // The stack a worker needs.
  static constexpr size_t kStackBytes = size_t{8} << 20;

 private:
  const ir::Module* m_ = nullptr;
  const ExecOptions* options_ = nullptr;
  std::vector<uint8_t*> base_;
  std::vector<uint64_t> size_;
  Handles handles_;
};

}  // namespace wgx::exec
