// The lockstep interpreter (exec/interpreter.h), with the event publishing of exec/events.h and
// the lane-group fibers that run the Reverse and Random schedules.
#include "exec/interpreter.h"

#include <ucontext.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <exception>
#include <memory>
#include <numeric>

#include "base/half.h"
#include "exec/events.h"
#include "exec/lane_ops.h"
#include "exec/subgroup_ops.h"
#include "exec/texture_ops.h"
#include "exec/workgroup_pool.h"
#include "ir/subgroup.h"

namespace wgx::exec {
namespace {

using ir::Block;
using ir::Node;
using ir::NodeKind;
using ir::Op;
using ir::Reg;
using ir::Scalar;
using Mask = std::vector<uint8_t>;

struct StepLimit {
  const Node* loop;
};
struct TimeLimit {};   // the dispatch is past its deadline
struct Stopped {};     // the listener asked to stop
struct FiberAbort {};  // unwinds a suspended lane group when another one failed

// xorshift64*: the Random schedule's orders.
uint64_t next_random(uint64_t* state) {
  uint64_t x = *state ? *state : 0x9E3779B97F4A7C15ull;
  x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
  *state = x;
  return x * 0x2545F4914F6CDD1Dull;
}

// A group of lanes run as a coroutine between barriers (the Reverse and Random schedules).
struct Fiber {
  ucontext_t context{};
  std::unique_ptr<char[]> stack;
  std::vector<uint8_t> lanes;
  bool done = false;
  const ir::Inst* barrier = nullptr;  // where it waits
  std::exception_ptr error;
  uint32_t fn = 0;
};
constexpr size_t kFiberStack = 1u << 20;

bool any(const Mask& m) {
  for (uint8_t b : m)
    if (b) return true;
  return false;
}

struct Flow {
  Mask* brk = nullptr;
  Mask* cont = nullptr;
  const Node* loop = nullptr;
};

// One worker's state: runs workgroups one after another.
class Workgroup {
 public:
  Workgroup(const ir::Module& m, std::vector<uint8_t*> base, std::vector<uint64_t> size, Handles handles,
            const ExecOptions& o)
      : m_(m), base_(std::move(base)), size_(std::move(size)), handles_(std::move(handles)), opt_(o), budget_(o) {
    n_ = m.workgroup_size[0] * m.workgroup_size[1] * m.workgroup_size[2];
    step_cost_ = 1 + n_ / 8;
    wg_mem_.resize(m.workgroup_bytes + 16);
    lane_mem_.resize(static_cast<size_t>(m.lane_bytes) * n_ + 16);
    for (const ir::Function& f : m.functions) regs_.emplace_back(static_cast<size_t>(f.reg_count) * n_ * 4, 0u);
    ev_ = o.events;
    if (o.schedule != Schedule::Lockstep) make_fibers();
  }

  void run(const uint32_t wid[3]) {
    std::copy(wid, wid + 3, wid_);
    std::fill(wg_mem_.begin(), wg_mem_.end(), 0);
    std::fill(lane_mem_.begin(), lane_mem_.end(), 0);
    steps_ = 0;
    limit_ = budget_.first_limit();
    if (ev_) ev_->workgroup_begin(wid);
    if (fibers_.empty()) {
      Mask all(n_, 1);
      call(m_.entry, all);
    } else {
      run_fibers();
    }
    if (ev_) ev_->workgroup_end();
  }

 private:
  const ir::Module& m_;
  std::vector<uint8_t*> base_;
  std::vector<uint64_t> size_;
  Handles handles_;  // by variable: the view bound to a texture, the sampler bound to a sampler
  const ExecOptions& opt_;
  uint32_t n_ = 1;
  uint32_t wid_[3] = {0, 0, 0};
  std::vector<uint8_t> wg_mem_, lane_mem_;
  std::vector<std::vector<uint32_t>> regs_;
  uint64_t steps_ = 0;
  uint64_t limit_ = 0;  // steps_ past this: budget_ says whether to stop
  StepBudget budget_;
  void over_budget(const Node* loop) {
    StepBudget::Stop stop = budget_.over(steps_, &limit_);
    if (stop == StepBudget::Stop::Steps) throw StepLimit{loop};
    if (stop == StepBudget::Stop::Time) throw TimeLimit{};
  }
  uint64_t step_cost_ = 1;  // one IR node over n lanes costs 1 + n/8 steps (roughly its time)
  uint32_t fn_ = 0;
  EventListener* ev_ = nullptr;
  // The Reverse and Random schedules: lane groups, the running one, the scheduler's context.
  std::vector<Fiber> fibers_;
  size_t current_ = 0;
  ucontext_t scheduler_{};
  bool aborting_ = false;
  uint64_t random_ = 0;
  static thread_local Workgroup* starting_;

