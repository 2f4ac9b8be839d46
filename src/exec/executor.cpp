// The executors' front door: checks what a dispatch will cost (memory per worker), then runs it
// on the compiled backend or the interpreter (executor.h).
#include "exec/executor.h"

#include <algorithm>
#include <new>
#include <thread>

#include "exec/interpreter.h"
#include "exec/subgroup_ops.h"
#include "jit/jit_executor.h"

namespace wgx::exec {
namespace {

// Memory one worker allocates for a workgroup: workgroup memory and every invocation's private
// and function variables (the executors add a few bytes of slack each).
uint64_t worker_bytes(const ir::Module& m) {
  uint64_t lanes = uint64_t{m.workgroup_size[0]} * m.workgroup_size[1] * m.workgroup_size[2];
  return uint64_t{m.workgroup_bytes} + 16 + uint64_t{m.lane_bytes} * lanes + 16;
}

// Fits the workers into the memory bound; an error when one workgroup alone does not fit.
std::string fit_memory(const ir::Module& m, ExecOptions* o) {
  uint64_t each = worker_bytes(m);
  if (o->max_memory && each > o->max_memory) {
    uint64_t lanes = uint64_t{m.workgroup_size[0]} * m.workgroup_size[1] * m.workgroup_size[2];
    return "out of memory: a workgroup needs " + std::to_string(each) + " bytes (" + std::to_string(m.lane_bytes) +
           " bytes of private and function variables per invocation, " + std::to_string(lanes) + " invocations, " +
           std::to_string(m.workgroup_bytes) + " bytes of workgroup memory), more than the limit of " +
           std::to_string(o->max_memory) + " bytes for a dispatch";
  }
  unsigned threads = o->threads ? o->threads : std::max(1u, std::thread::hardware_concurrency());
  if (o->max_memory) threads = static_cast<unsigned>(std::clamp<uint64_t>(o->max_memory / each, 1, threads));
  o->threads = threads;
  return "";
}

// The dispatch's clock starts once its kernel is built: compiling is not running.
void start_clock(ExecOptions* o) {
  if (o->max_seconds <= 0) return;
  o->deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                       std::chrono::duration<double>(std::min(o->max_seconds, 1e9)));
}

std::string run_on_backend(const ir::Module& m, const std::vector<BufferBinding>& buffers, ExecOptions& options) {
  // Only the interpreter publishes events and runs other schedules: the one place that decides it.
  bool needs_interpreter = options.events || options.schedule != Schedule::Lockstep;
  if (options.backend == Backend::Interpreter || needs_interpreter)
    return start_clock(&options), interpret(m, buffers, options);
  std::string why;
  std::shared_ptr<const jit::Kernel> kernel = jit::compile(m, &why);
  start_clock(&options);
  if (kernel) return jit::execute(m, *kernel, buffers, options);
  if (options.backend == Backend::Compiled) return "the compiled backend cannot run this module: " + why;
  if (options.on_warning && !jit::is_expected_fallback(why)) options.on_warning("using the interpreter: " + why);
  return interpret(m, buffers, options);
}

}  // namespace

std::string execute(const ir::Module& m, const std::vector<BufferBinding>& buffers, const ExecOptions& given) {
  if (!valid_subgroup_size(given.subgroup_size))
    return "the subgroup size must be a power of two from 4 to 128, not " + std::to_string(given.subgroup_size);
  ExecOptions options = given;
  if (std::string error = fit_memory(m, &options); !error.empty()) return error;
  try {
    return run_on_backend(m, buffers, options);
  } catch (const std::bad_alloc&) {
    return "out of memory while running the dispatch";
  }
}

}  // namespace wgx::exec
