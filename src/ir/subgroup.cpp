#include "ir/subgroup.h"

namespace wgx::ir {
namespace {

bool uses_subgroups(const Block& b) {
  for (const Node& n : b) {
    if (n.kind == NodeKind::Inst) {
      const Inst& i = n.inst;
      if (i.op == Op::Subgroup) return true;
      if (i.op == Op::Input && is_subgroup_input(static_cast<InputKind>(i.imm[0]))) return true;
    }
    for (const Block* inner : {n.then_block.get(), n.else_block.get(), n.body.get(), n.continuing.get()})
      if (inner && uses_subgroups(*inner)) return true;
    for (const SwitchCase& c : n.cases)
      if (uses_subgroups(c.body)) return true;
  }
  return false;
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
