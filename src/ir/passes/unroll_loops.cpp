#include "ir/passes/unroll_loops.h"

#include <optional>

#include "ir/clone.h"
#include "ir/walk.h"

namespace wgx::ir {
namespace {

constexpr uint32_t kMaxTrips = 64;
constexpr size_t kMaxUnrolledNodes = 1200;

// Whether the block holds a way out of the loop around it other than its counted test: a return,
// or a break, continue or break-if not inside a nested loop (a break inside a nested switch is
// the switch's; a continue there still continues the loop).
bool leaves(const Block& b, bool in_loop, bool in_switch);

bool leaves(const Node& n, bool in_loop, bool in_switch) {
  if (n.kind == NodeKind::Return) return true;
  if (n.kind == NodeKind::Break && !in_loop && !in_switch) return true;
  if ((n.kind == NodeKind::Continue || n.kind == NodeKind::BreakIf) && !in_loop) return true;
  bool loop = in_loop || n.kind == NodeKind::Loop, sw = in_switch || n.kind == NodeKind::Switch;
  for (const Block* c : {n.then_block.get(), n.else_block.get(), n.body.get(), n.continuing.get()})
    if (c && leaves(*c, loop, sw)) return true;
  for (const ir::SwitchCase& c : n.cases)
    if (leaves(c.body, loop, sw)) return true;
  return false;
}

bool leaves(const Block& b, bool in_loop, bool in_switch) {
  for (const Node& n : b)
    if (leaves(n, in_loop, in_switch)) return true;
  return false;
}

void collect_defs(const Block& b, std::vector<Reg>& out) {
  ir::for_each_inst(b, [&](const ir::Inst& in) {
    if (in.result != ir::kNoReg) out.push_back(in.result);
  });
}

// Whether unrolling lets the iterations share straight runs: no barrier, call or subgroup
// operation between them, and no write to shared memory (a run ends before a second access to a
// variable that anything writes, so such iterations would stay apart anyway and only the code
// would grow).
bool joins_runs(const Block& b, const std::vector<ir::Variable>& vars) {
  return !ir::any_inst(b, [&](const ir::Inst& in) {
    if (in.op == Op::Barrier || in.op == Op::Call || in.op == Op::Subgroup || in.op == Op::Atomic) return true;
    bool writes = in.op == Op::Store || in.op == Op::Zero;
    return writes && in.var < vars.size() && vars[in.var].space != ir::Space::Function &&
           vars[in.var].space != ir::Space::Private;
  });
}

// A store, zeroing or atomic on variable `var`.
bool writes_var(const ir::Inst& in, uint32_t var) { return in.var == var && ir::op_traits(in.op).writes; }

bool stores_to(const Block& b, uint32_t var) {
  return ir::any_inst(b, [&](const ir::Inst& in) { return writes_var(in, var); });
}

// The counted loop: counter variable, its start, the test, the step.
struct Counted {
  uint32_t var = 0;
  uint32_t start = 0;
  Op test = Op::Lt;
  bool counter_left = true;  // counter OP bound (else bound OP counter)
  uint32_t bound = 0;
  Op step = Op::Add;
  uint32_t amount = 0;
  bool sgn = false;   // i32 counter
  size_t head = 0;    // index of the test's `if` in the body
  bool exit_on_true;  // the `if` breaks in its then branch
};

class Unroller {
 public:
  Unroller(const std::vector<ir::Variable>& vars, ir::Function& f) : vars_(vars), fn_(f) {
    const_.assign(f.reg_count, std::nullopt);
    loads_.assign(f.reg_count, ~0u);
  }

  void run(Block& b) {
    for (Node& n : b) {
      for (Block* c : {n.then_block.get(), n.else_block.get(), n.body.get(), n.continuing.get()})
        if (c) run(*c);
      for (ir::SwitchCase& c : n.cases) run(c.body);
      if (n.kind == NodeKind::Inst) note(n.inst);
    }
    Block out;
    for (size_t i = 0; i < b.size(); i++) {
      if (b[i].kind == NodeKind::Loop) {
        std::optional<uint32_t> trips;
        Counted c;
        // `out` holds what precedes the loop (the counter's start is found there).
        if (match(out, b[i], &c) && (trips = trip_count(c)) && *trips * count_nodes_of(b[i]) <= kMaxUnrolledNodes) {
          expand(b[i], c, *trips, out);
          continue;
        }
      }
      out.push_back(std::move(b[i]));
    }
    b = std::move(out);
  }

