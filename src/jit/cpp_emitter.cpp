#include "jit/cpp_emitter.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdio>
#include <map>
#include <memory>
#include <sstream>
#include <unordered_map>

#include "exec/subgroup_ops.h"
#include "exec/texel_format.h"
#include "exec/texture_sampling.h"
#include "ir/f16.h"
#include "ir/passes/affine.h"
#include "ir/passes/lane_shapes.h"
#include "ir/passes/pipeline.h"
#include "ir/subgroup.h"
#include "ir/walk.h"
#include "jit/cpp_spelling.h"
#include "jit/kernel_abi.h"
#include "jit/kernel_plan.h"
#include "jit/straight_runs.h"

namespace wgx::jit {
namespace {

using ir::Block;
using ir::Node;
using ir::NodeKind;
using ir::Op;
using ir::Reg;
using ir::Scalar;

// Where an exit goes: a mask array collecting the lanes that leave (divergent constructs), or a
// label to jump to (loops all lanes leave together). Empty: no such construct.
struct Exit {
  std::string name;
  bool label = false;
};
struct Flow {
  Exit brk, cont;
};

bool uses_textures(const ir::Module& m);

class Emitter {
 public:
  Emitter(const ir::Module& m, const EmitOptions& o) : m_(m), events_(o.events) {
    lanes_ = m.workgroup_size[0] * m.workgroup_size[1] * m.workgroup_size[2];
    if (events_) {
      std::vector<const ir::Inst*> all = event_instructions(m);
      for (size_t i = 0; i < all.size(); i++) event_id_[all[i]] = static_cast<uint32_t>(i);
    }
  }

  EmittedKernel run() {
    EmittedKernel k;
    out_ << "// wgx compiled kernel (ABI " << kAbiVersion << ")\n" << kRulesText << kTextureViewTypes << kPrelude;
    if (ir::uses_f16(m_)) out_ << kPreludeF16;
    if (uses_textures(m_)) out_ << kTexelRulesText;
    out_ << "static_assert(sizeof(WgxTex) == " << sizeof(KernelTexture)
         << " && sizeof(WgxTexLevel) == " << sizeof(KernelTextureLevel) << ", \"texture view size\");\n";
    out_ << "static_assert(__builtin_offsetof(Ctx, tex) == " << offsetof(KernelContext, tex)
         << " && sizeof(WgxSmp) == " << sizeof(KernelSampler) << ", \"context layout\");\n";
    out_ << "static_assert(sizeof(Ctx) == " << sizeof(KernelContext) << ", \"context size\");\n";
    out_ << "static_assert(__builtin_offsetof(Ctx, trap) == " << offsetof(KernelContext, trap)
         << ", \"context layout\");\n";
    out_ << "static_assert(__builtin_offsetof(Ctx, subgroup_size) == " << offsetof(KernelContext, subgroup_size)
         << ", \"context layout\");\n";
    out_ << "enum : u32 { N = " << lanes_ << "u };\n";
    // Lane masks hold one word per lane, as wide as the values beside them: byte masks made GCC
    // pick 64 lanes per vector (the narrowest type decides), more than a 16-wide tile row has,
    // and left such loops scalar.
    out_ << "typedef u32 MK;\n";
    if (events_) emit_event_prelude();
    out_ << "static inline u32 wgx_any(const MK* m) { u32 a = 0; for (u32 l = 0; l < N; ++l) a |= m[l]; return a; }\n";
    private_ = find_privatized(m_);
    for (size_t f = 0; f < m_.functions.size(); f++) out_ << signature(static_cast<uint32_t>(f)) << ";\n";
    size_t deepest = 0;
    for (size_t f = 0; f < m_.functions.size(); f++) {
      emit_function(static_cast<uint32_t>(f));
      if (!unsupported_.empty()) break;
      deepest += frame_bytes_;  // no recursion: the sum bounds the deepest chain of frames
    }
    out_ << "extern \"C\" __attribute__((visibility(\"default\"))) u32 wgx_abi() { return " << kAbiVersion << "u; }\n";
    out_ << "extern \"C\" __attribute__((visibility(\"default\"))) void wgx_workgroup(Ctx* c) {\n"
         << "  MK m[N];\n  for (u32 l = 0; l < N; ++l) m[l] = 1;\n  f" << m_.entry << "(c, m, c->wg, c->lane"
         << memory_args("c->base[", "]") << ");\n}\n";
    if (!unsupported_.empty()) {
      k.unsupported = unsupported_;
      return k;
    }
    k.source = out_.str();
    k.loops = loops_;
    k.stack_bytes = deepest;
    for (size_t v = 0; v < private_.size(); v++)
      if (private_[v]) k.privatized.push_back(static_cast<uint32_t>(v));
    k.events = events_;
    return k;
  }

 private:
  const ir::Module& m_;
  bool events_ = false;                                     // EmitOptions::events
  std::unordered_map<const ir::Inst*, uint32_t> event_id_;  // for events_: event_instructions' index
  const Dialect& d_ = cpp_dialect();  // how operators, conversions and builtins are spelled
  uint32_t lanes_ = 1;
  std::ostringstream out_;
  std::string unsupported_;
  std::vector<Span> loops_;
  // The function being emitted.
  const ir::Function* fn_ = nullptr;
  std::unique_ptr<FunctionPlan> plan_;  // its runs, lane shapes, where its registers live (kernel_plan.h)
  int indent_ = 1;
  int next_name_ = 0;
  size_t frame_bytes_ = 0;
  std::vector<char> private_;  // variable -> accumulated per worker (find_privatized)
  // The run's fast version (its affine indices checked in range): clamps that are identities,
  // and buffer accesses at plain affine byte offsets (a u64 C expression).
  std::unordered_map<const ir::Inst*, std::string> fast_;
  bool fast_mode_ = false;
  bool in_nested_ = false;           // emitting inside such a nest (lx, ly, lz are defined)
  std::string range_lo_, range_hi_;  // the lanes of the flat loop being emitted (empty: all)
  int cur_run_ = -1;                 // the run being emitted
  int loop_depth_ = 0;               // loops around the code being emitted
  // Inside a lane loop: the variables whose words the loop body keeps in C locals (private and
  // function memory at constant offsets), lane-memory word -> its local, and the words stored
  // (written back at the end of the body, in first-store order).
  std::vector<char> cached_;
  std::map<uint32_t, std::string> word_local_;
  std::vector<uint32_t> dirty_;

  std::string pad() const { return std::string(static_cast<size_t>(indent_) * 2, ' '); }
  std::string fresh(const char* stem) { return stem + std::to_string(next_name_++); }
  Scalar rtype(Reg r) const { return fn_->reg_types[r].scalar; }
  unsigned rwidth(Reg r) const { return fn_->reg_types[r].width; }

  // Component c of register r inside a lane loop (lane `l`).
  std::string val(Reg r, unsigned c) const {
    if (c >= rwidth(r)) c = rwidth(r) - 1u;
    std::string n = std::to_string(r) + "_" + std::to_string(c);
    if (uniform(r) && plan_->runs->def(r) && plan_->runs->def(r)->op == Op::Const)
      return literal(*plan_->runs->def(r), c);
    if (uniform(r)) return "u" + n;
    if (plan_->input[r] >= 0) return input_expr(static_cast<ir::InputKind>(plan_->input[r]), c);
    if (plan_->remat[r] && !plan_->in_array[r] && plan_->def_run[r] != cur_run_) return remat_expr(r);
    return plan_->in_array[r] ? "a" + n + "[l]" : "v" + n;
  }
  // A constant's component as a literal: the compiler then folds strides and offsets.
  std::string literal(const ir::Inst& in, unsigned c) const {
    return jit::literal(d_, rtype(in.result), c < in.imm.size() ? in.imm[c] : 0);
  }
  bool uniform(Reg r) const { return r != ir::kNoReg && r < plan_->shapes.uniform.size() && plan_->shapes.uniform[r]; }
  bool promoted(uint32_t var) const { return var < plan_->shapes.promoted.size() && plan_->shapes.promoted[var]; }
  // Computed once for all lanes, before the lane loop: uniform results, promoted variables' stores.
  bool uniform_op(const ir::Inst& in) const {
    if (in.result != ir::kNoReg) return uniform(in.result);
    return (in.op == Op::Store || in.op == Op::Zero) && promoted(in.var);
  }

  std::string signature(uint32_t f) {
    const ir::Function& fn = m_.functions[f];
    // The memories are parameters: GCC takes `__restrict` on parameters (not on locals) as proof
    // that the lane loops' stores to one cannot change loads from another. Lane memory, workgroup
    // memory and the bindings never overlap (WebGPU rejects bind groups where a writable binding
    // overlaps another).
    std::string s = "static void f" + std::to_string(f) +
                    "(Ctx* __restrict c, MK* __restrict m, u8* __restrict WG, u8* __restrict LM" +
                    memory_args("u8* __restrict B", "");
    for (size_t p = 0; p < fn.params.size(); p++)
      for (unsigned j = 0; j < fn.params[p].width; j++)
        s += std::string(", const ") + c_type(fn.params[p].scalar) + "* __restrict a" + std::to_string(p) + "_" +
             std::to_string(j);
    if (fn.returns_value && fn.ret_reg != ir::kNoReg)
      for (unsigned j = 0; j < fn.result.width; j++)
        s += std::string(", ") + c_type(fn.result.scalar) + "* __restrict a" + std::to_string(fn.ret_reg) + "_" +
             std::to_string(j);
    return s + ")";
  }

  // One argument per storage or uniform variable: `before` v `after`, in variable order.
  std::string memory_args(const std::string& before, const std::string& after) const {
    std::string s;
    for (size_t v = 0; v < m_.vars.size(); v++)
      if (m_.vars[v].space == ir::Space::Storage || m_.vars[v].space == ir::Space::Uniform)
        s += ", " + before + std::to_string(v) + after;
    return s;
  }

  std::string remat_expr(Reg r) const {
    const ir::Inst& in = *plan_->runs->def(r);
    switch (in.op) {
      case Op::Convert:
        return convert(d_, rtype(in.args[0]), rtype(r), val(in.args[0], 0));
      case Op::Bitcast:
        return bitcast(d_, rtype(r), val(in.args[0], 0));
      case Op::Extract:
        return val(in.args[0], in.imm[0]);
      case Op::ClampIndex:  // never fires (rematerializable())
        return "(u32)" + val(in.args[0], 0);
      default:
        return binary(d_, in.op, rtype(in.args[0]), val(in.args[0], 0), val(in.args[1], 0));
    }
  }

  // --- functions ---------------------------------------------------------------------------------

  void emit_function(uint32_t f) {
    fn_ = &m_.functions[f];
    plan_ = plan_function(m_, f);
    out_ << signature(f) << " {\n";
    frame_bytes_ = 0;
    for (Reg r = static_cast<Reg>(fn_->params.size()); r < fn_->reg_count; r++) {
      if (!plan_->in_array[r] || r == fn_->ret_reg || plan_->input[r] >= 0) continue;
      if (uniform(r)) {
        for (unsigned j = 0; j < rwidth(r); j++) out_ << "  " << c_type(rtype(r)) << " u" << r << "_" << j << ";\n";
        continue;
      }
      for (unsigned j = 0; j < rwidth(r); j++) out_ << "  " << c_type(rtype(r)) << " a" << r << "_" << j << "[N];\n";
      frame_bytes_ += static_cast<size_t>(rwidth(r)) * 4 * lanes_;
    }
    for (size_t v = 0; v < m_.vars.size(); v++)
      for (uint32_t w = 0; promoted(static_cast<uint32_t>(v)) && w < m_.vars[v].size / 4; w++)
        out_ << "  u32 pv" << v << "_" << w << " = 0u;\n";
    for (size_t v = 0; v < m_.vars.size(); v++) {
      if (m_.vars[v].space != ir::Space::Storage && m_.vars[v].space != ir::Space::Uniform) continue;
      out_ << "  const u64 S" << v << " = c->size[" << v << "];\n";
    }
    for (uint32_t v : textures_used(fn_->body)) declare_texture(v);
    for (uint32_t v : samplers_inline(fn_->body)) out_ << "  const WgxSmp SM" << v << " = c->smp[" << v << "];\n";
    // Copies: reads of the context inside lane loops would be assumed to alias the stores there.
    out_ << "  const u32 SGS = c->subgroup_size;\n";
    out_ << "  const u32 WID0 = c->wid[0], WID1 = c->wid[1], WID2 = c->wid[2];\n"
         << "  const u32 NWG0 = c->nwg[0], NWG1 = c->nwg[1], NWG2 = c->nwg[2];\n";
    indent_ = 1;
    // The watchdog charges each call its body's nodes, as loops charge each iteration: a call
    // tree without loops (f0 calls f1 twice, f1 calls f2 twice, ...) is bounded too.
    if (f != m_.entry) {
      uint64_t cost = std::max<uint64_t>(ir::count_nodes(fn_->body), 1) * (1 + lanes_ / 8);
      line("if ((c->steps += " + std::to_string(cost) + "u) > c->max_steps) c->trap(c, " + std::to_string(kCallTrap) +
           "u);");
    }
    emit_block(fn_->body, "m", Flow{});
    out_ << "}\n";
  }

