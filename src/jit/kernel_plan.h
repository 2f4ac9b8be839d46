// The kernel plan: what the compiled backend decides about a module before it writes any text.
// Per function: the lane shapes (ir/passes/lane_shapes.h), the straight runs (which instructions
// share one lane loop, straight_runs.h), which registers live in per-lane arrays across runs,
// which are per-lane inputs or cheap integer arithmetic recomputed in each run that uses them;
// per module: the storage variables each worker accumulates privately. The C++ writer
// (cpp_emitter.cpp) reads the plan and only spells it; another writer (CUDA C++) could take the
// same plan. A run's fast version is still chosen while writing (from ir/passes/affine.h's forms).
#pragma once

#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

#include "ir/module.h"
#include "ir/passes/lane_shapes.h"
#include "jit/straight_runs.h"

namespace wgx::jit {

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