  void check_stop() {
    if (ev_->stop()) throw Stopped{};
  }
  void publish_access(const ir::Inst& in, AccessKind kind, const Mask& m, const uint32_t* off, uint32_t bytes) {
    ev_->memory(MemoryAccess{&in, kind, m.data(), off, bytes});
    check_stop();
  }
  // textureLoad and textureStore: the texels they address (exec/events.h, TexelAccess).
  void publish_texel(const ir::Inst& in, const Mask& m, const std::vector<const uint32_t*>& args) {
    auto op = static_cast<ir::TextureOp>(in.imm[0]);
    if (op != ir::TextureOp::Load && op != ir::TextureOp::Store) return;
    TexelAccess a;
    a.inst = &in, a.lanes = m.data(), a.coords = args[0], a.layer = args[1];
    a.kind = op == ir::TextureOp::Store ? AccessKind::Write : AccessKind::Read;
    a.level_or_sample = op == ir::TextureOp::Load ? args[2] : nullptr;
    a.coord_type = m_.functions[fn_].reg_types[in.args[0]];
    a.view = handles_.textures[in.var];
    ev_->texel(a);
    check_stop();
  }
  void publish_arithmetic(const ir::Inst& in, const Mask& m, const uint32_t* out) {
    Arithmetic a;
    a.inst = &in, a.lanes = m.data(), a.result = out;
    a.arg_count = static_cast<unsigned>(std::min<size_t>(in.args.size(), 4));
    for (unsigned k = 0; k < a.arg_count; k++)
      a.args[k] = reg(fn_, in.args[k]), a.arg_types[k] = m_.functions[fn_].reg_types[in.args[k]];
    ev_->arithmetic(a);
    check_stop();
  }

  // ---- schedules ----
  // Lane groups: the subgroups when the module has subgroup operations (they must run together),
  // else 8 groups of consecutive local invocation indices.
  void make_fibers() {
    uint32_t size = ir::uses_subgroups(m_) ? opt_.subgroup_size : (n_ + 7) / 8;
    size = std::max(1u, std::min(size, n_));
    for (uint32_t first = 0; first < n_; first += size) {
      Fiber f;
      f.stack.reset(new char[kFiberStack]);
      f.lanes.assign(n_, 0);
      for (uint32_t l = first; l < std::min(n_, first + size); l++) f.lanes[l] = 1;
      fibers_.push_back(std::move(f));
    }
    random_ = opt_.schedule_seed * 0x9E3779B97F4A7C15ull + 1;
  }
  static void fiber_main() {
    Workgroup* w = starting_;
    Fiber& f = w->fibers_[w->current_];
    try {
      w->call(w->m_.entry, f.lanes);
    } catch (...) {
      f.error = std::current_exception();
    }
    f.done = true;
    swapcontext(&f.context, &w->scheduler_);
  }
  // At a barrier: hand control back to the scheduler until every group has arrived.
  void fiber_wait(const ir::Inst& barrier) {
    Fiber& f = fibers_[current_];
    f.barrier = &barrier;
    f.fn = fn_;
    swapcontext(&f.context, &scheduler_);
    fn_ = f.fn;
    if (aborting_) throw FiberAbort{};
  }
  void resume(size_t g) {
    current_ = g;
    uint32_t saved = fn_;
    swapcontext(&scheduler_, &fibers_[g].context);
    fn_ = saved;
  }
  std::vector<size_t> group_order() {
    std::vector<size_t> order(fibers_.size());
    std::iota(order.begin(), order.end(), size_t{0});
    if (opt_.schedule == Schedule::Reverse) std::reverse(order.begin(), order.end());
    if (opt_.schedule == Schedule::Random)
      for (size_t i = order.size(); i > 1; i--) std::swap(order[i - 1], order[next_random(&random_) % i]);
    return order;
  }
  // Runs the groups' barrier-free stretches one group after another, in the schedule's order.
  void run_fibers() {
    for (Fiber& f : fibers_) {
      f.done = false, f.error = nullptr, f.barrier = nullptr;
      getcontext(&f.context);
      f.context.uc_stack.ss_sp = f.stack.get();
      f.context.uc_stack.ss_size = kFiberStack;
      f.context.uc_link = nullptr;
      makecontext(&f.context, &Workgroup::fiber_main, 0);
    }
    std::vector<bool> started(fibers_.size(), false);
    std::exception_ptr error;
    bool running = true;
    while (running && !error) {
      running = false;
      const ir::Inst* barrier = nullptr;
      for (size_t g : group_order()) {
        if (fibers_[g].done) continue;
        if (!started[g]) starting_ = this, started[g] = true;
        resume(g);
        if (fibers_[g].error) {
          error = fibers_[g].error;
          break;
        }
        if (!fibers_[g].done) running = true, barrier = fibers_[g].barrier;
      }
      if (!error && barrier && ev_) ev_->barrier(*barrier);
    }
    if (!error) return;
    aborting_ = true;  // unwind the groups still waiting at a barrier
    for (size_t g = 0; g < fibers_.size(); g++)
      if (started[g] && !fibers_[g].done) resume(g);
    aborting_ = false;
    std::rethrow_exception(error);
  }

