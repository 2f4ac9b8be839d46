#include "exec/executor.h"

#include "exec/interpreter.h"
#include "exec/subgroup_ops.h"
#include "ir/f16.h"
#include "jit/jit_executor.h"

namespace wgx::exec {
namespace {

// What the compiled backend cannot run yet (empty: it runs `m`). The one place that routes modules
// by what they contain: Auto interprets such a module, an explicit Compiled fails with the reason.
std::string not_compiled_yet(const ir::Module& m) {
  if (ir::uses_f16(m)) return "the compiled backend does not run f16 yet; use --backend interp";
  return "";
}

}  // namespace

std::string execute(const ir::Module& m, const std::vector<BufferBinding>& buffers, const ExecOptions& options) {
  if (!valid_subgroup_size(options.subgroup_size))
    return "the subgroup size must be a power of two from 4 to 128, not " + std::to_string(options.subgroup_size);
  if (options.backend == Backend::Interpreter) return interpret(m, buffers, options);
  if (std::string why = not_compiled_yet(m); !why.empty()) {
    if (options.backend == Backend::Compiled) return why;
    return interpret(m, buffers, options);
  }
  std::string why;
  std::shared_ptr<const jit::Kernel> kernel = jit::compile(m, &why);
  if (kernel) return jit::execute(m, *kernel, buffers, options);
  if (options.backend == Backend::Compiled) return "the compiled backend cannot run this module: " + why;
  if (options.on_warning && !jit::is_expected_fallback(why)) options.on_warning("using the interpreter: " + why);
  return interpret(m, buffers, options);
}

}  // namespace wgx::exec
