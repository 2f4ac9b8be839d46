// The subgroup and quad builtins over the lanes of a workgroup (subgroup_ops.h): each operation
// mapped onto wgsl_rules.h's subgroup kernel (reductions, scans, ballots and elections, and the
// permutations: broadcasts, shuffles, quad swaps), which compiled kernels run as well.
#include "exec/subgroup_ops.h"

#include <bit>

namespace wgx::exec {
namespace rules {
#include "exec/wgsl_rules.h"
}  // namespace rules

// One case per SubgroupOp and no default: a subgroup builtin added to the builtin list does not
// compile until it has its kernel here.
SubgroupCall subgroup_call(ir::SubgroupOp op) {
  using ir::SubgroupOp;
  switch (op) {
    case SubgroupOp::Add:
      return {rules::WGX_SG_REDUCE, rules::WGX_COMBINE_ADD};
    case SubgroupOp::Mul:
      return {rules::WGX_SG_REDUCE, rules::WGX_COMBINE_MUL};
    case SubgroupOp::Min:
      return {rules::WGX_SG_REDUCE, rules::WGX_COMBINE_MIN};
    case SubgroupOp::Max:
      return {rules::WGX_SG_REDUCE, rules::WGX_COMBINE_MAX};
    case SubgroupOp::And:
    case SubgroupOp::All:
      return {rules::WGX_SG_REDUCE, rules::WGX_COMBINE_AND};
    case SubgroupOp::Or:
    case SubgroupOp::Any:
      return {rules::WGX_SG_REDUCE, rules::WGX_COMBINE_OR};
    case SubgroupOp::Xor:
      return {rules::WGX_SG_REDUCE, rules::WGX_COMBINE_XOR};
    case SubgroupOp::InclusiveAdd:
      return {rules::WGX_SG_INCLUSIVE, rules::WGX_COMBINE_ADD};
    case SubgroupOp::InclusiveMul:
      return {rules::WGX_SG_INCLUSIVE, rules::WGX_COMBINE_MUL};
    case SubgroupOp::ExclusiveAdd:
      return {rules::WGX_SG_EXCLUSIVE, rules::WGX_COMBINE_ADD};
    case SubgroupOp::ExclusiveMul:
      return {rules::WGX_SG_EXCLUSIVE, rules::WGX_COMBINE_MUL};
    case SubgroupOp::Ballot:
      return {rules::WGX_SG_BALLOT, 0};
    case SubgroupOp::Elect:
      return {rules::WGX_SG_ELECT, 0};
    case SubgroupOp::Broadcast:
    case SubgroupOp::Shuffle:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_BY_ID};
    case SubgroupOp::BroadcastFirst:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_FIRST};
    case SubgroupOp::ShuffleXor:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_XOR};
    case SubgroupOp::ShuffleUp:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_UP};
    case SubgroupOp::ShuffleDown:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_DOWN};
    case SubgroupOp::QuadBroadcast:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_QUAD};
    case SubgroupOp::QuadSwapX:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_SWAP_X};
    case SubgroupOp::QuadSwapY:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_SWAP_Y};
    case SubgroupOp::QuadSwapDiagonal:
      return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_SWAP_DIAGONAL};
  }
  return {rules::WGX_SG_PERMUTE, rules::WGX_PERMUTE_BY_ID};
}

void subgroup_op(ir::SubgroupOp op, ir::Type t, const uint32_t* value, const uint32_t* id, const SubgroupLanes& g,
                 uint32_t* out) {
  SubgroupCall call = subgroup_call(op);
  rules::wgx_subgroup(call.kind, call.code, static_cast<uint32_t>(t.scalar), t.width, value, id, g.active, g.lanes,
                      g.size, out);
}

uint32_t subgroup_input(ir::InputKind k, uint32_t lane, uint32_t lanes, uint32_t size) {
  switch (k) {
    case ir::InputKind::SubgroupSize:
      return size;
    case ir::InputKind::SubgroupInvocationId:
      return lane % size;
    case ir::InputKind::SubgroupId:
      return lane / size;
    case ir::InputKind::NumSubgroups:
      return (lanes + size - 1) / size;
    default:
      return 0;
  }
}

bool valid_subgroup_size(uint32_t size) { return size >= 4 && size <= 128 && std::has_single_bit(size); }

}  // namespace wgx::exec