  uint32_t* reg(uint32_t fn, Reg r) { return regs_[fn].data() + static_cast<size_t>(r) * n_ * 4; }

  void call(uint32_t fn, const Mask& m) {
    uint32_t saved = fn_;
    fn_ = fn;
    Flow flow;
    exec_block(m_.functions[fn].body, m, flow);
    fn_ = saved;
  }

  // The address of `bytes` bytes at `offset` of variable `var` for `lane`; null when out of range
  // (robust access already clamped indices; this guards against a too-small buffer).
  uint8_t* address(uint32_t var, uint32_t lane, uint64_t offset, uint32_t bytes) {
    const ir::Variable& v = m_.vars[var];
    switch (v.space) {
      case ir::Space::Storage:
      case ir::Space::Uniform:
        if (offset + bytes > size_[var]) return nullptr;
        return base_[var] + offset;
      case ir::Space::Workgroup:
        if (offset + bytes > v.size) return nullptr;
        return wg_mem_.data() + v.offset + offset;
      default:
        if (offset + bytes > v.size) return nullptr;
        return lane_mem_.data() + static_cast<size_t>(lane) * m_.lane_bytes + v.offset + offset;
    }
  }

  Mask exec_block(const Block& b, Mask m, Flow& flow) {
    for (const Node& n : b) {
      if (!any(m)) return m;
      if ((steps_ += step_cost_) > limit_) over_budget(flow.loop);
      switch (n.kind) {
        case NodeKind::Inst:
          exec_inst(n.inst, m);
          break;
        case NodeKind::If: {
          const uint32_t* c = reg(fn_, n.cond);
          Mask t(n_), e(n_);
          for (uint32_t l = 0; l < n_; l++) t[l] = m[l] && c[l * 4], e[l] = m[l] && !c[l * 4];
          Mask out(n_, 0);
          if (any(t)) {
            Mask r = exec_block(*n.then_block, t, flow);
            for (uint32_t l = 0; l < n_; l++) out[l] |= r[l];
          }
          if (any(e)) {
            Mask r = exec_block(*n.else_block, e, flow);
            for (uint32_t l = 0; l < n_; l++) out[l] |= r[l];
          }
          m = out;
          break;
        }
        case NodeKind::Loop: {
          Mask brk(n_, 0), active = m;
          while (any(active)) {
            if ((steps_ += step_cost_) > limit_) over_budget(&n);
            Mask cont(n_, 0);
            Flow f{&brk, &cont, &n};
            Mask after = exec_block(*n.body, active, f);
            for (uint32_t l = 0; l < n_; l++) after[l] |= cont[l];
            Flow f2{&brk, nullptr, &n};
            active = any(after) ? exec_block(*n.continuing, after, f2) : after;
          }
          m = brk;
          break;
        }
        case NodeKind::Switch: {
          const uint32_t* sel = reg(fn_, n.cond);
          Mask brk(n_, 0), out(n_, 0), matched(n_, 0);
          std::vector<Mask> masks(n.cases.size(), Mask(n_, 0));
          for (size_t k = 0; k < n.cases.size(); k++)
            for (uint32_t l = 0; l < n_; l++)
              if (m[l] &&
                  std::find(n.cases[k].values.begin(), n.cases[k].values.end(), sel[l * 4]) != n.cases[k].values.end())
                masks[k][l] = 1, matched[l] = 1;
          for (size_t k = 0; k < n.cases.size(); k++)
            if (n.cases[k].is_default)
              for (uint32_t l = 0; l < n_; l++) masks[k][l] |= m[l] && !matched[l];
          for (size_t k = 0; k < n.cases.size(); k++) {
            if (!any(masks[k])) continue;
            Flow f{&brk, flow.cont, flow.loop};
            Mask r = exec_block(n.cases[k].body, masks[k], f);
            for (uint32_t l = 0; l < n_; l++) out[l] |= r[l];
          }
          for (uint32_t l = 0; l < n_; l++) out[l] |= brk[l];
          m = out;
          break;
        }
        case NodeKind::Break:
          for (uint32_t l = 0; l < n_; l++) (*flow.brk)[l] |= m[l];
          std::fill(m.begin(), m.end(), 0);
          break;
        case NodeKind::Continue:
          for (uint32_t l = 0; l < n_; l++) (*flow.cont)[l] |= m[l];
          std::fill(m.begin(), m.end(), 0);
          break;
        case NodeKind::BreakIf: {
          const uint32_t* c = reg(fn_, n.cond);
          for (uint32_t l = 0; l < n_; l++)
            if (m[l] && c[l * 4]) (*flow.brk)[l] = 1, m[l] = 0;
          break;
        }
        case NodeKind::Return: {
          const ir::Function& f = m_.functions[fn_];
          if (n.cond != ir::kNoReg) {
            const uint32_t* v = reg(fn_, n.cond);
            uint32_t* r = reg(fn_, f.ret_reg);
            for (uint32_t l = 0; l < n_; l++)
              if (m[l]) std::memcpy(r + l * 4, v + l * 4, 16);
          }
          std::fill(m.begin(), m.end(), 0);
          break;
        }
      }
    }
    return m;
  }

