#include "ir/passes/inline_calls.h"

#include <algorithm>
#include <vector>

#include "ir/clone.h"
#include "ir/walk.h"

namespace wgx::ir {
namespace {

constexpr size_t kMaxInlinedNodes = 400;
// A caller stops growing here: the kernel's C++ (and its build time) stays proportionate.
constexpr size_t kMaxCallerNodes = 6000;
constexpr int kMaxRounds = 4;

// Small, and at most one return, as the last statement of the body.
bool inlinable(const ir::Function& f) {
  if (count_nodes(f.body) > kMaxInlinedNodes) return false;
  size_t returns = 0;
  ir::for_each_node(f.body, [&](const Node& n) { returns += n.kind == NodeKind::Return; });
  bool last_returns = !f.body.empty() && f.body.back().kind == NodeKind::Return;
  return returns == (last_returns ? 1u : 0u);
}

class Inliner {
 public:
  explicit Inliner(ir::Module& m) : m_(m) {}

  void run() {
    for (int round = 0; round < kMaxRounds; round++) {
      bool changed = false;
      for (size_t f = 0; f < m_.functions.size(); f++) {
        caller_ = &m_.functions[f];
        budget_ = kMaxCallerNodes - std::min(kMaxCallerNodes, count_nodes(caller_->body));
        changed |= inline_into(caller_->body);
      }
      if (!changed) break;
    }
    drop_unused();
  }

 private:
  ir::Module& m_;
  ir::Function* caller_ = nullptr;
  size_t budget_ = 0;  // nodes the caller may still grow by

  bool callee_ok(const ir::Inst& in) {
    if (in.op != Op::Call || in.imm[0] >= m_.functions.size()) return false;
    const ir::Function& callee = m_.functions[in.imm[0]];
    if (&callee == caller_ || !inlinable(callee)) return false;
    size_t size = count_nodes(callee.body);
    if (size > budget_) return false;
    budget_ -= size;
    return true;
  }

  bool inline_into(Block& b) {
    bool changed = false;
    Block out;
    for (Node& n : b) {
      for (Block* c : {n.then_block.get(), n.else_block.get(), n.body.get(), n.continuing.get()})
        if (c) changed |= inline_into(*c);
      for (ir::SwitchCase& c : n.cases) changed |= inline_into(c.body);
      if (n.kind == NodeKind::Inst && callee_ok(n.inst)) {
        expand(n.inst, out);
        changed = true;
        continue;
      }
      out.push_back(std::move(n));
    }
    b = std::move(out);
    return changed;
  }

  // Appends the callee's body with its registers renumbered into the caller's; its return value
  // becomes the call's result through a same-type bitcast (a copy).
  void expand(const ir::Inst& call, Block& out) {
    const ir::Function& callee = m_.functions[call.imm[0]];
    std::vector<Reg> map(callee.reg_count, ir::kNoReg);
    for (Reg r = 0; r < callee.reg_count; r++) {
      if (r < callee.params.size() && r < call.args.size()) {
        map[r] = call.args[r];
        continue;
      }
      map[r] = caller_->reg_count++;
      caller_->reg_types.push_back(callee.reg_types[r]);
    }
    Block body = clone_block(callee.body, &map);
    if (!body.empty() && body.back().kind == NodeKind::Return) {
      Reg value = body.back().cond;
      body.pop_back();
      if (call.result != ir::kNoReg && value != ir::kNoReg) {
        Node copy;
        copy.kind = NodeKind::Inst;
        copy.inst.op = Op::Bitcast;
        copy.inst.type = caller_->reg_types[call.result];
        copy.inst.result = call.result;
        copy.inst.args = {value};
        copy.inst.loc = call.loc;
        copy.loc = call.loc;
        body.push_back(std::move(copy));
      }
    }
    for (Node& n : body) out.push_back(std::move(n));
  }

  static bool calls(const Block& b, uint32_t f) {
    return ir::any_inst(b, [&](const ir::Inst& in) { return in.op == Op::Call && in.imm[0] == f; });
  }

  // Bodies nobody calls any more go: their variables then belong to the functions they were
  // inlined into (which lets the lane-shape analysis promote them).
  void drop_unused() {
    for (uint32_t f = 0; f < m_.functions.size(); f++) {
      if (f == m_.entry) continue;
      bool used = false;
      for (const ir::Function& g : m_.functions) used |= &g != &m_.functions[f] && calls(g.body, f);
      if (!used) m_.functions[f].body.clear();
    }
  }
};

}  // namespace

std::unique_ptr<ir::Module> inline_calls(const ir::Module& m) {
  std::unique_ptr<ir::Module> out = ir::clone_module(m);
  Inliner(*out).run();
  return out;
}

}  // namespace wgx::ir
