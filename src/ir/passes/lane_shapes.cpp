#include "ir/passes/lane_shapes.h"

#include <algorithm>
#include <optional>

#include "ir/walk.h"

namespace wgx::ir {
namespace {

constexpr uint64_t kUnknown = LaneShapes::kUnknown;
constexpr uint64_t kWord = 0xffffffffull;

bool memory_op(Op op) { return ir::op_traits(op).names_var; }

class Analysis {
 public:
  Analysis(const ir::Module& m, uint32_t f) : m_(m), fn_(m.functions[f]), index_(f) {
    s_.uniform.assign(fn_.reg_count, 0);
    s_.bound.assign(static_cast<size_t>(fn_.reg_count) * 4, kUnknown);
    const_.assign(fn_.reg_count, std::nullopt);
    for_each_inst(fn_.body, [&](const ir::Inst& in) {
      if (in.op == Op::Const && in.result < fn_.reg_count && !in.imm.empty()) const_[in.result] = in.imm[0];
    });
  }

  LaneShapes run() {
    find_candidates();
    // Demoting a variable can only make fewer values uniform, so this settles; a bounded number of
    // rounds keeps absurd programs cheap (then nothing is promoted).
    for (int round = 0;; round++) {
      if (round == 8) std::fill(s_.promoted.begin(), s_.promoted.end(), 0);
      values(fn_.body);
      changed_ = false;
      levels_.assign(1, Level{false, nullptr});
      pending_.assign(1, 0);
      s_.unmasked_stores.clear();
      walk(fn_.body, 0);
      if (!changed_ || round >= 8) break;
    }
    for (const Node* loop : loops_)
      if (!nonuniform_.count(loop)) s_.uniform_loops.insert(loop);
    bounds(fn_.body);
    s_.constant.assign(fn_.reg_count, -1);
    for (size_t r = 0; r < const_.size(); r++)
      if (const_[r] && fn_.reg_types[r].width == 1) s_.constant[r] = *const_[r];
    return std::move(s_);
  }

 private:
  struct Level {
    bool is_loop;
    const Node* node;
  };

  const ir::Module& m_;
  const ir::Function& fn_;
  uint32_t index_;
  LaneShapes s_;
  std::vector<std::optional<uint32_t>> const_;
  bool changed_ = false;
  std::vector<Level> levels_;  // level 0: the function; then the enclosing constructs
  std::vector<char> pending_;  // level -> a lane left it through a divergent exit
  std::unordered_set<const Node*> nonuniform_;
  std::vector<const Node*> loops_;
  std::vector<int> owner_;  // variable -> the one function accessing it, -2 several, -1 none

  bool uniform(Reg r) const { return r != ir::kNoReg && r < s_.uniform.size() && s_.uniform[r]; }

  // --- which function variables can be one scalar copy ------------------------------------------

  void find_candidates() {
    s_.promoted.assign(m_.vars.size(), 0);
    std::vector<int>& owner = owner_;
    owner.assign(m_.vars.size(), -1);  // -2: used by several functions
    for (size_t f = 0; f < m_.functions.size(); f++)
      for_each_inst(m_.functions[f].body, [&](const ir::Inst& in) {
        if (!memory_op(in.op) || in.var >= owner.size()) return;
        int& o = owner[in.var];
        o = (o == -1 || o == static_cast<int>(f)) ? static_cast<int>(f) : -2;
      });
    for (size_t v = 0; v < m_.vars.size(); v++)
      s_.promoted[v] = m_.vars[v].space == ir::Space::Function && owner[v] == static_cast<int>(index_) &&
                       m_.vars[v].size % 4 == 0 && m_.vars[v].size <= 64;
    for_each_inst(fn_.body, [&](const ir::Inst& in) {
      if (!memory_op(in.op) || in.var >= s_.promoted.size() || !s_.promoted[in.var]) return;
      if (!constant_access(in)) s_.promoted[in.var] = 0;
    });
  }