  void exec_inst(const ir::Inst& in, const Mask& m) {
    const ir::Function& f = m_.functions[fn_];
    uint32_t* out = in.result != ir::kNoReg ? reg(fn_, in.result) : nullptr;
    auto arg = [&](size_t k) { return reg(fn_, in.args[k]); };
    auto arg_type = [&](size_t k) { return f.reg_types[in.args[k]]; };
    unsigned w = in.type.width;
    switch (in.op) {
      case Op::Const:
        for (uint32_t l = 0; l < n_; l++)
          for (unsigned c = 0; c < w; c++) out[l * 4 + c] = in.imm[c];
        return;
      case Op::Input: {
        const uint32_t* sz = m_.workgroup_size;
        for (uint32_t l = 0; l < n_; l++) {
          uint32_t local[3] = {l % sz[0], (l / sz[0]) % sz[1], l / (sz[0] * sz[1])};
          uint32_t* o = out + l * 4;
          switch (static_cast<ir::InputKind>(in.imm[0])) {
            case ir::InputKind::LocalInvocationIndex:
              o[0] = l;
              break;
            case ir::InputKind::LocalInvocationId:
              std::copy(local, local + 3, o);
              break;
            case ir::InputKind::WorkgroupId:
              std::copy(wid_, wid_ + 3, o);
              break;
            case ir::InputKind::NumWorkgroups:
              std::copy(opt_.dispatch, opt_.dispatch + 3, o);
              break;
            case ir::InputKind::GlobalInvocationId:
              for (int c = 0; c < 3; c++) o[c] = wid_[c] * sz[c] + local[c];
              break;
            case ir::InputKind::SubgroupSize:
            case ir::InputKind::SubgroupInvocationId:
            case ir::InputKind::SubgroupId:
            case ir::InputKind::NumSubgroups:
              o[0] = subgroup_input(static_cast<ir::InputKind>(in.imm[0]), l, n_, opt_.subgroup_size);
              break;
          }
        }
        return;
      }
      case Op::Add:
      case Op::Sub:
      case Op::Mul:
      case Op::Div:
      case Op::Rem:
      case Op::And:
      case Op::Or:
      case Op::Xor:
      case Op::Shl:
      case Op::Shr:
      case Op::Eq:
      case Op::Ne:
      case Op::Lt:
      case Op::Le:
      case Op::Gt:
      case Op::Ge: {
        const uint32_t *a = arg(0), *b = arg(1);
        Scalar s = arg_type(0).scalar;
        for (uint32_t l = 0; l < n_; l++)
          if (m[l])
            for (unsigned c = 0; c < w; c++) out[l * 4 + c] = binary_op(in.op, s, a[l * 4 + c], b[l * 4 + c]);
        if (ev_ && in.op <= Op::Rem) publish_arithmetic(in, m, out);
        return;
      }
      case Op::Neg:
      case Op::Not:
      case Op::Complement: {
        const uint32_t* a = arg(0);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l])
            for (unsigned c = 0; c < w; c++) out[l * 4 + c] = unary_op(in.op, in.type.scalar, a[l * 4 + c]);
        if (ev_ && in.op == Op::Neg) publish_arithmetic(in, m, out);
        return;
      }
      case Op::Convert: {
        const uint32_t* a = arg(0);
        Scalar from = arg_type(0).scalar;
        for (uint32_t l = 0; l < n_; l++)
          if (m[l])
            for (unsigned c = 0; c < w; c++) out[l * 4 + c] = convert_word(from, in.type.scalar, a[l * 4 + c]);
        return;
      }
      case Op::Bitcast: {
        const uint32_t* a = arg(0);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l]) bitcast_words(arg_type(0), in.type, a + l * 4, out + l * 4);
        return;
      }
      case Op::Splat: {
        const uint32_t* a = arg(0);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l])
            for (unsigned c = 0; c < w; c++) out[l * 4 + c] = a[l * 4];
        return;
      }
      case Op::Construct: {
        for (uint32_t l = 0; l < n_; l++) {
          if (!m[l]) continue;
          unsigned c = 0;
          for (size_t k = 0; k < in.args.size(); k++) {
            const uint32_t* a = arg(k);
            for (unsigned j = 0; j < arg_type(k).width && c < 4; j++) out[l * 4 + c++] = a[l * 4 + j];
          }
        }
        return;
      }
      case Op::Extract: {
        const uint32_t* a = arg(0);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l]) out[l * 4] = a[l * 4 + in.imm[0]];
        return;
      }
      case Op::ExtractDyn: {
        const uint32_t *a = arg(0), *i = arg(1);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l]) out[l * 4] = a[l * 4 + std::min(i[l * 4], 3u)];
        return;
      }
      case Op::Swizzle: {
        const uint32_t* a = arg(0);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l])
            for (unsigned c = 0; c < w; c++) out[l * 4 + c] = a[l * 4 + in.imm[c]];
        return;
      }
      case Op::InsertDyn: {
        const uint32_t *a = arg(0), *v = arg(1), *i = arg(2);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l]) {
            std::memcpy(out + l * 4, a + l * 4, 16);
            out[l * 4 + std::min(i[l * 4], 3u)] = v[l * 4];
          }
        return;
      }
      case Op::Select: {
        const uint32_t *fa = arg(0), *tr = arg(1), *c = arg(2);
        for (uint32_t l = 0; l < n_; l++)
          if (m[l])
            for (unsigned k = 0; k < w; k++) out[l * 4 + k] = c[l * 4 + k] ? tr[l * 4 + k] : fa[l * 4 + k];
        return;
      }
      case Op::Builtin: {
        const uint32_t* ptrs[4] = {nullptr, nullptr, nullptr, nullptr};
        unsigned nargs = static_cast<unsigned>(std::min<size_t>(in.args.size(), 4));
        Scalar s = arg_type(0).scalar;
        unsigned aw = arg_type(0).width;
        for (uint32_t l = 0; l < n_; l++) {
          if (!m[l]) continue;
          for (unsigned k = 0; k < nargs; k++) ptrs[k] = arg(k) + l * 4;
          builtin_op(static_cast<ir::BuiltinFn>(in.imm[0]), s, ptrs, nargs, aw, w, out + l * 4);
          if (in.type.scalar == Scalar::F16) round_half_words(out + l * 4, w);  // computed in f32
        }
        if (ev_) publish_arithmetic(in, m, out);
        return;
      }
      case Op::ClampIndex:
      case Op::ClampIndexDyn: {
        const uint32_t* a = arg(0);
        const uint32_t* cnt = in.op == Op::ClampIndexDyn ? arg(1) : nullptr;
        for (uint32_t l = 0; l < n_; l++) {
          if (!m[l]) continue;
          uint32_t count = cnt ? cnt[l * 4] : in.imm[0];
          out[l * 4] = std::min(a[l * 4], count ? count - 1 : 0u);
        }
        if (ev_) {
          ev_->index_clamp(IndexClamp{&in, m.data(), a, cnt, arg_type(0)});
          check_stop();
        }
        return;
      }
      case Op::ArrayLength: {
        uint64_t size = size_[in.var];
        uint32_t len = size > in.imm[0] ? static_cast<uint32_t>((size - in.imm[0]) / in.imm[1]) : 0;
        for (uint32_t l = 0; l < n_; l++) out[l * 4] = len;
        return;
      }
      case Op::Load: {
        if (ev_) publish_access(in, AccessKind::Read, m, arg(0), w * component_bytes(in.type.scalar));
        if (in.type.scalar == Scalar::F16) return load_f16(in, m, out);
        const uint32_t* off = arg(0);
        for (uint32_t l = 0; l < n_; l++) {
          if (!m[l]) continue;
          uint8_t* p = address(in.var, l, off[l * 4], w * 4);
          if (p)
            std::memcpy(out + l * 4, p, w * 4);
          else
            std::fill(out + l * 4, out + l * 4 + w, 0u);
          if (in.type.scalar == Scalar::Bool)
            for (unsigned c = 0; c < w; c++) out[l * 4 + c] = out[l * 4 + c] != 0;
        }
        return;
      }
      case Op::Store: {
        if (ev_) publish_access(in, AccessKind::Write, m, arg(0), w * component_bytes(in.type.scalar));
        if (in.type.scalar == Scalar::F16) return store_f16(in, m);
        const uint32_t *off = arg(0), *v = arg(1);
        for (uint32_t l = 0; l < n_; l++) {
          if (!m[l]) continue;
          uint8_t* p = address(in.var, l, off[l * 4], w * 4);
          if (p) std::memcpy(p, v + l * 4, w * 4);
        }
        return;
      }
      case Op::Zero: {
        const uint32_t* off = arg(0);
        if (ev_) publish_access(in, AccessKind::Write, m, off, in.imm[0]);
        for (uint32_t l = 0; l < n_; l++) {
          if (!m[l]) continue;
          uint8_t* p = address(in.var, l, off[l * 4], in.imm[0]);
          if (p) std::memset(p, 0, in.imm[0]);
        }
        return;
      }
      case Op::Atomic: {
        bool load = static_cast<ir::AtomicOp>(in.imm[0]) == ir::AtomicOp::Load;
        if (ev_) publish_access(in, load ? AccessKind::AtomicRead : AccessKind::AtomicWrite, m, arg(0), 4);
        exec_atomic(in, m, out);
        return;
      }
      case Op::Subgroup: {
        const uint32_t* value = in.args.empty() ? nullptr : arg(0);
        const uint32_t* id = in.args.size() > 1 ? arg(1) : nullptr;
        subgroup_op(static_cast<ir::SubgroupOp>(in.imm[0]), in.type, value, id, {m.data(), n_, opt_.subgroup_size},
                    out);
        return;
      }
      case Op::Barrier:
        if (!fibers_.empty()) return fiber_wait(in);  // the other lane groups run up to it
        if (ev_) ev_->barrier(in);                    // lockstep: every lane reached it together
        return;
      case Op::Texture: {
        std::vector<const uint32_t*> args;
        for (size_t k = 0; k < in.args.size(); k++) args.push_back(arg(k));
        const SamplerBinding* sampler = in.imm.size() > 1 ? handles_.samplers[in.imm[1]] : nullptr;
        if (ev_) publish_texel(in, m, args);
        texture_op(in, m_.vars[in.var].texture, *handles_.textures[in.var], sampler, args, m.data(), n_, out);
        return;
      }
      case Op::Call: {
        uint32_t callee = in.imm[0];
        const ir::Function& cf = m_.functions[callee];
        for (size_t k = 0; k < in.args.size(); k++) {
          const uint32_t* a = arg(k);
          uint32_t* p = reg(callee, static_cast<Reg>(k));
          for (uint32_t l = 0; l < n_; l++)
            if (m[l]) std::memcpy(p + l * 4, a + l * 4, 16);
        }
        call(callee, m);
        if (out && cf.ret_reg != ir::kNoReg) {
          const uint32_t* r = reg(callee, cf.ret_reg);
          for (uint32_t l = 0; l < n_; l++)
            if (m[l]) std::memcpy(out + l * 4, r + l * 4, 16);
        }
        return;
      }
    }
  }

  // f16 components are 2 bytes in memory, each converted to or from its register word alone: a
  // store writes only its own bytes, so lanes writing the two halves of one word both land.
  void load_f16(const ir::Inst& in, const Mask& m, uint32_t* out) {
    const uint32_t* off = reg(fn_, in.args[0]);
    unsigned w = in.type.width;
    for (uint32_t l = 0; l < n_; l++) {
      if (!m[l]) continue;
      const uint8_t* p = address(in.var, l, off[l * 4], w * 2);
      for (unsigned c = 0; c < w; c++) {
        uint16_t h = 0;
        if (p) std::memcpy(&h, p + 2 * c, 2);
        out[l * 4 + c] = std::bit_cast<uint32_t>(half_to_float(h));
      }
    }
  }
  void store_f16(const ir::Inst& in, const Mask& m) {
    const uint32_t *off = reg(fn_, in.args[0]), *v = reg(fn_, in.args[1]);
    unsigned w = in.type.width;
    for (uint32_t l = 0; l < n_; l++) {
      if (!m[l]) continue;
      uint8_t* p = address(in.var, l, off[l * 4], w * 2);
      for (unsigned c = 0; p && c < w; c++) {
        uint16_t h = half_from_float(std::bit_cast<float>(v[l * 4 + c]));
        std::memcpy(p + 2 * c, &h, 2);
      }
    }
  }

  void exec_atomic(const ir::Inst& in, const Mask& m, uint32_t* out) {
    const uint32_t* off = reg(fn_, in.args[0]);
    auto op = static_cast<ir::AtomicOp>(in.imm[0]);
    bool sg = in.type.scalar == Scalar::I32;
    for (uint32_t l = 0; l < n_; l++) {
      if (!m[l]) continue;
      uint8_t* p = address(in.var, l, off[l * 4], 4);
      uint32_t v = in.args.size() > 1 ? reg(fn_, in.args[1])[l * 4] : 0;
      if (!p) {
        if (out) out[l * 4] = 0, out[l * 4 + 1] = 0;
        continue;
      }
      std::atomic_ref<uint32_t> a(*reinterpret_cast<uint32_t*>(p));
      uint32_t old = 0;
      switch (op) {
        case ir::AtomicOp::Load:
          old = a.load();
          break;
        case ir::AtomicOp::Store:
          a.store(v);
          break;
        case ir::AtomicOp::Add:
          old = a.fetch_add(v);
          break;
        case ir::AtomicOp::Sub:
          old = a.fetch_sub(v);
          break;
        case ir::AtomicOp::And:
          old = a.fetch_and(v);
          break;
        case ir::AtomicOp::Or:
          old = a.fetch_or(v);
          break;
        case ir::AtomicOp::Xor:
          old = a.fetch_xor(v);
          break;
        case ir::AtomicOp::Exchange:
          old = a.exchange(v);
          break;
        case ir::AtomicOp::Max:
        case ir::AtomicOp::Min: {
          old = a.load();
          for (;;) {
            bool less = sg ? static_cast<int32_t>(v) < static_cast<int32_t>(old) : v < old;
            uint32_t nv = (op == ir::AtomicOp::Max) ? (less ? old : v) : (less ? v : old);
            if (a.compare_exchange_weak(old, nv)) break;
          }
          break;
        }
        case ir::AtomicOp::CompareExchange: {
          uint32_t cmp = v, val = reg(fn_, in.args[2])[l * 4];
          old = cmp;
          bool ok = a.compare_exchange_strong(old, val);
          out[l * 4 + 1] = ok;
          break;
        }
      }
      if (out) out[l * 4] = old;
    }
  }
};

