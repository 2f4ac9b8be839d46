// The kernel plan of kernel_plan.h: one walk over each function's blocks in the order the writer
// emits them, numbering the straight runs and classifying every register by where it is used.
#include "jit/kernel_plan.h"

#include <algorithm>
#include <iterator>

#include "ir/walk.h"

namespace wgx::jit {
namespace {

using ir::Block;
using ir::Node;
using ir::NodeKind;
using ir::Op;
using ir::Reg;
using ir::Scalar;

class Planner {
 public:
  Planner(const ir::Module& m, uint32_t f)
      : m_(m), fn_(m.functions[f]), plan_(std::make_unique<FunctionPlan>()), p_(*plan_) {
    p_.shapes = ir::analyze_lane_shapes(m, f);
    p_.runs = std::make_unique<StraightRuns>(m, fn_, p_.shapes);
    p_.in_array.assign(fn_.reg_count, 0);
    p_.def_run.assign(fn_.reg_count, -1);
    p_.input.assign(fn_.reg_count, -1);
    p_.remat.assign(fn_.reg_count, 0);
    remat_size_.assign(fn_.reg_count, 0);
  }

  std::unique_ptr<FunctionPlan> run() {
    for (size_t p = 0; p < fn_.params.size() && p < p_.in_array.size(); p++) p_.in_array[p] = 1;
    if (fn_.ret_reg != ir::kNoReg) p_.in_array[fn_.ret_reg] = 1;
    int run = 0;
    classify(fn_.body, run);
    // The forms of values recomputed in every run (portable) hold everywhere: known once the
    // classification is complete.
    p_.affine =
        std::make_unique<ir::AffineForms>(m_, fn_, p_.shapes, [this](Reg r) { return p_.remat[r] && !p_.in_array[r]; });
    plan_runs(fn_.body);
    return std::move(plan_);
  }

 private:
  const ir::Module& m_;
  const ir::Function& fn_;
  std::unique_ptr<FunctionPlan> plan_;
  FunctionPlan& p_;
  std::vector<uint8_t> remat_size_;

  bool uniform(Reg r) const { return r != ir::kNoReg && r < p_.shapes.uniform.size() && p_.shapes.uniform[r]; }
  bool promoted(uint32_t var) const { return var < p_.shapes.promoted.size() && p_.shapes.promoted[var]; }
  // Computed once for all lanes, before the lane loop: uniform results, promoted variables' stores.
  bool uniform_op(const ir::Inst& in) const {
    if (in.result != ir::kNoReg) return uniform(in.result);
    return (in.op == Op::Store || in.op == Op::Zero) && promoted(in.var);
  }
  Scalar rtype(Reg r) const { return fn_.reg_types[r].scalar; }
  unsigned rwidth(Reg r) const { return fn_.reg_types[r].width; }

  void classify(const Block& b, int& run) {
    size_t i = 0;
    while (i < b.size()) {
      const Node& n = b[i];
      if (StraightRuns::flat(n)) {
        std::vector<Item> items;
        i = p_.runs->for_each_run(b, i, items, [&](size_t from, size_t to) {
          run++;
          for (size_t k = from; k < to; k++) {
            p_.run_of[items[k].inst] = run;
            classify_item(items[k], run);
          }
        });
        continue;
      }
      switch (n.kind) {
        case NodeKind::Inst:  // a call, a barrier or a subgroup operation
          for (Reg a : n.inst.args) use(a, -1);
          if (n.inst.result != ir::kNoReg) p_.in_array[n.inst.result] = 1;
          break;
        case NodeKind::If:
          use(n.cond, -1);
          classify(*n.then_block, run);
          classify(*n.else_block, run);
          break;
        case NodeKind::Loop:
          classify(*n.body, run);
          classify(*n.continuing, run);
          break;
        case NodeKind::Switch:
          use(n.cond, -1);
          for (const ir::SwitchCase& c : n.cases) classify(c.body, run);
          break;
        case NodeKind::BreakIf:
        case NodeKind::Return:
          use(n.cond, -1);
          break;
        default:
          break;
      }
      i++;
    }
  }

