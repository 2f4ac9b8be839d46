// The pass pipeline of pipeline.h: each pass, then the validator over its output. Validation is a
// linear walk, small next to what any backend does with the module, so every build runs it.
#include "ir/passes/pipeline.h"

#include <utility>

#include "ir/passes/inline_calls.h"
#include "ir/passes/unroll_loops.h"

namespace wgx::ir {
namespace {

std::string invalid_after(const char* pass, const std::string& problem) {
  return "an invalid module after " + std::string(pass) + " (internal error: " + problem + ")";
}

}  // namespace

PassedModule run_lane_passes(const Module& m) {
  PassedModule r;
  std::unique_ptr<Module> passed = inline_calls(m);
  if (std::string problem = validate(*passed); !problem.empty()) {
    r.error = invalid_after("inlining", problem);
    return r;
  }
  unroll_loops(*passed);
  if (std::string problem = validate(*passed); !problem.empty()) {
    r.error = invalid_after("loop unrolling", problem);
    return r;
  }
  r.module = std::move(passed);
  return r;
}

}  // namespace wgx::ir
