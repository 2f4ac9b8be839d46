#include "ir/subgroup.h"

#include "ir/walk.h"

namespace wgx::ir {
namespace {

bool uses_subgroups(const Block& b) {
  return any_inst(b, [](const Inst& i) {
    return i.op == Op::Subgroup || (i.op == Op::Input && is_subgroup_input(static_cast<InputKind>(i.imm[0])));
  });
}

}  // namespace

unsigned subgroup_op_args(SubgroupOp op) {
  switch (op) {
    case SubgroupOp::Elect:
      return 0;
    case SubgroupOp::Broadcast:
    case SubgroupOp::Shuffle:
    case SubgroupOp::ShuffleXor:
    case SubgroupOp::ShuffleUp:
    case SubgroupOp::ShuffleDown:
    case SubgroupOp::QuadBroadcast:
      return 2;
    default:
      return 1;
  }
}

bool uses_subgroups(const Module& m) {
  for (const Function& f : m.functions)
    if (uses_subgroups(f.body)) return true;
  return false;
}

}  // namespace wgx::ir
