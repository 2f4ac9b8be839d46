// Inlining, a pass of the lockstep backends (pipeline.h): a call to a small function whose only return is its last
// statement becomes the callee's body, so the caller's analyses see through it (a lane index
// passed as an argument stays a lane index, loops over uniform values stay uniform) and no lane
// arrays are copied in and out.
#pragma once

#include <memory>

#include "ir/module.h"

namespace wgx::ir {

// A copy of `m` with such calls inlined (repeatedly, so nested calls go too). Functions no call
// is left to keep their declaration but lose their body.
std::unique_ptr<ir::Module> inline_calls(const ir::Module& m);

}  // namespace wgx::ir