  // A load, store or zeroing at a constant, word-aligned offset inside the variable.
  bool constant_access(const ir::Inst& in) const {
    if (in.op != Op::Load && in.op != Op::Store && in.op != Op::Zero) return false;
    if (in.type.scalar == ir::Scalar::F16) return false;  // 2-byte components: not whole words
    if (in.args.empty() || in.args[0] >= const_.size() || !const_[in.args[0]]) return false;
    uint64_t off = *const_[in.args[0]];
    uint64_t bytes = in.op == Op::Zero ? in.imm[0] : 4ull * in.type.width;
    if (in.op == Op::Store && in.args.size() > 1 && in.args[1] < fn_.reg_types.size())
      bytes = 4ull * fn_.reg_types[in.args[1]].width;
    return off % 4 == 0 && bytes % 4 == 0 && off + bytes <= m_.vars[in.var].size;
  }

  // --- uniform values ---------------------------------------------------------------------------

  // In program order: operands are defined before their uses.
  void values(const Block& b) {
    for_each_inst(b, [&](const ir::Inst& in) {
      if (in.result != ir::kNoReg && in.result < s_.uniform.size()) s_.uniform[in.result] = uniform_inst(in);
    });
  }

  bool uniform_inst(const ir::Inst& in) const {
    if (in.result == fn_.ret_reg) return false;
    switch (in.op) {
      case Op::Const:
      case Op::ArrayLength:
        return true;
      case Op::Input: {
        auto k = static_cast<ir::InputKind>(in.imm[0]);
        return k == ir::InputKind::WorkgroupId || k == ir::InputKind::NumWorkgroups ||
               k == ir::InputKind::SubgroupSize || k == ir::InputKind::NumSubgroups;
      }
      case Op::Subgroup:  // differs between subgroups
      case Op::Atomic:
      case Op::Call:
        return false;
      case Op::Load: {
        ir::Space sp = m_.vars[in.var].space;
        if (sp == ir::Space::Function || sp == ir::Space::Private) return s_.promoted[in.var] != 0;
        return uniform(in.args[0]);
      }
      default:
        return std::all_of(in.args.begin(), in.args.end(), [&](Reg a) { return uniform(a); });
    }
  }

  // --- convergence: where all live lanes are active ---------------------------------------------

  // The outermost level the point is convergent with: all lanes that entered that construct (in
  // this iteration) are here. 0: every live lane of the function.
  int effective(int conv) const {
    for (size_t k = 0; k < pending_.size() && k < levels_.size(); k++)
      if (pending_[k]) conv = std::max(conv, static_cast<int>(k) + 1);
    return conv;
  }

  int push(bool is_loop, const Node* n) {
    levels_.push_back(Level{is_loop, n});
    pending_.resize(levels_.size(), 0);
    pending_[levels_.size() - 1] = 0;
    return static_cast<int>(levels_.size()) - 1;
  }
  void pop() {
    pending_.resize(levels_.size(), 0);
    pending_[levels_.size() - 1] = 0;
    levels_.pop_back();
  }

  int innermost(bool loops_only) const {
    for (int k = static_cast<int>(levels_.size()) - 1; k > 0; k--)
      if (levels_[static_cast<size_t>(k)].is_loop || (!loops_only && levels_[static_cast<size_t>(k)].node)) return k;
    return 0;
  }

  // A uniform exit from a uniform loop is a jump, so what follows it runs for no lane at all. A
  // switch has no jump: the emitter clears the lane mask of a `break`, uniform or not, and the
  // rest of the case runs under that mask, so stores after it must not be unmasked.
  void exit_to(int target, bool divergent) {
    if (target <= 0) return;
    const Level& t = levels_[static_cast<size_t>(target)];
    if (!divergent && t.is_loop) return;
    pending_.resize(levels_.size(), 0);
    pending_[static_cast<size_t>(target)] = 1;
    if (t.is_loop) nonuniform_.insert(t.node);
  }