thread_local Workgroup* Workgroup::starting_ = nullptr;

class InterpreterRunner : public WorkgroupRunner {
 public:
  InterpreterRunner(const ir::Module& m, std::vector<uint8_t*> base, std::vector<uint64_t> size, Handles handles,
                    const ExecOptions& o)
      : m_(m), o_(o), wg_(m, std::move(base), std::move(size), std::move(handles), o) {}
  std::string run(const uint32_t wid[3]) override {
    try {
      wg_.run(wid);
    } catch (const StepLimit& s) {
      return watchdog_message(m_, s.loop ? &s.loop->loc : nullptr, wid, o_.max_steps);
    } catch (const TimeLimit&) {
      return time_limit_message(o_);
    } catch (const Stopped&) {
      return kStoppedByListener;
    }
    return "";
  }

 private:
  const ir::Module& m_;
  const ExecOptions& o_;
  Workgroup wg_;
};

// The linear index of the i-th workgroup to run under a schedule: id order, reversed, or a seeded
// permutation (i -> (a * i + c) mod n with a coprime to n, a bijection that needs no memory).
class WorkgroupOrder {
  __extension__ typedef unsigned __int128 Wide;  // a * i for up to 65535^3 workgroups

 public:
  WorkgroupOrder(const ExecOptions& o, uint64_t n) : kind_(o.schedule), n_(n) {
    uint64_t state = o.schedule_seed ^ 0xD1B54A32D192ED03ull;
    a_ = n > 1 ? next_random(&state) % n : 1;
    c_ = n > 1 ? next_random(&state) % n : 0;
    while (std::gcd(a_, n_) != 1) a_ = (a_ + 1) % n_;
  }
  uint64_t operator[](uint64_t i) const {
    if (kind_ == Schedule::Reverse) return n_ - 1 - i;
    if (kind_ == Schedule::Random) return static_cast<uint64_t>((static_cast<Wide>(a_) * i + c_) % n_);
    return i;
  }

