#include "jit/straight_runs.h"

#include "ir/walk.h"

namespace wgx::jit {
namespace {

using ir::Block;
using ir::Node;
using ir::NodeKind;
using ir::Op;
using ir::Reg;
using ir::Scalar;

LaneRange narrow_eq(LaneRange r, Reg u) {
  r.lo = u, r.lo_add = 0;
  r.hi = u, r.hi_add = 1;
  return r;
}

}  // namespace

StraightRuns::StraightRuns(const ir::Module& m, const ir::Function& f, const ir::LaneShapes& s) : m_(m), fn_(f), s_(s) {
  def_of_.assign(f.reg_count, nullptr);
  record_defs(f.body);
}

void StraightRuns::record_defs(const Block& b) {
  ir::for_each_inst(b, [&](const ir::Inst& in) {
    if (in.result != ir::kNoReg && in.result < def_of_.size()) def_of_[in.result] = &in;
  });
}

bool StraightRuns::in_run_kind(const Node& n) {
  return n.kind == NodeKind::Inst && n.inst.op != Op::Call && n.inst.op != Op::Barrier && n.inst.op != Op::Subgroup;
}

// Its instructions are computed for every lane: they are total (loads are bounds-checked,
// division is defined everywhere), and only their effects on memory are guarded.
bool StraightRuns::flat_if(const Node& n) {
  if (n.kind != NodeKind::If) return false;
  for (const Block* b : {n.then_block.get(), n.else_block.get()})
    for (const Node& c : *b)
      if (!in_run_kind(c) && !flat_if(c)) return false;
  return true;
}

size_t StraightRuns::flatten(const Block& b, size_t i, std::vector<Item>& items) const {
  Guard g;
  LaneRange r;
  for (; i < b.size() && flat(b[i]); i++) add_items(b[i], g, r, items);
  return i;
}

void StraightRuns::add_items(const Node& n, Guard& g, const LaneRange& r, std::vector<Item>& items) const {
  if (n.kind == NodeKind::Inst) {
    items.push_back(Item{&n.inst, g, r});
    return;
  }
  g.push_back({n.cond, true});
  LaneRange then_range = narrow(r, n.cond, true);
  for (const Node& c : *n.then_block) add_items(c, g, then_range, items);
  g.back().second = false;
  LaneRange else_range = narrow(r, n.cond, false);
  for (const Node& c : *n.else_block) add_items(c, g, else_range, items);
  g.pop_back();
}

// Whether r is the local invocation index (through conversions and never-firing clamps).
bool StraightRuns::lane_index(Reg r) const {
  for (int depth = 0; depth < 4 && def(r); depth++) {
    const ir::Inst& in = *def(r);
    if (in.op == Op::Input) return static_cast<ir::InputKind>(in.imm[0]) == ir::InputKind::LocalInvocationIndex;
    bool same = in.op == Op::Bitcast || (in.op == Op::Convert && rtype(in.args[0]) == Scalar::U32) ||
                (in.op == Op::ClampIndex && in.imm[0] && s_.hi(in.args[0]) < in.imm[0]);
    if (!same || rtype(r) != Scalar::U32) return false;
    r = in.args[0];
  }
  return false;
}

// `r` narrowed by the lanes where `cond` is `taken` (a u32 comparison of the lane index with a
// uniform value); each bound replaces the enclosing one (any one of them covers the guard).
LaneRange StraightRuns::narrow(LaneRange r, Reg cond, bool taken) const {
  const ir::Inst* d = def(cond);
  if (!d) return r;
  const ir::Inst& in = *d;
  if (in.op == Op::And && taken && rtype(cond) == Scalar::Bool)  // both hold: either one bounds
    return narrow(narrow(r, in.args[0], true), in.args[1], true);
  if (in.args.size() != 2 || rtype(in.args[0]) != Scalar::U32) return r;
  Op op = in.op;
  Reg x = in.args[0], u = in.args[1];
  if (!lane_index(x) || !uniform(u)) {
    std::swap(x, u);
    if (!lane_index(x) || !uniform(u)) return r;
    // u OP x  ==  x OP' u
    op = op == Op::Lt ? Op::Gt : op == Op::Gt ? Op::Lt : op == Op::Le ? Op::Ge : op == Op::Ge ? Op::Le : op;
  }
  if (!taken) {  // the else branch: the negated comparison
    if (op == Op::Eq || op == Op::Ne) return op == Op::Ne ? narrow_eq(r, u) : r;
    op = op == Op::Lt ? Op::Ge : op == Op::Ge ? Op::Lt : op == Op::Le ? Op::Gt : Op::Le;
  }
  switch (op) {
    case Op::Lt:
      r.hi = u, r.hi_add = 0;
      break;
    case Op::Le:
      r.hi = u, r.hi_add = 1;
      break;
    case Op::Gt:
      r.lo = u, r.lo_add = 1;
      break;
    case Op::Ge:
      r.lo = u, r.lo_add = 0;
      break;
    case Op::Eq:
      return narrow_eq(r, u);
    default:
      break;
  }
  return r;
}

// Inside a run each lane does all of it before the next lane starts, so the run ends before an
// access to storage or workgroup memory that could see another lane's earlier access in a
// different order than lockstep execution would: a second access to the same variable when
// either writes. (Distinct bindings never overlap writably in one dispatch: WebGPU rejects such
// bind groups; a texture bound writably is in no other binding of the dispatch either.) It also
// ends where the lane range changes.
size_t StraightRuns::run_end(const std::vector<Item>& items, size_t i) const {
  std::vector<uint8_t> seen(m_.vars.size(), 0);  // bit 1: read, bit 2: written
  size_t j = i;
  for (; j < items.size(); j++) {
    if (!(items[j].range == items[i].range)) break;
    const ir::Inst& in = *items[j].inst;
    bool reads = ir::op_traits(in.op).reads, writes = ir::op_traits(in.op).writes;
    if (in.op == Op::Texture) {  // a texture's texels: loads and samples read them, stores write them
      auto t = static_cast<ir::TextureOp>(in.imm[0]);
      writes = t == ir::TextureOp::Store;
      reads = !writes && t != ir::TextureOp::Dimensions && t != ir::TextureOp::NumLevels &&
              t != ir::TextureOp::NumLayers && t != ir::TextureOp::NumSamples;
    }
    if ((!reads && !writes) || in.var >= seen.size()) continue;
    ir::Space sp = m_.vars[in.var].space;
    if (sp == ir::Space::Private || sp == ir::Space::Function) continue;
    uint8_t& s = seen[in.var];  // a texture variable counts as one memory
    if (s && (writes || (s & 2))) break;
    s |= (reads ? 1 : 0) | (writes ? 2 : 0);
  }
  return j > i ? j : i + 1;
}

}  // namespace wgx::jit
