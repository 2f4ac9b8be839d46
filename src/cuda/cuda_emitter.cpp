// The IR as CUDA C++ (cuda_emitter.h): a per-thread program over the IR's structured control flow,
// spelled with the compiled backend's dialect of spellings (jit/cpp_spelling.h) in the CUDA
// dialect, after WGSL's runtime rules (exec/wgsl_rules.h) compiled as device functions.
#include "cuda/cuda_emitter.h"

#include <map>
#include <set>
#include <sstream>

#include "exec/subgroup_ops.h"
#include "exec/texel_format.h"
#include "ir/passes/pipeline.h"
#include "ir/walk.h"
#include "jit/cpp_spelling.h"
#include "jit/kernel_abi.h"

namespace wgx::cuda {
namespace {

using ir::Node;
using ir::NodeKind;
using ir::Op;
using ir::Scalar;
using jit::hex;

// The CUDA C++ of NVRTC: libm's functions by their own names (device functions), bit casts as
// the compiler's builtin, the rest as the C++ dialect writes it.
const jit::Dialect& cuda_dialect() {
  static const jit::Dialect d{"CUDA C++ (NVRTC)", "", "__builtin_bit_cast"};
  return d;
}

// Before the rules: their functions as device functions, and the __builtin_ functions they call
// that NVRTC does not have mapped to CUDA's device functions.
constexpr const char* kBeforeRules = R"(#define WGX_RULE static __device__ __forceinline__
#define __builtin_truncf truncf
#define __builtin_frexpf frexpf
#define __builtin_modff modff
#define __builtin_ldexpf ldexpf
#define __builtin_fmodf fmodf
#define __builtin_fabsf fabsf
#define __builtin_inff() __int_as_float(0x7f800000)
#define __builtin_floor floor
#define __builtin_memcpy memcpy
#define __builtin_popcount __popc
#define __builtin_clz __clz
#define __builtin_ctz(x) (__ffs(x) - 1)
)";

// Before the texel rules (exec/texel_rules.h, carried by kernels that use a texture): their
// functions as device functions and their __builtin_ functions as CUDA's. CUDA's double pow,
// ldexp, nearbyint and floor serve the conversions (ldexp, nearbyint and floor are exact; pow
// decodes the 256 sRGB values, checked against the CPU's on the GPU, docs/cuda.md); a NaN is the
// CPU's quiet NaN (0x7fc00000), not CUDA's nanf. log2f and sqrtf only make textureSampleGrad's level
// of detail, which the backend refuses (texture_refusal), so no kernel calls them.
constexpr const char* kBeforeTexelRules = R"(#define WGX_TEXEL_RULE static __device__ __forceinline__
#define WGX_TEXEL_CALLED static __device__ __noinline__
#define __builtin_pow pow
#define __builtin_nanf(s) __int_as_float(0x7fc00000)
#define __builtin_ldexp ldexp
#define __builtin_nearbyint nearbyint
#define __builtin_log2 log2
#define __builtin_ceilf ceilf
#define __builtin_floorf floorf
#define __builtin_isfinite isfinite
#define __builtin_log2f log2f
#define __builtin_sqrtf sqrtf
)";

// After the rules: the thread's context, memory words, the watchdog and the subgroup staging.
constexpr const char* kAfterRules = R"(
struct Ctx {
  const Bindings* b;
  u8* wg;
  u8* lm;
  u8* sg;
  u32 left;   // steps left in the watchdog's current slice
  u32 slice;  // the slice's length
  u64 spent;  // steps taken before the slice
  u64 max_steps;
  volatile u32* stop;
  u32* status;
};
static __device__ __forceinline__ u32 wgx_ld(const u8* p) { return *(const u32*)p; }
static __device__ __forceinline__ void wgx_st(u8* p, u32 v) { *(u32*)p = v; }
static __device__ __forceinline__ float wgx_ldh(const u8* p) { return wgx_h2f(*(const u16*)p); }
static __device__ __forceinline__ void wgx_sth(u8* p, float v) { *(u16*)p = wgx_f2h(v); }
// The watchdog: the first thread to stop records why and where in `status` (device memory) and
// raises stop[1] (host-mapped), so the host reads the status only after a stop; the thread then
// exits (a thread that has exited no longer holds its block's barriers).
static __device__ __noinline__ void wgx_trap(volatile u32* stop, u32* status, u32 why, u32 loop) {
  if (atomicCAS(status, 0u, why) == 0u) {
    status[1] = loop;
    status[2] = blockIdx.x;
    status[3] = blockIdx.y;
    status[4] = blockIdx.z;
  }
  __threadfence_system();
  stop[1] = 1u;
  asm volatile("exit;");
  __builtin_unreachable();
}
// The watchdog's slow path, once per slice: `taken` steps (this one included) against the
// budget, then the stop flag, which lives in host memory (each read crosses PCIe, so a thread
// looks at it once per 2^18 steps, a few thousand iterations: reading it every 1024 steps made a
// 2048x2048 matmul run past 10 s on an H200). Returns the next slice's length.
static __device__ __noinline__ u32 wgx_next_slice(u64 taken, u64 max_steps, volatile u32* stop, u32* status,
                                                  u32 loop) {
  if (taken > max_steps) wgx_trap(stop, status, 1u, loop);
  if (stop[0]) wgx_trap(stop, status, 2u, loop);
  u64 rest = max_steps - taken;
  return rest < 0x40000ull ? (u32)rest : 0x40000u;
}
// A loop iteration's (or a call's) steps: a 32-bit countdown in a register, the budget's 64-bit
// count and the flag only when a slice runs out (the per-iteration cost of mandelbrot's escape
// loop, whose body is a few floating-point operations).
static __device__ __forceinline__ void wgx_tick(Ctx& c, u32 cost, u32 loop) {
  if (c.left >= cost) {
    c.left -= cost;
    return;
  }
  u64 taken = c.spent + (c.slice - c.left) + cost;
  u32 next = wgx_next_slice(taken, c.max_steps, c.stop, c.status, loop);
  c.spent = taken;
  c.slice = next;
  c.left = next;
}
static __device__ __forceinline__ u32 wgx_amax_i(u32* p, u32 v) { return (u32)atomicMax((int*)p, (int)v); }
static __device__ __forceinline__ u32 wgx_amin_i(u32* p, u32 v) { return (u32)atomicMin((int*)p, (int)v); }
// A subgroup operation over the warp's active threads: each writes its operands into the warp's
// staging area, the first active thread runs the rule (wgsl_rules.h's wgx_subgroup, as the CPU
// executors do) for the warp, and each reads its result back.
static __device__ __noinline__ void wgx_warp_op(u8* sg, u32 kind, u32 code, u32 s, u32 width, const u32* v, u32 id,
                                                u32 lane_count, u32* out) {
  const u32 mask = __activemask();
  const u32 l = threadIdx.x, lane = l & 31u, warp = l >> 5;
  u8* st = sg + warp * 1568u;
  u32* sv = (u32*)st;
  u32* sid = sv + 128;
  u32* so = sid + 128;
  u8* act = (u8*)(so + 128);
  for (u32 k = 0; k < 4u; k++) sv[lane * 4u + k] = v[k];
  sid[lane * 4u] = id;
  act[lane] = 1;
  __syncwarp(mask);
  if (lane == (u32)(__ffs(mask) - 1)) {
    u32 end = lane_count - warp * 32u;
    wgx_subgroup(kind, code, s, width, sv, sid, act, end < 32u ? end : 32u, 32u, so);
  }
  __syncwarp(mask);
  for (u32 k = 0; k < 4u; k++) out[k] = so[lane * 4u + k];
  act[lane] = 0;
  __syncwarp(mask);
}
)";

// Bytes of one warp's subgroup staging: values, ids and results (32 lanes x 4 words each) and
// the active bytes; must match wgx_warp_op's 1568.
constexpr uint32_t kWarpStaging = 3 * 32 * 16 + 32;

// The most variables a module may have: 16 bytes each in the kernel's parameters.
constexpr size_t kMaxVariables = 2000;