 private:
  const std::vector<ir::Variable>& vars_;
  ir::Function& fn_;
  std::vector<std::optional<uint32_t>> const_;  // register -> its constant word
  std::vector<uint32_t> loads_;                 // register -> variable it loads at offset 0

  void note(const ir::Inst& in) {
    if (in.result == ir::kNoReg || in.result >= const_.size()) return;
    if (in.op == Op::Const && !in.imm.empty() && fn_.reg_types[in.result].width == 1) const_[in.result] = in.imm[0];
    if (in.op == Op::Load && is_zero(in.args[0]) && fn_.reg_types[in.result].width == 1) loads_[in.result] = in.var;
  }
  bool is_zero(Reg r) const { return r < const_.size() && const_[r] && *const_[r] == 0; }
  std::optional<uint32_t> konst(Reg r) const { return r < const_.size() ? const_[r] : std::nullopt; }

  static size_t count_nodes_of(const Node& loop) { return count_nodes(*loop.body) + count_nodes(*loop.continuing); }

  // for (var k = START; k OP BOUND; k = k STEP AMOUNT) with no other exit and no other store to k,
  // k a function variable.
  bool match(const Block& before, const Node& loop, Counted* c) {
    const Block& body = *loop.body;
    size_t head = 0;
    while (head < body.size() && body[head].kind == NodeKind::Inst) head++;
    if (head == body.size() || body[head].kind != NodeKind::If) return false;
    const Node& test = body[head];
    auto only_break = [](const Block& x) { return x.size() == 1 && x[0].kind == NodeKind::Break; };
    bool then_breaks = only_break(*test.then_block) && test.else_block->empty();
    bool else_breaks = only_break(*test.else_block) && test.then_block->empty();
    if (!then_breaks && !else_breaks) return false;
    c->head = head;
    c->exit_on_true = then_breaks;
    if (!test_of(body, head, test.cond, c) || space_of(c->var) != ir::Space::Function) return false;
    if (stores_to(body, c->var)) return false;
    for (size_t i = head + 1; i < body.size(); i++)
      if (leaves(body[i], false, false)) return false;
    if (leaves(*loop.continuing, false, false) || !step_of(*loop.continuing, c)) return false;
    if (!joins_runs(body, vars_) || !joins_runs(*loop.continuing, vars_)) return false;
    return start_of(before, c);
  }

  ir::Space space_of(uint32_t var) const { return var < vars_.size() ? vars_[var].space : ir::Space::Storage; }

  // The test: a comparison of the counter's load with a constant, computed before the `if`.
  bool test_of(const Block& body, size_t head, Reg cond, Counted* c) {
    const ir::Inst* cmp = nullptr;
    for (size_t i = 0; i < head; i++)
      if (body[i].inst.result == cond) cmp = &body[i].inst;
    if (!cmp || cmp->args.size() != 2) return false;
    if (cmp->op != Op::Lt && cmp->op != Op::Le && cmp->op != Op::Gt && cmp->op != Op::Ge && cmp->op != Op::Ne)
      return false;
    ir::Scalar s = fn_.reg_types[cmp->args[0]].scalar;
    if (s != ir::Scalar::U32 && s != ir::Scalar::I32) return false;
    Reg a = cmp->args[0], b = cmp->args[1];
    c->counter_left = loads_[a] != ~0u && konst(b);
    if (!c->counter_left && !(loads_[b] != ~0u && konst(a))) return false;
    c->var = c->counter_left ? loads_[a] : loads_[b];
    c->bound = *konst(c->counter_left ? b : a);
    c->test = cmp->op;
    c->sgn = s == ir::Scalar::I32;
    return true;
  }

