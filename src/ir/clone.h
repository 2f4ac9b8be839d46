// Copies of IR blocks (nodes own their blocks through unique_ptr), optionally renumbering
// registers: what inlining and unrolling build their new code from.
#pragma once

#include <memory>
#include <vector>

#include "ir/module.h"

namespace wgx::ir {

// A deep copy of `b`; with `map`, every register r below map->size() becomes (*map)[r].
Block clone_block(const Block& b, const std::vector<Reg>* map = nullptr);

// A deep copy of the module.
std::unique_ptr<Module> clone_module(const Module& m);

}  // namespace wgx::ir
