// The kernel plan: what the compiled backend decides about a module before it writes any text.
// Per function: the lane shapes (ir/passes/lane_shapes.h), the straight runs (which instructions
// share one lane loop, straight_runs.h), which registers live in per-lane arrays across runs,
// which are per-lane inputs or cheap integer arithmetic recomputed in each run that uses them, and
// per run its loops and its fast version (ir/passes/affine.h's forms, checked once per run);
// per module: the storage variables each worker accumulates privately. The C++ writer
// (cpp_emitter.cpp) reads the plan and only spells it; another writer (CUDA C++) could take the
// same plan.
#pragma once

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

#include "ir/module.h"
#include "ir/passes/affine.h"
#include "ir/passes/lane_shapes.h"
#include "jit/straight_runs.h"

namespace wgx::jit {

// One condition of a run's fast version: an index clamp that the form's largest value over the
// lanes leaves alone (against the uniform count args[1] of a ClampIndexDyn, or imm[0]), or a
// buffer access of `bytes` bytes at the form's byte offset that stays inside its variable.
struct FastCheck {
  enum class Kind : uint8_t { Clamp, ClampDyn, Access } kind;
  const ir::Inst* inst;
  ir::Affine form;
  uint32_t bytes = 0;
};

// What a straight run with per-lane work becomes: a nest of lane loops over z, y and x (it touches
// shared or buffer memory at per-lane offsets) or one flat loop, and its fast version: a copy of
// the loop with the clamps in `fast` as identities and the accesses in `fast` at their affine
// offsets, taken when every check holds (none to check: only the fast version; `fast` empty: no
// fast version).
struct RunPlan {
  bool nested = false;
  std::vector<FastCheck> checks;
  std::unordered_map<const ir::Inst*, ir::Affine> fast;  // clamps: an unused form
};

// Whether an access of `bytes` bytes of this instruction's variable at args[0] is inside the
// variable for every lane (fixed-size memory and a known bound of the offset).
bool always_in_bounds(const ir::Module& m, const ir::LaneShapes& s, const ir::Inst& in, uint32_t bytes);

struct FunctionPlan {
  ir::LaneShapes shapes;
  std::unique_ptr<StraightRuns> runs;
  std::vector<char> in_array;  // register -> lives in a per-lane array (used across control flow)
  std::vector<int> def_run;    // register -> the straight run defining it (-1: none)
  std::vector<int> input;      // register -> the InputKind of a per-lane input (recomputed where used), or -1
  // register -> cheap integer arithmetic on uniform values and inputs (a global index, say),
  // recomputed in each run that uses it rather than kept in a lane array: later runs still see it
  // lane-affine.
  std::vector<char> remat;
  std::unordered_map<const ir::Inst*, int> run_of;  // instruction -> its straight run (from 1)
  std::unordered_map<int, RunPlan> run_plans;       // run -> its loops, for runs with per-lane work
  // The lane-affine forms the run plans name (their terms), for the writer to spell.
  std::unique_ptr<ir::AffineForms> affine;
};

// On the heap: the straight runs refer to the shapes beside them.
std::unique_ptr<FunctionPlan> plan_function(const ir::Module& m, uint32_t function);

// A storage variable of fixed size (at most 64 KiB) that the entry point only ever changes with
// atomicAdd/atomicSub whose results are unused (a histogram, a counter): no invocation can observe
// its value during the dispatch and wrapping addition does not depend on order, so each worker
// may count into a private copy, added into the buffer when the worker is done. Workers then never
// contend for the same cache lines. Returns variable -> privatized.
std::vector<char> find_privatized(const ir::Module& m);

}  // namespace wgx::jit
