// A compute entry point prepared to run, the one way createComputePipeline (gpu_pipeline.cpp) and
// `wgx run` (cli/run_command.cpp) both prepare it: the pipeline checks (pipeline_checks.h), then
// the entry point lowered to the IR. Beside it, what running it takes: the buffers it binds, one
// dispatch (plain, on the executor the options choose, or under the sanitizer), and the program
// as text (`wgx run --dump-ir`, `--dump-cpp`). Callers above api/ reach the IR and the executors
// only through here.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "api/pipeline_checks.h"
#include "exec/executor.h"
#include "sanitize/sanitizer.h"

namespace wgx {

struct ComputeProgram {
  bool checked = false;                      // the pipeline checks passed (else the diagnostics say why)
  std::shared_ptr<const ir::Module> module;  // the lowered entry point; null when it was not lowered
  std::string error;                         // why a checked entry point could not be lowered
};

// The pipeline checks of `options` (check_compute_pipelines), then, when they pass, the entry
// point options.entry_point (empty: the only compute one) lowered with options.constants.
ComputeProgram prepare_compute_program(const CompiledModule& module, const SourceFile& file,
                                       const PipelineOptions& options, DiagnosticList& diags);

// A storage or uniform buffer the lowered entry point uses.
struct ProgramBuffer {
  int64_t group = 0, binding = 0;
  std::string name;                  // the variable's
  uint64_t size = 0;                 // bytes it needs (of a runtime-sized array: the fixed part)
  const sema::Type* type = nullptr;  // its declared store type; null when no declaration names it
  bool written = false;              // a store, atomic or zeroing of the program may change it
};

// The buffers `program` (lowered from `module`) uses, in (group, binding) order.
std::vector<ProgramBuffer> program_buffers(const CompiledModule& module, const ir::Module& program);

struct DispatchOutcome {
  std::string error;                        // empty when the dispatch ran to its end
  std::vector<sanitize::Finding> findings;  // the sanitizer's, when it ran
};

// One dispatch of `program` over `buffers` (updated in place): on the executor options.backend
// chooses (dispatch/run_dispatch.h), or, with `checks`, on the interpreter under the sanitizer.
DispatchOutcome dispatch_program(const ir::Module& program, const std::vector<exec::BufferBinding>& buffers,
                                 const exec::ExecOptions& options, const sanitize::Settings* checks);
// The same with texture views bound beside the buffers.
DispatchOutcome dispatch_program(const ir::Module& program, const std::vector<exec::BufferBinding>& buffers,
                                 const std::vector<exec::TextureBinding>& textures, const exec::ExecOptions& options,
                                 const sanitize::Settings* checks);

// The program's IR as text.
std::string program_ir_text(const ir::Module& program);

// The C++ the compiled backend builds for the program, or a comment saying why it does not.
std::string program_cpp_text(const ir::Module& program);

}  // namespace wgx