  // continuing: exactly one store to the counter, at its top level, of (its load) STEP (constant).
  bool step_of(const Block& cont, Counted* c) {
    size_t writes = 0;
    ir::for_each_inst(cont, [&](const ir::Inst& in) { writes += writes_var(in, c->var); });
    const ir::Inst* store = nullptr;
    for (const Node& n : cont)
      if (n.kind == NodeKind::Inst && writes_var(n.inst, c->var)) store = &n.inst;
    if (writes != 1 || !store || store->op != Op::Store || !is_zero(store->args[0])) return false;
    const ir::Inst* op = nullptr;
    for (const Node& n : cont)
      if (n.kind == NodeKind::Inst && n.inst.result == store->args[1]) op = &n.inst;
    if (!op || op->args.size() != 2 || loads_[op->args[0]] != c->var || !konst(op->args[1])) return false;
    if (op->op != Op::Add && op->op != Op::Sub && op->op != Op::Mul && op->op != Op::Shl && op->op != Op::Shr)
      return false;
    c->step = op->op;
    c->amount = *konst(op->args[1]);
    return true;
  }

  // The counter's constant store just before the loop (nothing else in between touches it).
  bool start_of(const Block& b, Counted* c) {
    for (size_t i = b.size(); i-- > 0;) {
      const Node& n = b[i];
      if (n.kind != NodeKind::Inst) return false;
      if (!writes_var(n.inst, c->var)) continue;
      if (n.inst.op == Op::Zero) {
        c->start = 0;
        return is_zero(n.inst.args[0]);
      }
      if (n.inst.op != Op::Store || !is_zero(n.inst.args[0]) || !konst(n.inst.args[1])) return false;
      c->start = *konst(n.inst.args[1]);
      return true;
    }
    return false;
  }

  static bool holds(const Counted& c, uint32_t k) {
    uint32_t x = c.counter_left ? k : c.bound, y = c.counter_left ? c.bound : k;
    auto lt = [&](uint32_t p, uint32_t q) { return c.sgn ? static_cast<int32_t>(p) < static_cast<int32_t>(q) : p < q; };
    switch (c.test) {
      case Op::Lt:
        return lt(x, y);
      case Op::Le:
        return !lt(y, x);
      case Op::Gt:
        return lt(y, x);
      case Op::Ge:
        return !lt(x, y);
      default:
        return x != y;
    }
  }

  static uint32_t next(const Counted& c, uint32_t k) {
    switch (c.step) {
      case Op::Add:
        return k + c.amount;
      case Op::Sub:
        return k - c.amount;
      case Op::Mul:
        return k * c.amount;
      case Op::Shl:
        return k << (c.amount & 31u);
      default:
        return c.sgn ? static_cast<uint32_t>(static_cast<int32_t>(k) >> (c.amount & 31u)) : k >> (c.amount & 31u);
    }
  }

  // Iterations until the test fails (the loop's exit), if that happens within kMaxTrips.
  static std::optional<uint32_t> trip_count(const Counted& c) {
    uint32_t k = c.start;
    for (uint32_t trips = 0; trips <= kMaxTrips; trips++) {
      bool stays = holds(c, k) != c.exit_on_true;
      if (!stays) return trips;
      k = next(c, k);
    }
    return std::nullopt;
  }

  // The iterations one after another, each with fresh registers; the test's `if` goes (it never
  // exits in them), the computation of its condition stays (unused).
  void expand(const Node& loop, const Counted& c, uint32_t trips, Block& out) {
    std::vector<Reg> defs;
    collect_defs(*loop.body, defs);
    collect_defs(*loop.continuing, defs);
    for (uint32_t t = 0; t < trips; t++) {
      std::vector<Reg> map(fn_.reg_count);
      for (Reg r = 0; r < map.size(); r++) map[r] = r;
      for (Reg r : defs) {
        map[r] = fn_.reg_count++;
        fn_.reg_types.push_back(fn_.reg_types[r]);
      }
      Block body = ir::clone_block(*loop.body, &map);
      Block cont = ir::clone_block(*loop.continuing, &map);
      for (size_t i = 0; i < body.size(); i++)
        if (i != c.head) out.push_back(std::move(body[i]));
      for (Node& n : cont) out.push_back(std::move(n));
    }
    const_.resize(fn_.reg_count);
    loads_.resize(fn_.reg_count, ~0u);
  }
};

}  // namespace

void unroll_loops(ir::Module& m) {
  for (ir::Function& f : m.functions) Unroller(m.vars, f).run(f.body);
}

}  // namespace wgx::ir
