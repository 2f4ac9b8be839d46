// One dispatch run while its compiled kernel is still being built (tiering, docs/jit.md): the
// workers start on the interpreter and, once the build lands, hand every workgroup not yet claimed
// to the compiled kernel. Workgroups of a dispatch are unordered by WGSL's rules and both
// executors give the same bytes for each, so where the switch falls changes no result; a small
// dispatch finishes on the interpreter, a large one waits no longer than the build and its
// compiled remainder.
#pragma once

#include <string>
#include <vector>

#include "exec/executor.h"
#include "program/kernel_builds.h"

namespace wgx::program {

// Runs the lockstep dispatch `o` (planned, its clock started) with `build` in flight.
std::string run_tiered(const ir::Module& m, const KernelBuild& build, const std::vector<exec::BufferBinding>& buffers,
                       const std::vector<exec::TextureBinding>& textures,
                       const std::vector<exec::SamplerBinding>& samplers, const exec::ExecOptions& o);

}  // namespace wgx::program
