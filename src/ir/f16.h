// Whether a module computes with f16 (the executor routes such modules; see exec/executor.cpp).
#pragma once

#include "ir/module.h"

namespace wgx::ir {

// True when a register of any function of `m` holds f16 values. Every f16 load, store, operation,
// parameter and result has such a register, so a module without one never touches f16 data as f16.
bool uses_f16(const Module& m);

}  // namespace wgx::ir
