// Lowering's private state, shared by its files: the Lowerer class (its members and the small
// emission helpers every part uses), the memory view (Ref) and lowered expression (LExpr) it passes
// around, and the limits it enforces. The member functions live in the file of their concern:
// lower.cpp (the entry ir::lower, functions, calls and the entry point), lower_memory.cpp
// (variables, layouts, memory views, loads, stores, copies, zeroing), lower_matrices.cpp,
// lower_exprs.cpp, lower_builtins.cpp (builtin calls, atomics, barriers, subgroups) and
// lower_stmts.cpp. Nothing outside src/ir/lower*.cpp includes this header.
#pragma once

#include <bit>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "base/half.h"
#include "ir/builtins.h"
#include "ir/lower.h"
#include "sema/intrinsics.h"

namespace wgx::ir::lowering {

using sema::BuiltinFamily;
using sema::BuiltinId;
using sema::TypeKind;

struct Unsupported {
  std::string what;
  Span at;
  bool plain = false;  // not an unsupported construct: a usage error ("no compute entry point")
  bool limit = false;  // over one of wgx's limits (docs/limits.md): the message and its position
};

// Limits on memory that keep every offset of the IR (32 bits) from wrapping; docs/limits.md.
// Workgroup memory: WebGPU's maxComputeWorkgroupStorageSize is checked before lowering with Dawn's
// message (api/pipeline_checks.cpp); this bound is the IR's own, for devices given larger limits.
constexpr uint64_t kMaxWorkgroupBytes = uint64_t{1} << 30;
// Private and function variables of one invocation together (WGSL requires only 8192 bytes).
constexpr uint64_t kMaxLaneBytes = uint64_t{1} << 30;
// Statements inside statements (WGSL requires 127 levels of braces; Tint's parser stops at 128).
constexpr int kMaxStmtDepth = 1000;

// A memory view: variable + byte offset register, and the WGSL store type it views.
struct Ref {
  uint32_t var = 0;
  Reg offset = kNoReg;
  const sema::Type* type = nullptr;
  uint32_t vector_bytes = 0;     // a component of a vector in memory: the vector's size (Inst::vector_bytes)
  Span loc;                      // the memory expression ('v[i]', '*p'): where its loads and stores are
  std::vector<uint32_t> clamps;  // the ClampIndex numbers of the indices in its address (Inst::clamps)
};

// A lowered expression: a register value, a memory view (references and pointers), or the
// members of a builtin result structure (atomicCompareExchangeWeak).
struct LExpr {
  enum Kind { Value, Memory, Members } kind = Value;
  Reg reg = kNoReg;
  Type type;
  Ref ref;
  std::vector<std::pair<std::string_view, std::pair<Reg, Type>>> members;
};

// The scalar of a concrete scalar, vector or atomic type (after a reference); nullopt for
// abstract and non-scalar types.
std::optional<Scalar> concrete_scalar(const sema::Type* t);

class Lowerer {
 public:
  Lowerer(const ast::Module& a, const sema::ModuleInfo& i, const SourceFile& f, const LowerOptions& o)
      : ast_(a), info_(i), file_(f), opt_(o) {}

  std::unique_ptr<Module> run();
  // Invocations per workgroup of a vertex or fragment kernel (16 quads of fragments).
  static constexpr uint32_t kStageWorkgroupSize = 64;

 private:
  const ast::Module& ast_;
  const sema::ModuleInfo& info_;
  const SourceFile& file_;
  const LowerOptions& opt_;
  // The types lowering makes itself (a matrix's column vector, the concrete type of an abstract
  // composite), kept apart from the checker's table so the ModuleInfo stays untouched. They hold
  // pointers to the checker's types (a column's f32) but are never compared with them: lowering
  // asks a type's kind, shape and layout, never its identity.
  sema::TypeTable types_;
  std::unique_ptr<Module> m_ = std::make_unique<Module>();
  std::unordered_map<const sema::Entity*, uint32_t> vars_;
  std::unordered_map<const sema::FunctionInfo*, uint32_t> fns_;
  std::unordered_map<const sema::Entity*, LExpr> locals_;
  Function* fn_ = nullptr;
  std::vector<Block*> blocks_;

  [[noreturn]] void unsupported(std::string what, Span at) { throw Unsupported{std::move(what), at}; }
  [[noreturn]] void over_limit(std::string what, Span at) { throw Unsupported{std::move(what), at, false, true}; }

  // Places a variable of `size` bytes at the next `align`ed offset of a memory space whose current
  // end is `*end` (64-bit arithmetic, so the sum cannot wrap); refuses it past `limit`.
  uint32_t place(uint32_t* end, uint64_t size, uint64_t align, uint64_t limit, const char* space, Span at);

