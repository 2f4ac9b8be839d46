// Subgroup operations in the IR: what each one takes, and whether a module needs the subgroup
// layout at all (the executor routes such modules; see exec/executor.cpp).
#pragma once

#include "ir/inst.h"
#include "ir/module.h"

namespace wgx::ir {

// The number of register operands of a subgroup op: 0 (elect), 1 (the value) or 2 (the value and
// a lane id, xor mask or delta).
unsigned subgroup_op_args(SubgroupOp op);

// True when a function of `m` has a subgroup instruction or reads a subgroup builtin value.
bool uses_subgroups(const Module& m);

}  // namespace wgx::ir