class Emitter {
 public:
  explicit Emitter(const ir::Module& m) : m_(m) {
    threads_ = m.workgroup_size[0] * m.workgroup_size[1] * m.workgroup_size[2];
  }

  EmittedCuda run() {
    EmittedCuda k;
    k.threads = threads_;
    if (threads_ == 0 || threads_ > 1024) {
      k.unsupported = "a workgroup of " + std::to_string(threads_) + " invocations (a CUDA block holds at most 1024)";
      return k;
    }
    if (m_.vars.size() > kMaxVariables) {  // the Bindings parameter within CUDA's 32 KB of parameters
      k.unsupported = std::to_string(m_.vars.size()) + " variables (at most " + std::to_string(kMaxVariables) + ")";
      return k;
    }
    if (std::string why = refused(); !why.empty()) {
      k.unsupported = why;
      return k;
    }
    size_t vars = m_.vars.empty() ? 1 : m_.vars.size();
    // The view types for every kernel: its Bindings parameter points to their tables (null where
    // the module binds no texture).
    out_ << kBeforeRules << jit::kRulesText << jit::kTextureViewTypes;
    out_ << "static_assert(sizeof(WgxTex) == " << sizeof(jit::KernelTexture)
         << " && sizeof(WgxTexLevel) == " << sizeof(jit::KernelTextureLevel)
         << " && sizeof(WgxSmp) == " << sizeof(jit::KernelSampler) << ", \"texture view size\");\n";
    if (uses_textures()) out_ << kBeforeTexelRules << jit::kTexelRulesText;
    out_ << "\nstruct Bindings {\n  u8* base[" << vars << "];\n  u64 size[" << vars
         << "];\n  const WgxTex* tex;\n  const WgxSmp* smp;\n};" << kAfterRules;
    for (uint32_t f = 0; f < m_.functions.size(); f++)
      if (f != m_.entry) declare_function(f);
    for (uint32_t f = 0; f < m_.functions.size(); f++)
      if (f != m_.entry) emit_function(f);
    emit_kernel();
    if (!unsupported_.empty()) {
      k.unsupported = unsupported_;
      return k;
    }
    k.source = out_.str();
    k.loops = loops_;
    k.shared_bytes = shared_bytes();
    return k;
  }

 private:
  const ir::Module& m_;
  const jit::Dialect& d_ = cuda_dialect();
  std::ostringstream out_;
  std::string unsupported_;
  std::vector<Span> loops_;
  uint32_t threads_ = 1;
  int indent_ = 0;
  int fresh_ = 0;
  const ir::Function* fn_ = nullptr;
  // The innermost constructs a `break` leaves and a `continue` continues: labels.
  struct Exit {
    bool loop;
    std::string break_label, continue_label;
  };
  std::vector<Exit> exits_;

  // The first construct the backend refuses, named (empty when there is none).
  std::string refused() const {
    std::string why;
    for (const ir::Function& f : m_.functions)
      ir::for_each_inst(f.body, [&](const ir::Inst& in) {
        if (why.empty() && in.op == Op::Texture) why = texture_refusal(in);
      });
    return why;
  }

  // Why a texture operation cannot run on the GPU with the CPU's results, or "" when it can.
  // Loads, stores, queries and the plain sampling of texel_rules.h (a level filtered, gathered,
  // not across cube faces) run. Cubes and comparisons have their rules in texel_rules.h too
  // (wgx_filter_general, wgx_gather_general, which the CPU executors run), but this emitter does
  // not write their calls yet: such a pipeline runs on the CPU.
  std::string texture_refusal(const ir::Inst& in) const {
    auto op = static_cast<ir::TextureOp>(in.imm[0]);
    std::string name = "the texture builtin " + std::string(ir::texture_builtin_name(in.imm));
    const ir::TextureShape& s = m_.vars[in.var].texture;
    bool cube = s.dim == ir::TextureDim::Cube || s.dim == ir::TextureDim::CubeArray;
    switch (op) {
      case ir::TextureOp::Load:
      case ir::TextureOp::Store:
      case ir::TextureOp::Dimensions:
      case ir::TextureOp::NumLevels:
      case ir::TextureOp::NumLayers:
      case ir::TextureOp::NumSamples:
        return "";
      case ir::TextureOp::SampleGrad:
        return name +
               " (its level of detail takes log2f, whose GPU result may differ from the CPU's in the last "
               "place)";
      case ir::TextureOp::SampleCompare:
      case ir::TextureOp::GatherCompare:
        return name + " (the CUDA backend does not write depth comparisons yet)";
      default:
        break;
    }
    if (cube) return name + " of a cube texture (the CUDA backend does not filter across cube faces yet)";
    bool plain =
        s.kind == ir::TextureKind::Sampled || s.kind == ir::TextureKind::External || s.kind == ir::TextureKind::Depth;
    if (!plain) return name + " of a " + std::string(ir::texture_kind_name(s.kind)) + " texture";
    return "";
  }

  bool uses_textures() const {
    for (const ir::Function& f : m_.functions)
      if (ir::any_inst(f.body, [](const ir::Inst& in) { return in.op == Op::Texture; })) return true;
    return false;
  }

  bool uses_subgroups() const {
    for (const ir::Function& f : m_.functions)
      if (ir::any_inst(f.body, [](const ir::Inst& in) { return in.op == Op::Subgroup; })) return true;
    return false;
  }

  uint32_t workgroup_bytes() const { return (m_.workgroup_bytes + 15u) & ~15u; }
  uint32_t shared_bytes() const {
    return workgroup_bytes() + (uses_subgroups() ? ((threads_ + 31) / 32) * kWarpStaging : 0);
  }

  // --- text ----------------------------------------------------------------------------------

  void line(const std::string& s) { out_ << std::string(static_cast<size_t>(indent_) * 2, ' ') << s << '\n'; }
  void open(const std::string& head) {
    line(head.empty() ? "{" : head + " {");
    indent_++;
  }
  void close() {
    indent_--;
    line("}");
  }
  std::string fresh(const char* base) { return base + std::to_string(fresh_++); }

  // --- registers -----------------------------------------------------------------------------

  Scalar rtype(ir::Reg r) const { return fn_->reg_types[r].scalar; }
  unsigned rwidth(ir::Reg r) const { return fn_->reg_types[r].width; }
  static std::string reg(ir::Reg r, unsigned c) { return "r" + std::to_string(r) + "_" + std::to_string(c); }
  std::string arg(const ir::Inst& in, size_t k, unsigned c) const { return reg(in.args[k], c); }
  // Component c of the instruction's result; f16 builtins round their float result to a half.
  void def(const ir::Inst& in, unsigned c, const std::string& value) {
    std::string e = in.op == Op::Builtin ? jit::round_to(rtype(in.result), value) : value;
    line(reg(in.result, c) + " = " + e + ";");
  }

  // Every register of the function as a local of its C type (parameters excepted).
  void declare_registers(const ir::Function& f) {
    for (uint32_t r = static_cast<uint32_t>(f.params.size()); r < f.reg_count; r++) {
      std::string names;
      for (unsigned c = 0; c < f.reg_types[r].width; c++) names += (c ? ", " : "") + reg(r, c) + " = 0";
      line(std::string(jit::c_type(f.reg_types[r].scalar)) + " " + names + ";");
    }
  }

  // --- functions -----------------------------------------------------------------------------

  // A function that is not the entry point: a device function of the context, its parameters'
  // components, and (returning a value) the words of the result.
  std::string signature(uint32_t fi) const {
    const ir::Function& f = m_.functions[fi];
    std::string s = "static __device__ void fn" + std::to_string(fi) + "(Ctx& c";
    for (uint32_t p = 0; p < f.params.size(); p++)
      for (unsigned k = 0; k < f.params[p].width; k++)
        s += std::string(", ") + jit::c_type(f.params[p].scalar) + " " + reg(p, k);
    if (f.returns_value) s += ", u32* ret";
    return s + ")";
  }
  void declare_function(uint32_t f) { line(signature(f) + ";"); }