  // --- sanitizer events (EmitOptions::events) ------------------------------------------------

  // The instruction's number in event_instructions; an instruction the module does not hold (none
  // should: the variant is emitted from the module itself) makes the variant unsupported.
  std::string event_id(const ir::Inst& in) {
    auto it = event_id_.find(&in);
    if (it != event_id_.end()) return std::to_string(it->second);
    unsupported_ = "sanitizer events for an instruction the module does not hold";
    return "0";
  }

  static bool publishes(const ir::Inst& in) {
    return in.op == Op::Load || in.op == Op::Store || in.op == Op::Zero || in.op == Op::Atomic ||
           in.op == Op::ClampIndex || in.op == Op::ClampIndexDyn;
  }

  void emit_event_prelude() {
    out_ << "typedef void (*WgxPub)(Ctx*, u32, const u32*, const u32*, const u32*);\n"
         << "struct WgxEvCtx { Ctx c; WgxPub publish; };\n"
         << "static_assert(__builtin_offsetof(WgxEvCtx, publish) == " << offsetof(KernelEvents, publish)
         << ", \"event context layout\");\n"
         << "static inline void wgx_pub(Ctx* c, u32 i, const u32* m, const u32* a, const u32* b) {\n"
         << "  ((WgxEvCtx*)c)->publish(c, i, m, a, b);\n}\n";
  }

  // Per publishing instruction of the run: its lanes (zero where the loop does not reach) and
  // per lane its offset or index (and a dynamic clamp's count), filled inside the lane loop.
  void declare_event_lanes(const std::vector<Item>& items, size_t from, size_t to) {
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      if (!publishes(in)) continue;
      std::string id = event_id(in);
      line("u32 EM" + id + "[N] = {0}, EA" + id + "[N]" + (in.op == Op::ClampIndexDyn ? ", EB" + id + "[N]" : "") +
           ";");
    }
  }

  // Inside the lane loop: whether lane l executes the item (its mask and guard: the interpreter's
  // mask, not the unmasked stores' "1") and its offset or index.
  void record_event(const Item& item, const std::string& mask) {
    const ir::Inst& in = *item.inst;
    if (!publishes(in)) return;
    std::string id = event_id(in);
    std::string active = mask + "[l]";
    if (!item.guard.empty()) active = "(" + active + " && " + guard_expr(item.guard) + ")";
    line("EM" + id + "[l] = (u32)(" + active + " != 0); EA" + id + "[l] = (u32)(" + val(in.args[0], 0) + ");");
    if (in.op == Op::ClampIndexDyn) line("EB" + id + "[l] = (u32)(" + val(in.args[1], 0) + ");");
  }

  // After the lane loop: the run's events in IR order, as lockstep would have published them.
  void publish_events(const std::vector<Item>& items, size_t from, size_t to) {
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      if (!publishes(in)) continue;
      std::string id = event_id(in);
      line("wgx_pub(c, " + id + "u, EM" + id + ", EA" + id + ", " + (in.op == Op::ClampIndexDyn ? "EB" + id : "0") +
           ");");
    }
  }

  // --- blocks ----------------------------------------------------------------------------------

  // Emits `b` running for the lanes set in mask array `mask`; afterwards `mask` holds the lanes
  // that reach the end of the block (exits clear theirs).
  void emit_block(const Block& b, const std::string& mask, const Flow& flow) {
    size_t i = 0;
    while (i < b.size()) {
      const Node& n = b[i];
      if (StraightRuns::flat(n)) {
        std::vector<Item> items;
        i = plan_->runs->for_each_run(b, i, items, [&](size_t from, size_t to) { emit_run(items, from, to, mask); });
        continue;
      }
      switch (n.kind) {
        case NodeKind::Inst:
          if (n.inst.op == Op::Call)
            emit_call(n.inst, mask);
          else if (n.inst.op == Op::Subgroup)
            emit_subgroup(n.inst, mask);
          else if (events_)
            line("wgx_pub(c, " + event_id(n.inst) + "u, 0, 0, 0);  // barrier");
          else
            line("// barrier: every lane has finished the run before it");
          break;
        case NodeKind::If:
          emit_if(n, mask, flow);
          break;
        case NodeKind::Loop:
          emit_loop(n, mask);
          break;
        case NodeKind::Switch:
          emit_switch(n, mask, flow);
          break;
        case NodeKind::Break:
          leave(mask, flow.brk);
          return;  // the rest of the block is unreachable
        case NodeKind::Continue:
          leave(mask, flow.cont);
          return;
        case NodeKind::BreakIf:
          if (flow.brk.label) {
            line("if (" + val(n.cond, 0) + ") goto " + flow.brk.name + ";");
            break;
          }
          line("for (u32 l = 0; l < N; ++l) { MK t = " + mask + "[l] & (MK)(" + val(n.cond, 0) + " != 0); " +
               flow.brk.name + "[l] |= t; " + mask + "[l] &= (MK)(t ^ 1); }");
          break;
        case NodeKind::Return:
          emit_return(n, mask);
          return;
      }
      i++;
    }
  }

  void line(const std::string& s) { out_ << pad() << s << "\n"; }
  void open(const std::string& s) {
    line(s + " {");
    indent_++;
  }
  void close() {
    indent_--;
    line("}");
  }

  void leave(const std::string& mask, const Exit& target) {
    if (target.name.empty()) {
      unsupported_ = "an exit outside the construct it leaves";
      return;
    }
    if (target.label) {
      line("goto " + target.name + ";");
      return;
    }
    line("for (u32 l = 0; l < N; ++l) " + target.name + "[l] |= " + mask + "[l];");
    line("__builtin_memset(" + mask + ", 0, sizeof(MK) * N);");
  }

  void emit_return(const Node& n, const std::string& mask) {
    if (n.cond != ir::kNoReg && fn_->ret_reg != ir::kNoReg) {
      open("for (u32 l = 0; l < N; ++l)");
      open("if (" + mask + "[l])");
      for (unsigned j = 0; j < fn_->result.width; j++)
        line("a" + std::to_string(fn_->ret_reg) + "_" + std::to_string(j) + "[l] = " + val(n.cond, j) + ";");
      close();
      close();
    }
    line("__builtin_memset(" + mask + ", 0, sizeof(MK) * N);");
  }

  void emit_if(const Node& n, const std::string& mask, const Flow& flow) {
    if (uniform(n.cond)) {
      // All active lanes go the same way: no masks to split.
      open("if (" + val(n.cond, 0) + ")");
      emit_block(*n.then_block, mask, flow);
      close();
      if (!n.else_block->empty()) {
        open("else");
        emit_block(*n.else_block, mask, flow);
        close();
      }
      return;
    }
    std::string t = fresh("mt"), e = fresh("me"), at = fresh("at"), ae = fresh("ae");
    open("");
    line("MK " + t + "[N], " + e + "[N];");
    line("u32 " + at + " = 0, " + ae + " = 0;");
    open("for (u32 l = 0; l < N; ++l)");
    line("MK k = (MK)(" + val(n.cond, 0) + " != 0);");
    line(t + "[l] = " + mask + "[l] & k;");
    line(e + "[l] = " + mask + "[l] & (MK)(k ^ 1);");
    line(at + " |= " + t + "[l];");
    line(ae + " |= " + e + "[l];");
    close();
    frame_bytes_ += 2 * 4 * lanes_;
    if (!n.then_block->empty()) {
      open("if (" + at + ")");
      emit_block(*n.then_block, t, flow);
      close();
    }
    if (!n.else_block->empty()) {
      open("if (" + ae + ")");
      emit_block(*n.else_block, e, flow);
      close();
    }
    line("for (u32 l = 0; l < N; ++l) " + mask + "[l] = " + t + "[l] | " + e + "[l];");
    close();
  }

  uint64_t loop_cost(const Node& n) const {
    uint64_t nodes = n.body->size() + n.continuing->size();
    return (nodes ? nodes : 1) * (1 + lanes_ / 8);
  }

  // A loop all active lanes leave together: plain C++ control flow, the mask stays as it is.
  void emit_uniform_loop(const Node& n, const std::string& mask) {
    uint32_t id = static_cast<uint32_t>(loops_.size());
    loops_.push_back(n.loc);
    std::string brk = fresh("Lb"), cont = fresh("Lc");
    open("if (wgx_any(" + mask + "))");  // no lane left: the loop is not entered at all
    open("for (;;)");
    line("if ((c->steps += " + std::to_string(loop_cost(n)) + "u) > c->max_steps) c->trap(c, " + std::to_string(id) +
         "u);");
    open("");
    emit_block(*n.body, mask, Flow{Exit{brk, true}, Exit{cont, true}});
    close();
    line(cont + ":;");
    open("");
    emit_block(*n.continuing, mask, Flow{Exit{brk, true}, Exit{}});
    close();
    close();
    line(brk + ":;");
    close();
  }

  void emit_loop(const Node& n, const std::string& mask) {
    loop_depth_++;
    emit_loop_of(n, mask);
    loop_depth_--;
  }

  void emit_loop_of(const Node& n, const std::string& mask) {
    if (plan_->shapes.uniform_loops.count(&n)) {
      emit_uniform_loop(n, mask);
      return;
    }
    uint32_t id = static_cast<uint32_t>(loops_.size());
    loops_.push_back(n.loc);
    std::string brk = fresh("mb"), act = fresh("ma"), cont = fresh("mc");
    open("");
    line("MK " + brk + "[N], " + act + "[N];");
    line("__builtin_memset(" + brk + ", 0, sizeof(MK) * N);");
    line("__builtin_memcpy(" + act + ", " + mask + ", sizeof(MK) * N);");
    open("for (;;)");
    line("if (!wgx_any(" + act + ")) break;");
    line("if ((c->steps += " + std::to_string(loop_cost(n)) + "u) > c->max_steps) c->trap(c, " + std::to_string(id) +
         "u);");
    line("MK " + cont + "[N];");
    line("__builtin_memset(" + cont + ", 0, sizeof(MK) * N);");
    frame_bytes_ += 3 * 4 * lanes_;
    emit_block(*n.body, act, Flow{Exit{brk}, Exit{cont}});
    line("for (u32 l = 0; l < N; ++l) " + act + "[l] |= " + cont + "[l];");
    if (!n.continuing->empty()) {
      open("if (wgx_any(" + act + "))");
      emit_block(*n.continuing, act, Flow{Exit{brk}, Exit{}});
      close();
    }
    close();
    line("__builtin_memcpy(" + mask + ", " + brk + ", sizeof(MK) * N);");
    close();
  }

  // A uniform selector picks one case for all active lanes; only breaks need a mask (a break
  // inside a divergent `if` leaves the case for some lanes).
  void emit_uniform_switch(const Node& n, const std::string& mask, const Flow& flow) {
    std::string brk = fresh("mb"), sel = fresh("s");
    open("");
    line("MK " + brk + "[N];");
    line("__builtin_memset(" + brk + ", 0, sizeof(MK) * N);");
    line("const u32 " + sel + " = (u32)" + val(n.cond, 0) + ";");
    frame_bytes_ += 4 * lanes_;
    std::string keyword = "if";
    const ir::SwitchCase* fallback = nullptr;
    for (const ir::SwitchCase& k : n.cases) {
      if (k.is_default) {
        fallback = &k;
        continue;
      }
      std::string test = "0";
      for (uint32_t v : k.values) test += " || " + sel + " == " + hex(v);
      open(keyword + " (" + test + ")");
      emit_block(k.body, mask, Flow{Exit{brk}, flow.cont});
      close();
      keyword = "else if";
    }
    if (fallback) {
      open(keyword == "if" ? std::string("") : std::string("else"));
      emit_block(fallback->body, mask, Flow{Exit{brk}, flow.cont});
      close();
    }
    line("for (u32 l = 0; l < N; ++l) " + mask + "[l] |= " + brk + "[l];");
    close();
  }

  void emit_switch(const Node& n, const std::string& mask, const Flow& flow) {
    if (uniform(n.cond)) {
      emit_uniform_switch(n, mask, flow);
      return;
    }
    std::string brk = fresh("mb"), out = fresh("mo");
    std::vector<std::string> cases;
    open("");
    line("MK " + brk + "[N], " + out + "[N];");
    line("__builtin_memset(" + brk + ", 0, sizeof(MK) * N);");
    line("__builtin_memset(" + out + ", 0, sizeof(MK) * N);");
    for (size_t k = 0; k < n.cases.size(); k++) {
      cases.push_back(fresh("mk"));
      line("MK " + cases.back() + "[N];");
    }
    frame_bytes_ += (2 + n.cases.size()) * 4 * lanes_;
    open("for (u32 l = 0; l < N; ++l)");
    line("u32 s = (u32)" + val(n.cond, 0) + ";");
    line("MK hit = 0;");
    for (size_t k = 0; k < n.cases.size(); k++) {
      std::string test = "0";
      for (uint32_t v : n.cases[k].values) test += " | (s == " + hex(v) + ")";
      line(cases[k] + "[l] = " + mask + "[l] & (MK)(" + test + ");");
      line("hit |= " + cases[k] + "[l];");
    }
    for (size_t k = 0; k < n.cases.size(); k++)
      if (n.cases[k].is_default) line(cases[k] + "[l] |= " + mask + "[l] & (MK)(hit ^ 1);");
    close();
    for (size_t k = 0; k < n.cases.size(); k++) {
      open("if (wgx_any(" + cases[k] + "))");
      emit_block(n.cases[k].body, cases[k], Flow{Exit{brk}, flow.cont});
      line("for (u32 l = 0; l < N; ++l) " + out + "[l] |= " + cases[k] + "[l];");
      close();
    }
    line("for (u32 l = 0; l < N; ++l) " + mask + "[l] = " + out + "[l] | " + brk + "[l];");
    close();
  }

