// Unrolling, a pass of the lockstep backends (pipeline.h): a loop over a function-variable counter with a constant
// start, a constant bound and a constant step (`for (var k = 0u; k < 16u; k++)`) whose only exit
// is that test, and whose body neither writes shared memory nor synchronizes, becomes its
// iterations one after another. They then join one straight run: a tile's inner product is one
// loop over the lanes, its accumulator in a register.
#pragma once

#include "ir/module.h"

namespace wgx::ir {

// Unrolls, in place, such loops of at most 64 iterations whose unrolled size stays small.
void unroll_loops(ir::Module& m);

}  // namespace wgx::ir