  void emit_function(uint32_t fi) {
    fn_ = &m_.functions[fi];
    open(signature(fi));
    emit_body(*fn_);
    close();
    fn_ = nullptr;
  }

  void emit_body(const ir::Function& f) {
    find_constants(f);
    declare_registers(f);
    declare_textures(f);
    if (&f == &m_.functions[m_.entry]) declare_register_vars();
    preload_uniforms(f);
    emit_block(f.body);
    uniform_words_.clear();
  }

  // Lane variables in registers. A private or function variable lives in lane memory (`lm`, a
  // thread's local array: on the GPU local memory, a load or store per access, and a loop's
  // accumulator or escape-time state goes through it every iteration). When the entry point calls
  // no function and only loads, stores and zeroes whole 32-bit words of the variable at constant
  // offsets, its words are plain locals instead (`lv<var>_<word>`, zero at the start as lane
  // memory is), which NVRTC keeps in registers. Every other access pattern (a run-time index, f16
  // halves, another function that may reach it) keeps the variable in lane memory.
  static constexpr uint32_t kMaxRegisterVarBytes = 256;
  std::map<uint32_t, uint32_t> register_vars_;  // variable -> its words
  bool lane_var(uint32_t var) const {
    ir::Space sp = m_.vars[var].space;
    return sp == ir::Space::Function || sp == ir::Space::Private;
  }
  bool whole_words_at_constant(const ir::Inst& in, uint32_t bytes) const {
    int64_t off = constants_[in.args[0]];
    const ir::Variable& v = m_.vars[in.var];
    return off >= 0 && off % 4 == 0 && bytes % 4 == 0 && static_cast<uint64_t>(off) + bytes <= v.size;
  }
  void find_register_vars(const ir::Function& f) {
    register_vars_.clear();
    std::set<uint32_t> candidates, refused;
    bool calls = false;
    ir::for_each_inst(f.body, [&](const ir::Inst& in) {
      if (in.op == Op::Call) calls = true;
      bool memory = in.op == Op::Load || in.op == Op::Store || in.op == Op::Zero || in.op == Op::Atomic ||
                    in.op == Op::ArrayLength;
      if (!memory || !lane_var(in.var)) return;
      bool fits = false;
      if (in.op == Op::Load)
        fits = rtype(in.result) != Scalar::F16 && whole_words_at_constant(in, 4 * rwidth(in.result));
      else if (in.op == Op::Store)
        fits = rtype(in.args[1]) != Scalar::F16 && whole_words_at_constant(in, 4 * rwidth(in.args[1]));
      else if (in.op == Op::Zero)
        fits = whole_words_at_constant(in, in.imm[0]);
      (fits ? candidates : refused).insert(in.var);
    });
    if (calls) return;
    for (uint32_t var : candidates) {
      const ir::Variable& v = m_.vars[var];
      if (refused.count(var) || v.size % 4 != 0 || v.size > kMaxRegisterVarBytes) continue;
      register_vars_[var] = static_cast<uint32_t>(v.size / 4);
    }
  }
  bool every_lane_var_in_registers() const {
    for (uint32_t var = 0; var < m_.vars.size(); var++)
      if (lane_var(var) && !register_vars_.count(var)) return false;
    return true;
  }
  static std::string register_word(uint32_t var, int64_t word) {
    return "lv" + std::to_string(var) + "_" + std::to_string(word);
  }
  void declare_register_vars() {
    for (const auto& [var, words] : register_vars_)
      for (uint32_t k = 0; k < words; k++) line("u32 " + register_word(var, k) + " = 0u;");
  }

  // The entry point's loads of uniform buffers at constant offsets, read once before its body: a
  // dispatch cannot change a uniform buffer, and a load in a loop (a loop bound such as
  // `p.max_iter`) would otherwise be reloaded and bounds-checked every iteration (the compiler
  // cannot hoist it past the watchdog's calls). Each access keeps its own all-or-nothing check.
  std::map<std::string, std::string> uniform_words_;  // "var:offset:words" -> the words' name
  static std::string uniform_key(uint32_t var, int64_t off, unsigned words) {
    return std::to_string(var) + ":" + std::to_string(off) + ":" + std::to_string(words);
  }
  void preload_uniforms(const ir::Function& f) {
    if (&f != &m_.functions[m_.entry]) return;
    ir::for_each_inst(f.body, [&](const ir::Inst& in) {
      if (in.op != Op::Load || in.result == ir::kNoReg || m_.vars[in.var].space != ir::Space::Uniform) return;
      int64_t off = constants_[in.args[0]];
      unsigned w = rwidth(in.result);
      if (off < 0 || rtype(in.result) == Scalar::F16) return;
      std::string key = uniform_key(in.var, off, w);
      if (uniform_words_.count(key)) return;
      std::string name = fresh("uw");
      uniform_words_[key] = name;
      std::string ok = "((u64)" + std::to_string(off) + "ull + " + std::to_string(4 * w) + "ull <= " + var_size(in.var) + ")";
      for (unsigned k = 0; k < w; k++)
        line("const u32 " + name + "_" + std::to_string(k) + " = " + ok + " ? wgx_ld(" + var_base(in.var) + " + " +
             std::to_string(off + 4 * k) + "u) : 0u;");
    });
  }

  void emit_kernel() {
    const ir::Function& f = m_.functions[m_.entry];
    fn_ = &f;
    line("extern \"C\" __global__ void __launch_bounds__(" + std::to_string(threads_) + ") " + kKernelName +
         "(const __grid_constant__ Bindings bindings, u64 max_steps, volatile u32* stop, u32* status)");
    open("");
    line("extern __shared__ __align__(16) u8 wgx_shared[];");
    line("Ctx c;");
    line("c.b = &bindings; c.spent = 0; c.max_steps = max_steps; c.stop = stop; c.status = status;");
    line("c.slice = max_steps < 0x40000ull ? (u32)max_steps : 0x40000u; c.left = c.slice;");
    line("c.wg = wgx_shared; c.sg = wgx_shared + " + std::to_string(workgroup_bytes()) + "u;");
    find_constants(f);
    find_register_vars(f);
    if (m_.lane_bytes && !every_lane_var_in_registers()) {
      uint32_t words = (m_.lane_bytes + 3) / 4;
      line("u32 lm[" + std::to_string(words) + "];");
      line("for (u32 k = 0; k < " + std::to_string(words) + "u; ++k) lm[k] = 0u;");
      line("c.lm = (u8*)lm;");
    } else {
      line("c.lm = 0;");
    }
    if (uint32_t shared = shared_bytes(); shared) {
      line("for (u32 k = threadIdx.x; k < " + std::to_string(shared / 4) + "u; k += " + std::to_string(threads_) +
           "u) ((u32*)wgx_shared)[k] = 0u;");
      line("__syncthreads();");
    }
    emit_body(f);
    close();
    fn_ = nullptr;
  }

  // --- control flow --------------------------------------------------------------------------

  void emit_block(const ir::Block& b) {
    for (const Node& n : b) emit_node(n);
  }

  void emit_node(const Node& n) {
    switch (n.kind) {
      case NodeKind::Inst:
        emit_inst(n.inst);
        return;
      case NodeKind::If:
        open("if (" + reg(n.cond, 0) + ")");
        if (n.then_block) emit_block(*n.then_block);
        close();
        if (n.else_block && !n.else_block->empty()) {
          open("else");
          emit_block(*n.else_block);
          close();
        }
        return;
      case NodeKind::Loop:
        emit_loop(n);
        return;
      case NodeKind::Switch:
        emit_switch(n);
        return;
      case NodeKind::Break:
        line("goto " + exits_.back().break_label + ";");
        return;
      case NodeKind::Continue:
        line("goto " + innermost_loop().continue_label + ";");
        return;
      case NodeKind::BreakIf:
        line("if (" + reg(n.cond, 0) + ") goto " + innermost_loop().break_label + ";");
        return;
      case NodeKind::Return:
        emit_return(n);
        return;
    }
  }

  const Exit& innermost_loop() const {
    for (size_t i = exits_.size(); i-- > 0;)
      if (exits_[i].loop) return exits_[i];
    return exits_.back();  // the IR validator puts every continue inside a loop
  }

