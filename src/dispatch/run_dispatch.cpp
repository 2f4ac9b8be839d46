// The choice of executor for a dispatch (run_dispatch.h): the checks every dispatch passes, then
// the compiled backend or the interpreter, with the fallback from one to the other.
#include "dispatch/run_dispatch.h"

#include <memory>
#include <new>

#include "exec/interpreter.h"
#include "jit/jit_executor.h"

namespace wgx::dispatch {
namespace {

std::string run_on_backend(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers,
                           const std::vector<exec::TextureBinding>& textures, exec::ExecOptions& options) {
  // Only the interpreter publishes events and runs other schedules: the one place that decides it.
  bool needs_interpreter = options.events || options.schedule != exec::Schedule::Lockstep;
  if (options.backend == exec::Backend::Interpreter || needs_interpreter)
    return exec::start_clock(&options), exec::interpret(m, buffers, textures, options);
  std::string why;
  std::shared_ptr<const jit::Kernel> kernel = jit::compile(m, &why);
  exec::start_clock(&options);
  if (kernel) return jit::execute(m, *kernel, buffers, options);
  if (options.backend == exec::Backend::Compiled) return "the compiled backend cannot run this module: " + why;
  if (options.on_warning && !jit::is_expected_fallback(why)) options.on_warning("using the interpreter: " + why);
  return exec::interpret(m, buffers, textures, options);
}

}  // namespace

std::string run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers, const exec::ExecOptions& given) {
  return run(m, buffers, {}, given);
}

std::string run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers,
                const std::vector<exec::TextureBinding>& textures, const exec::ExecOptions& given) {
  exec::ExecOptions options = given;
  if (std::string error = exec::plan_dispatch(m, &options); !error.empty()) return error;
  try {
    return run_on_backend(m, buffers, textures, options);
  } catch (const std::bad_alloc&) {
    return exec::kOutOfMemoryWhileRunning;
  }
}

}  // namespace wgx::dispatch
