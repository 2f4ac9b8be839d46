// The subgroup builtins over one workgroup's lane arrays (the lockstep interpreter's cross-lane
// kernels). A workgroup's invocations form subgroups of `size` lanes by local_invocation_index:
// lanes [k * size, (k + 1) * size), subgroup invocation id = lane % size; the last subgroup may
// be partial, its missing lanes inactive. Operations see only the active lanes (the mask).
//
// Where WGSL leaves a result indeterminate (a shuffle, broadcast or quad op whose source lane is
// outside the subgroup or inactive), the result is 0 in every component. Float reductions and
// scans combine in lane order, left to right: ((x0 + x1) + x2) + ... over the active lanes.
#pragma once

#include <cstdint>

#include "ir/inst.h"

namespace wgx::exec {

struct SubgroupLanes {
  const uint8_t* active = nullptr;  // per lane: nonzero when the lane executes the operation
  uint32_t lanes = 0;               // invocations in the workgroup
  uint32_t size = 32;               // the subgroup size: a power of two in [4, 128]
};

// How wgsl_rules.h's wgx_subgroup runs an operation: its kind (WGX_SG_*) and code (the
// WGX_COMBINE_* of a reduction or scan, the WGX_PERMUTE_* of a permutation). The compiled
// backend writes the same call.
struct SubgroupCall {
  uint32_t kind, code;
};
SubgroupCall subgroup_call(ir::SubgroupOp op);

// Runs `op` with result type `t`. `value` and `id` are register arrays (4 words per lane; `id` is
// null for ops without a lane operand, `value` null for elect); writes `out` for the active lanes.
void subgroup_op(ir::SubgroupOp op, ir::Type t, const uint32_t* value, const uint32_t* id, const SubgroupLanes& g,
                 uint32_t* out);

// subgroup_size, subgroup_invocation_id, subgroup_id or num_subgroups for `lane`.
uint32_t subgroup_input(ir::InputKind k, uint32_t lane, uint32_t lanes, uint32_t size);

// Whether `size` is a subgroup size WGSL allows (a power of two in [4, 128]).
bool valid_subgroup_size(uint32_t size);

}  // namespace wgx::exec
