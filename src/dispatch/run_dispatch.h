// Running a dispatch of an IR module on the CPU: the one place that chooses the executor. It sits
// above both executors, the lockstep interpreter (exec/) and the compiled backend (jit/), so that
// neither depends on the other; the API, the sanitizer's callers and the CLI reach the executors
// through it.
#pragma once

#include <string>
#include <vector>

#include "exec/executor.h"

namespace wgx::dispatch {

// Runs the dispatch over `buffers` (updated in place): on the compiled backend or the interpreter
// as options.backend says (Auto: compiled when a C++ compiler is available), always on the
// interpreter when the options attach a listener or ask for a schedule other than Lockstep.
// Returns an empty string on success, else the error (a missing binding, the watchdog's message
// naming the loop that did not finish, why the compiled backend cannot run the module).
std::string run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers, const exec::ExecOptions& options);
// The same with texture views bound beside the buffers (modules with texture builtins run on the
// interpreter: the compiled backend reports them unsupported).
std::string run(const ir::Module& m, const std::vector<exec::BufferBinding>& buffers,
                const std::vector<exec::TextureBinding>& textures, const exec::ExecOptions& options);

}  // namespace wgx::dispatch