  // ---- types ----
  Scalar scalar_of(const sema::Type* t, std::optional<Scalar> want, Span at);
  Type ir_type(const sema::Type* t, std::optional<Scalar> want, Span at);
  static bool is_abstract_t(const sema::Type* t) { return t && sema::is_abstract(sema::unwrap_ref(t)); }

  // ---- emission ----
  Reg new_reg(Type t) {
    fn_->reg_types.push_back(t);
    return fn_->reg_count++;
  }
  Reg emit(Op op, Type t, std::vector<Reg> args, std::vector<uint32_t> imm, Span loc, bool result = true,
           uint32_t var = 0) {
    Node n;
    n.kind = NodeKind::Inst;
    n.inst.op = op;
    n.inst.type = t;
    n.inst.args = std::move(args);
    n.inst.imm = std::move(imm);
    n.inst.var = var;
    n.inst.loc = loc;
    n.loc = loc;
    if (result) n.inst.result = new_reg(t);
    Reg r = n.inst.result;
    blocks_.back()->push_back(std::move(n));
    return r;
  }
  Reg konst(Type t, uint32_t word, Span loc) {
    return emit(Op::Const, t, {}, std::vector<uint32_t>(t.width, word), loc);
  }
  Reg konst_u32(uint32_t v, Span loc) { return konst(scalar_type(Scalar::U32), v, loc); }
  static uint32_t word_of(double v, Scalar s) {
    switch (s) {
      case Scalar::F32:
        return std::bit_cast<uint32_t>(static_cast<float>(v));
      case Scalar::F16:
        return std::bit_cast<uint32_t>(half_to_float(half_from_double(v)));
      case Scalar::Bool:
        return v != 0 ? 1u : 0u;
      case Scalar::I32:
        return static_cast<uint32_t>(static_cast<int32_t>(static_cast<int64_t>(v)));
      case Scalar::U32:
        return static_cast<uint32_t>(static_cast<int64_t>(v));
    }
    return 0;
  }
  Type reg_type(Reg r) const { return fn_->reg_types[r]; }
  Reg splat(Reg r, uint8_t width, Span loc) {
    Type t = reg_type(r);
    if (t.width == width) return r;
    return emit(Op::Splat, Type{t.scalar, width}, {r}, {}, loc);
  }
  Reg convert(Reg r, Type to, Span loc) {
    Type t = reg_type(r);
    if (t == to) return r;
    if (t.width != to.width) r = splat(r, to.width, loc), t = reg_type(r);
    if (t == to) return r;
    return emit(Op::Convert, to, {r}, {}, loc);
  }

  // ---- variables ----
  uint32_t variable(const sema::Entity* e, Span at);

  // The layout of a variable's type, for naming its memory in reports (ir/layout.h).
  std::map<const sema::Type*, std::shared_ptr<const Layout>> layouts_;
  std::shared_ptr<const Layout> layout_of(const sema::Type* t, uint32_t count_override = 0);

  // A hidden function-scope variable holding a composite value (let of an array or structure,
  // indexing a constructed array): composites live in memory, never in registers.
  Ref temp_of(const ast::Expr* e, const sema::Type* t);
  Ref alloc_temp(const sema::Type* t, Span at);
  // A composite constant (a lookup table, a matrix) is built once per call of the function that
  // uses it, in the function's prologue, and read through memory at every use.
  std::unordered_map<const Function*, Block> prologues_;
  std::map<std::pair<const Function*, const sema::Entity*>, Ref> const_temps_;
  Ref const_temp(const sema::Entity* ent, const ast::Expr* init, const sema::Type* t);
  void splice_prologue();
  // Calls of user functions and of builtins with effects (atomics, barriers: kEffects in the
  // builtin list) are effects.
  bool has_effects(const ast::Expr* e);
  static bool is_composite(const sema::Type* t) {
    return t && (t->kind == TypeKind::Array || t->kind == TypeKind::Struct || t->kind == TypeKind::Matrix);
  }