  void classify_item(const Item& it, int run) {
    const ir::Inst& in = *it.inst;
    for (Reg a : in.args) use(a, run);
    for (const auto& g : it.guard) use(g.first, run);
    use(it.range.lo, run);
    use(it.range.hi, run);
    if (in.result == ir::kNoReg) return;
    if (in.op == Op::Input && !uniform(in.result)) p_.input[in.result] = static_cast<int>(in.imm[0]);
    p_.def_run[in.result] = run;
    p_.remat[in.result] = rematerializable(in);
  }

  void use(Reg r, int run) {
    if (r == ir::kNoReg || r >= p_.in_array.size()) return;
    if (run >= 0 && p_.def_run[r] == run) return;
    if (run >= 0 && p_.remat[r] && !p_.in_array[r]) {  // recomputed here from its operands
      for (Reg a : p_.runs->def(r)->args) use(a, run);
      return;
    }
    p_.in_array[r] = 1;
  }

  // The run plans, run by run in the order the writer emits them (the affine forms of a run see
  // the portable values defined by the runs before it).
  void plan_runs(const Block& b) {
    size_t i = 0;
    while (i < b.size()) {
      const Node& n = b[i];
      if (StraightRuns::flat(n)) {
        std::vector<Item> items;
        i = p_.runs->for_each_run(b, i, items, [&](size_t from, size_t to) { plan_run(items, from, to); });
        continue;
      }
      if (n.kind == NodeKind::If) {
        plan_runs(*n.then_block);
        plan_runs(*n.else_block);
      } else if (n.kind == NodeKind::Loop) {
        plan_runs(*n.body);
        plan_runs(*n.continuing);
      } else if (n.kind == NodeKind::Switch) {
        for (const ir::SwitchCase& c : n.cases) plan_runs(c.body);
      }
      i++;
    }
  }

  // Whether the run touches workgroup or buffer memory at per-lane offsets: such runs nest their
  // lane loops (an access along x is then visibly consecutive, one along y invariant); others run
  // one flat loop, which the compiler vectorizes with less overhead.
  bool shared_access(const std::vector<Item>& items, size_t from, size_t to) const {
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      bool memory = in.op == Op::Load || in.op == Op::Store || in.op == Op::Atomic;
      if (!memory || uniform_op(in) || in.args.empty() || uniform(in.args[0])) continue;
      ir::Space sp = m_.vars[in.var].space;
      if (sp != ir::Space::Function && sp != ir::Space::Private) return true;
    }
    return false;
  }

  // The fast version's conditions: every clamp of a lane-affine index is an identity for all
  // lanes, and every buffer access at an affine offset stays inside its buffer.
  void plan_run(const std::vector<Item>& items, size_t from, size_t to) {
    bool lanes = false;
    for (size_t i = from; i < to; i++) lanes = lanes || !uniform_op(*items[i].inst);
    if (!lanes) return;
    RunPlan& rp = p_.run_plans[p_.run_of.at(items[from].inst)];
    const uint32_t* sz = m_.workgroup_size;
    uint32_t all = sz[0] * sz[1] * sz[2];
    // In a 2D or 3D workgroup such runs loop over z, y and x, so local ids need no division and
    // an access along x is visibly consecutive.
    rp.nested = sz[0] >= 8 && all > sz[0] && shared_access(items, from, to);
    ir::AffineForms& aff = *p_.affine;
    aff.reset();
    // Flat loops over 2D lanes see no affine x; forms are still recorded for later runs.
    bool allowed = sz[1] * sz[2] == 1 || rp.nested;
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      if (uniform_op(in)) continue;
      const ir::Affine* a = in.args.empty() || !allowed ? nullptr : aff.form(in.args[0]);
      if (in.op == Op::ClampIndexDyn) {
        if (!a || !uniform(in.args[1])) continue;  // no form: the clamp stays
        rp.checks.push_back({FastCheck::Kind::ClampDyn, &in, *a, 0});
        rp.fast[&in] = *a;
      } else if (in.op == Op::ClampIndex) {
        if (!a) continue;
        if (p_.shapes.hi(in.args[0]) >= in.imm[0]) {  // else always an identity
          rp.checks.push_back({FastCheck::Kind::Clamp, &in, *a, 0});
          rp.fast[&in] = *a;
        }
      } else if ((in.op == Op::Load || in.op == Op::Store) && a) {
        ir::Space sp = m_.vars[in.var].space;
        if (sp == ir::Space::Function || sp == ir::Space::Private || promoted(in.var)) continue;
        unsigned w = fn_.reg_types[in.op == Op::Store ? in.args[1] : in.result].width;
        uint32_t bytes = (in.type.scalar == Scalar::F16 ? 2 : 4) * w;
        if (!always_in_bounds(m_, p_.shapes, in, bytes)) rp.checks.push_back({FastCheck::Kind::Access, &in, *a, bytes});
        rp.fast[&in] = *a;
      }
      aff.define(in);
    }
  }

