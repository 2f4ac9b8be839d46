// A compute entry point prepared to run, the one way createComputePipeline (gpu_pipeline.cpp) and
// `wgx run` (cli/run_command.cpp) both prepare it: the pipeline checks (pipeline_checks.h), then
// the entry point lowered to the IR, the program layer's *prepare* step. Beside it, the buffers
// it binds and the program as text (`wgx run --dump-ir`). Building and running it are the program
// layer's (program/executable.h).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "api/pipeline_checks.h"
#include "ir/module.h"

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

// The program's IR as text.
std::string program_ir_text(const ir::Module& program);

}  // namespace wgx