  // ---- matrices: composites in memory, a column vector at a time ----
  // The float scalar of a matrix, vector or float type (f16 or f32; abstract floats become f32).
  static Scalar float_scalar(const sema::Type* t) {
    const sema::Type* s = sema::scalar_of(sema::unwrap_ref(t));
    return s && s->kind == TypeKind::F16 ? Scalar::F16 : Scalar::F32;
  }
  // Columns are vectors of `rows` components, a vec3 aligned as a vec4.
  static uint32_t column_stride(const sema::Type* m) {
    return (m->rows == 2 ? 2 : 4) * component_bytes(float_scalar(m));
  }
  const sema::Type* column_type(const sema::Type* m);
  Ref column(const Ref& m, uint32_t i, Span at);
  Ref matrix_operand(const ast::Expr* e);
  const sema::Type* concrete(const sema::Type* t);
  // A matrix operator's operand: a matrix in memory, or a vector or scalar in a register.
  struct MatOperand {
    const sema::Type* type = nullptr;
    Ref m;
    Reg v = kNoReg;
  };
  MatOperand mat_operand(const ast::Expr* e);
  MatOperand mat_operand(const Ref& r, Span at);
  // The sum of m's columns scaled by v's components.
  Reg mat_vec(const Ref& m, Reg v, Span at);
  // The dot products of v with m's columns.
  Reg vec_mat(Reg v, const Ref& m, Span at);
  // mat * vec, vec * mat, mat * mat, mat +/- mat, mat * scalar, scalar * mat (also the compound
  // assignments): a vector result in a register, a matrix result in a new temporary.
  LExpr matrix_op(ast::BinaryOp op, const MatOperand& a, const MatOperand& b, const sema::Type* result, Span at);
  // The determinant of a 4x4 matrix: expansion along the first column, the 3x3 cofactors from
  // the 2x2 minors of the last two columns (the usual GLSL library formula).
  Reg determinant4(const Ref& m, Span at);
  LExpr matrix_binary(const ast::BinaryExpr* e);
  // `m op= x` and `v *= m`: the left side is read once, the result stored back.
  void matrix_compound(const Ref& lhs, ast::BinaryOp op, const ast::Expr* rhs, Span at);
  // The base of an index or member access: memory, or a composite value put in a temporary.
  LExpr access_base(const ast::Expr* base, std::optional<Scalar> want);

  // The element count of a workgroup array sized by an override expression.
  uint32_t override_count(const sema::Type* t, Span at);

  // ---- memory views ----
  Ref lower_ref(const ast::Expr* e);
  Reg add_offset(Reg base, Reg off, Span loc) { return emit(Op::Add, scalar_type(Scalar::U32), {base, off}, {}, loc); }
  // The byte offset of element `index` of the array (matrix, vector) `base` in memory: the
  // index clamped to the element count (robust access), times the stride.
  Reg index_offset(const ast::IndexExpr* e, Ref& base, uint32_t count_fixed, Reg count_dyn, uint32_t stride);
  uint32_t clamp_count_ = 0;
  // Records on the ClampIndex just emitted what a report about its index needs.
  void note_index_facts(const ast::IndexExpr* e, bool memory, uint32_t var);
  Reg array_length(const Ref& r, Span loc);

  Reg load(const Ref& r, Span loc);
  void store_reg(const Ref& r, Reg v, Span loc);
  Ref sub_ref(const Ref& r, uint32_t byte_offset, const sema::Type* t, Span loc);
  // Scalars and vectors in a value of type t.
  static uint64_t leaf_count(const sema::Type* t);
  // Larger arrays are copied by a loop over their elements rather than unrolled.
  static constexpr uint64_t kUnrolledCopyLeaves = 256;
  // A loop over the elements of fixed-size array type `t`: body(offset of the element).
  void array_loop(const sema::Type* t, Span loc, const std::function<void(Reg)>& body);
  void copy_loop(const Ref& dst, const Ref& src, Span loc);
  // Copies a composite leaf by leaf (WGSL assignment of arrays and structures).
  void copy(const Ref& dst, const Ref& src, Span loc);
  // The bytes of `t` that are not padding.
  static uint64_t payload_bytes(const sema::Type* t);
  // The zero value stored over `dst`. A buffer's padding bytes are no part of the value and keep
  // what they held (CTS padding:struct_nested), so there the zero is written member by member;
  // other memory is invisible outside the shader and is zeroed whole.
  void zero(const Ref& dst, Span loc);
  void zero_bytes(const Ref& dst, Span loc);
  // Whether evaluating e may read memory: a variable or pointer it names, or a function it calls.
  bool may_read_memory(const ast::Expr* e);
  bool is_constructor(const ast::Expr* e);
  // An abstract matrix (a const-expression) stored as the checker computed it, each component
  // rounded once to the destination's type; false when `e` is no such matrix.
  bool store_checked_matrix(const Ref& dst, const ast::Expr* e);
  // `matCxR<T>(m)`: the identity, or the conversion of every component (f32 <-> f16, or an abstract
  // matrix materialized); the columns of the two types have different strides.
  void convert_matrix(const Ref& dst, const ast::Expr* arg, Span loc);
  void store_expr(const Ref& dst, const ast::Expr* e);

  // A builtin's result structure (frexp, modf, atomicCompareExchangeWeak) stored whole.
  void store_members(const Ref& dst, const LExpr& x, Span at);

  Reg value_of(const LExpr& x, Span at);
  Reg rvalue(const ast::Expr* e, std::optional<Scalar> want) { return value_of(lower(e, want), e->span); }