  void emit_call(const ir::Inst& in, const std::string& mask) {
    uint32_t callee = in.imm[0];
    const ir::Function& cf = m_.functions[callee];
    std::string cm = fresh("mcall");
    open("");
    line("MK " + cm + "[N];");
    line("__builtin_memcpy(" + cm + ", " + mask + ", sizeof(MK) * N);");
    frame_bytes_ += 4 * lanes_;
    std::string call = "f" + std::to_string(callee) + "(c, " + cm + ", WG, LM" + memory_args("B", "");
    for (size_t k = 0; k < in.args.size(); k++)
      for (unsigned j = 0; j < cf.params[k].width; j++) {
        unsigned c = std::min(j, rwidth(in.args[k]) - 1u);
        if (!uniform(in.args[k]) && plan_->input[in.args[k]] < 0) {
          call += ", a" + std::to_string(in.args[k]) + "_" + std::to_string(c);
          continue;
        }
        // The callee takes per-lane arrays: spread the uniform value or the recomputed input.
        std::string spread = fresh("arg");
        line(std::string(c_type(rtype(in.args[k]))) + " " + spread + "[N];");
        line("for (u32 l = 0; l < N; ++l) " + spread + "[l] = " + val(in.args[k], c) + ";");
        frame_bytes_ += 4 * lanes_;
        call += ", " + spread;
      }
    if (cf.returns_value && cf.ret_reg != ir::kNoReg) {
      if (in.result != ir::kNoReg) {
        for (unsigned j = 0; j < cf.result.width; j++)
          call += ", a" + std::to_string(in.result) + "_" + std::to_string(j);
      } else {
        // The result is not used: give the callee somewhere to write it.
        std::string sink = fresh("sink");
        for (unsigned j = 0; j < cf.result.width; j++) {
          line(std::string(c_type(cf.result.scalar)) + " " + sink + "_" + std::to_string(j) + "[N];");
          call += ", " + sink + "_" + std::to_string(j);
        }
        frame_bytes_ += static_cast<size_t>(cf.result.width) * 4 * lanes_;
      }
    }
    line(call + ");");
    close();
  }

  // A subgroup operation reads other lanes' values: all of them are computed (the runs before it
  // are done); the rules' subgroup kernel (exec/wgsl_rules.h, as the interpreter runs it) computes
  // it over lane arrays of 4 words per lane.
  void emit_subgroup(const ir::Inst& in, const std::string& mask) {
    std::string v = fresh("sgv"), id = fresh("sgi"), o = fresh("sgo"), act = fresh("sga");
    open("");
    line("u32 " + v + "[N * 4], " + id + "[N * 4], " + o + "[N * 4];");
    line("u8 " + act + "[N];");  // the rules take the interpreter's byte masks
    frame_bytes_ += 3 * 16 * lanes_ + lanes_;
    open("for (int l = 0; l < (int)N; ++l)");
    line(act + "[l] = (u8)" + mask + "[l];");
    for (unsigned c = 0; c < 4; c++) {
      bool has = !in.args.empty() && c < rwidth(in.args[0]);
      line(v + "[l * 4 + " + std::to_string(c) +
           "] = " + (has ? to_word(rtype(in.args[0]), val(in.args[0], c)) : std::string("0u")) + ";");
    }
    line(id + "[l * 4] = " + (in.args.size() > 1 ? to_word(rtype(in.args[1]), val(in.args[1], 0)) : "0u") + ";");
    close();
    exec::SubgroupCall call = exec::subgroup_call(static_cast<ir::SubgroupOp>(in.imm[0]));
    line("wgx_subgroup(" + std::to_string(call.kind) + "u, " + std::to_string(call.code) + "u, " +
         std::to_string(static_cast<int>(in.type.scalar)) + "u, " + std::to_string(in.type.width) + "u, " +
         (in.args.empty() ? "0" : v) + ", " + (in.args.size() > 1 ? id : "0") + ", " + act + ", N, SGS, " + o + ");");
    if (in.result != ir::kNoReg) {
      open("for (int l = 0; l < (int)N; ++l)");
      for (unsigned c = 0; c < rwidth(in.result); c++)
        def(in, c, from_word(rtype(in.result), o + "[l * 4 + " + std::to_string(c) + "]"));
      close();
    }
    close();
  }

  // --- straight runs of instructions: one loop over the lanes ---------------------------------

