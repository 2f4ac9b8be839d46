// A small IR validator: registers are defined before they are used (in an enclosing block),
// memory ops name existing variables, an instruction defines a register when its opcode has a
// result (ir::op_traits), exits sit inside the constructs they leave.
#include <string>
#include <vector>

#include "ir/module.h"
#include "ir/subgroup.h"

namespace wgx::ir {
namespace {

struct Validator {
  const Module& m;
  const Function* fn = nullptr;
  std::vector<char> defined;
  std::string problem;

  void fail(const std::string& what) {
    if (problem.empty()) problem = fn->name + ": " + what;
  }
  void use(Reg r) {
    if (r == kNoReg || r >= fn->reg_count || !defined[r]) fail("register %" + std::to_string(r) + " used before definition");
  }
  // An instruction defines a register exactly when its opcode's traits say it may (inst.h).
  void result_rule(const Inst& i) {
    ResultRule rule = op_traits(i.op).result;
    if (rule == ResultRule::Never && i.result != kNoReg) fail(std::string(op_name(i.op)) + " defines a register");
    if (rule == ResultRule::Always && i.result == kNoReg) fail(std::string(op_name(i.op)) + " defines no register");
  }
  void block(const Block& b, int loops, int breakables, bool in_continuing) {
    for (const Node& n : b) {
      switch (n.kind) {
        case NodeKind::Inst: {
          const Inst& i = n.inst;
          for (Reg a : i.args) use(a);
          if (op_traits(i.op).names_var && i.var >= m.vars.size()) fail("memory op on unknown variable");
          result_rule(i);
          if (i.op == Op::Call && (i.imm.empty() || i.imm[0] >= m.functions.size())) fail("call of unknown function");
          if (i.op == Op::Subgroup &&
              (i.imm.empty() || i.imm[0] > static_cast<uint32_t>(SubgroupOp::QuadSwapDiagonal) ||
               i.args.size() != subgroup_op_args(static_cast<SubgroupOp>(i.imm[0]))))
            fail("malformed subgroup instruction");
          if (i.result != kNoReg) {
            if (i.result >= fn->reg_count) fail("result register out of range");
            else if (defined[i.result]) fail("register %" + std::to_string(i.result) + " defined twice");
            else defined[i.result] = 1;
          }
          break;
        }
        case NodeKind::If:
          use(n.cond);
          block(*n.then_block, loops, breakables, in_continuing);
          block(*n.else_block, loops, breakables, in_continuing);
          break;
        case NodeKind::Loop:
          block(*n.body, loops + 1, breakables + 1, false);
          block(*n.continuing, loops + 1, breakables + 1, true);
          break;
        case NodeKind::Switch:
          use(n.cond);
          for (const SwitchCase& c : n.cases) block(c.body, loops, breakables + 1, in_continuing);
          break;
        case NodeKind::Break:
          if (!breakables) fail("break outside a loop or switch");
          break;
        case NodeKind::Continue:
          if (!loops) fail("continue outside a loop");
          break;
        case NodeKind::BreakIf:
          use(n.cond);
          if (!in_continuing) fail("break_if outside a continuing block");
          break;
        case NodeKind::Return:
          if (n.cond != kNoReg) use(n.cond);
          if (fn->returns_value != (n.cond != kNoReg)) fail("return value does not match the function");
          break;
      }
    }
  }
};

}  // namespace

std::string validate(const Module& m) {
  Validator v{m, nullptr, {}, {}};
  for (const Function& f : m.functions) {
    v.fn = &f;
    v.defined.assign(f.reg_count, 0);
    for (size_t i = 0; i < f.params.size(); i++) v.defined[i] = 1;
    if (f.ret_reg != kNoReg) v.defined[f.ret_reg] = 1;
    v.block(f.body, 0, 0, false);
    if (!v.problem.empty()) return v.problem;
  }
  if (m.entry >= m.functions.size()) return "no entry function";
  return {};
}

}  // namespace wgx::ir
