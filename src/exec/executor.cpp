// The front door of execution (exec/executor.h): checks the options and picks the executor.
#include "exec/executor.h"

#include "exec/interpreter.h"
#include "exec/subgroup_ops.h"
#include "jit/jit_executor.h"

namespace wgx::exec {

std::string execute(const ir::Module& m, const std::vector<BufferBinding>& buffers, const ExecOptions& options) {
  if (!valid_subgroup_size(options.subgroup_size))
    return "the subgroup size must be a power of two from 4 to 128, not " + std::to_string(options.subgroup_size);
  // Only the interpreter publishes events and runs other schedules: the one place that decides it.
  bool needs_interpreter = options.events || options.schedule != Schedule::Lockstep;
  if (options.backend == Backend::Interpreter || needs_interpreter) return interpret(m, buffers, options);
  std::string why;
  std::shared_ptr<const jit::Kernel> kernel = jit::compile(m, &why);
  if (kernel) return jit::execute(m, *kernel, buffers, options);
  if (options.backend == Backend::Compiled) return "the compiled backend cannot run this module: " + why;
  if (options.on_warning && !jit::is_expected_fallback(why)) options.on_warning("using the interpreter: " + why);
  return interpret(m, buffers, options);
}

}  // namespace wgx::exec