  bool rematerializable(const ir::Inst& in) {
    static const Op kOps[] = {Op::Add,     Op::Sub, Op::Mul, Op::Shl,       Op::Convert, Op::Bitcast,
                              Op::Extract, Op::And, Op::Or,  Op::Eq,        Op::Ne,      Op::Lt,
                              Op::Le,      Op::Gt,  Op::Ge,  Op::ClampIndex};
    if (std::find(std::begin(kOps), std::end(kOps), in.op) == std::end(kOps) || uniform(in.result)) return false;
    // A clamp only where it never fires (its affine form, an identity, then holds everywhere).
    if (in.op == Op::ClampIndex && !(in.imm[0] && p_.shapes.hi(in.args[0]) < in.imm[0])) return false;
    Scalar s = rtype(in.result);
    if ((s != Scalar::U32 && s != Scalar::I32 && s != Scalar::Bool) || rwidth(in.result) != 1) return false;
    Scalar from = rtype(in.args[0]);
    if (in.op == Op::Convert && from != Scalar::U32 && from != Scalar::I32 && from != Scalar::Bool) return false;
    unsigned size = 1;
    for (Reg a : in.args) {
      if (uniform(a)) continue;
      if (p_.input[a] < 0 && !p_.remat[a]) return false;
      size += p_.input[a] >= 0 ? 1u : remat_size_[a];
    }
    remat_size_[in.result] = static_cast<uint8_t>(size);
    return size <= 16;
  }
};

void count_uses(const Block& b, std::vector<uint32_t>& uses) {
  auto one = [&](Reg r) {
    if (r != ir::kNoReg && r < uses.size()) uses[r]++;
  };
  ir::for_each_node(b, [&](const Node& n) {
    one(n.cond);
    if (n.kind == NodeKind::Inst)
      for (Reg a : n.inst.args) one(a);
  });
}

void check_private(const Block& b, const std::vector<uint32_t>& uses, std::vector<char>& privatized) {
  ir::for_each_inst(b, [&](const ir::Inst& in) {
    if (!ir::op_traits(in.op).names_var || in.var >= privatized.size()) return;
    auto op = in.op == Op::Atomic ? static_cast<ir::AtomicOp>(in.imm[0]) : ir::AtomicOp::Load;
    bool unused = in.result == ir::kNoReg || (in.result < uses.size() && uses[in.result] == 0);
    if (!(in.op == Op::Atomic && unused && (op == ir::AtomicOp::Add || op == ir::AtomicOp::Sub)))
      privatized[in.var] = 0;
  });
}

}  // namespace

bool always_in_bounds(const ir::Module& m, const ir::LaneShapes& s, const ir::Inst& in, uint32_t bytes) {
  const ir::Variable& v = m.vars[in.var];
  if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform) return false;
  uint64_t hi = s.hi(in.args[0]);
  return hi != ir::LaneShapes::kUnknown && hi + bytes <= v.size;
}

std::unique_ptr<FunctionPlan> plan_function(const ir::Module& m, uint32_t function) {
  return Planner(m, function).run();
}

std::vector<char> find_privatized(const ir::Module& m) {
  std::vector<char> privatized(m.vars.size(), 0);
  for (size_t v = 0; v < m.vars.size(); v++) {
    const ir::Variable& var = m.vars[v];
    privatized[v] = var.space == ir::Space::Storage && !var.runtime_sized && var.size > 0 && var.size <= 65536;
  }
  for (const ir::Function& f : m.functions) {
    std::vector<uint32_t> uses(f.reg_count, 0);
    count_uses(f.body, uses);
    check_private(f.body, uses, privatized);
  }
  return privatized;
}

}  // namespace wgx::jit
