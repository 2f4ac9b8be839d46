// What every dispatch passes before an executor runs it (the subgroup size, memory per worker),
// and the interpreter's own front door (executor.h). Choosing the executor is the program layer's.
#include "exec/executor.h"

#include <algorithm>
#include <new>
#include <thread>

#include "base/cores.h"
#include "exec/interpreter.h"
#include "exec/subgroup_ops.h"

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
  unsigned threads = o->threads ? o->threads : available_cores();
  if (o->max_memory) threads = static_cast<unsigned>(std::clamp<uint64_t>(o->max_memory / each, 1, threads));
  o->threads = threads;
  return "";
}

}  // namespace

std::string plan_dispatch(const ir::Module& m, ExecOptions* options) {
  if (!valid_subgroup_size(options->subgroup_size))
    return "the subgroup size must be a power of two from 4 to 128, not " + std::to_string(options->subgroup_size);
  return fit_memory(m, options);
}

void start_clock(ExecOptions* o) {
  if (o->max_seconds <= 0) return;
  o->deadline = std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                       std::chrono::duration<double>(std::min(o->max_seconds, 1e9)));
}

std::string interpret_dispatch(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                               const ExecOptions& given) {
  return interpret_dispatch(m, buffers, {}, {}, given);
}

std::string interpret_dispatch(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                               const std::vector<TextureBinding>& textures,
                               const std::vector<SamplerBinding>& samplers, const ExecOptions& given) {
  ExecOptions options = given;
  if (std::string error = plan_dispatch(m, &options); !error.empty()) return error;
  try {
    start_clock(&options);
    return interpret(m, buffers, textures, samplers, options);
  } catch (const std::bad_alloc&) {
    return kOutOfMemoryWhileRunning;
  }
}

}  // namespace wgx::exec