  // The nodes a loop's iteration runs: what the watchdog charges per iteration.
  static uint32_t iteration_cost(const Node& n) {
    size_t cost = 1 + ir::count_nodes(*n.body) + (n.continuing ? ir::count_nodes(*n.continuing) : 0);
    return static_cast<uint32_t>(cost > 1024 ? 1024 : cost);
  }

  void emit_loop(const Node& n) {
    uint32_t id = static_cast<uint32_t>(loops_.size());
    loops_.push_back(n.loc);
    std::string brk = fresh("brk"), cont = fresh("cont");
    exits_.push_back({true, brk, cont});
    open("for (;;)");
    line("wgx_tick(c, " + std::to_string(iteration_cost(n)) + "u, " + std::to_string(id) + "u);");
    open("");
    emit_block(*n.body);
    close();
    line(cont + ":;");
    if (n.continuing) {
      open("");
      emit_block(*n.continuing);
      close();
    }
    close();
    line(brk + ":;");
    exits_.pop_back();
  }

  // Cases as an if-chain over the selector's word (WGSL cases never fall through), the default
  // last; a `break` leaves the switch.
  void emit_switch(const Node& n) {
    std::string end = fresh("swend");
    exits_.push_back({false, end, ""});
    std::string sel = "(u32)" + reg(n.cond, 0);
    const ir::SwitchCase* deflt = nullptr;
    bool first = true;
    for (const ir::SwitchCase& sc : n.cases) {
      if (sc.is_default) {
        deflt = &sc;
        continue;
      }
      std::string test;
      for (uint32_t v : sc.values) test += (test.empty() ? "" : " || ") + sel + " == " + hex(v);
      if (test.empty()) continue;
      open(std::string(first ? "if (" : "else if (") + test + ")");
      emit_block(sc.body);
      close();
      first = false;
    }
    if (deflt) {
      open(first ? "" : "else");
      emit_block(deflt->body);
      close();
    }
    line(end + ":;");
    exits_.pop_back();
  }

  void emit_return(const Node& n) {
    if (n.cond != ir::kNoReg && fn_ != &m_.functions[m_.entry])
      for (unsigned k = 0; k < rwidth(n.cond); k++)
        line("ret[" + std::to_string(k) + "] = " + jit::to_word(rtype(n.cond), reg(n.cond, k)) + ";");
    line("return;");
  }

  // --- instructions --------------------------------------------------------------------------

  void emit_inst(const ir::Inst& in) {
    unsigned w = in.result != ir::kNoReg ? rwidth(in.result) : in.type.width;
    Scalar rs = in.result != ir::kNoReg ? rtype(in.result) : in.type.scalar;
    switch (in.op) {
      case Op::Const:
        for (unsigned k = 0; k < w; k++)
          def(in, k, jit::literal(d_, rs, k < in.imm.size() ? in.imm[k] : 0u));
        return;
      case Op::Input:
        for (unsigned k = 0; k < w; k++) def(in, k, input_expr(static_cast<ir::InputKind>(in.imm[0]), k));
        return;
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
        for (unsigned k = 0; k < w; k++)
          def(in, k, jit::binary(d_, in.op, rtype(in.args[0]), arg(in, 0, k), arg(in, 1, k)));
        return;
      case Op::Neg:
      case Op::Not:
      case Op::Complement:
        for (unsigned k = 0; k < w; k++) def(in, k, jit::unary(d_, in.op, rs, arg(in, 0, k)));
        return;
      case Op::Convert:
        for (unsigned k = 0; k < w; k++) def(in, k, jit::convert(d_, rtype(in.args[0]), rs, arg(in, 0, k)));
        return;
      case Op::Bitcast:
        emit_bitcast(in, w, rs);
        return;
      case Op::Splat:
        for (unsigned k = 0; k < w; k++) def(in, k, arg(in, 0, 0));
        return;
      case Op::Construct: {
        unsigned k = 0;
        for (size_t a = 0; a < in.args.size(); a++)
          for (unsigned j = 0; j < rwidth(in.args[a]) && k < w; j++) def(in, k++, arg(in, a, j));
        return;
      }
      case Op::Extract:
        def(in, 0, arg(in, 0, in.imm[0]));
        return;
      case Op::ExtractDyn: {
        unsigned aw = rwidth(in.args[0]);
        std::string e = arg(in, 0, aw - 1);
        for (int j = static_cast<int>(aw) - 2; j >= 0; j--)
          e = "(" + arg(in, 1, 0) + " == " + std::to_string(j) + "u ? " + arg(in, 0, static_cast<unsigned>(j)) +
              " : " + e + ")";
        def(in, 0, e);
        return;
      }
      case Op::Swizzle:
        for (unsigned k = 0; k < w; k++) def(in, k, arg(in, 0, in.imm[k]));
        return;
      case Op::InsertDyn:
        for (unsigned k = 0; k < w; k++)
          def(in, k,
              "((" + arg(in, 2, 0) + " > 3u ? 3u : " + arg(in, 2, 0) + ") == " + std::to_string(k) + "u ? " +
                  arg(in, 1, 0) + " : " + arg(in, 0, k) + ")");
        return;
      case Op::Select:
        for (unsigned k = 0; k < w; k++)
          def(in, k, "(" + arg(in, 2, k) + " ? " + arg(in, 1, k) + " : " + arg(in, 0, k) + ")");
        return;
      case Op::Builtin:
        emit_builtin(in, w, rs);
        return;
      case Op::ClampIndex: {
        uint32_t n = in.imm[0];
        std::string i = "(u32)" + arg(in, 0, 0);
        def(in, 0, n ? "(" + i + " < " + hex(n) + " ? " + i + " : " + hex(n - 1) + ")" : std::string("0u"));
        return;
      }
      case Op::ClampIndexDyn:
        def(in, 0, "wgx_clamp_dyn((u32)" + arg(in, 0, 0) + ", " + arg(in, 1, 0) + ")");
        return;
      case Op::ArrayLength: {
        std::string s = "c.b->size[" + std::to_string(in.var) + "]";
        def(in, 0,
            "(" + s + " > " + std::to_string(in.imm[0]) + "ull ? (u32)((" + s + " - " + std::to_string(in.imm[0]) +
                "ull) / " + std::to_string(in.imm[1]) + "ull) : 0u)");
        return;
      }
      case Op::Load:
        emit_load(in, w, rs);
        return;
      case Op::Store:
        emit_store(in);
        return;
      case Op::Zero:
        emit_zero(in);
        return;
      case Op::Atomic:
        emit_atomic(in);
        return;
      case Op::Barrier:
        line("__syncthreads();");
        return;
      case Op::Call:
        emit_call(in);
        return;
      case Op::Subgroup:
        emit_subgroup(in);
        return;
      case Op::Texture:
        emit_texture(in);
        return;
    }
  }

  // Component c of a compute input: the block is one-dimensional over local_invocation_index, so
  // warps are the subgroups the CPU executors form (32 lanes by local_invocation_index).
  std::string input_expr(ir::InputKind kind, unsigned c) const {
    const uint32_t* sz = m_.workgroup_size;
    if (c > 2) c = 2;
    std::string local[3] = {"(threadIdx.x % " + std::to_string(sz[0]) + "u)",
                            "((threadIdx.x / " + std::to_string(sz[0]) + "u) % " + std::to_string(sz[1]) + "u)",
                            "(threadIdx.x / " + std::to_string(sz[0] * sz[1]) + "u)"};
    const char* xyz[3] = {"x", "y", "z"};
    switch (kind) {
      case ir::InputKind::LocalInvocationIndex:
        return "(u32)threadIdx.x";
      case ir::InputKind::LocalInvocationId:
        return local[c];
      case ir::InputKind::WorkgroupId:
        return std::string("(u32)blockIdx.") + xyz[c];
      case ir::InputKind::NumWorkgroups:
        return std::string("(u32)gridDim.") + xyz[c];
      case ir::InputKind::GlobalInvocationId:
        return std::string("((u32)blockIdx.") + xyz[c] + " * " + std::to_string(sz[c]) + "u + " + local[c] + ")";
      case ir::InputKind::SubgroupSize:
        return "32u";
      case ir::InputKind::SubgroupInvocationId:
        return "(threadIdx.x & 31u)";
      case ir::InputKind::SubgroupId:
        return "(threadIdx.x >> 5)";
      case ir::InputKind::NumSubgroups:
        return std::to_string((threads_ + 31) / 32) + "u";
    }
    return "0u";
  }