  // ---- expressions ----
  LExpr val(Reg r) {
    LExpr x;
    x.reg = r;
    x.type = reg_type(r);
    return x;
  }
  // A memory view's loads and stores are reported at the expression that names it.
  static LExpr located(LExpr x, Span at) {
    if (x.kind == LExpr::Memory) x.ref.loc = at;
    return x;
  }
  LExpr mem(Ref r) {
    LExpr x;
    x.kind = LExpr::Memory;
    x.ref = r;
    return x;
  }
  LExpr lower(const ast::Expr* e, std::optional<Scalar> want);
  std::optional<Reg> checked_constant(const ast::Expr* e, const sema::Type* t, std::optional<Scalar> want);
  Reg constant_of(std::span<const sema::ModuleInfo::ScalarConst> value, Scalar s, Span loc);
  bool converts_abstract(const ast::Expr* e) const;
  LExpr lower_ident(const ast::IdentExpr* e, std::optional<Scalar> want);
  LExpr lower_binary(const ast::BinaryExpr* e, std::optional<Scalar> want);
  LExpr lower_call(const ast::CallExpr* e, std::optional<Scalar> want);
  LExpr lower_builtin(const ast::CallExpr* e, BuiltinId id, std::optional<Scalar> want);
  LExpr lower_constructor(const ast::CallExpr* e, std::optional<Scalar> want);
  LExpr lower_subgroup(const ast::CallExpr* e, BuiltinId builtin);
  LExpr lower_derivative(const ast::CallExpr* e, BuiltinId id);
  Reg coarse_derivative(Reg v, Type t, bool x, Span at);  // dpdx (x) or dpdy of a register's value
  // ---- textures (lower_textures.cpp) ----
  uint32_t handle_variable(const sema::Entity* e, Span at);
  uint32_t handle_operand(const ast::Expr* arg);
  static bool is_handle_type(const sema::Type* t) {
    return t->kind == TypeKind::Texture || t->kind == TypeKind::Sampler || t->kind == TypeKind::SamplerComparison;
  }
  Reg texture_int(const ast::Expr* arg);
  LExpr lower_texture(const ast::CallExpr* e, BuiltinId id);
  LExpr lower_texture_sample(const ast::CallExpr* e, BuiltinId id, TextureShape shape, uint32_t var);
  LExpr lower_texture_gather(const ast::CallExpr* e, BuiltinId id);
  std::optional<LExpr> lower_composed_builtin(const ast::CallExpr* e, BuiltinId id);
  LExpr lower_index(const ast::IndexExpr* e, std::optional<Scalar> want);
  LExpr lower_member(const ast::MemberExpr* e, std::optional<Scalar> want);

  // ---- statements ----
  void lower_block(const ast::BlockStmt* b) {
    for (const ast::Stmt* s : b->stmts) lower_stmt(s);
  }
  void lower_stmt(const ast::Stmt* s);
  int stmt_depth_ = 0;  // lower_stmt calls in progress
  void in_block(Block* b, auto&& f) {
    blocks_.push_back(b);
    f();
    blocks_.pop_back();
  }
  void push_node(Node n) { blocks_.back()->push_back(std::move(n)); }
  void lower_function(const sema::FunctionInfo* f, bool entry, const std::vector<uint32_t>& roots = {});
  std::map<std::pair<const sema::FunctionInfo*, std::vector<uint32_t>>, uint32_t> specializations_;
  // Composite parameters and results travel through per-function variables (no recursion in WGSL).
  static constexpr uint32_t kNoVar = ~0u;
  std::unordered_map<const sema::Entity*, uint32_t> param_vars_;
  std::unordered_map<const sema::FunctionInfo*, uint32_t> ret_vars_;
  uint32_t ret_var_ = kNoVar;
  const sema::Type* ret_type_ = nullptr;
  uint32_t specialize(const sema::FunctionInfo* f, const std::vector<uint32_t>& roots);

  // ---- vertex and fragment kernels (lower_stage.cpp) ----
  using IoAttrsView = const List<ast::Attribute*>*;
  // Adds a 16-byte slot for the value of type t with these attributes; returns its offset.
  uint32_t stage_slot(std::vector<StageSlot>& slots, const IoAttrsView& attrs, const sema::Type* t, Span at);
  uint32_t stage_buffer(const char* name, int64_t binding);
  std::unique_ptr<Module> run_stage();
  void lower_callees(const sema::FunctionInfo* entry);
  void lower_stage_wrapper(const sema::FunctionInfo* f, uint32_t callee_index);
  void init_private_globals(const sema::FunctionInfo* f);
  uint32_t discard_var_ = kNoVar;
  uint32_t discard_variable(Span at);
  void lower_discard(Span at);
  bool writes_storage() const;
  void guard_storage_writes();
  void guard_block(Function& f, Block& b);
};

}  // namespace wgx::ir::lowering
