// Which instructions share one loop over the lanes. A straight run is a maximal sequence of
// instructions (no control flow, call, barrier or subgroup operation) plus the `if`s whose
// branches hold only such instructions (if-converted: computed for every lane, their effects on
// memory guarded by the condition). A run ends early where lockstep order could be observed, and
// where the lanes its instructions may affect change (`if (li < n)` bounds the loop).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "ir/module.h"
#include "ir/passes/lane_shapes.h"

namespace wgx::jit {

// The conditions of the if-converted `if`s around an instruction: register, and whether the
// instruction sits in the `then` branch.
using Guard = std::vector<std::pair<ir::Reg, bool>>;

// The lanes an instruction can take effect in, from a guard comparing the local invocation index
// with a uniform value (`if (li < stride)`): l in [lo + lo_add, hi + hi_add), each bound optional.
// Its loop skips the other lanes (their guards are false anyway).
struct LaneRange {
  ir::Reg lo = ir::kNoReg, hi = ir::kNoReg;
  uint32_t lo_add = 0, hi_add = 0;
  bool operator==(const LaneRange& o) const {
    return lo == o.lo && hi == o.hi && lo_add == o.lo_add && hi_add == o.hi_add;
  }
  bool full() const { return lo == ir::kNoReg && hi == ir::kNoReg; }
};

struct Item {
  const ir::Inst* inst;
  Guard guard;
  LaneRange range;
};

class StraightRuns {
 public:
  StraightRuns(const ir::Module& m, const ir::Function& f, const ir::LaneShapes& s);

  // Instructions that join a straight run. A barrier ends it (every lane must finish what comes
  // before), calls and subgroup operations are emitted on their own.
  static bool in_run_kind(const ir::Node& n);
  // An `if` whose branches hold only run instructions and such `if`s.
  static bool flat_if(const ir::Node& n);
  static bool flat(const ir::Node& n) { return in_run_kind(n) || flat_if(n); }

  // Appends the instructions of the flat nodes from b[i] on, with their guards and lane ranges;
  // returns the first node that is not flat.
  size_t flatten(const ir::Block& b, size_t i, std::vector<Item>& items) const;
  // Where the run starting at items[i] ends.
  size_t run_end(const std::vector<Item>& items, size_t i) const;
  // Calls `f(from, to)` for each straight run of the flat nodes from b[i] on (items filled by
  // flatten); returns the first node that is not flat.
  template <typename F>
  size_t for_each_run(const ir::Block& b, size_t i, std::vector<Item>& items, F&& f) const {
    items.clear();
    size_t next = flatten(b, i, items);
    for (size_t k = 0; k < items.size();) {
      size_t e = run_end(items, k);
      f(k, e);
      k = e;
    }
    return next;
  }
  // The instruction defining register r (null for parameters).
  const ir::Inst* def(ir::Reg r) const { return r < def_of_.size() ? def_of_[r] : nullptr; }

 private:
  const ir::Module& m_;
  const ir::Function& fn_;
  const ir::LaneShapes& s_;
  std::vector<const ir::Inst*> def_of_;

  void record_defs(const ir::Block& b);
  void add_items(const ir::Node& n, Guard& g, const LaneRange& r, std::vector<Item>& items) const;
  bool lane_index(ir::Reg r) const;
  LaneRange narrow(LaneRange r, ir::Reg cond, bool taken) const;
  bool uniform(ir::Reg r) const { return r < s_.uniform.size() && s_.uniform[r]; }
  ir::Scalar rtype(ir::Reg r) const { return fn_.reg_types[r].scalar; }
};

}  // namespace wgx::jit
