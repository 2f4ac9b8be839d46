// The IR-to-IR passes a lockstep backend runs before it writes code, in their order: inlining of
// small functions, then unrolling of counted loops (docs/jit.md, "Passes"). Each pass's output is
// validated (ir::validate) before the next one sees it, so a pass that breaks the IR's contract
// stops there, named, instead of becoming a wrong kernel.
#pragma once

#include <memory>
#include <string>

#include "ir/module.h"

namespace wgx::ir {

struct PassedModule {
  std::unique_ptr<Module> module;  // null when `error` says which pass left an invalid module
  std::string error;
};

PassedModule run_lane_passes(const Module& m);

}  // namespace wgx::ir