  void emit_builtin(const ir::Inst& in, unsigned w, Scalar rs) {
    auto fn = static_cast<ir::BuiltinFn>(in.imm[0]);
    Scalar s = rtype(in.args[0]);
    unsigned aw = rwidth(in.args[0]);
    auto component = [&](size_t k, unsigned j) { return k < in.args.size() ? arg(in, k, j) : std::string("0"); };
    using ir::BuiltinFn;
    jit::BuiltinSpelling spelling = jit::builtin_spelling(fn);
    const char* pattern = ir::is_float(s) ? spelling.float_expr : s == Scalar::I32 ? spelling.i32_expr : spelling.u32_expr;
    if (pattern) {
      for (unsigned k = 0; k < w; k++)
        def(in, k, "(" + std::string(jit::c_type(rs)) + ")" + jit::substitute(d_, pattern, component, k));
      return;
    }
    switch (fn) {
      case BuiltinFn::Dot: {
        std::string sum = ir::is_float(s) ? "0.0f" : "0u";
        for (unsigned k = 0; k < aw; k++) {
          std::string a = arg(in, 0, k), b = arg(in, 1, k);
          sum = ir::is_float(s) ? "(" + sum + " + " + a + " * " + b + ")"
                                : "(" + sum + " + (u32)" + a + " * (u32)" + b + ")";
        }
        def(in, 0, "(" + std::string(jit::c_type(rs)) + ")" + sum);
        return;
      }
      case BuiltinFn::Length:
      case BuiltinFn::Distance:
      case BuiltinFn::Normalize: {
        std::string sum = "0.0f";
        for (unsigned k = 0; k < aw; k++) {
          std::string d = "(" + arg(in, 0, k) + " - " + (fn == BuiltinFn::Distance ? arg(in, 1, k) : "0.0f") + ")";
          sum = "(" + sum + " + " + d + " * " + d + ")";
        }
        std::string len = "sqrtf(" + sum + ")";
        if (fn != BuiltinFn::Normalize) {
          def(in, 0, len);
          return;
        }
        std::string l = fresh("len");
        open("");
        line("const float " + l + " = " + len + ";");
        for (unsigned k = 0; k < w; k++) def(in, k, "(" + arg(in, 0, k) + " / " + l + ")");
        close();
        return;
      }
      case BuiltinFn::Cross: {
        auto a = [&](unsigned k) { return arg(in, 0, k); };
        auto b = [&](unsigned k) { return arg(in, 1, k); };
        // All three from the operands before any is written (the result may share no register,
        // but the order keeps it obviously right).
        def(in, 0, "(" + a(1) + " * " + b(2) + " - " + a(2) + " * " + b(1) + ")");
        def(in, 1, "(" + a(2) + " * " + b(0) + " - " + a(0) + " * " + b(2) + ")");
        def(in, 2, "(" + a(0) + " * " + b(1) + " - " + a(1) + " * " + b(0) + ")");
        return;
      }
      case BuiltinFn::All:
      case BuiltinFn::Any: {
        std::string e = fn == BuiltinFn::All ? "1" : "0";
        for (unsigned k = 0; k < aw; k++)
          e = "(" + e + (fn == BuiltinFn::All ? " && " : " || ") + arg(in, 0, k) + " != 0u)";
        def(in, 0, "(u32)" + e);
        return;
      }
      default:
        break;
    }
    unsupported_ = "the builtin " + std::string(ir::builtin_fn_name(fn)) + " over " + jit::c_type(s) + " arguments";
  }

  // A bitcast; to or from f16 vectors (vec2<f16> <-> u32, ...) through the bytes.
  void emit_bitcast(const ir::Inst& in, unsigned w, Scalar rs) {
    Scalar fs = rtype(in.args[0]);
    if (rs != Scalar::F16 && fs != Scalar::F16) {
      for (unsigned k = 0; k < w; k++) def(in, k, jit::bitcast(d_, rs, arg(in, 0, k)));
      return;
    }
    std::string b = fresh("bb");
    open("");
    line("__align__(4) u8 " + b + "[16];");
    unsigned n = 0;
    for (unsigned k = 0; k < rwidth(in.args[0]); k++) {
      std::string at = b + " + " + std::to_string(n);
      line(fs == Scalar::F16 ? "wgx_sth(" + at + ", " + arg(in, 0, k) + ");"
                             : "wgx_st(" + at + ", " + jit::to_word(fs, arg(in, 0, k)) + ");");
      n += fs == Scalar::F16 ? 2 : 4;
    }
    n = 0;
    for (unsigned k = 0; k < w; k++) {
      std::string at = b + " + " + std::to_string(n);
      def(in, k, rs == Scalar::F16 ? "wgx_ldh(" + at + ")" : jit::from_word(rs, "wgx_ld(" + at + ")"));
      n += rs == Scalar::F16 ? 2 : 4;
    }
    close();
  }

  // --- memory --------------------------------------------------------------------------------