  void walk(const Block& b, int conv) {
    for (const Node& n : b) {
      int c = effective(conv);
      switch (n.kind) {
        case NodeKind::Inst:
          check_store(n.inst, c);
          break;
        case NodeKind::If: {
          int level = push(false, nullptr);
          int inner = uniform(n.cond) ? c : level + 1;
          walk(*n.then_block, inner);
          walk(*n.else_block, inner);
          pop();
          break;
        }
        case NodeKind::Switch: {
          int level = push(false, &n);
          int inner = uniform(n.cond) ? c : level + 1;
          for (const ir::SwitchCase& k : n.cases) walk(k.body, inner);
          pop();
          break;
        }
        case NodeKind::Loop:
          walk_loop(n, c);
          break;
        case NodeKind::Break:
          exit_to(innermost(false), c > innermost(false));
          break;
        case NodeKind::Continue:
          exit_to(innermost(true), c > innermost(true));
          break;
        case NodeKind::BreakIf:
          exit_to(innermost(true), c > innermost(true) || !uniform(n.cond));
          break;
        case NodeKind::Return:
          // Lanes that return are gone for good; but a loop must stop when its last lane returns,
          // which only lane masks tell: loops around a return keep them.
          for (const Level& l : levels_)
            if (l.is_loop) nonuniform_.insert(l.node);
          break;
      }
    }
  }

  void walk_loop(const Node& n, int c) {
    if (std::find(loops_.begin(), loops_.end(), &n) == loops_.end()) loops_.push_back(&n);
    for (int attempt = 0; attempt < 2; attempt++) {
      bool was_uniform = !nonuniform_.count(&n);
      int level = push(true, &n);
      int inner = was_uniform ? c : level + 1;
      walk(*n.body, inner);
      walk(*n.continuing, inner);
      pop();
      if (!was_uniform || !nonuniform_.count(&n)) return;  // settled
    }
  }

  void check_store(const ir::Inst& in, int conv) {
    if (in.op == Op::Store && in.var < owner_.size()) {
      ir::Space sp = m_.vars[in.var].space;
      bool own = (sp == ir::Space::Function && owner_[in.var] == static_cast<int>(index_)) ||
                 (sp == ir::Space::Private && index_ == m_.entry);
      if (own && conv == 0) s_.unmasked_stores.insert(&in);
      if (own && conv != 0) s_.unmasked_stores.erase(&in);
    }
    if ((in.op != Op::Store && in.op != Op::Zero) || in.var >= s_.promoted.size() || !s_.promoted[in.var]) return;
    bool ok = conv == 0 && (in.op == Op::Zero || (in.args.size() > 1 && uniform(in.args[1])));
    if (ok) return;
    s_.promoted[in.var] = 0;
    changed_ = true;
  }

  // --- upper bounds of 32-bit values ------------------------------------------------------------

  uint64_t hi(Reg r, unsigned c) const { return s_.hi(r, c); }
  void set(Reg r, unsigned c, uint64_t v) {
    if (r != ir::kNoReg && c < 4 && static_cast<size_t>(r) * 4 + c < s_.bound.size())
      s_.bound[static_cast<size_t>(r) * 4 + c] = v > kWord ? kUnknown : v;
  }
  static bool integer_like(ir::Scalar s) {
    return s == ir::Scalar::U32 || s == ir::Scalar::I32 || s == ir::Scalar::Bool;
  }
  // Below 2^31 the i32 and u32 readings of a word agree.
  static bool small(uint64_t v) { return v < 0x80000000ull; }

  void bounds(const Block& b) {
    for_each_inst(b, [&](const ir::Inst& in) {
      if (in.result != ir::kNoReg && in.result < fn_.reg_count) bound_inst(in);
    });
  }

