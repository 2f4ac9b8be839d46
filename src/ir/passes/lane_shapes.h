// What a lockstep backend (the compiled one, docs/jit.md) knows about one function's values across
// the lanes of a workgroup, so that it can compute a value once instead of once per lane, branch
// without lane masks, and drop index clamps and bounds checks that cannot fire.
#pragma once

#include <cstdint>
#include <unordered_set>
#include <vector>

#include "ir/module.h"

namespace wgx::ir {

struct LaneShapes {
  // register -> the same value in every lane active where it is defined (constants, workgroup ids,
  // uniform-buffer words, loads at such addresses, and what is computed from them).
  std::vector<char> uniform;
  // variable -> a function variable that every live lane holds the same value of, so one scalar
  // copy stands for all lanes: only ever stored with uniform values where all live lanes are
  // active, at constant offsets, and by this function only.
  std::vector<char> promoted;
  // Loops every active lane runs the same number of iterations of: all their exits are taken by
  // all lanes together (no lane mask is needed while they run).
  std::unordered_set<const ir::Node*> uniform_loops;
  // Stores to per-lane memory that need no lane mask: at points where every live lane is active,
  // into memory no inactive lane can read again (this function's own variables; private ones in
  // the entry point, since lanes are only ever inactive there because they returned).
  std::unordered_set<const ir::Inst*> unmasked_stores;
  // register -> the word of a one-component constant, or -1.
  std::vector<int64_t> constant;
  // register * 4 + component -> an upper bound of the component's 32-bit pattern, or kUnknown.
  std::vector<uint64_t> bound;
  static constexpr uint64_t kUnknown = ~0ull;

  uint64_t hi(ir::Reg r, unsigned c = 0) const {
    size_t k = static_cast<size_t>(r) * 4 + (c < 4 ? c : 3);
    return r == ir::kNoReg || k >= bound.size() ? kUnknown : bound[k];
  }
};

LaneShapes analyze_lane_shapes(const ir::Module& m, uint32_t function);

}  // namespace wgx::ir