 private:
  Schedule kind_;
  uint64_t n_, a_ = 1, c_ = 0;
};

// With a listener or another schedule: one thread, workgroups in the schedule's order (so that a
// listener sees one event at a time and the order is reproducible).
std::string interpret_serially(const ir::Module& m, std::vector<uint8_t*> base, std::vector<uint64_t> size,
                               Handles handles, const ExecOptions& options) {
  uint64_t n = uint64_t{options.dispatch[0]} * options.dispatch[1] * options.dispatch[2];
  WorkgroupOrder order(options, n);
  InterpreterRunner runner(m, std::move(base), std::move(size), std::move(handles), options);
  bool deadline = options.deadline != std::chrono::steady_clock::time_point{};
  for (uint64_t i = 0; i < n; i++) {
    // Before every workgroup: one may take long here (a listener, fibers), and reading the
    // clock costs nothing beside it.
    if (deadline && std::chrono::steady_clock::now() > options.deadline) return time_limit_message(options, i, n);
    uint32_t wid[3];
    workgroup_id(order[i], options.dispatch, wid);
    if (std::string error = runner.run(wid); !error.empty()) return error;
  }
  return "";
}

}  // namespace

std::string interpret(const ir::Module& m, const std::vector<BufferBinding>& buffers, const ExecOptions& options) {
  return interpret(m, buffers, {}, {}, options);
}