  std::string var_base(uint32_t var) const {
    const ir::Variable& v = m_.vars[var];
    switch (v.space) {
      case ir::Space::Storage:
      case ir::Space::Uniform:
        return "c.b->base[" + std::to_string(var) + "]";
      case ir::Space::Workgroup:
        return "(c.wg + " + std::to_string(v.offset) + "u)";
      default:
        return "(c.lm + " + std::to_string(v.offset) + "u)";
    }
  }
  std::string var_size(uint32_t var) const {
    const ir::Variable& v = m_.vars[var];
    if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform) return "c.b->size[" + std::to_string(var) + "]";
    return std::to_string(v.size) + "ull";
  }
  // Whether an access of `bytes` bytes at offset `off` stays inside the variable (the CPU
  // executors' check: a load outside reads zeros, a store or atomic outside does nothing).
  std::string in_bounds(const ir::Inst& in, const std::string& off, uint32_t bytes) const {
    return "((u64)" + off + " + " + std::to_string(bytes) + "ull <= " + var_size(in.var) + ")";
  }

  // The integer constants of the function's registers (an offset known when the kernel is
  // written: accesses of private, function and workgroup memory at such offsets need no check).
  std::vector<int64_t> constants_;
  void find_constants(const ir::Function& f) {
    constants_.assign(f.reg_count, -1);
    ir::for_each_inst(f.body, [&](const ir::Inst& in) {
      bool integer = in.type.scalar == Scalar::U32 || in.type.scalar == Scalar::I32;
      if (in.result == ir::kNoReg || in.type.width != 1 || !integer) return;
      if (in.op == Op::Const && !in.imm.empty()) constants_[in.result] = in.imm[0];
      // A member's offset is the struct's plus a constant, written as an addition of constants:
      // folded (wrapping, as u32), so such accesses count as constant too. Registers are defined
      // once and before use (ir/module.h), so the operands are known by now.
      if (in.op == Op::Add && in.args.size() == 2 && constants_[in.args[0]] >= 0 && constants_[in.args[1]] >= 0)
        constants_[in.result] = static_cast<uint32_t>(constants_[in.args[0]] + constants_[in.args[1]]);
    });
  }
  // The address of an access of `bytes` bytes at a constant offset inside a variable of fixed
  // size (not a buffer), or "" when it must be checked as it runs.
  std::string constant_address(const ir::Inst& in, uint32_t bytes) const {
    const ir::Variable& v = m_.vars[in.var];
    if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform) return "";
    int64_t off = constants_[in.args[0]];
    if (off < 0 || static_cast<uint64_t>(off) + bytes > v.size) return "";
    return var_base(in.var) + " + " + std::to_string(off) + "u";
  }

  // Opens a block with the access's offset and base pointer; returns the offset's name.
  std::string open_access(const ir::Inst& in, std::string* p) {
    std::string off = fresh("o");
    *p = fresh("p");
    open("");
    line("const u32 " + off + " = " + arg(in, 0, 0) + ";");
    line("u8* " + *p + " = " + var_base(in.var) + " + " + off + ";");
    return off;
  }

  void emit_load(const ir::Inst& in, unsigned w, Scalar rs) {
    bool half = rs == Scalar::F16;
    uint32_t bytes = (half ? 2 : 4) * w;
    if (!uniform_words_.empty() && constants_[in.args[0]] >= 0) {
      auto it = uniform_words_.find(uniform_key(in.var, constants_[in.args[0]], w));
      if (it != uniform_words_.end()) {
        for (unsigned k = 0; k < w; k++) def(in, k, jit::from_word(rs, it->second + "_" + std::to_string(k)));
        return;
      }
    }
    if (register_vars_.count(in.var)) {
      int64_t word = constants_[in.args[0]] / 4;
      for (unsigned k = 0; k < w; k++) def(in, k, jit::from_word(rs, register_word(in.var, word + k)));
      return;
    }
    if (std::string at = constant_address(in, bytes); !at.empty()) {
      for (unsigned k = 0; k < w; k++) {
        std::string a = "(" + at + " + " + std::to_string((half ? 2 : 4) * k) + "u)";
        def(in, k, half ? "wgx_ldh(" + a + ")" : jit::from_word(rs, "wgx_ld(" + a + ")"));
      }
      return;
    }
    std::string p, off = open_access(in, &p);
    open("if (" + in_bounds(in, off, bytes) + ")");
    for (unsigned k = 0; k < w; k++) {
      std::string at = p + " + " + std::to_string((half ? 2 : 4) * k);
      def(in, k, half ? "wgx_ldh(" + at + ")" : jit::from_word(rs, "wgx_ld(" + at + ")"));
    }
    close();
    open("else");
    for (unsigned k = 0; k < w; k++) def(in, k, half ? "0.0f" : jit::from_word(rs, "0u"));
    close();
    close();
  }

  void emit_store(const ir::Inst& in) {
    unsigned w = rwidth(in.args[1]);
    Scalar s = rtype(in.args[1]);
    bool half = s == Scalar::F16;
    if (register_vars_.count(in.var)) {
      int64_t word = constants_[in.args[0]] / 4;
      for (unsigned k = 0; k < w; k++)
        line(register_word(in.var, word + k) + " = " + jit::to_word(s, arg(in, 1, k)) + ";");
      return;
    }
    if (std::string at = constant_address(in, (half ? 2 : 4) * w); !at.empty()) {
      for (unsigned k = 0; k < w; k++) {
        std::string a = "(" + at + " + " + std::to_string((half ? 2 : 4) * k) + "u)";
        line(half ? "wgx_sth(" + a + ", " + arg(in, 1, k) + ");"
                  : "wgx_st(" + a + ", " + jit::to_word(s, arg(in, 1, k)) + ");");
      }
      return;
    }
    std::string p, off = open_access(in, &p);
    open("if (" + in_bounds(in, off, (half ? 2 : 4) * w) + ")");
    for (unsigned k = 0; k < w; k++) {
      std::string at = p + " + " + std::to_string((half ? 2 : 4) * k);
      line(half ? "wgx_sth(" + at + ", " + arg(in, 1, k) + ");"
                : "wgx_st(" + at + ", " + jit::to_word(s, arg(in, 1, k)) + ");");
    }
    close();
    close();
  }

  void emit_zero(const ir::Inst& in) {
    uint32_t bytes = in.imm[0];
    if (register_vars_.count(in.var)) {
      int64_t word = constants_[in.args[0]] / 4;
      for (uint32_t k = 0; k < bytes / 4; k++) line(register_word(in.var, word + k) + " = 0u;");
      return;
    }
    std::string p, off = open_access(in, &p);
    open("if (" + in_bounds(in, off, bytes) + ")");
    line("for (u32 k = 0; k < " + std::to_string(bytes) + "u; ++k) " + p + "[k] = 0;");
    close();
    close();
  }

  void emit_atomic(const ir::Inst& in) {
    auto op = static_cast<ir::AtomicOp>(in.imm[0]);
    bool sg = in.type.scalar == Scalar::I32;
    std::string old = fresh("old");
    line("u32 " + old + " = 0u, " + old + "_ok = 0u;");
    std::string p, off = open_access(in, &p);
    std::string v = in.args.size() > 1 ? jit::to_word(in.type.scalar, arg(in, 1, 0)) : "0u";
    open("if (" + in_bounds(in, off, 4) + ")");
    std::string ptr = "(u32*)" + p;
    switch (op) {
      case ir::AtomicOp::Load:
        line(old + " = *(volatile u32*)" + p + ";");
        break;
      case ir::AtomicOp::Store:
        line("atomicExch(" + ptr + ", " + v + ");");
        break;
      case ir::AtomicOp::Add:
        line(old + " = atomicAdd(" + ptr + ", " + v + ");");
        break;
      case ir::AtomicOp::Sub:
        line(old + " = atomicSub(" + ptr + ", " + v + ");");
        break;
      case ir::AtomicOp::And:
        line(old + " = atomicAnd(" + ptr + ", " + v + ");");
        break;
      case ir::AtomicOp::Or:
        line(old + " = atomicOr(" + ptr + ", " + v + ");");
        break;
      case ir::AtomicOp::Xor:
        line(old + " = atomicXor(" + ptr + ", " + v + ");");
        break;
      case ir::AtomicOp::Exchange:
        line(old + " = atomicExch(" + ptr + ", " + v + ");");
        break;
      case ir::AtomicOp::Max:
        line(old + " = " + (sg ? "wgx_amax_i(" + ptr + ", " + v + ")" : "atomicMax(" + ptr + ", " + v + ")") + ";");
        break;
      case ir::AtomicOp::Min:
        line(old + " = " + (sg ? "wgx_amin_i(" + ptr + ", " + v + ")" : "atomicMin(" + ptr + ", " + v + ")") + ";");
        break;
      case ir::AtomicOp::CompareExchange: {
        std::string val = jit::to_word(in.type.scalar, arg(in, 2, 0));
        line(old + " = atomicCAS(" + ptr + ", " + v + ", " + val + ");");
        line(old + "_ok = (u32)(" + old + " == " + v + ");");
        break;
      }
    }
    close();
    close();
    if (in.result == ir::kNoReg) return;
    Scalar rs = rtype(in.result);
    def(in, 0, jit::from_word(rs, old));
    if (rwidth(in.result) > 1) def(in, 1, "(" + std::string(jit::c_type(rs)) + ")" + old + "_ok");
  }

  // --- textures ------------------------------------------------------------------------------
  // The compiled CPU backend's texture code (jit/cpp_emitter.cpp) for one thread: the same texel
  // rules (exec/texel_rules.h), the same robust-access test, the same folded layouts.

  // A function's texture views and samplers as locals, read once from the tables the Bindings
  // parameter points to: T*v levels, layers, samples and texel layout, and level 0's texels and
  // extent. A storage texture's layout is its declared format's, as constants (the executor
  // checks that the bound view has that format), so its conversions fold to the format's own code.
  void declare_textures(const ir::Function& f) {
    std::set<uint32_t> textures, samplers;
    ir::for_each_inst(f.body, [&](const ir::Inst& in) {
      if (in.op != Op::Texture) return;
      textures.insert(in.var);
      auto op = static_cast<ir::TextureOp>(in.imm[0]);
      if (op == ir::TextureOp::SampleLevel || op == ir::TextureOp::SampleBaseClampToEdge || op == ir::TextureOp::Gather)
        samplers.insert(in.imm[1]);
    });
    for (uint32_t v : textures) declare_texture(v);
    for (uint32_t s : samplers) line("const WgxSmp SM" + std::to_string(s) + " = c.b->smp[" + std::to_string(s) + "];");
  }
  void declare_texture(uint32_t v) {
    std::string n = std::to_string(v), t = "c.b->tex[" + n + "]";
    line("const WgxTexLevel* const TL" + n + " = " + t + ".level;");
    line("const u32 TN" + n + " = " + t + ".levels, TA" + n + " = " + t + ".layers, TS" + n + " = " + t + ".samples;");
    const ir::TextureShape& shape = m_.vars[v].texture;
    const exec::TexelLayout& fixed = exec::texel_layout(static_cast<exec::TexelFormat>(shape.format));
    if (shape.kind == ir::TextureKind::Storage && fixed.bytes)
      line("const u32 TE" + n + " = " + std::to_string(static_cast<uint32_t>(fixed.encoding)) + "u, TC" + n + " = " +
           std::to_string(unsigned{fixed.components}) + "u, TB" + n + " = " + std::to_string(unsigned{fixed.bits}) +
           "u, TY" + n + " = " + std::to_string(unsigned{fixed.bytes}) + "u;");
    else
      line("const u32 TE" + n + " = " + t + ".encoding, TC" + n + " = " + t + ".components, TB" + n + " = " + t +
           ".bits, TY" + n + " = " + t + ".texel_bytes;");
    line("u8* const TD" + n + " = TL" + n + "[0].data;");
    line("const u32 TW" + n + " = TL" + n + "[0].width, TH" + n + " = TL" + n + "[0].height, TZ" + n + " = TL" + n +
         "[0].depth;");
  }

  // Whether a view's layout is rgba8unorm, the format whose conversion gets a copy of its own.
  static std::string is_rgba8unorm(const std::string& n) {
    return "TE" + n + " == " + std::to_string(static_cast<int>(exec::TexelEncoding::Unorm)) + "u && TC" + n +
           " == 4u && TB" + n + " == 8u";
  }

  void emit_texture(const ir::Inst& in) {
    if (std::string why = texture_refusal(in); !why.empty()) {
      unsupported_ = why;
      return;
    }
    std::string n = std::to_string(in.var);
    const ir::TextureShape& shape = m_.vars[in.var].texture;
    switch (static_cast<ir::TextureOp>(in.imm[0])) {
      case ir::TextureOp::Load:
        emit_texture_load(in);
        return;
      case ir::TextureOp::Store:
        emit_texture_store(in);
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
      case ir::TextureOp::SampleLevel:
        emit_sample_level(in);
        return;
      case ir::TextureOp::SampleBaseClampToEdge:
        emit_base_clamp_to_edge(in);
        return;
      case ir::TextureOp::Gather:
        emit_gather(in);
        return;
      default:
        unsupported_ = "the texture builtin " + std::string(ir::texture_builtin_name(in.imm));
        return;
    }
  }

  // The coordinates of a texel operand as u32 words: x, y, z (0 past the dimension's width).
  std::vector<std::string> texel_coords(const ir::Inst& in) const {
    uint8_t width = ir::coord_width(m_.vars[in.var].texture.dim);
    std::vector<std::string> xyz;
    for (unsigned c = 0; c < 3; c++) xyz.push_back(c < width ? "(u32)" + arg(in, 0, c) : std::string("0u"));
    return xyz;
  }

  // textureLoad: the texel at a valid logical address through the format's conversion, else zeros
  // (the IR's robust rule). A sampled texture's format is the view's: rgba8unorm inlined, the
  // others through the kernel's one general conversion.
  void emit_texture_load(const ir::Inst& in) {
    std::string n = std::to_string(in.var);
    const ir::TextureShape& shape = m_.vars[in.var].texture;
    bool ms = shape.kind == ir::TextureKind::Multisampled || shape.kind == ir::TextureKind::DepthMultisampled;
    std::vector<std::string> xyz = texel_coords(in);
    std::string t = fresh("t");
    std::string level = ms ? std::string("0u") : "(u32)" + arg(in, 2, 0), sample = ms ? "(u32)" + arg(in, 2, 0) : "0u";
    open("");
    line("const u32 " + t + "x = " + xyz[0] + ", " + t + "y = " + xyz[1] + ", " + t + "z = " + xyz[2] + ", " + t +
         "a = (u32)" + arg(in, 1, 0) + ", " + t + "m = " + level + ", " + t + "s = " + sample + ";");
    line("const WgxTexLevel* " + t + "L = &TL" + n + "[" + t + "m < TN" + n + " ? " + t + "m : 0u];");
    std::string coords =
        t + "x, " + t + "y, " + t + "z, " + t + "a, " + t + "L->width, " + t + "L->height, " + t + "L->depth";
    line("u32 " + t + "v[4] = {0u, 0u, 0u, 0u};");
    open("if (" + t + "m < TN" + n + " && " + t + "s < TS" + n + " && wgx_texel_valid(" + coords + ", TA" + n + "))");
    line("const u8* " + t + "p = " + t + "L->data + (wgx_texel_index(" + coords + ") * TS" + n + " + " + t + "s) * TY" +
         n + ";");
    bool fixed = shape.kind == ir::TextureKind::Storage &&
                 exec::texel_layout(static_cast<exec::TexelFormat>(shape.format)).bytes;
    std::string layout = "TE" + n + ", TC" + n + ", TB" + n;
    if (fixed)
      line("wgx_texel_decode(" + layout + ", " + t + "p, " + t + "v);");
    else
      line("if (" + is_rgba8unorm(n) + ") wgx_texel_decode(" +
           std::to_string(static_cast<int>(exec::TexelEncoding::Unorm)) + "u, 4u, 8u, " + t + "p, " + t +
           "v); else wgx_texel_decode_any(" + layout + ", " + t + "p, " + t + "v);");
    close();
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++) def(in, c, jit::from_word(rs, t + "v[" + std::to_string(c) + "]"));
    close();
  }

  // textureStore: level 0 of the view (a storage binding has one level), nothing outside it.
  void emit_texture_store(const ir::Inst& in) {
    std::string n = std::to_string(in.var);
    std::vector<std::string> xyz = texel_coords(in);
    std::string t = fresh("t");
    open("");
    line("const u32 " + t + "x = " + xyz[0] + ", " + t + "y = " + xyz[1] + ", " + t + "z = " + xyz[2] + ", " + t +
         "a = (u32)" + arg(in, 1, 0) + ";");
    Scalar vs = rtype(in.args[2]);
    std::string words;
    for (unsigned c = 0; c < 4; c++) words += (c ? ", " : "") + jit::to_word(vs, arg(in, 2, c));
    line("const u32 " + t + "v[4] = {" + words + "};");
    std::string coords = t + "x, " + t + "y, " + t + "z, " + t + "a, TW" + n + ", TH" + n + ", TZ" + n;
    open("if (wgx_texel_valid(" + coords + ", TA" + n + "))");
    line("wgx_texel_encode(TE" + n + ", TC" + n + ", TB" + n + ", " + t + "v, TD" + n + " + wgx_texel_index(" + coords +
         ") * TS" + n + " * TY" + n + ");");
    close();
    close();
  }

  // `t`a: a sampling operation's array layer (operand 1) clamped to the view's layers; 0 for a
  // texture that is not arrayed.
  void emit_sample_layer(const ir::Inst& in, const std::string& n, const std::string& t) {
    if (!ir::is_arrayed(m_.vars[in.var].texture.dim)) {
      line("const u32 " + t + "a = 0u;");
      return;
    }
    line("const long long " + t + "q = (long long)(i32)" + arg(in, 1, 0) + ", " + t + "top = (long long)TA" + n +
         " - 1;");
    line("const u32 " + t + "a = (u32)(" + t + "q < 0 ? 0 : " + t + "top < " + t + "q ? " + t + "top : " + t + "q);");
  }

  // One level filtered (texel_rules.h's wgx_filter_plain): rgba8unorm's copy, or the general one.
  void emit_filter(const std::string& n, const std::string& level, const std::string& layer, unsigned axes,
                   const std::string& coords, const std::string& offsets, const std::string& linear,
                   const std::string& sampler, const std::string& out) {
    std::string where =
        level + ".data, " + level + ".width, " + level + ".height, " + level + ".depth, " + layer + ", ";
    std::string rest =
        std::to_string(axes) + "u, " + coords + ", " + offsets + ", " + linear + ", " + sampler + ".address, " + out;
    line("if (" + is_rgba8unorm(n) + ") wgx_filter_plain_rgba8unorm(" + where + rest + "); else wgx_filter_plain_any(" +
         where + "TY" + n + ", TE" + n + ", TC" + n + ", TB" + n + ", " + rest + ");");
  }

  // textureSampleLevel of a view that is not a cube: the explicit level clamped by the sampler,
  // the mip level(s) it reads and each level's filter, as the CPU executors compute them.
  void emit_sample_level(const ir::Inst& in) {
    std::string n = std::to_string(in.var), sm = "SM" + std::to_string(in.imm[1]), t = fresh("t");
    const ir::TextureShape& shape = m_.vars[in.var].texture;
    uint8_t cw = ir::coord_width(shape.dim), dw = ir::dimensions_width(shape.dim);
    std::string coords, offsets;
    for (unsigned c = 0; c < 3; c++) {
      std::string sep = c ? ", " : "";
      coords += sep + (c < cw ? arg(in, 0, c) : std::string("0.0f"));
      offsets += sep + (c < dw ? "(i32)" + arg(in, 3, c) : std::string("0"));
    }
    open("");
    line("const float " + t + "c[3] = {" + coords + "};");
    line("const i32 " + t + "o[3] = {" + offsets + "};");
    emit_sample_layer(in, n, t);
    line("const float " + t + "d = wgx_lod_clamp(" + arg(in, 2, 0) + ", " + sm + ".lod_min, " + sm + ".lod_max);");
    line("const int " + t + "lin = (" + t + "d <= 0 ? " + sm + ".mag : " + sm + ".min) == 1u;");
    line("float " + t + "t = 0, " + t + "r[4], " + t + "h[4];");
    line("const u32 " + t + "m = wgx_mip_select(" + t + "d, TN" + n + ", " + sm + ".mipmap == 1u, &" + t + "t);");
    emit_filter(n, "TL" + n + "[" + t + "m]", t + "a", cw, t + "c", t + "o", t + "lin", sm, t + "r");
    open("if (" + t + "t > 0)");
    emit_filter(n, "TL" + n + "[" + t + "m + 1u]", t + "a", cw, t + "c", t + "o", t + "lin", sm, t + "h");
    line("wgx_mip_blend(" + t + "r, " + t + "h, " + t + "t);");
    close();
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++)
      def(in, c, jit::from_word(rs, "wgx_w(" + t + "r[" + std::to_string(c) + "])"));
    close();
  }

  // textureGather on a 2D texture or array (texel_rules.h's wgx_gather_plain): the array index
  // clamped to the view's layers, the offset in texels.
  void emit_gather(const ir::Inst& in) {
    std::string n = std::to_string(in.var), sm = "SM" + std::to_string(in.imm[1]), t = fresh("t");
    open("");
    line("const float " + t + "c[3] = {" + arg(in, 0, 0) + ", " + arg(in, 0, 1) + ", 0.0f};");
    line("const i32 " + t + "o[3] = {(i32)" + arg(in, 2, 0) + ", (i32)" + arg(in, 2, 1) + ", 0};");
    emit_sample_layer(in, n, t);
    line("u32 " + t + "r[4];");
    line("wgx_gather_plain_any(TD" + n + ", TW" + n + ", TH" + n + ", " + t + "a, TY" + n + ", TE" + n + ", TC" + n +
         ", TB" + n + ", " + t + "c, " + t + "o, " + sm + ".address, " +
         std::to_string(in.imm.size() > 2 ? in.imm[2] : 0) + "u, " + t + "r);");
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++) def(in, c, jit::from_word(rs, t + "r[" + std::to_string(c) + "]"));
    close();
  }

  // textureSampleBaseClampToEdge (a 2D texture): level 0 by the sampler's magnification filter,
  // the coordinates clamped half a texel inside the edges.
  void emit_base_clamp_to_edge(const ir::Inst& in) {
    std::string n = std::to_string(in.var), sm = "SM" + std::to_string(in.imm[1]), t = fresh("t");
    open("");
    line("const float " + t + "c[3] = {wgx_clamp_to_edge_coord(" + arg(in, 0, 0) + ", TW" + n +
         "), wgx_clamp_to_edge_coord(" + arg(in, 0, 1) + ", TH" + n + "), 0.0f};");
    line("const i32 " + t + "o[3] = {0, 0, 0};");
    line("float " + t + "r[4];");
    emit_filter(n, "TL" + n + "[0]", "0u", 2, t + "c", t + "o", "(" + sm + ".mag == 1u)", sm, t + "r");
    Scalar rs = rtype(in.result);
    for (unsigned c = 0; c < rwidth(in.result); c++)
      def(in, c, jit::from_word(rs, "wgx_w(" + t + "r[" + std::to_string(c) + "])"));
    close();
  }

  // --- calls and subgroups -------------------------------------------------------------------

  void emit_call(const ir::Inst& in) {
    uint32_t callee = in.imm[0];
    const ir::Function& f = m_.functions[callee];
    std::string args = "c";
    for (size_t a = 0; a < in.args.size(); a++)
      for (unsigned k = 0; k < rwidth(in.args[a]); k++) args += ", " + arg(in, a, k);
    if (!f.returns_value || in.result == ir::kNoReg) {
      if (f.returns_value) {
        std::string t = fresh("ret");
        open("");
        line("u32 " + t + "[4];");
        line("fn" + std::to_string(callee) + "(" + args + ", " + t + ");");
        close();
      } else {
        line("fn" + std::to_string(callee) + "(" + args + ");");
      }
      return;
    }
    std::string t = fresh("ret");
    open("");
    line("u32 " + t + "[4] = {0u, 0u, 0u, 0u};");
    line("fn" + std::to_string(callee) + "(" + args + ", " + t + ");");
    for (unsigned k = 0; k < rwidth(in.result); k++)
      def(in, k, jit::from_word(rtype(in.result), t + "[" + std::to_string(k) + "]"));
    close();
  }

  void emit_subgroup(const ir::Inst& in) {
    exec::SubgroupCall call = exec::subgroup_call(static_cast<ir::SubgroupOp>(in.imm[0]));
    std::string v = fresh("sv"), o = fresh("so");
    open("");
    std::string words;
    for (unsigned k = 0; k < 4; k++) {
      bool has = !in.args.empty() && k < rwidth(in.args[0]);
      words += (k ? ", " : "") + (has ? jit::to_word(rtype(in.args[0]), arg(in, 0, k)) : std::string("0u"));
    }
    line("const u32 " + v + "[4] = {" + words + "};");
    line("u32 " + o + "[4];");
    std::string id = in.args.size() > 1 ? jit::to_word(rtype(in.args[1]), arg(in, 1, 0)) : "0u";
    line("wgx_warp_op(c.sg, " + std::to_string(call.kind) + "u, " + std::to_string(call.code) + "u, " +
         std::to_string(static_cast<int>(in.type.scalar)) + "u, " + std::to_string(in.type.width) + "u, " + v + ", " +
         id + ", " + std::to_string(threads_) + "u, " + o + ");");
    if (in.result != ir::kNoReg)
      for (unsigned k = 0; k < rwidth(in.result); k++)
        def(in, k, jit::from_word(rtype(in.result), o + "[" + std::to_string(k) + "]"));
    close();
  }
};

}  // namespace

// The lockstep backends' IR passes first (ir/passes/pipeline.h): small functions inlined and
// counted loops unrolled, so a tile's `for (var k = 0u; k < 16u; k++)` is straight code with
// constant offsets (no watchdog count, index clamp or bounds check per iteration), as on the CPU.
EmittedCuda emit_cuda(const ir::Module& m) {
  ir::PassedModule passed = ir::run_lane_passes(m);
  if (!passed.module) {
    EmittedCuda k;
    k.unsupported = passed.error;
    return k;
  }
  return Emitter(*passed.module).run();
}

}  // namespace wgx::cuda