  // Uniform instructions first, once (they only read uniform values, and a run holds no second
  // access to a variable that anything in it writes), then one loop over the lanes for the rest.
  void emit_run(const std::vector<Item>& items, size_t from, size_t to, const std::string& mask) {
    cur_run_ = plan_->run_of.count(items[from].inst) ? plan_->run_of.at(items[from].inst) : -1;
    open("");
    bool lanes = false;
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      if (events_ && publishes(in)) lanes = true;  // its lanes are recorded in the lane loop
      if (!uniform_op(in)) {
        lanes = true;
      } else if (in.result == ir::kNoReg && !items[i].guard.empty()) {
        // A promoted variable's store under uniform conditions.
        open("if (" + guard_expr(items[i].guard) + ")");
        emit_inst(in, "1");
        close();
      } else {
        emit_inst(in, "1");
      }
    }
    if (lanes && (cur_run_ < 0 || !plan_->run_plans.count(cur_run_))) {
      // Only the events need the lanes (the run is uniform): a plain loop records them.
      emit_lanes(items, from, to, mask, false);
      lanes = false;
    }
    if (lanes) {
      in_nested_ = plan_->run_plans.at(cur_run_).nested;
      open_range(items[from].range);
      std::string fast = fast_condition(plan_->run_plans.at(cur_run_));
      if (fast.empty()) {
        emit_lanes(items, from, to, mask, false);
      } else if (fast == "1") {  // nothing to check: only the fast version
        emit_prefetch(items, from, to, plan_->run_plans.at(cur_run_));
        emit_lanes(items, from, to, mask, true);
      } else {
        std::string name = fresh("fast");
        line("const bool " + name + " = " + fast + ";");
        open("if (" + name + ")");
        emit_prefetch(items, from, to, plan_->run_plans.at(cur_run_));
        emit_lanes(items, from, to, mask, true);
        close();
        open("else");
        emit_lanes(items, from, to, mask, false);
        close();
      }
      fast_.clear();
      in_nested_ = false;
      range_lo_ = range_hi_ = "";
    }
    close();
    cur_run_ = -1;
  }

  void emit_lanes(const std::vector<Item>& items, size_t from, size_t to, const std::string& mask, bool fast) {
    fast_mode_ = fast;
    choose_cached(items, from, to);
    if (events_) declare_event_lanes(items, from, to);
    open_lanes();
    for (size_t i = from; i < to; i++) {
      if (events_) record_event(items[i], mask);
      if (uniform_op(*items[i].inst)) continue;
      // Where only dead lanes are inactive, stores to per-lane memory need no mask.
      std::string active = plan_->shapes.unmasked_stores.count(items[i].inst) ? std::string("1") : mask + "[l]";
      if (!items[i].guard.empty()) active = "(" + active + " && " + guard_expr(items[i].guard) + ")";
      emit_inst(*items[i].inst, active);
    }
    for (uint32_t w : dirty_) line("wgx_st(" + lane_word(w) + ", " + word_local_.at(w) + ");");
    close();
    if (events_) publish_events(items, from, to);
    cached_.clear();
    word_local_.clear();
    dirty_.clear();
    fast_mode_ = false;
  }

  // A lane's private and function words, read and written in lane memory at every access, stay
  // in C locals through the loop body (a register: `acc += x[i]` under a mask was a load and a
  // masked store per step, which GCC cannot forward) and are written back once at its end. Only a
  // lane reads its own words, so holding them is exact; a masked store keeps the old value in the
  // local, and the write-back of an unchanged word changes nothing. A variable qualifies when every
  // access to it in the run is a whole-word load, store or zeroing at a constant offset.
  void choose_cached(const std::vector<Item>& items, size_t from, size_t to) {
    cached_.assign(m_.vars.size(), 0);
    std::vector<char> other(m_.vars.size(), 0);
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      if (in.op != Op::Load && in.op != Op::Store && in.op != Op::Zero && in.op != Op::Atomic) continue;
      uint32_t first = 0, count = 0;
      (word_access(in, &first, &count) ? cached_ : other)[in.var] = 1;
    }
    for (size_t v = 0; v < m_.vars.size(); v++)
      if (other[v]) cached_[v] = 0;
  }

  // The lane-memory words [first, first + count) of a whole-word access at a constant offset of a
  // private or function variable, computed inside the lane loop.
  bool word_access(const ir::Inst& in, uint32_t* first, uint32_t* count) const {
    if (in.op != Op::Load && in.op != Op::Store && in.op != Op::Zero) return false;
    const ir::Variable& v = m_.vars[in.var];
    if ((v.space != ir::Space::Private && v.space != ir::Space::Function) || promoted(in.var) || uniform_op(in))
      return false;
    int64_t off = in.args[0] < plan_->shapes.constant.size() ? plan_->shapes.constant[in.args[0]] : -1;
    uint32_t bytes = 0;
    if (in.op == Op::Load) {
      if (rtype(in.result) == Scalar::F16) return false;
      bytes = 4 * rwidth(in.result);
    } else if (in.op == Op::Store) {
      if (rtype(in.args[1]) == Scalar::F16) return false;
      bytes = 4 * rwidth(in.args[1]);
    } else {
      bytes = in.imm[0];
    }
    if (off < 0 || (v.offset + off) % 4 || bytes % 4 || static_cast<uint64_t>(off) + bytes > v.size) return false;
    *first = static_cast<uint32_t>((v.offset + off) / 4);
    *count = bytes / 4;
    return true;
  }

  bool cached(const ir::Inst& in, uint32_t* first, uint32_t* count) const {
    return in.var < cached_.size() && cached_[in.var] && word_access(in, first, count);
  }
  std::string lane_word(uint32_t w) const { return "LM + (u64)" + std::to_string(w) + "u * (N * 4u) + (u64)l * 4u"; }
  // The local holding word w, declared (loaded) at its first use.
  std::string word(uint32_t w) {
    auto it = word_local_.find(w);
    if (it != word_local_.end()) return it->second;
    std::string name = fresh("lw");
    line("u32 " + name + " = wgx_ld(" + lane_word(w) + ");");
    return word_local_[w] = name;
  }
  void set_word(uint32_t w, const std::string& active, const std::string& value) {
    if (std::find(dirty_.begin(), dirty_.end(), w) == dirty_.end()) dirty_.push_back(w);
    if (active == "1" && !word_local_.count(w)) {  // a first, unmasked store needs no load
      std::string name = fresh("lw");
      line("u32 " + name + " = " + value + ";");
      word_local_[w] = name;
      return;
    }
    std::string x = word(w);
    line(x + " = " + (active == "1" ? value : "(" + active + ") ? " + value + " : " + x) + ";");
  }

  // A 1D run outside loops that reads a buffer at consecutive (or nearly: x steps of at most 16
  // bytes) offsets reads one dense span of it, and the next workgroup (a worker takes them in id
  // order) most likely the span after it: the run asks for that one ahead. Hardware prefetchers stop at
  // 4 KiB pages, and a workgroup of 256 lanes reading four words each starts a fresh page every
  // time (the first pass of the benchmark's reduce ran at a quarter of the native speed without
  // it). Spans over 16 KiB are left to the hardware; a prefetch never faults and changes no value.
  void emit_prefetch(const std::vector<Item>& items, size_t from, size_t to, const RunPlan& rp) {
    if (in_nested_ && m_.workgroup_size[2] == 1) {
      emit_row_prefetch(items, from, to, rp);
      return;
    }
    // Inside a loop the span after the run's is the next iteration's, most often already cached
    // (nbody's tile of every body).
    if (m_.workgroup_size[1] * m_.workgroup_size[2] != 1 || loop_depth_ > 0) return;
    std::vector<std::pair<uint32_t, const ir::Affine*>> reads;  // in program order: the text is deterministic
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      if (in.op != Op::Load || m_.vars[in.var].space != ir::Space::Storage || uniform_op(in)) continue;
      auto it = rp.fast.find(&in);
      if (it == rp.fast.end()) continue;
      uint32_t kx = 0;
      if (!constant_term(it->second.k[0], &kx) || kx == 0 || kx > 16) continue;
      reads.emplace_back(in.var, &it->second);
    }
    std::stable_sort(reads.begin(), reads.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (size_t i = 0; i < reads.size();) {
      uint32_t var = reads[i].first;
      std::string lo = fresh("plo"), hi = fresh("phi"), end = fresh("pend");
      open("");
      line("u64 " + lo + " = ~0ull, " + hi + " = 0;");
      for (; i < reads.size() && reads[i].first == var; i++) {
        const ir::Affine& a = *reads[i].second;
        std::string b = fresh("pb");
        line("const u64 " + b + " = (u64)(u32)(" + base_text(a) + ");");
        uint32_t kx = 0;
        constant_term(a.k[0], &kx);
        uint32_t last = kx * (m_.workgroup_size[0] - 1) + 16;
        line(lo + " = " + b + " < " + lo + " ? " + b + " : " + lo + ";");
        line(hi + " = " + b + " + " + std::to_string(last) + "ull > " + hi + " ? " + b + " + " + std::to_string(last) +
             "ull : " + hi + ";");
      }
      std::string size = var_size(var);
      line("const u64 " + end + " = " + hi + " + (" + hi + " - " + lo + ") < " + size + " ? " + hi + " + (" + hi +
           " - " + lo + ") : " + size + ";");
      line("if (" + hi + " - " + lo + " <= 16384ull) for (u64 p = " + hi + "; p < " + end +
           "; p += 64) __builtin_prefetch(B" + std::to_string(var) + " + p);");
      close();
    }
  }

  // A 2D tile reads each row's segment of the buffer (16 words of a row of `ky` bytes); the next
  // workgroup in x reads the segment after it, in the same rows, each row in a page of its own, so
  // no hardware prefetcher follows them. The run asks for those segments, one row above and below
  // the tile too (a stencil's neighbours). One read per buffer and row step stands for the others
  // (a stencil's reads differ by a word or a row). In matmul the next segment of A's rows is also
  // the next tile of the same workgroup.
  void emit_row_prefetch(const std::vector<Item>& items, size_t from, size_t to, const RunPlan& rp) {
    std::vector<std::pair<uint32_t, std::string>> seen;  // (variable, row step as spelled)
    for (size_t i = from; i < to; i++) {
      const ir::Inst& in = *items[i].inst;
      if (in.op != Op::Load || m_.vars[in.var].space != ir::Space::Storage || uniform_op(in)) continue;
      auto it = rp.fast.find(&in);
      if (it == rp.fast.end()) continue;
      const ir::Affine& a = it->second;
      uint32_t kx = 0;
      if (!constant_term(a.k[0], &kx) || kx == 0 || kx > 16 || plan_->affine->is_zero(a.k[1])) continue;
      std::pair<uint32_t, std::string> key(in.var, term_text(a.k[1]));
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
      seen.push_back(key);
      uint32_t span = kx * m_.workgroup_size[0];
      std::string base = fresh("pr");
      open("");
      line("const long long " + base + " = (long long)(u64)(u32)(" + base_text(a) + ") + " + std::to_string(span) +
           ";");
      open("for (int ly = -1; ly <= " + std::to_string(m_.workgroup_size[1]) + "; ++ly)");
      line("const long long p = " + base + " + (long long)ly * (long long)(u64)(u32)(" + term_text(a.k[1]) + ");");
      line("if (p >= 0 && (u64)p < " + var_size(in.var) + ") __builtin_prefetch(B" + std::to_string(in.var) + " + p);");
      close();
      close();
    }
  }

  // The value of an affine term made of numbers and constants only (32-bit wrapping, as spelled).
  bool constant_term(int t, uint32_t* v) const {
    const ir::AffineTerm& x = plan_->affine->terms()[static_cast<size_t>(t)];
    uint32_t a = 0, b = 0;
    switch (x.kind) {
      case ir::AffineTerm::Kind::Number:
        *v = x.value;
        return true;
      case ir::AffineTerm::Kind::Zero:
        *v = 0;
        return true;
      case ir::AffineTerm::Kind::Uniform: {
        const ir::Inst* d = plan_->runs->def(x.reg);
        if (!d || d->op != Op::Const || rtype(x.reg) == Scalar::F32 || rtype(x.reg) == Scalar::F16) return false;
        *v = x.value < d->imm.size() ? d->imm[x.value] : 0;
        return true;
      }
      case ir::AffineTerm::Kind::GroupBase:
        return false;
      case ir::AffineTerm::Kind::Add:
        if (!constant_term(x.a, &a) || !constant_term(x.b, &b)) return false;
        *v = a + b;
        return true;
      case ir::AffineTerm::Kind::Sub:
        if (!constant_term(x.a, &a) || !constant_term(x.b, &b)) return false;
        *v = a - b;
        return true;
      case ir::AffineTerm::Kind::Mul:
        if (!constant_term(x.a, &a) || !constant_term(x.b, &b)) return false;
        *v = a * b;
        return true;
      case ir::AffineTerm::Kind::Shl:
        if (!constant_term(x.a, &a) || !constant_term(x.b, &b)) return false;
        *v = a << (b & 31u);
        return true;
      case ir::AffineTerm::Kind::Bit:
        if (!constant_term(x.a, &a)) return false;
        *v = 1u << (a & 31u);
        return true;
    }
    return false;
  }

  // The largest value of an affine form over the lanes the loop runs (a 1D workgroup's lane
  // range bounds x).
  std::string max_over_lanes(const ir::Affine& a) const {
    bool ranged = !range_hi_.empty() && m_.workgroup_size[1] * m_.workgroup_size[2] == 1;
    if (rebased()) return max_expr(a, "(u64)(" + range_hi_ + " - 1 - " + range_lo_ + ")");
    return max_expr(a, ranged ? "(u64)(" + range_hi_ + " - 1)" : std::string());
  }

  // A flat loop over the lanes from a lower bound (`if (li >= off) { y = s[li - off]; }`) counts
  // its affine forms from its first lane: at lane 0 the base may have wrapped below zero (0 - off)
  // although no lane the loop runs reaches it.
  bool rebased() const {
    return !in_nested_ && !range_lo_.empty() && range_lo_ != "0" && m_.workgroup_size[1] * m_.workgroup_size[2] == 1;
  }
  // The form's value at the loop's first lane (lane 0, or the range's lower bound), a u32 C expression.
  std::string base_text(const ir::Affine& a) const {
    if (!rebased()) return term_text(a.base);
    return "(u32)((u32)(" + term_text(a.base) + ") + (u32)(" + term_text(a.k[0]) + ") * (u32)" + range_lo_ + ")";
  }

  // An affine form's base or step as a u32 C expression.
  std::string term_text(int t) const {
    const ir::AffineTerm& x = plan_->affine->terms()[static_cast<size_t>(t)];
    auto op = [&](const char* o) {
      return "(u32)((u32)(" + term_text(x.a) + ") " + o + " (u32)(" + term_text(x.b) + "))";
    };
    switch (x.kind) {
      case ir::AffineTerm::Kind::Number:
        return std::to_string(x.value);
      case ir::AffineTerm::Kind::Zero:
        return "0u";
      case ir::AffineTerm::Kind::Uniform:
        return val(x.reg, x.value);
      case ir::AffineTerm::Kind::GroupBase:
        return "(WID" + std::to_string(x.value) + " * " + std::to_string(m_.workgroup_size[x.value]) + "u)";
      case ir::AffineTerm::Kind::Add:
        return op("+");
      case ir::AffineTerm::Kind::Sub:
        return op("-");
      case ir::AffineTerm::Kind::Mul:
        return op("*");
      case ir::AffineTerm::Kind::Shl:
        return "(u32)((u32)(" + term_text(x.a) + ") << ((u32)(" + term_text(x.b) + ") & 31u))";
      case ir::AffineTerm::Kind::Bit:
        return "(1u << ((u32)(" + term_text(x.a) + ") & 31u))";
    }
    return "0u";
  }

  // The largest value of the form over the workgroup's lanes, without wrapping (a u64 C
  // expression); `x_max`, when given, is the largest x the loop runs (a u64 C expression).
  std::string max_expr(const ir::Affine& a, const std::string& x_max) const {
    const uint32_t* sz = m_.workgroup_size;
    std::string e = "(u64)(u32)(" + base_text(a) + ")";
    for (int k = 0; k < 3; k++) {
      if (plan_->affine->is_zero(a.k[k]) || sz[k] == 1) continue;
      std::string top = k == 0 && !x_max.empty() ? x_max : std::to_string(sz[k] - 1) + "ull";
      e += " + (u64)(u32)(" + term_text(a.k[k]) + ") * " + top;
    }
    return "(" + e + ")";
  }

  // The form's value for the current lane (l, or lx/ly/lz when `nested`) as a u64 C expression;
  // equal to the 32-bit value when max_expr < 2^32.
  std::string lane_expr(const ir::Affine& a, bool nested) const {
    static const char* axis[3] = {"lx", "ly", "lz"};
    if (rebased()) {
      // base' + kx * (l - lo) in 64-bit signed arithmetic, so GCC sees l's step (through
      // `(u64)(l - lo)` it took the address for a gather and left the loop scalar).
      std::string kx = "(long long)(u64)(u32)(" + term_text(a.k[0]) + ")";
      return "(u64)((long long)(u64)(u32)(" + base_text(a) + ") - " + kx + " * (long long)" + range_lo_ + " + " + kx +
             " * (long long)l)";
    }
    std::string e = "(u64)(u32)(" + base_text(a) + ")";
    for (int k = 0; k < 3; k++) {
      if (plan_->affine->is_zero(a.k[k]) || m_.workgroup_size[k] == 1) continue;
      // A flat loop only runs 1D workgroups here.
      std::string lane = nested ? axis[k] : rebased() ? "(l - " + range_lo_ + ")" : "l";
      e += " + (u64)" + lane + " * (u64)(u32)(" + term_text(a.k[k]) + ")";
    }
    return "(" + e + ")";
  }

  // The condition under which the run may take its fast version (empty: it has none; "1": no
  // condition), from the run's plan. Fills fast_: the clamps that are identities there, and the
  // accesses' affine byte offsets.
  std::string fast_condition(const RunPlan& rp) {
    fast_.clear();
    if (events_) return "";  // the events need every access's offset and every clamp's index
    std::string checks;
    auto require = [&](const std::string& c) { checks += (checks.empty() ? "" : " && ") + ("(" + c + ")"); };
    for (const FastCheck& k : rp.checks) {
      const ir::Inst& in = *k.inst;
      switch (k.kind) {
        case FastCheck::Kind::ClampDyn:
          require(max_over_lanes(k.form) + " < (u64)" + val(in.args[1], 0));
          break;
        case FastCheck::Kind::Clamp:
          require(max_over_lanes(k.form) + " < " + std::to_string(in.imm[0]) + "ull");
          break;
        case FastCheck::Kind::Access: {
          std::string end = max_over_lanes(k.form) + " + " + std::to_string(k.bytes) + "ull";
          require(end + " <= " + var_size(in.var) + " && " + end + " <= 0x100000000ull");
          break;
        }
      }
    }
    for (const auto& [inst, form] : rp.fast)
      fast_[inst] = inst->op == Op::Load || inst->op == Op::Store ? lane_expr(form, in_nested_) : std::string();
    return checks.empty() && !fast_.empty() ? "1" : checks;
  }

  std::string guard_expr(const Guard& g) const {
    std::string e;
    for (const auto& c : g)
      e += (e.empty() ? "" : " && ") + std::string("(") + val(c.first, 0) + (c.second ? " != 0)" : " == 0)");
    return e;
  }

  // The lanes of a flat loop under a lane range: the bounds clamped to [0, N].
  void open_range(const LaneRange& r) {
    range_lo_ = range_hi_ = "";
    if (r.full() || in_nested_) return;
    auto bound = [&](Reg u, uint32_t add, const char* stem) {
      std::string name = fresh(stem), e = "((u64)" + val(u, 0) + " + " + std::to_string(add) + "ull)";
      line("const int " + name + " = (int)(" + e + " < N ? " + e + " : N);");
      return name;
    };
    range_lo_ = r.lo != ir::kNoReg ? bound(r.lo, r.lo_add, "rlo") : "0";
    range_hi_ = r.hi != ir::kNoReg ? bound(r.hi, r.hi_add, "rhi") : "(int)N";
  }

  void open_lanes() {
    if (!in_nested_) {
      if (!range_lo_.empty()) {
        open("for (int l = " + range_lo_ + "; l < " + range_hi_ + "; ++l)");
        return;
      }
      open("for (int l = 0; l < (int)N; ++l)");
      return;
    }
    const uint32_t* sz = m_.workgroup_size;
    std::string loops;
    // Signed indices: the compiler may assume they do not wrap, so addresses stay affine.
    if (sz[2] > 1) loops += "for (int lz = 0; lz < " + std::to_string(sz[2]) + "; ++lz) ";
    loops += "for (int ly = 0; ly < " + std::to_string(sz[1]) + "; ++ly) ";
    open(loops + "for (int lx = 0; lx < " + std::to_string(sz[0]) + "; ++lx)");
    std::string z = sz[2] > 1 ? "lz * " + std::to_string(sz[1]) + " + " : std::string();
    line("const int l = (" + z + "ly) * " + std::to_string(sz[0]) + " + lx;");
  }

  // Defines component c of the instruction's result. f16 builtins compute in float and round
  // their results to halves (as the interpreter does).
  void def(const ir::Inst& in, unsigned c, const std::string& value) {
    std::string expr = in.op == Op::Builtin ? round_to(rtype(in.result), value) : value;
    std::string n = std::to_string(in.result) + "_" + std::to_string(c);
    if (uniform(in.result)) {
      line((plan_->in_array[in.result] ? "u" : "const " + std::string(c_type(rtype(in.result))) + " u") + n + " = " +
           expr + ";");
      return;
    }
    if (plan_->in_array[in.result])
      line("a" + n + "[l] = " + expr + ";");
    else
      line(std::string(c_type(rtype(in.result))) + " v" + n + " = " + expr + ";");
  }

  std::string arg(const ir::Inst& in, size_t k, unsigned c) const { return val(in.args[k], c); }

  // `active`: whether lane `l` takes the instruction's effects on memory (a C expression).
  void emit_inst(const ir::Inst& in, const std::string& active) {
    unsigned w = in.result != ir::kNoReg ? rwidth(in.result) : in.type.width;
    Scalar rs = in.result != ir::kNoReg ? rtype(in.result) : in.type.scalar;
    switch (in.op) {
      case Op::Const:
        for (unsigned c = 0; c < w; c++) def(in, c, literal(in, c));
        return;
      case Op::Input:
        if (uniform(in.result)) emit_input(in, w);
        return;  // per-lane inputs are recomputed where they are used (input_expr)
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
      case Op::Ge:
        for (unsigned c = 0; c < w; c++) def(in, c, binary(d_, in.op, rtype(in.args[0]), arg(in, 0, c), arg(in, 1, c)));
        return;
      case Op::Neg:
      case Op::Not:
      case Op::Complement:
        for (unsigned c = 0; c < w; c++) def(in, c, unary(d_, in.op, rs, arg(in, 0, c)));
        return;
      case Op::Convert:
        for (unsigned c = 0; c < w; c++) def(in, c, convert(d_, rtype(in.args[0]), rs, arg(in, 0, c)));
        return;
      case Op::Bitcast:
        if (rs == Scalar::F16 || rtype(in.args[0]) == Scalar::F16) {
          emit_f16_bitcast(in, w, rs);
          return;
        }
        for (unsigned c = 0; c < w; c++) def(in, c, bitcast(d_, rs, arg(in, 0, c)));
        return;
      case Op::Splat:
        for (unsigned c = 0; c < w; c++) def(in, c, arg(in, 0, 0));
        return;
      case Op::Construct: {
        unsigned c = 0;
        for (size_t k = 0; k < in.args.size(); k++)
          for (unsigned j = 0; j < rwidth(in.args[k]) && c < w; j++) def(in, c++, arg(in, k, j));
        return;
      }
      case Op::Extract:
        def(in, 0, arg(in, 0, in.imm[0]));
        return;
      case Op::ExtractDyn: {
        unsigned aw = rwidth(in.args[0]);
        std::string e = arg(in, 0, aw - 1);
        for (int j = static_cast<int>(aw) - 2; j >= 0; j--)
          e = "(" + arg(in, 1, 0) + " == " + std::to_string(j) + "u ? " + arg(in, 0, static_cast<unsigned>(j)) + " : " +
              e + ")";
        def(in, 0, e);
        return;
      }
      case Op::Swizzle:
        for (unsigned c = 0; c < w; c++) def(in, c, arg(in, 0, in.imm[c]));
        return;
      case Op::InsertDyn:
        for (unsigned c = 0; c < w; c++)
          def(in, c,
              "((" + arg(in, 2, 0) + " > 3u ? 3u : " + arg(in, 2, 0) + ") == " + std::to_string(c) + "u ? " +
                  arg(in, 1, 0) + " : " + arg(in, 0, c) + ")");
        return;
      case Op::Select:
        for (unsigned c = 0; c < w; c++)
          def(in, c, "(" + arg(in, 2, c) + " ? " + arg(in, 1, c) + " : " + arg(in, 0, c) + ")");
        return;
      case Op::Builtin:
        emit_builtin(in, w, rs);
        return;
      case Op::ClampIndex: {
        uint32_t n = in.imm[0];
        std::string i = "(u32)" + arg(in, 0, 0);
        if (n && (plan_->shapes.hi(in.args[0]) < n || (fast_mode_ && fast_.count(&in)))) {  // always in range
          def(in, 0, i);
          return;
        }
        def(in, 0, n ? "(" + i + " < " + hex(n) + " ? " + i + " : " + hex(n - 1) + ")" : std::string("0u"));
        return;
      }
      case Op::ClampIndexDyn:
        if (fast_mode_ && fast_.count(&in)) {
          def(in, 0, "(u32)" + arg(in, 0, 0));  // checked in range for every lane
          return;
        }
        def(in, 0, "wgx_clamp_dyn((u32)" + arg(in, 0, 0) + ", " + arg(in, 1, 0) + ")");
        return;
      case Op::ArrayLength: {
        std::string s = "S" + std::to_string(in.var);
        def(in, 0,
            "(" + s + " > " + std::to_string(in.imm[0]) + "ull ? (u32)((" + s + " - " + std::to_string(in.imm[0]) +
                "ull) / " + std::to_string(in.imm[1]) + "ull) : 0u)");
        return;
      }
      case Op::Load:
        emit_load(in, w, rs);
        return;
      case Op::Store:
        emit_store(in, active);
        return;
      case Op::Zero:
        emit_zero(in, active);
        return;
      case Op::Atomic:
        emit_atomic(in, active);
        return;
      case Op::Barrier:
      case Op::Call:
        return;  // not in runs (emit_block)
      case Op::Subgroup:
        return;  // not in runs (emit_block)
      case Op::Texture:
        emit_texture(in, active);
        return;
    }
  }

  // Component c of a compute input for lane `l` (or lx, ly, lz inside a nest of lane loops).
  std::string input_expr(ir::InputKind kind, unsigned c) const {
    const uint32_t* sz = m_.workgroup_size;
    if (c > 2) c = 2;
    std::string local[3] = {"(l % " + std::to_string(sz[0]) + "u)",
                            "((l / " + std::to_string(sz[0]) + "u) % " + std::to_string(sz[1]) + "u)",
                            "(l / " + std::to_string(sz[0] * sz[1]) + "u)"};
    if (in_nested_) local[0] = "(u32)lx", local[1] = "(u32)ly", local[2] = sz[2] > 1 ? "(u32)lz" : "0u";
    switch (kind) {
      case ir::InputKind::LocalInvocationIndex:
        return "(u32)l";
      case ir::InputKind::LocalInvocationId:
        return local[c];
      case ir::InputKind::WorkgroupId:
        return "WID" + std::to_string(c);
      case ir::InputKind::NumWorkgroups:
        return "NWG" + std::to_string(c);
      case ir::InputKind::GlobalInvocationId:
        return "(WID" + std::to_string(c) + " * " + std::to_string(sz[c]) + "u + " + local[c] + ")";
      case ir::InputKind::SubgroupSize:  // as exec::subgroup_input
        return "SGS";
      case ir::InputKind::SubgroupInvocationId:
        return "((u32)l % SGS)";
      case ir::InputKind::SubgroupId:
        return "((u32)l / SGS)";
      case ir::InputKind::NumSubgroups:
        return "((N + SGS - 1u) / SGS)";
    }
    return "0u";
  }

  void emit_input(const ir::Inst& in, unsigned w) {
    for (unsigned c = 0; c < w && c < 3; c++) def(in, c, input_expr(static_cast<ir::InputKind>(in.imm[0]), c));
  }

  void emit_builtin(const ir::Inst& in, unsigned w, Scalar rs) {
    auto fn = static_cast<ir::BuiltinFn>(in.imm[0]);
    Scalar s = rtype(in.args[0]);
    unsigned aw = rwidth(in.args[0]);
    auto component = [&](size_t k, unsigned j) { return k < in.args.size() ? arg(in, k, j) : std::string("0"); };
    using ir::BuiltinFn;
    BuiltinSpelling spelling = builtin_spelling(fn);
    const char* pattern = ir::is_float(s)    ? spelling.float_expr
                          : s == Scalar::I32 ? spelling.i32_expr
                                             : spelling.u32_expr;
    if (pattern) {
      for (unsigned c = 0; c < w; c++)
        def(in, c, "(" + std::string(c_type(rs)) + ")" + substitute(d_, pattern, component, c));
      return;
    }
    switch (fn) {
      case BuiltinFn::Dot: {
        std::string sum = ir::is_float(s) ? "0.0f" : "0u";
        for (unsigned c = 0; c < aw; c++) {
          std::string a = arg(in, 0, c), b = arg(in, 1, c);
          sum = ir::is_float(s) ? "(" + sum + " + " + a + " * " + b + ")"
                                : "(" + sum + " + (u32)" + a + " * (u32)" + b + ")";
        }
        def(in, 0, "(" + std::string(c_type(rs)) + ")" + sum);
        return;
      }
      case BuiltinFn::Length:
      case BuiltinFn::Distance:
      case BuiltinFn::Normalize: {
        std::string sum = "0.0f";
        for (unsigned c = 0; c < aw; c++) {
          std::string d = "(" + arg(in, 0, c) + " - " + (fn == BuiltinFn::Distance ? arg(in, 1, c) : "0.0f") + ")";
          sum = "(" + sum + " + " + d + " * " + d + ")";
        }
        std::string len = fresh("len");
        line("float " + len + " = " + d_.math("sqrtf") + "(" + sum + ");");
        if (fn != BuiltinFn::Normalize) {
          def(in, 0, len);
          return;
        }
        for (unsigned c = 0; c < w; c++) def(in, c, "(" + arg(in, 0, c) + " / " + len + ")");
        return;
      }
      case BuiltinFn::Cross: {
        auto a = [&](unsigned c) { return arg(in, 0, c); };
        auto b = [&](unsigned c) { return arg(in, 1, c); };
        def(in, 0, "(" + a(1) + " * " + b(2) + " - " + a(2) + " * " + b(1) + ")");
        def(in, 1, "(" + a(2) + " * " + b(0) + " - " + a(0) + " * " + b(2) + ")");
        def(in, 2, "(" + a(0) + " * " + b(1) + " - " + a(1) + " * " + b(0) + ")");
        return;
      }
      case BuiltinFn::All:
      case BuiltinFn::Any: {
        std::string e = fn == BuiltinFn::All ? "1" : "0";
        for (unsigned c = 0; c < aw; c++)
          e = "(" + e + (fn == BuiltinFn::All ? " && " : " || ") + arg(in, 0, c) + " != 0u)";
        def(in, 0, "(u32)" + e);
        return;
      }
      default:
        break;
    }
    // builtin_spelling gives every other builtin an expression for its argument types.
    unsupported_ =
        "the builtin " + std::string(ir::builtin_fn_name(fn)) + " over " + c_type(s) + " arguments has no C++ spelling";
  }

  // --- textures ----------------------------------------------------------------------------

  // The texture variables the block's instructions name, in order.
  std::vector<uint32_t> textures_used(const Block& b) const {
    std::vector<char> used(m_.vars.size(), 0);
    ir::for_each_inst(b, [&](const ir::Inst& in) {
      if (in.op == Op::Texture && in.var < used.size()) used[in.var] = 1;
    });
    std::vector<uint32_t> out;
    for (size_t v = 0; v < used.size(); v++)
      if (used[v]) out.push_back(static_cast<uint32_t>(v));
    return out;
  }

  // A texture view's fields as locals of the function (stores through the lane loops' pointers
  // would otherwise make the compiler read the context again): T*v levels, layers, samples and
  // texel layout, and level 0's texels and extent. A storage texture's layout is its declared
  // format's, as constants (the executor checks that the bound view has that format), so its
  // conversions fold to the format's own code.
  void declare_texture(uint32_t v) {
    std::string n = std::to_string(v), t = "c->tex[" + n + "]";
    out_ << "  const WgxTexLevel* const TL" << n << " = " << t << ".level;\n";
    out_ << "  const u32 TN" << n << " = " << t << ".levels, TA" << n << " = " << t << ".layers, TS" << n << " = " << t
         << ".samples;\n";
    const ir::TextureShape& shape = m_.vars[v].texture;
    const exec::TexelLayout& fixed = exec::texel_layout(static_cast<exec::TexelFormat>(shape.format));
    if (shape.kind == ir::TextureKind::Storage && fixed.bytes) {
      out_ << "  const u32 TE" << n << " = " << static_cast<uint32_t>(fixed.encoding) << "u, TC" << n << " = "
           << unsigned{fixed.components} << "u, TB" << n << " = " << unsigned{fixed.bits} << "u, TY" << n << " = "
           << unsigned{fixed.bytes} << "u;\n";
    } else {
      out_ << "  const u32 TE" << n << " = " << t << ".encoding, TC" << n << " = " << t << ".components, TB" << n
           << " = " << t << ".bits, TY" << n << " = " << t << ".texel_bytes;\n";
    }
    out_ << "  u8* const TD" << n << " = TL" << n << "[0].data;\n";
    out_ << "  const u32 TW" << n << " = TL" << n << "[0].width, TH" << n << " = TL" << n << "[0].height, TZ" << n
         << " = TL" << n << "[0].depth;\n";
  }

  // A sampling operation the kernel filters itself: every one on a texture a shader can sample
  // (sampled, external, depth), cubes and comparisons included (texel_rules.h's wgx_filter_plain,
  // and wgx_filter_general and wgx_gather_general for cubes and comparisons); anything else would
  // call the host per lane.
  bool inline_sample(const ir::Inst& in) const {
    if (!is_sampling(static_cast<ir::TextureOp>(in.imm[0]))) return false;
    const ir::TextureShape& s = m_.vars[in.var].texture;
    return s.kind == ir::TextureKind::Sampled || s.kind == ir::TextureKind::External ||
           s.kind == ir::TextureKind::Depth;
  }
  // The operations that take a sampler (imm[1]); loads, stores and queries take none.
  static bool is_sampling(ir::TextureOp op) {
    switch (op) {
      case ir::TextureOp::SampleLevel:
      case ir::TextureOp::SampleBaseClampToEdge:
      case ir::TextureOp::SampleGrad:
      case ir::TextureOp::SampleCompare:
      case ir::TextureOp::Gather:
      case ir::TextureOp::GatherCompare:
        return true;
      default:
        return false;
    }
  }
  static bool is_cube(const ir::TextureShape& s) {
    return s.dim == ir::TextureDim::Cube || s.dim == ir::TextureDim::CubeArray;
  }
  // The sampler variables of the inline sampling operations of a block.
  std::vector<uint32_t> samplers_inline(const Block& b) const {
    std::vector<uint32_t> out;
    ir::for_each_inst(b, [&](const ir::Inst& in) {
      if (in.op == Op::Texture && inline_sample(in) && std::find(out.begin(), out.end(), in.imm[1]) == out.end())
        out.push_back(in.imm[1]);
    });
    std::sort(out.begin(), out.end());
    return out;
  }

  // textureSampleLevel, textureSampleGrad (with textureSample and textureSampleBias) and
  // textureSampleCompare(Level) written into the lane loop: the level of detail (from the explicit
  // level, or from the gradients in texels of the base level, a cube's through its face
  // coordinates), the mip level(s) and each level's filter as texel_rules.h computes them for the
  // interpreter too; rgba8unorm gets the plain filter with its layout folded in, other formats the
  // kernel's one general copy, cubes and comparisons wgx_filter_general. Every step is total
  // (coordinates wrapped, the layer and level clamped), so no lane mask is needed.
  void emit_inline_sample(const ir::Inst& in) {
    auto op = static_cast<ir::TextureOp>(in.imm[0]);
    if (op == ir::TextureOp::SampleBaseClampToEdge) {
      emit_base_clamp_to_edge(in);
      return;
    }
    if (op == ir::TextureOp::Gather || op == ir::TextureOp::GatherCompare) {
      emit_gather(in);
      return;
    }
    std::string n = std::to_string(in.var), sm = "SM" + std::to_string(in.imm[1]);
    const ir::TextureShape& shape = m_.vars[in.var].texture;
    uint8_t cw = ir::coord_width(shape.dim), dw = ir::dimensions_width(shape.dim);
    bool compare = op == ir::TextureOp::SampleCompare, grad = op == ir::TextureOp::SampleGrad || compare;
    bool cube = is_cube(shape), general = cube || compare;
    // Operands: SampleLevel (coords, layer, level, offset); SampleGrad (coords, layer, ddx, ddy,
    // bias, offset); SampleCompare (coords, layer, reference, ddx, ddy, offset), bias 0.
    size_t ddx_arg = compare ? 3 : 2, offset_arg = grad ? 5 : 3;
    std::string t = fresh("t"), coords, offsets, ddx, ddy;
    for (unsigned c = 0; c < 3; c++) {
      std::string sep = c ? ", " : "";
      coords += sep + (c < cw ? arg(in, 0, c) : std::string("0.0f"));
      offsets += sep + (c < dw ? "(i32)" + arg(in, offset_arg, c) : std::string("0"));
      if (grad) ddx += sep + (c < cw ? arg(in, ddx_arg, c) : std::string("0.0f"));
      if (grad) ddy += sep + (c < cw ? arg(in, ddx_arg + 1, c) : std::string("0.0f"));
    }
    line("const float " + t + "c[3] = {" + coords + "};");
    line("const i32 " + t + "o[3] = {" + offsets + "};");
    emit_sample_layer(in, shape, n, t);
    std::string ref = compare ? arg(in, 2, 0) : std::string("0.0f");
    std::string lod = arg(in, 2, 0);
    if (grad) {
      line("const float " + t + "gx[3] = {" + ddx + "}, " + t + "gy[3] = {" + ddy + "};");
      line("const u32 " + t + "sz[3] = {TW" + n + ", TH" + n + ", TZ" + n + "};");
      std::string gx = t + "gx", gy = t + "gy", axes = std::to_string(cw) + "u";
      if (cube) {  // the face coordinates' gradients
        line("float " + t + "fx[3], " + t + "fy[3];");
        line("wgx_cube_gradient(" + t + "c, " + t + "gx, " + t + "fx); wgx_cube_gradient(" + t + "c, " + t + "gy, " +
             t + "fy);");
        gx = t + "fx", gy = t + "fy", axes = "2u";
      }
      line("const float " + t + "lx = wgx_scaled_length(" + axes + ", " + t + "sz, " + gx + "), " + t +
           "ly = wgx_scaled_length(" + axes + ", " + t + "sz, " + gy + ");");
      line("const u32 " + t + "n = wgx_aniso_count(" + t + "lx, " + t + "ly, " + sm + ".max_anisotropy);");
      lod = "wgx_grad_lod(" + t + "lx / (float)" + t + "n, " + t + "ly / (float)" + t + "n, " +
            (compare ? std::string("0.0f") : arg(in, 4, 0)) + ")";
    }
    line("const float " + t + "d = wgx_lod_clamp(" + lod + ", " + sm + ".lod_min, " + sm + ".lod_max);");
    line("const int " + t + "lin = (" + t + "d <= 0 ? " + sm + ".mag : " + sm + ".min) == 1u;");
    line("float " + t + "t = 0, " + t + "r[4], " + t + "h[4];");
    line("const u32 " + t + "m = wgx_mip_select(" + t + "d, TN" + n + ", " + sm + ".mipmap == 1u, &" + t + "t);");
    // One level filtered at `at` (a cube's face coordinates and face `face`).
    auto filter = [&](const std::string& level, const std::string& at, const std::string& face,
                      const std::string& out) {
      std::string l = "TL" + n + "[" + level + "]";
      std::string where = l + ".data, " + l + ".width, " + l + ".height, " + l + ".depth, " + t + "a, ";
      if (general) {
        line("wgx_filter_general_any(" + where + "TY" + n + ", TE" + n + ", TC" + n + ", TB" + n + ", " +
             (cube ? "2u, 1, " : std::to_string(cw) + "u, 0, ") + face + ", " + at + ", " + t + "o, " + t + "lin, " +
             sm + ".address, " + (compare ? "1" : "0") + ", " + sm + ".compare, " + ref + ", " + out + ");");
        return;
      }
      std::string rest =
          ", " + std::to_string(cw) + "u, " + at + ", " + t + "o, " + t + "lin, " + sm + ".address, " + out;
      line("if (TE" + n + " == " + std::to_string(static_cast<int>(exec::TexelEncoding::Unorm)) + "u && TC" + n +
           " == 4u && TB" + n + " == 8u) wgx_filter_plain_rgba8unorm(" + where + rest.substr(2) +
           "); else wgx_filter_plain_any(" + where + "TY" + n + ", TE" + n + ", TC" + n + ", TB" + n + rest + ");");
    };
    // One sample at the coordinate (a cube's direction placed on its face once for both levels),
    // or with anisotropy (a gradient sample whose sampler allows it) n along the longer gradient,
    // summed in order and divided by n as exec/texture_sampling.cpp does.
    auto sample = [&](const std::string& at, const std::string& out) {
      std::string place = at, face = "0u";
      if (cube) {
        place = fresh("st"), face = place + "f";
        line("float " + place + "[3] = {0.0f, 0.0f, 0.0f};");
        line("const u32 " + face + " = wgx_cube_place(" + at + ", " + place + ");");
      }
      filter(t + "m", place, face, out);
      open("if (" + t + "t > 0)");
      filter(t + "m + 1u", place, face, t + "h");
      line("wgx_mip_blend(" + out + ", " + t + "h, " + t + "t);");
      close();
    };
    if (!grad) {
      sample(t + "c", t + "r");
    } else {
      open("if (" + t + "n == 1u)");
      sample(t + "c", t + "r");
      close();
      open("else");
      line("const float* " + t + "g = " + t + "lx < " + t + "ly ? " + t + "gy : " + t + "gx;");
      open("for (u32 " + t + "k = 0; " + t + "k < " + t + "n; " + t + "k++)");
      line("float " + t + "e[3], " + t + "q[4];");
      line("for (int " + t + "i = 0; " + t + "i < 3; " + t + "i++) " + t + "e[" + t + "i] = wgx_aniso_coord(" + t +
           "c[" + t + "i], " + t + "g[" + t + "i], " + t + "k, " + t + "n);");
      sample(t + "e", t + "q");
      line("for (int " + t + "i = 0; " + t + "i < 4; " + t + "i++) " + t + "r[" + t + "i] = " + t + "k == 0 ? " + t +
           "q[" + t + "i] : " + t + "r[" + t + "i] + " + t + "q[" + t + "i];");
      close();
      line("for (int " + t + "i = 0; " + t + "i < 4; " + t + "i++) " + t + "r[" + t + "i] /= (float)" + t + "n;");
      close();
    }
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++)
      def(in, c, from_word(rs, "wgx_w(" + t + "r[" + std::to_string(c) + "])"));
  }

  // `t`a: a sampling operation's array layer (operand 1) clamped to the view's layers (a cube
  // array's: the first layer of the cube, clamped to the view's whole cubes); 0 for a texture that
  // is not arrayed.
  void emit_sample_layer(const ir::Inst& in, const ir::TextureShape& shape, const std::string& n,
                         const std::string& t) {
    if (!ir::is_arrayed(shape.dim)) {
      line("const u32 " + t + "a = 0u;");
      return;
    }
    if (shape.dim == ir::TextureDim::CubeArray) {
      line("const long long " + t + "q = (long long)(i32)" + arg(in, 1, 0) + ", " + t + "top = (TA" + n +
           " / 6u < 1u ? 1ll : (long long)(TA" + n + " / 6u)) - 1;");
      line("const u32 " + t + "a = 6u * (u32)(" + t + "q < 0 ? 0 : " + t + "top < " + t + "q ? " + t + "top : " + t +
           "q);");
      return;
    }
    line("const long long " + t + "q = (long long)(i32)" + arg(in, 1, 0) + ", " + t + "top = (long long)TA" + n +
         " - 1;");
    line("const u32 " + t + "a = (u32)(" + t + "q < 0 ? 0 : " + t + "top < " + t + "q ? " + t + "top : " + t + "q);");
  }

  // textureGather and textureGatherCompare (texel_rules.h's wgx_gather_plain, or
  // wgx_gather_general on a cube or with a comparison, as the interpreter's): the array index
  // clamped to the view's layers, the offset in texels, a cube's direction placed on its face.
  // Operands: Gather (coords, layer, offset), GatherCompare (coords, layer, reference, offset).
  void emit_gather(const ir::Inst& in) {
    std::string n = std::to_string(in.var), sm = "SM" + std::to_string(in.imm[1]), t = fresh("t");
    const ir::TextureShape& shape = m_.vars[in.var].texture;
    bool compare = static_cast<ir::TextureOp>(in.imm[0]) == ir::TextureOp::GatherCompare, cube = is_cube(shape);
    size_t offset_arg = compare ? 3 : 2;
    std::string component = std::to_string(in.imm.size() > 2 && !compare ? in.imm[2] : 0) + "u";
    line("const float " + t + "c[3] = {" + arg(in, 0, 0) + ", " + arg(in, 0, 1) + ", " +
         (cube ? arg(in, 0, 2) : std::string("0.0f")) + "};");
    line("const i32 " + t + "o[3] = {(i32)" + arg(in, offset_arg, 0) + ", (i32)" + arg(in, offset_arg, 1) + ", 0};");
    emit_sample_layer(in, shape, n, t);
    line("u32 " + t + "r[4];");
    if (cube || compare) {
      std::string at = t + "c", face = "0u";
      if (cube) {
        at = t + "st", face = t + "f";
        line("float " + at + "[3] = {0.0f, 0.0f, 0.0f};");
        line("const u32 " + face + " = wgx_cube_place(" + t + "c, " + at + ");");
      }
      uint32_t channel = exec::gather_channel(shape);
      line("wgx_gather_general_any(TD" + n + ", TW" + n + ", TH" + n + ", " + t + "a, TY" + n + ", TE" + n + ", TC" +
           n + ", TB" + n + ", " + (cube ? "1, " : "0, ") + face + ", " + at + ", " + t + "o, " + sm + ".address, " +
           component + ", " + (compare ? "1, " : "0, ") + sm + ".compare, " +
           (compare ? arg(in, 2, 0) : std::string("0.0f")) + ", " + std::to_string(channel) + "u, " + t + "r);");
    } else {
      line("wgx_gather_plain_any(TD" + n + ", TW" + n + ", TH" + n + ", " + t + "a, TY" + n + ", TE" + n + ", TC" + n +
           ", TB" + n + ", " + t + "c, " + t + "o, " + sm + ".address, " + component + ", " + t + "r);");
    }
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++) def(in, c, from_word(rs, t + "r[" + std::to_string(c) + "]"));
  }

  // textureSampleBaseClampToEdge (a 2D texture): level 0 by the sampler's magnification filter, the
  // coordinates clamped half a texel inside the edges (texel_rules.h's, as the interpreter's).
  void emit_base_clamp_to_edge(const ir::Inst& in) {
    std::string n = std::to_string(in.var), sm = "SM" + std::to_string(in.imm[1]), t = fresh("t");
    line("const float " + t + "c[3] = {wgx_clamp_to_edge_coord(" + arg(in, 0, 0) + ", TW" + n +
         "), wgx_clamp_to_edge_coord(" + arg(in, 0, 1) + ", TH" + n + "), 0.0f};");
    line("const i32 " + t + "o[3] = {0, 0, 0};");
    line("float " + t + "r[4];");
    std::string where = "TD" + n + ", TW" + n + ", TH" + n + ", TZ" + n + ", 0u, ";
    std::string rest = "2u, " + t + "c, " + t + "o, " + sm + ".mag == 1u, " + sm + ".address, " + t + "r";
    line("if (TE" + n + " == " + std::to_string(static_cast<int>(exec::TexelEncoding::Unorm)) + "u && TC" + n +
         " == 4u && TB" + n + " == 8u) wgx_filter_plain_rgba8unorm(" + where + rest + "); else wgx_filter_plain_any(" +
         where + "TY" + n + ", TE" + n + ", TC" + n + ", TB" + n + ", " + rest + ");");
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++)
      def(in, c, from_word(rs, "wgx_w(" + t + "r[" + std::to_string(c) + "])"));
  }

  // Whether register r is the constant 0 (a level operand: level 0's locals serve).
  bool constant_zero(Reg r) const {
    const ir::Inst* d = plan_->runs->def(r);
    return d && d->op == Op::Const && !d->imm.empty() && d->imm[0] == 0;
  }

  // The coordinates of a texel operand as u32 words: x, y, z (0 past the dimension's width).
  std::vector<std::string> texel_coords(const ir::Inst& in) const {
    uint8_t width = ir::coord_width(m_.vars[in.var].texture.dim);
    std::vector<std::string> xyz;
    for (unsigned c = 0; c < 3; c++) xyz.push_back(c < width ? "(u32)" + arg(in, 0, c) : std::string("0u"));
    return xyz;
  }

  void emit_texture(const ir::Inst& in, const std::string& active) {
    std::string n = std::to_string(in.var);
    const ir::TextureShape& shape = m_.vars[in.var].texture;
    auto op = static_cast<ir::TextureOp>(in.imm[0]);
    switch (op) {
      case ir::TextureOp::Load:
        emit_texture_load(in);
        return;
      case ir::TextureOp::Store:
        emit_texture_store(in, active);
        return;
      case ir::TextureOp::Dimensions: {
        std::string level = fresh("tm");
        line("const u32 " + level + " = " + arg(in, 0, 0) + ";");
        static const char* field[3] = {"width", "height", "depth"};
        for (unsigned c = 0; c < ir::dimensions_width(shape.dim); c++)
          def(in, c, "(" + level + " < TN" + n + " ? TL" + n + "[" + level + "]." + field[c] + " : 0u)");
        return;
      }
      case ir::TextureOp::NumLevels:
        def(in, 0, "TN" + n);
        return;
      case ir::TextureOp::NumLayers:
        def(in, 0, shape.dim == ir::TextureDim::CubeArray ? "(TA" + n + " / 6u)" : "TA" + n);
        return;
      case ir::TextureOp::NumSamples:
        def(in, 0, "TS" + n);
        return;
      default:
        emit_texture_sample(in, active);
        return;
    }
  }

  // textureLoad: the texel at a valid logical address through the format's conversion, else zeros
  // (the IR's robust rule, texel_rules.h's test as the interpreter runs it). A sampled texture's
  // format is the view's: the common rgba8unorm gets a copy of the conversion specialized for it,
  // other formats the kernel's one general conversion (a copy at every load made the kernels of
  // many loads slow to build).
  void emit_texture_load(const ir::Inst& in) {
    std::string n = std::to_string(in.var);
    const ir::TextureShape& shape = m_.vars[in.var].texture;
    bool ms = shape.kind == ir::TextureKind::Multisampled || shape.kind == ir::TextureKind::DepthMultisampled;
    std::vector<std::string> xyz = texel_coords(in);
    std::string t = fresh("t"), layer = "(u32)" + arg(in, 1, 0);
    std::string level = ms ? std::string("0u") : "(u32)" + arg(in, 2, 0), sample = ms ? "(u32)" + arg(in, 2, 0) : "0u";
    bool base = !ms && constant_zero(in.args[2]);
    std::string lv = base ? "" : t + "L->";
    std::string data = base ? "TD" + n : t + "L->data", w = base ? "TW" + n : lv + "width",
                h = base ? "TH" + n : lv + "height", d = base ? "TZ" + n : lv + "depth";
    line("const u32 " + t + "x = " + xyz[0] + ", " + t + "y = " + xyz[1] + ", " + t + "z = " + xyz[2] + ", " + t +
         "a = " + layer + ", " + t + "m = " + level + ", " + t + "s = " + sample + ";");
    if (!base) line("const WgxTexLevel* " + t + "L = &TL" + n + "[" + t + "m < TN" + n + " ? " + t + "m : 0u];");
    std::string coords = t + "x, " + t + "y, " + t + "z, " + t + "a, " + w + ", " + h + ", " + d;
    line("const int " + t + "ok = " + t + "m < TN" + n + " && " + t + "s < TS" + n + " && wgx_texel_valid(" + coords +
         ", TA" + n + ");");
    line("const u8* " + t + "p = " + t + "ok ? " + data + " + (wgx_texel_index(" + coords + ") * TS" + n + " + " + t +
         "s) * TY" + n + " : wgx_zero;");
    line("u32 " + t + "v[4];");
    bool fixed = shape.kind == ir::TextureKind::Storage &&
                 exec::texel_layout(static_cast<exec::TexelFormat>(shape.format)).bytes;
    std::string layout = "TE" + n + ", TC" + n + ", TB" + n;
    if (fixed)
      line("wgx_texel_decode(" + layout + ", " + t + "p, " + t + "v);");
    else
      line("if (TE" + n + " == " + std::to_string(static_cast<int>(exec::TexelEncoding::Unorm)) + "u && TC" + n +
           " == 4u && TB" + n + " == 8u) wgx_texel_decode(" +
           std::to_string(static_cast<int>(exec::TexelEncoding::Unorm)) + "u, 4u, 8u, " + t + "p, " + t +
           "v); else wgx_texel_decode_any(" + layout + ", " + t + "p, " + t + "v);");
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++)
      def(in, c, from_word(rs, "(" + t + "ok ? " + t + "v[" + std::to_string(c) + "] : 0u)"));
  }

  // textureStore: level 0 of the view (a storage binding has one level), nothing outside it.
  void emit_texture_store(const ir::Inst& in, const std::string& active) {
    std::string n = std::to_string(in.var);
    std::vector<std::string> xyz = texel_coords(in);
    std::string t = fresh("t");
    line("const u32 " + t + "x = " + xyz[0] + ", " + t + "y = " + xyz[1] + ", " + t + "z = " + xyz[2] + ", " + t +
         "a = (u32)" + arg(in, 1, 0) + ";");
    Scalar vs = rtype(in.args[2]);
    std::string words;
    for (unsigned c = 0; c < 4; c++) words += (c ? ", " : "") + to_word(vs, arg(in, 2, c));
    line("const u32 " + t + "v[4] = {" + words + "};");
    std::string coords = t + "x, " + t + "y, " + t + "z, " + t + "a, TW" + n + ", TH" + n + ", TZ" + n;
    open("if ((" + active + ") && wgx_texel_valid(" + coords + ", TA" + n + "))");
    line("wgx_texel_encode(TE" + n + ", TC" + n + ", TB" + n + ", " + t + "v, TD" + n + " + wgx_texel_index(" + coords +
         ") * TS" + n + " * TY" + n + ");");
    close();
  }

  // Sampling: the host's sampler per lane, through the context (c->sample), with the operands as
  // the IR orders them. Filtering is not yet written into kernels.
  void emit_texture_sample(const ir::Inst& in, const std::string& active) {
    if (inline_sample(in)) {
      emit_inline_sample(in);
      return;
    }
    std::string t = fresh("t");
    line("u32 " + t + "a[24] = {0}, " + t + "v[4] = {0, 0, 0, 0};");
    for (size_t k = 0; k < in.args.size() && k < 6; k++)
      for (unsigned c = 0; c < rwidth(in.args[k]); c++)
        line(t + "a[" + std::to_string(k * 4 + c) + "] = " + to_word(rtype(in.args[k]), arg(in, k, c)) + ";");
    uint32_t sampler = in.imm.size() > 1 ? in.imm[1] : 0, component = in.imm.size() > 2 ? in.imm[2] : 0;
    line("if (" + active + ") c->sample(c, " + std::to_string(in.var) + "u, " + std::to_string(sampler) + "u, " +
         std::to_string(in.imm[0]) + "u, " + std::to_string(component) + "u, " + t + "a, " + t + "v);");
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++) def(in, c, from_word(rs, t + "v[" + std::to_string(c) + "]"));
  }

  // --- memory ------------------------------------------------------------------------------

  // The size of variable `var`'s memory, as a C expression.
  std::string var_size(uint32_t var) const {
    const ir::Variable& v = m_.vars[var];
    if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform) return "S" + std::to_string(var);
    return std::to_string(v.size) + "ull";
  }

  // Whether an access of `bytes` bytes at offset `off` stays inside the variable's memory.
  std::string in_bounds(const ir::Inst& in, const std::string& off, uint32_t bytes) const {
    if (always_in_bounds(in, bytes)) return "1";
    return "(u64)" + off + " + " + std::to_string(bytes) + "ull <= " + var_size(in.var);
  }
  // Variables of a size fixed at compile time, accessed at offsets known to be small enough.
  bool always_in_bounds(const ir::Inst& in, uint32_t bytes) const {
    return jit::always_in_bounds(m_, plan_->shapes, in, bytes);
  }

  // The address of word `c` at offset `off` of the variable, unchecked (writes check first).
  std::string raw_address(const ir::Inst& in, const std::string& off, unsigned c) const {
    const ir::Variable& v = m_.vars[in.var];
    switch (v.space) {
      case ir::Space::Storage:
      case ir::Space::Uniform:
        return "B" + std::to_string(in.var) + " + " + off + " + " + std::to_string(4 * c);
      case ir::Space::Workgroup:
        return "WG + " + std::to_string(v.offset) + "u + " + off + " + " + std::to_string(4 * c);
      default:
        return "LM + (u64)(((" + std::to_string(v.offset) + "u + " + off + ") >> 2) + " + std::to_string(c) +
               "u) * (N * 4u) + (u64)l * 4u";
    }
  }

  // The address of half `c` (2 bytes) at offset `off` of the variable, unchecked. In lane memory a
  // half sits inside its word's slot for the lane.
  std::string half_address(const ir::Inst& in, const std::string& off, unsigned c) const {
    const ir::Variable& v = m_.vars[in.var];
    std::string d = " + " + std::to_string(2 * c);
    switch (v.space) {
      case ir::Space::Storage:
      case ir::Space::Uniform:
        return "B" + std::to_string(in.var) + " + " + off + d;
      case ir::Space::Workgroup:
        return "WG + " + std::to_string(v.offset) + "u + " + off + d;
      default: {
        std::string p = "(" + std::to_string(v.offset) + "u + " + off + d + ")";
        return "LM + (u64)(" + p + " >> 2) * (N * 4u) + (u64)l * 4u + (" + p + " & 3u)";
      }
    }
  }

  // f16 loads and stores: 2-byte halves in memory, floats in registers.
  void emit_load_f16(const ir::Inst& in, unsigned w) {
    if (const std::string* at = fast_address(in)) {
      for (unsigned c = 0; c < w; c++)
        def(in, c, "wgx_ldh(" + fast_base(in) + " + " + *at + " + " + std::to_string(2 * c) + ")");
      return;
    }
    std::string off = fresh("o");
    line("const u32 " + off + " = " + arg(in, 0, 0) + ";");
    std::string ok = always_in_bounds(in, 2 * w) ? std::string("1") : in_bounds(in, off, 2 * w);
    for (unsigned c = 0; c < w; c++) def(in, c, "(" + ok + " ? wgx_ldh(" + half_address(in, off, c) + ") : 0.0f)");
  }
  void emit_store_f16(const ir::Inst& in, const std::string& active) {
    unsigned w = rwidth(in.args[1]);
    if (const std::string* at = fast_address(in)) {
      open("if (" + active + ")");
      for (unsigned c = 0; c < w; c++)
        line("wgx_sth(" + fast_base(in) + " + " + *at + " + " + std::to_string(2 * c) + ", " + arg(in, 1, c) + ");");
      close();
      return;
    }
    std::string off = fresh("o");
    line("const u32 " + off + " = " + arg(in, 0, 0) + ";");
    open("if (" + active + " && " + in_bounds(in, off, 2 * w) + ")");
    for (unsigned c = 0; c < w; c++) line("wgx_sth(" + half_address(in, off, c) + ", " + arg(in, 1, c) + ");");
    close();
  }

  // A bitcast to or from f16 vectors (vec2<f16> <-> u32, ...): through the bytes.
  void emit_f16_bitcast(const ir::Inst& in, unsigned w, Scalar rs) {
    std::string b = fresh("bb");
    Scalar fs = rtype(in.args[0]);
    line("u8 " + b + "[16];");
    unsigned n = 0;
    for (unsigned c = 0; c < rwidth(in.args[0]); c++) {
      std::string at = b + " + " + std::to_string(n);
      if (fs == Scalar::F16) {
        line("wgx_sth(" + at + ", " + arg(in, 0, c) + ");");
        n += 2;
      } else {
        line("wgx_st(" + at + ", " + to_word(fs, arg(in, 0, c)) + ");");
        n += 4;
      }
    }
    n = 0;
    for (unsigned c = 0; c < w; c++) {
      std::string at = b + " + " + std::to_string(n);
      def(in, c, rs == Scalar::F16 ? "wgx_ldh(" + at + ")" : from_word(rs, "wgx_ld(" + at + ")"));
      n += rs == Scalar::F16 ? 2 : 4;
    }
  }

  // The address of word `c` of an access of `bytes` bytes, or of a zero word when the access
  // would leave the variable's memory.
  std::string address(const ir::Inst& in, const std::string& off, uint32_t bytes, unsigned c) const {
    if (always_in_bounds(in, bytes)) return raw_address(in, off, c);
    return "(" + in_bounds(in, off, bytes) + " ? " + raw_address(in, off, c) + " : (u8*)wgx_zero)";
  }

  // Word k of a promoted function variable (one copy for all lanes).
  std::string promoted_word(const ir::Inst& in, unsigned c) const {
    return "pv" + std::to_string(in.var) + "_" + std::to_string(plan_->shapes.constant[in.args[0]] / 4 + c);
  }

  void emit_load(const ir::Inst& in, unsigned w, Scalar rs) {
    if (rs == Scalar::F16) {
      emit_load_f16(in, w);
      return;
    }
    if (promoted(in.var)) {
      for (unsigned c = 0; c < w; c++) def(in, c, from_word(rs, promoted_word(in, c)));
      return;
    }
    if (uint32_t first = 0, count = 0; cached(in, &first, &count)) {
      for (unsigned c = 0; c < w; c++) {
        std::string x = word(first + c);
        def(in, c, from_word(rs, x));
      }
      return;
    }
    if (const std::string* at = fast_address(in)) {
      for (unsigned c = 0; c < w; c++)
        def(in, c, from_word(rs, "wgx_ld(" + fast_base(in) + " + " + *at + " + " + std::to_string(4 * c) + ")"));
      return;
    }
    std::string off = fresh("o");
    line("const u32 " + off + " = " + arg(in, 0, 0) + ";");
    for (unsigned c = 0; c < w; c++) def(in, c, from_word(rs, "wgx_ld(" + address(in, off, 4 * w, c) + ")"));
  }

  // Where the offsets of a fast access count from: the buffer, or the variable in workgroup memory.
  std::string fast_base(const ir::Inst& in) const {
    const ir::Variable& v = m_.vars[in.var];
    if (v.space == ir::Space::Workgroup) return "(WG + " + std::to_string(v.offset) + "ull)";
    return "B" + std::to_string(in.var);
  }

  // The checked affine byte offset of a buffer access in the run's fast version, or null.
  const std::string* fast_address(const ir::Inst& in) const {
    if (!fast_mode_) return nullptr;
    auto it = fast_.find(&in);
    return it == fast_.end() || it->second.empty() ? nullptr : &it->second;
  }

  void emit_store(const ir::Inst& in, const std::string& active) {
    unsigned w = rwidth(in.args[1]);
    Scalar s = rtype(in.args[1]);
    if (s == Scalar::F16) {
      emit_store_f16(in, active);
      return;
    }
    if (promoted(in.var)) {
      for (unsigned c = 0; c < w; c++) line(promoted_word(in, c) + " = " + to_word(s, arg(in, 1, c)) + ";");
      return;
    }
    if (uint32_t first = 0, count = 0; cached(in, &first, &count)) {
      for (unsigned c = 0; c < w; c++) set_word(first + c, active, to_word(s, arg(in, 1, c)));
      return;
    }
    if (const std::string* at = fast_address(in)) {
      open("if (" + active + ")");
      for (unsigned c = 0; c < w; c++)
        line("wgx_st(" + fast_base(in) + " + " + *at + " + " + std::to_string(4 * c) + ", " +
             to_word(s, arg(in, 1, c)) + ");");
      close();
      return;
    }
    std::string off = fresh("o");
    line("const u32 " + off + " = " + arg(in, 0, 0) + ";");
    open("if (" + active + " && " + in_bounds(in, off, 4 * w) + ")");
    for (unsigned c = 0; c < w; c++)
      line("wgx_st(" + raw_address(in, off, c) + ", " + to_word(s, arg(in, 1, c)) + ");");
    close();
  }

  void emit_zero(const ir::Inst& in, const std::string& active) {
    uint32_t bytes = in.imm[0];
    if (promoted(in.var)) {
      for (unsigned c = 0; c < bytes / 4; c++) line(promoted_word(in, c) + " = 0u;");
      return;
    }
    if (uint32_t first = 0, count = 0; cached(in, &first, &count)) {
      for (uint32_t c = 0; c < count; c++) set_word(first + c, active, "0u");
      return;
    }
    std::string off = fresh("o");
    line("const u32 " + off + " = " + arg(in, 0, 0) + ";");
    const ir::Variable& v = m_.vars[in.var];
    open("if (" + active + " && " + in_bounds(in, off, bytes) + ")");
    if ((v.space == ir::Space::Private || v.space == ir::Space::Function) && bytes % 4) {
      // f16 variables: byte by byte, each in its word's slot for the lane.
      line("for (u32 k = 0; k < " + std::to_string(bytes) + "u; ++k) { const u32 p = " + std::to_string(v.offset) +
           "u + " + off + " + k; LM[(u64)(p >> 2) * (N * 4u) + (u64)l * 4u + (p & 3u)] = 0; }");
    } else if ((v.space == ir::Space::Private || v.space == ir::Space::Function) && bytes / 4 <= 16) {
      // Word by word: a loop inside the lane loop would keep GCC from vectorizing the lane loop.
      for (uint32_t k = 0; k < bytes / 4; k++)
        line("wgx_st(LM + ((u64)(((" + std::to_string(v.offset) + "u + " + off + ") >> 2) + " + std::to_string(k) +
             "u) * N + l) * 4u, 0u);");
    } else if (v.space == ir::Space::Private || v.space == ir::Space::Function) {
      line("for (u32 k = 0; k < " + std::to_string(bytes / 4) + "u; ++k) wgx_st(LM + ((u64)(((" +
           std::to_string(v.offset) + "u + " + off + ") >> 2) + k) * N + l) * 4u, 0u);");
    } else {
      line("__builtin_memset(" + raw_address(in, off, 0) + ", 0, " + std::to_string(bytes) + ");");
    }
    close();
  }

  void emit_atomic(const ir::Inst& in, const std::string& active) {
    auto op = static_cast<ir::AtomicOp>(in.imm[0]);
    bool sg = in.type.scalar == Scalar::I32;
    // Workgroup memory belongs to one thread, privatized variables to one worker: no atomics needed.
    bool shared = m_.vars[in.var].space != ir::Space::Workgroup && !private_[in.var];
    std::string off = fresh("o"), p = fresh("p"), old = fresh("old");
    line("const u32 " + off + " = " + arg(in, 0, 0) + ";");
    line("u32 " + old + " = 0u, " + old + "_ok = 0u;");
    std::string v = in.args.size() > 1 ? to_word(in.type.scalar, arg(in, 1, 0)) : "0u";
    open("if (" + active + " && " + in_bounds(in, off, 4) + ")");
    line("u32* " + p + " = (u32*)(" + raw_address(in, off, 0) + ");");
    const char* mo = "__ATOMIC_RELAXED";
    std::string ptr = p;
    switch (op) {
      case ir::AtomicOp::Load:
        line(old + " = " + (shared ? "__atomic_load_n(" + ptr + ", " + mo + ")" : "*" + ptr) + ";");
        break;
      case ir::AtomicOp::Store:
        line(shared ? "__atomic_store_n(" + ptr + ", " + v + ", " + mo + ");" : "*" + ptr + " = " + v + ";");
        break;
      case ir::AtomicOp::Add:
        rmw(old, ptr, v, "add", "+", shared);
        break;
      case ir::AtomicOp::Sub:
        rmw(old, ptr, v, "sub", "-", shared);
        break;
      case ir::AtomicOp::And:
        rmw(old, ptr, v, "and", "&", shared);
        break;
      case ir::AtomicOp::Or:
        rmw(old, ptr, v, "or", "|", shared);
        break;
      case ir::AtomicOp::Xor:
        rmw(old, ptr, v, "xor", "^", shared);
        break;
      case ir::AtomicOp::Exchange:
        line(shared ? old + " = __atomic_exchange_n(" + ptr + ", " + v + ", " + mo + ");"
                    : old + " = *" + ptr + "; *" + ptr + " = " + v + ";");
        break;
      case ir::AtomicOp::Max:
      case ir::AtomicOp::Min:
        line(old + " = wgx_a" + (op == ir::AtomicOp::Max ? "max" : "min") + (sg ? "_i(" : "_u(") + ptr + ", " + v +
             ", " + (shared ? "1" : "0") + ");");
        break;
      case ir::AtomicOp::CompareExchange: {
        std::string val = to_word(in.type.scalar, arg(in, 2, 0));
        line(old + " = " + v + ";");
        line(old + "_ok = (u32)__atomic_compare_exchange_n(" + ptr + ", &" + old + ", " + val + ", 0, " + mo + ", " +
             mo + ");");
        break;
      }
    }
    close();
    if (in.result == ir::kNoReg) return;
    Scalar rs = rtype(in.result);
    def(in, 0, from_word(rs, old));
    if (rwidth(in.result) > 1) def(in, 1, "(" + std::string(c_type(rs)) + ")" + old + "_ok");
  }

  void rmw(const std::string& old, const std::string& p, const std::string& v, const char* name, const char* op,
           bool shared) {
    if (shared)
      line(old + " = __atomic_fetch_" + name + "(" + p + ", " + v + ", __ATOMIC_RELAXED);");
    else
      line(old + " = *" + p + "; *" + p + " = " + old + " " + op + " " + v + ";");
  }
};