std::string interpret(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                      const std::vector<TextureBinding>& textures, const std::vector<SamplerBinding>& samplers,
                      const ExecOptions& options) {
  if (options.events || options.schedule != Schedule::Lockstep) {
    std::vector<uint8_t*> base;
    std::vector<uint64_t> size;
    Handles bound;
    if (std::string error = bind_buffers(m, buffers, &base, &size); !error.empty()) return error;
    if (std::string error = bind_textures(m, textures, &bound.textures); !error.empty()) return error;
    if (std::string error = bind_samplers(m, samplers, &bound.samplers); !error.empty()) return error;
    return interpret_serially(m, std::move(base), std::move(size), std::move(bound), options);
  }
  InterpreterWorkers workers;
  if (std::string error = workers.bind(m, buffers, textures, samplers, options); !error.empty()) return error;
  return run_workgroups(options, InterpreterWorkers::kStackBytes, [&] { return workers.make(); });
}

std::string InterpreterWorkers::bind(const ir::Module& m, const std::vector<BufferBinding>& buffers,
                                     const std::vector<TextureBinding>& textures,
                                     const std::vector<SamplerBinding>& samplers, const ExecOptions& options) {
  m_ = &m;
  options_ = &options;
  if (std::string error = bind_buffers(m, buffers, &base_, &size_); !error.empty()) return error;
  if (std::string error = bind_textures(m, textures, &handles_.textures); !error.empty()) return error;
  return bind_samplers(m, samplers, &handles_.samplers);
}

std::unique_ptr<WorkgroupRunner> InterpreterWorkers::make() const {
  return std::make_unique<InterpreterRunner>(*m_, base_, size_, handles_, *options_);
}

}  // namespace wgx::exec