  void bound_inst(const ir::Inst& in) {
    Reg r = in.result;
    unsigned w = fn_.reg_types[r].width;
    ir::Scalar s = fn_.reg_types[r].scalar;
    if (s != ir::Scalar::U32 && s != ir::Scalar::I32 && s != ir::Scalar::Bool) return;  // floats
    if (s == ir::Scalar::Bool) {
      for (unsigned c = 0; c < w; c++) set(r, c, 1);
      return;
    }
    auto arg = [&](size_t k, unsigned c) { return k < in.args.size() ? hi(in.args[k], c) : kUnknown; };
    auto konst = [&](size_t k) -> std::optional<uint32_t> {
      return k < in.args.size() && in.args[k] < const_.size() ? const_[in.args[k]] : std::nullopt;
    };
    bool sg = s == ir::Scalar::I32;
    for (unsigned c = 0; c < w; c++) {
      uint64_t a = arg(0, c), b = arg(1, c), v = kUnknown;
      switch (in.op) {
        case Op::Const:
          v = c < in.imm.size() ? in.imm[c] : 0;
          break;
        case Op::Input:
          v = input_bound(static_cast<ir::InputKind>(in.imm[0]), c);
          break;
        case Op::Extract:
          v = arg(0, in.imm[0]);
          break;
        case Op::Swizzle:
          v = c < in.imm.size() ? arg(0, in.imm[c]) : kUnknown;
          break;
        case Op::Splat:
          v = arg(0, 0);
          break;
        case Op::Add:
          v = a == kUnknown || b == kUnknown ? kUnknown : a + b;
          break;
        case Op::Mul:
          v = a == kUnknown || b == kUnknown || (a && b > kWord / a) ? kUnknown : a * b;
          break;
        case Op::Shl:
          if (auto k = konst(1); k && a != kUnknown) v = a << (*k & 31u);
          break;
        case Op::Shr:
          if (!sg || small(a)) v = konst(1) && a != kUnknown ? a >> (*konst(1) & 31u) : a;
          break;
        case Op::And:
          v = std::min(a, b);
          break;
        case Op::Div:
          if (!sg || (small(a) && small(b))) v = a;
          break;
        case Op::Rem:
          if (auto k = konst(1); k && *k && (!sg || (small(a) && small(*k)))) v = std::min<uint64_t>(a, *k - 1u);
          break;
        case Op::ClampIndex:
          v = in.imm[0] ? std::min<uint64_t>(arg(0, 0), in.imm[0] - 1u) : 0;
          break;
        case Op::ClampIndexDyn:
          v = arg(0, 0);
          break;
        case Op::Select:
          v = std::max(a, b);
          break;
        case Op::Convert:
        case Op::Bitcast:
          if (in.args.size() == 1 && integer_like(fn_.reg_types[in.args[0]].scalar) && small(a)) v = a;
          break;
        default:
          break;
      }
      if (sg && !small(v)) v = kUnknown;
      set(r, c, v);
    }
    if (in.op == Op::Construct) construct_bound(in);
  }

  void construct_bound(const ir::Inst& in) {
    unsigned c = 0;
    for (Reg a : in.args)
      for (unsigned j = 0; j < fn_.reg_types[a].width && c < 4; j++) set(in.result, c++, hi(a, j));
  }

  uint64_t input_bound(ir::InputKind k, unsigned c) const {
    const uint32_t* sz = m_.workgroup_size;
    if (k == ir::InputKind::LocalInvocationId) return c < 3 ? sz[c] - 1u : kUnknown;
    if (k == ir::InputKind::LocalInvocationIndex) return static_cast<uint64_t>(sz[0]) * sz[1] * sz[2] - 1u;
    return kUnknown;
  }
};

}  // namespace

LaneShapes analyze_lane_shapes(const ir::Module& m, uint32_t function) { return Analysis(m, function).run(); }

}  // namespace wgx::ir