// Whether any function of the module has a texture operation (its kernel carries the texel rules).
bool uses_textures(const ir::Module& m) {
  for (const ir::Function& f : m.functions)
    if (ir::any_inst(f.body, [](const ir::Inst& in) { return in.op == Op::Texture; })) return true;
  return false;
}

}  // namespace

namespace {
std::atomic<uint64_t> emitted{0};
}  // namespace

uint64_t emitted_kernels() { return emitted.load(std::memory_order_relaxed); }

std::vector<const ir::Inst*> event_instructions(const ir::Module& m) {
  std::vector<const ir::Inst*> all;
  for (const ir::Function& f : m.functions) ir::for_each_inst(f.body, [&](const ir::Inst& in) { all.push_back(&in); });
  return all;
}

EmittedKernel emit_cpp(const ir::Module& m, const EmitOptions& options) {
  emitted.fetch_add(1, std::memory_order_relaxed);
  if (options.events) {
    EmittedKernel k;
    if (ir::uses_subgroups(m))
      k.unsupported = "sanitizer events with subgroup operations";
    else if (uses_textures(m))
      k.unsupported = "sanitizer events with textures";
    return k.unsupported.empty() ? Emitter(m, options).run() : k;
  }
  ir::PassedModule passed = ir::run_lane_passes(m);
  if (!passed.module) {
    EmittedKernel k;
    k.unsupported = passed.error;
    return k;
  }
  return Emitter(*passed.module, options).run();
}

}  // namespace wgx::jit
