#include "ir/lower.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <unordered_map>

#include "base/half.h"
#include "ir/builtins.h"
#include "sema/intrinsics.h"

namespace wgx::ir {
namespace {

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
  uint32_t vector_bytes = 0;  // a component of a vector in memory: the vector's size (Inst::vector_bytes)
  Span loc;                   // the memory expression ('v[i]', '*p'): where its loads and stores are
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

class Lowerer {
 public:
  Lowerer(const ast::Module& a, const sema::ModuleInfo& i, const SourceFile& f, const LowerOptions& o)
      : ast_(a), info_(i), file_(f), opt_(o) {}

  std::unique_ptr<Module> run();

 private:
  const ast::Module& ast_;
  const sema::ModuleInfo& info_;
  const SourceFile& file_;
  const LowerOptions& opt_;
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
  uint32_t place(uint32_t* end, uint64_t size, uint64_t align, uint64_t limit, const char* space, Span at) {
    uint64_t offset = (uint64_t{*end} + align - 1) / align * align;
    if (size > limit || offset + size > limit)
      over_limit(std::string(space) + " needs " + std::to_string(offset + size) + " bytes, more than the limit of " +
                     std::to_string(limit) + " bytes",
                 at);
    *end = static_cast<uint32_t>(offset + size);
    return static_cast<uint32_t>(offset);
  }

  // ---- types ----
  Scalar scalar_of(const sema::Type* t, std::optional<Scalar> want, Span at) {
    const sema::Type* s = sema::scalar_of(t);
    if (!s) unsupported("values of type '" + sema::type_name(t) + "'", at);
    switch (s->kind) {
      case TypeKind::Bool:
        return Scalar::Bool;
      case TypeKind::I32:
        return Scalar::I32;
      case TypeKind::U32:
        return Scalar::U32;
      case TypeKind::F32:
        return Scalar::F32;
      case TypeKind::AbstractInt:
        return want ? *want : Scalar::I32;
      case TypeKind::AbstractFloat:
        return want == Scalar::F16 ? Scalar::F16 : Scalar::F32;
      case TypeKind::F16:
        return Scalar::F16;
      default:
        unsupported("values of type '" + sema::type_name(t) + "'", at);
    }
  }
  Type ir_type(const sema::Type* t, std::optional<Scalar> want, Span at) {
    t = sema::unwrap_ref(t);
    if (t->kind == TypeKind::Atomic) t = t->elem;
    if (t->kind == TypeKind::Matrix) unsupported("a matrix value here", at);
    if (t->kind == TypeKind::Vector) return Type{scalar_of(t->elem, want, at), t->width};
    if (t->kind == TypeKind::Array || t->kind == TypeKind::Struct)
      unsupported("array and structure values outside memory ('" + sema::type_name(t) + "')", at);
    return Type{scalar_of(t, want, at), 1};
  }
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

  // ---- values the checker computed (in the module resolved with the override values) ----
  // The integer value of a const- or override-expression (switch selectors, workgroup sizes,
  // override-sized array counts); nullopt when the checker has none, as for an override without
  // a value (createComputePipeline reports that before lowering).
  std::optional<int64_t> checked_int(const ast::Expr* e) const {
    auto it = info_.scalar_consts.find(e);
    if (it == info_.scalar_consts.end() || it->second.size() != 1) return std::nullopt;
    if (it->second[0].kind != sema::ModuleInfo::ScalarConst::Kind::Int) return std::nullopt;
    return it->second[0].i;
  }

  // ---- variables ----
  uint32_t variable(const sema::Entity* e, Span at) {
    auto it = vars_.find(e);
    if (it != vars_.end()) return it->second;
    Variable v;
    v.name = std::string(e->name);
    const sema::Type* t = e->type;
    uint32_t override_elems = 0;
    if (t->kind == TypeKind::Array && t->count == 0 && t->override_count) {
      if (e->space != sema::AddressSpace::Workgroup) unsupported("override-sized arrays", at);
      override_elems = override_count(t, at);
    }
    switch (e->space) {
      case sema::AddressSpace::Storage:
        v.space = Space::Storage;
        break;
      case sema::AddressSpace::Uniform:
        v.space = Space::Uniform;
        break;
      case sema::AddressSpace::Workgroup:
        v.space = Space::Workgroup;
        break;
      case sema::AddressSpace::Private:
        v.space = Space::Private;
        break;
      case sema::AddressSpace::Function:
        v.space = Space::Function;
        break;
      default:
        unsupported("variables in the '" + std::string(sema::address_space_name(e->space)) + "' address space", at);
    }
    v.group = e->group;
    v.binding = e->binding;
    uint64_t size = override_elems ? uint64_t{override_elems} * sema::array_stride(t) : sema::size_of(t);
    v.layout = layout_of(t, override_elems);
    const sema::Type* last =
        t->kind == TypeKind::Struct && !t->structure->members.empty() ? t->structure->members.back().type : t;
    v.runtime_sized = last->kind == TypeKind::Array && last->count == 0 && !last->override_count;
    uint32_t align = std::max<uint32_t>(sema::align_of(t), 4);
    if (v.space == Space::Workgroup)
      v.offset = place(&m_->workgroup_bytes, size, align, kMaxWorkgroupBytes, "workgroup memory", at);
    else if (v.space == Space::Private || v.space == Space::Function)
      v.offset = place(&m_->lane_bytes, size, align, kMaxLaneBytes, "private and function memory per invocation", at);
    else if (size > UINT32_MAX)
      over_limit("a binding of " + std::to_string(size) + " bytes", at);
    v.size = static_cast<uint32_t>(size);
    m_->vars.push_back(v);
    uint32_t id = static_cast<uint32_t>(m_->vars.size() - 1);
    vars_[e] = id;
    return id;
  }

  // The layout of a variable's type, for naming its memory in reports (ir/layout.h).
  std::map<const sema::Type*, std::shared_ptr<const Layout>> layouts_;
  std::shared_ptr<const Layout> layout_of(const sema::Type* t, uint32_t count_override = 0) {
    if (auto it = layouts_.find(t); it != layouts_.end() && !count_override) return it->second;
    auto l = std::make_shared<Layout>();
    l->size = sema::size_of(t);
    switch (t->kind) {
      case TypeKind::Atomic:
        return layout_of(t->elem);
      case TypeKind::Vector:
        l->kind = Layout::Kind::Vector, l->count = t->width, l->elem = layout_of(t->elem);
        l->stride = l->elem->size;
        break;
      case TypeKind::Matrix:
        l->kind = Layout::Kind::Matrix, l->count = t->width, l->stride = column_stride(t);
        l->elem = layout_of(column_type(t));
        break;
      case TypeKind::Array:
        l->kind = Layout::Kind::Array, l->count = count_override ? count_override : t->count;
        l->stride = sema::array_stride(t), l->elem = layout_of(t->elem);
        if (count_override) l->size = count_override * l->stride;
        break;
      case TypeKind::Struct:
        l->kind = Layout::Kind::Struct;
        for (const sema::StructMemberInfo& m : t->structure->members)
          l->members.push_back({std::string(m.name), m.offset, layout_of(m.type)});
        break;
      default:
        break;
    }
    if (!count_override) layouts_[t] = l;
    return l;
  }

  // A hidden function-scope variable holding a composite value (let of an array or structure,
  // indexing a constructed array): composites live in memory, never in registers.
  Ref temp_of(const ast::Expr* e, const sema::Type* t) {
    // Abstract composites (`const C = array(1, 2)`) take their concrete types. TypeTable interns
    // types on demand; the module info is not otherwise modified.
    t = sema::concretize(const_cast<sema::TypeTable&>(info_.types), t);
    Ref r = alloc_temp(t, e->span);
    store_expr(r, e);
    return r;
  }
  Ref alloc_temp(const sema::Type* t, Span at) {
    Variable v;
    v.name = "tmp" + std::to_string(m_->vars.size());
    v.space = Space::Function;
    v.size = sema::size_of(t);
    uint32_t align = std::max<uint32_t>(sema::align_of(t), 4);
    v.offset = place(&m_->lane_bytes, v.size, align, kMaxLaneBytes, "private and function memory per invocation", at);
    m_->vars.push_back(v);
    Ref r;
    r.var = static_cast<uint32_t>(m_->vars.size() - 1);
    r.offset = konst_u32(0, at);
    r.type = t;
    return r;
  }
  // A composite constant (a lookup table, a matrix) is built once per call of the function that
  // uses it, in the function's prologue, and read through memory at every use.
  std::unordered_map<const Function*, Block> prologues_;
  std::map<std::pair<const Function*, const sema::Entity*>, Ref> const_temps_;
  Ref const_temp(const sema::Entity* ent, const ast::Expr* init, const sema::Type* t) {
    auto key = std::make_pair(static_cast<const Function*>(fn_), ent);
    if (auto it = const_temps_.find(key); it != const_temps_.end()) return it->second;
    Ref r;
    in_block(&prologues_[fn_], [&] { r = temp_of(init, t); });
    const_temps_[key] = r;
    return r;
  }
  void splice_prologue() {
    auto it = prologues_.find(fn_);
    if (it == prologues_.end()) return;
    fn_->body.insert(fn_->body.begin(), std::make_move_iterator(it->second.begin()),
                     std::make_move_iterator(it->second.end()));
    prologues_.erase(it);
  }
  // Calls of user functions and of builtins with effects (atomics, barriers: kEffects in the
  // builtin list) are effects.
  bool has_effects(const ast::Expr* e) {
    switch (e->kind) {
      case ast::ExprKind::Call: {
        auto* c = static_cast<const ast::CallExpr*>(e);
        const sema::CallSite* cs = info_.call(c);
        if (cs && (cs->callee || (cs->builtin && sema::builtin_def(cs->builtin->id).has(sema::kEffects)))) return true;
        for (const ast::Expr* a : c->args)
          if (has_effects(a)) return true;
        return false;
      }
      case ast::ExprKind::Unary:
        return has_effects(static_cast<const ast::UnaryExpr*>(e)->operand);
      case ast::ExprKind::Binary:
        return has_effects(static_cast<const ast::BinaryExpr*>(e)->lhs) ||
               has_effects(static_cast<const ast::BinaryExpr*>(e)->rhs);
      case ast::ExprKind::Index:
        return has_effects(static_cast<const ast::IndexExpr*>(e)->base) ||
               has_effects(static_cast<const ast::IndexExpr*>(e)->index);
      case ast::ExprKind::Member:
        return has_effects(static_cast<const ast::MemberExpr*>(e)->base);
      default:
        return false;
    }
  }
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
  const sema::Type* column_type(const sema::Type* m) {
    return const_cast<sema::TypeTable&>(info_.types).vec(m->elem, m->rows);
  }
  Ref column(const Ref& m, uint32_t i, Span at) {
    return sub_ref(m, i * column_stride(m.type), column_type(m.type), at);
  }
  Ref matrix_operand(const ast::Expr* e) {
    LExpr x = access_base(e, Scalar::F32);
    if (x.kind != LExpr::Memory) unsupported("this matrix expression", e->span);
    x.ref.type = sema::concretize(const_cast<sema::TypeTable&>(info_.types), x.ref.type);
    return x.ref;
  }
  const sema::Type* concrete(const sema::Type* t) {
    return sema::concretize(const_cast<sema::TypeTable&>(info_.types), sema::unwrap_ref(t));
  }
  // A matrix operator's operand: a matrix in memory, or a vector or scalar in a register.
  struct MatOperand {
    const sema::Type* type = nullptr;
    Ref m;
    Reg v = kNoReg;
  };
  MatOperand mat_operand(const ast::Expr* e) {
    MatOperand o;
    o.type = concrete(info_.type(e));
    if (o.type->kind == TypeKind::Matrix)
      o.m = matrix_operand(e);
    else
      o.v = rvalue(e, float_scalar(o.type));
    return o;
  }
  MatOperand mat_operand(const Ref& r, Span at) {
    MatOperand o;
    o.type = r.type;
    if (r.type->kind == TypeKind::Matrix)
      o.m = r;
    else
      o.v = load(r, at);
    return o;
  }
  // The sum of m's columns scaled by v's components.
  Reg mat_vec(const Ref& m, Reg v, Span at) {
    Reg acc = kNoReg;
    const Scalar fs = float_scalar(m.type);
    Type ct{fs, m.type->rows};
    for (uint32_t i = 0; i < m.type->width; i++) {
      Reg vi = splat(emit(Op::Extract, scalar_type(fs), {v}, {i}, at), m.type->rows, at);
      Reg term = emit(Op::Mul, ct, {load(column(m, i, at), at), vi}, {}, at);
      acc = acc == kNoReg ? term : emit(Op::Add, ct, {acc, term}, {}, at);
    }
    return acc;
  }
  // The dot products of v with m's columns.
  Reg vec_mat(Reg v, const Ref& m, Span at) {
    std::vector<Reg> parts;
    for (uint32_t i = 0; i < m.type->width; i++)
      parts.push_back(emit(Op::Builtin, scalar_type(float_scalar(m.type)), {v, load(column(m, i, at), at)},
                           {static_cast<uint32_t>(BuiltinFn::Dot)}, at));
    return emit(Op::Construct, Type{float_scalar(m.type), m.type->width}, parts, {}, at);
  }
  // mat * vec, vec * mat, mat * mat, mat +/- mat, mat * scalar, scalar * mat (also the compound
  // assignments): a vector result in a register, a matrix result in a new temporary.
  LExpr matrix_op(ast::BinaryOp op, const MatOperand& a, const MatOperand& b, const sema::Type* result, Span at) {
    bool lm = a.type->kind == TypeKind::Matrix, rm = b.type->kind == TypeKind::Matrix;
    if (op == ast::BinaryOp::Mul && lm && b.type->kind == TypeKind::Vector) return val(mat_vec(a.m, b.v, at));
    if (op == ast::BinaryOp::Mul && a.type->kind == TypeKind::Vector && rm) return val(vec_mat(a.v, b.m, at));
    Ref out = alloc_temp(result, at);
    if (op == ast::BinaryOp::Mul && lm && rm) {
      for (uint32_t k = 0; k < b.type->width; k++)
        store_reg(column(out, k, at), mat_vec(a.m, load(column(b.m, k, at), at), at), at);
      return mem(out);
    }
    if (op != ast::BinaryOp::Add && op != ast::BinaryOp::Sub && op != ast::BinaryOp::Mul)
      unsupported("this matrix operator", at);
    Op o = op == ast::BinaryOp::Add ? Op::Add : op == ast::BinaryOp::Sub ? Op::Sub : Op::Mul;
    Type ct{float_scalar(result), result->rows};
    for (uint32_t i = 0; i < result->width; i++) {
      Reg x = lm ? load(column(a.m, i, at), at) : splat(a.v, result->rows, at);
      Reg y = rm ? load(column(b.m, i, at), at) : splat(b.v, result->rows, at);
      store_reg(column(out, i, at), emit(o, ct, {x, y}, {}, at), at);
    }
    return mem(out);
  }
  // The determinant of a 4x4 matrix: expansion along the first column, the 3x3 cofactors from
  // the 2x2 minors of the last two columns (the usual GLSL library formula).
  Reg determinant4(const Ref& m, Span at) {
    Type f = scalar_type(float_scalar(m.type));
    Reg e[4][4];
    for (uint32_t c = 0; c < 4; c++) {
      Reg col = load(column(m, c, at), at);
      for (uint32_t r = 0; r < 4; r++) e[c][r] = emit(Op::Extract, f, {col}, {r}, at);
    }
    auto mul = [&](Reg a, Reg b) { return emit(Op::Mul, f, {a, b}, {}, at); };
    auto sub = [&](Reg a, Reg b) { return emit(Op::Sub, f, {a, b}, {}, at); };
    auto add = [&](Reg a, Reg b) { return emit(Op::Add, f, {a, b}, {}, at); };
    auto minor = [&](uint32_t r0, uint32_t r1) { return sub(mul(e[2][r0], e[3][r1]), mul(e[3][r0], e[2][r1])); };
    Reg m23 = minor(2, 3), m13 = minor(1, 3), m12 = minor(1, 2), m03 = minor(0, 3), m02 = minor(0, 2),
        m01 = minor(0, 1);
    auto cof = [&](Reg a, Reg ma, Reg b, Reg mb, Reg c, Reg mc) {
      return add(sub(mul(a, ma), mul(b, mb)), mul(c, mc));
    };
    Reg c0 = cof(e[1][1], m23, e[1][2], m13, e[1][3], m12);
    Reg c1 = emit(Op::Neg, f, {cof(e[1][0], m23, e[1][2], m03, e[1][3], m02)}, {}, at);
    Reg c2 = cof(e[1][0], m13, e[1][1], m03, e[1][3], m01);
    Reg c3 = emit(Op::Neg, f, {cof(e[1][0], m12, e[1][1], m02, e[1][2], m01)}, {}, at);
    Reg cofs = emit(Op::Construct, Type{float_scalar(m.type), 4}, {c0, c1, c2, c3}, {}, at);
    return emit(Op::Builtin, f, {load(column(m, 0, at), at), cofs}, {static_cast<uint32_t>(BuiltinFn::Dot)}, at);
  }
  LExpr matrix_binary(const ast::BinaryExpr* e) {
    MatOperand a = mat_operand(e->lhs);
    MatOperand b = mat_operand(e->rhs);
    return matrix_op(e->op, a, b, concrete(info_.type(e)), e->span);
  }
  // `m op= x` and `v *= m`: the left side is read once, the result stored back.
  void matrix_compound(const Ref& lhs, ast::BinaryOp op, const ast::Expr* rhs, Span at) {
    MatOperand a = mat_operand(lhs, at);
    MatOperand b = mat_operand(rhs);
    LExpr r = matrix_op(op, a, b, lhs.type, at);
    if (r.kind == LExpr::Memory)
      copy(lhs, r.ref, at);
    else
      store_reg(lhs, r.reg, at);
  }
  // The base of an index or member access: memory, or a composite value put in a temporary.
  LExpr access_base(const ast::Expr* base, std::optional<Scalar> want) {
    const sema::Type* t = info_.type(base);
    if (t && t->kind != TypeKind::Reference && t->kind != TypeKind::Pointer && is_composite(t) &&
        base->kind != ast::ExprKind::Ident && base->kind != ast::ExprKind::Call)
      return mem(temp_of(base, t));
    if (t && is_composite(t) && base->kind == ast::ExprKind::Call && is_constructor(base)) return mem(temp_of(base, t));
    return lower(base, want);
  }

  // The element count of a workgroup array sized by an override expression.
  uint32_t override_count(const sema::Type* t, Span at) {
    std::optional<int64_t> n = checked_int(t->override_count);
    if (!n || *n < 1) unsupported("this override-sized array (give the override a value with --constant)", at);
    // WGSL's element count is a u32 or i32: a larger value is no count at all.
    if (*n > UINT32_MAX)
      over_limit("the element count " + std::to_string(*n) + " of this override-sized array is not a u32 value", at);
    return static_cast<uint32_t>(*n);
  }

  // ---- memory views ----
  Ref lower_ref(const ast::Expr* e) {
    LExpr x = lower(e, std::nullopt);
    if (x.kind != LExpr::Memory) unsupported("this expression as a memory view", e->span);
    return x.ref;
  }
  Reg add_offset(Reg base, Reg off, Span loc) { return emit(Op::Add, scalar_type(Scalar::U32), {base, off}, {}, loc); }
  // The byte offset of element `index` of the array (matrix, vector) `base` in memory: the
  // index clamped to the element count (robust access), times the stride.
  Reg index_offset(const ast::IndexExpr* e, Ref& base, uint32_t count_fixed, Reg count_dyn, uint32_t stride) {
    const ast::Expr* index = e->index;
    Span loc = e->span;
    LExpr ix = lower(index, Scalar::I32);
    Reg i = value_of(ix, index->span);
    Reg clamped;
    if (count_dyn != kNoReg)
      clamped = emit(Op::ClampIndexDyn, scalar_type(Scalar::U32), {i, count_dyn}, {}, loc);
    else
      clamped = emit(Op::ClampIndex, scalar_type(Scalar::U32), {i}, {count_fixed}, loc);
    note_index_facts(e, true, base.var);
    base.clamps.push_back(blocks_.back()->back().inst.clamp_id = ++clamp_count_);
    if (stride == 1) return clamped;
    return emit(Op::Mul, scalar_type(Scalar::U32), {clamped, konst_u32(stride, loc)}, {}, loc);
  }
  uint32_t clamp_count_ = 0;
  // Records on the ClampIndex just emitted what a report about its index needs.
  void note_index_facts(const ast::IndexExpr* e, bool memory, uint32_t var) {
    Inst& in = blocks_.back()->back().inst;
    in.indexes_memory = memory;
    if (memory) in.var = var;
    in.base_loc = e->base->span;
    in.index_loc = e->index->span;
  }
  Reg array_length(const Ref& r, Span loc) {
    // The runtime array is the whole binding or the last member of its structure.
    const Variable& v = m_->vars[r.var];
    if (!v.runtime_sized) unsupported("arrayLength of this expression", loc);
    uint32_t stride = sema::array_stride(r.type);
    uint32_t fixed = 0;
    const sema::Type* root = nullptr;
    for (const auto& [ent, id] : vars_)
      if (id == r.var) root = ent->type;
    if (root && root->kind == TypeKind::Struct) fixed = root->structure->members.back().offset;
    return emit(Op::ArrayLength, scalar_type(Scalar::U32), {}, {fixed, stride}, loc, true, r.var);
  }

  Reg load(const Ref& r, Span loc) {
    const sema::Type* t = r.type;
    if (t->kind == TypeKind::Array || t->kind == TypeKind::Struct || t->kind == TypeKind::Matrix)
      unsupported("loading a whole '" + sema::type_name(t) + "' value", loc);
    Reg v = emit(Op::Load, ir_type(t, std::nullopt, loc), {r.offset}, {}, r.loc.length ? r.loc : loc, true, r.var);
    blocks_.back()->back().inst.vector_bytes = r.vector_bytes;
    blocks_.back()->back().inst.clamps = r.clamps;
    return v;
  }
  void store_reg(const Ref& r, Reg v, Span loc) {
    emit(Op::Store, reg_type(v), {r.offset, v}, {}, r.loc.length ? r.loc : loc, false, r.var);
    blocks_.back()->back().inst.vector_bytes = r.vector_bytes;
    blocks_.back()->back().inst.clamps = r.clamps;
  }
  Ref sub_ref(const Ref& r, uint32_t byte_offset, const sema::Type* t, Span loc) {
    Ref s = r;
    s.type = t;
    s.vector_bytes = 0;
    if (byte_offset) s.offset = add_offset(r.offset, konst_u32(byte_offset, loc), loc);
    return s;
  }
  // Scalars and vectors in a value of type t.
  static uint64_t leaf_count(const sema::Type* t) {
    switch (t->kind) {
      case TypeKind::Array:
        return t->count * leaf_count(t->elem);
      case TypeKind::Matrix:
        return t->width;
      case TypeKind::Struct: {
        uint64_t n = 0;
        for (const auto& m : t->structure->members) n += leaf_count(m.type);
        return n;
      }
      default:
        return 1;
    }
  }
  // Larger arrays are copied by a loop over their elements rather than unrolled.
  static constexpr uint64_t kUnrolledCopyLeaves = 256;
  // A loop over the elements of fixed-size array type `t`: body(offset of the element).
  void array_loop(const sema::Type* t, Span loc, const std::function<void(Reg)>& body) {
    Type u = scalar_type(Scalar::U32);
    Ref counter = alloc_temp(info_.types.u32(), loc);
    store_reg(counter, konst_u32(0, loc), loc);
    Node n;
    n.kind = NodeKind::Loop;
    n.loc = loc;
    n.body = std::make_unique<Block>();
    n.continuing = std::make_unique<Block>();
    in_block(n.body.get(), [&] {
      Reg i = load(counter, loc);
      Node exit;
      exit.kind = NodeKind::If;
      exit.loc = loc;
      exit.cond = emit(Op::Lt, scalar_type(Scalar::Bool), {i, konst_u32(t->count, loc)}, {}, loc);
      exit.then_block = std::make_unique<Block>();
      exit.else_block = std::make_unique<Block>();
      Node brk;
      brk.kind = NodeKind::Break;
      brk.loc = loc;
      exit.else_block->push_back(std::move(brk));
      push_node(std::move(exit));
      body(emit(Op::Mul, u, {i, konst_u32(sema::array_stride(t), loc)}, {}, loc));
    });
    in_block(n.continuing.get(), [&] {
      store_reg(counter, emit(Op::Add, u, {load(counter, loc), konst_u32(1, loc)}, {}, loc), loc);
    });
    push_node(std::move(n));
  }
  void copy_loop(const Ref& dst, const Ref& src, Span loc) {
    array_loop(dst.type, loc, [&](Reg off) {
      Ref d = dst, s = src;
      d.type = s.type = dst.type->elem;
      d.offset = add_offset(dst.offset, off, loc);
      s.offset = add_offset(src.offset, off, loc);
      copy(d, s, loc);
    });
  }
  // Copies a composite leaf by leaf (WGSL assignment of arrays and structures).
  void copy(const Ref& dst, const Ref& src, Span loc) {
    const sema::Type* t = dst.type;
    if (t->kind == TypeKind::Array) {
      if (t->count == 0) unsupported("copying a runtime-sized array", loc);
      uint32_t stride = sema::array_stride(t);
      if (static_cast<uint64_t>(t->count) * leaf_count(t->elem) > kUnrolledCopyLeaves) return copy_loop(dst, src, loc);
      for (uint32_t i = 0; i < t->count; i++)
        copy(sub_ref(dst, i * stride, t->elem, loc), sub_ref(src, i * stride, t->elem, loc), loc);
    } else if (t->kind == TypeKind::Struct) {
      for (const auto& mem : t->structure->members)
        copy(sub_ref(dst, mem.offset, mem.type, loc), sub_ref(src, mem.offset, mem.type, loc), loc);
    } else if (t->kind == TypeKind::Matrix) {
      for (uint32_t i = 0; i < t->width; i++) copy(column(dst, i, loc), column(src, i, loc), loc);
    } else if (t->kind == TypeKind::Atomic) {
      unsupported("copying atomics", loc);
    } else {
      Ref s = src;
      s.type = t;
      store_reg(dst, load(s, loc), loc);
    }
  }
  // The bytes of `t` that are not padding.
  static uint64_t payload_bytes(const sema::Type* t) {
    switch (t->kind) {
      case TypeKind::Array: return uint64_t{t->count} * payload_bytes(t->elem);
      case TypeKind::Struct: {
        uint64_t n = 0;
        for (const auto& m : t->structure->members) n += payload_bytes(m.type);
        return n;
      }
      case TypeKind::Matrix: return uint64_t{t->width} * t->rows * sema::size_of(t->elem);
      case TypeKind::Vector: return uint64_t{t->width} * sema::size_of(t->elem);
      default: return sema::size_of(t);
    }
  }
  // The zero value stored over `dst`. A buffer's padding bytes are no part of the value and keep
  // what they held (CTS padding:struct_nested), so there the zero is written member by member;
  // other memory is invisible outside the shader and is zeroed whole.
  void zero(const Ref& dst, Span loc) {
    const sema::Type* t = dst.type;
    bool visible = dst.var < m_->vars.size() && m_->vars[dst.var].space == Space::Storage;
    if (!visible || payload_bytes(t) == sema::size_of(t)) return zero_bytes(dst, loc);
    if (t->kind == TypeKind::Struct) {
      for (const auto& mem : t->structure->members) zero(sub_ref(dst, mem.offset, mem.type, loc), loc);
    } else if (t->kind == TypeKind::Matrix) {
      for (uint32_t i = 0; i < t->width; i++) zero(column(dst, i, loc), loc);
    } else if (t->kind == TypeKind::Array && uint64_t{t->count} * leaf_count(t->elem) > kUnrolledCopyLeaves) {
      array_loop(t, loc, [&](Reg off) {
        Ref d = dst;
        d.type = t->elem;
        d.offset = add_offset(dst.offset, off, loc);
        zero(d, loc);
      });
    } else if (t->kind == TypeKind::Array) {
      for (uint32_t i = 0; i < t->count; i++) zero(sub_ref(dst, i * sema::array_stride(t), t->elem, loc), loc);
    } else {  // a vec3: its 12 bytes
      emit(Op::Zero, scalar_type(Scalar::U32), {dst.offset}, {static_cast<uint32_t>(payload_bytes(t))}, loc, false, dst.var);
    }
  }
  void zero_bytes(const Ref& dst, Span loc) {
    emit(Op::Zero, scalar_type(Scalar::U32), {dst.offset}, {sema::size_of(dst.type)}, loc, false, dst.var);
  }
  // Whether evaluating e may read memory: a variable or pointer it names, or a function it calls.
  bool may_read_memory(const ast::Expr* e) {
    switch (e->kind) {
      case ast::ExprKind::Ident: {
        const sema::Type* t = info_.type(e);
        return t && (t->kind == TypeKind::Reference || t->kind == TypeKind::Pointer);
      }
      case ast::ExprKind::Call: {
        auto* c = static_cast<const ast::CallExpr*>(e);
        const sema::CallSite* cs = info_.call(c);
        if (cs && cs->callee) return true;
        return std::any_of(c->args.begin(), c->args.end(), [&](const ast::Expr* a) { return may_read_memory(a); });
      }
      case ast::ExprKind::Unary: return may_read_memory(static_cast<const ast::UnaryExpr*>(e)->operand);
      case ast::ExprKind::Binary: {
        auto* b = static_cast<const ast::BinaryExpr*>(e);
        return may_read_memory(b->lhs) || may_read_memory(b->rhs);
      }
      case ast::ExprKind::Index: {
        auto* x = static_cast<const ast::IndexExpr*>(e);
        return may_read_memory(x->base) || may_read_memory(x->index);
      }
      case ast::ExprKind::Member: return may_read_memory(static_cast<const ast::MemberExpr*>(e)->base);
      default: return false;
    }
  }
  bool is_constructor(const ast::Expr* e) {
    if (e->kind != ast::ExprKind::Call) return false;
    const sema::CallSite* cs = info_.call(static_cast<const ast::CallExpr*>(e));
    return !cs || (!cs->callee && !cs->builtin);
  }
  // An abstract matrix (a const-expression) stored as the checker computed it, each component
  // rounded once to the destination's type; false when `e` is no such matrix.
  bool store_checked_matrix(const Ref& dst, const ast::Expr* e) {
    const sema::Type* t = sema::unwrap_ref(info_.type(e));
    auto it = info_.scalar_consts.find(e);
    if (!t || t->kind != TypeKind::Matrix || !sema::is_abstract(t) || it == info_.scalar_consts.end() ||
        it->second.size() != dst.type->width * dst.type->rows)
      return false;
    Scalar s = float_scalar(dst.type);
    for (uint32_t i = 0; i < dst.type->width; i++) {
      std::vector<sema::ModuleInfo::ScalarConst> col(it->second.begin() + i * dst.type->rows,
                                                     it->second.begin() + (i + 1) * dst.type->rows);
      store_reg(column(dst, i, e->span), constant_of(col, s, e->span), e->span);
    }
    return true;
  }
  // `matCxR<T>(m)`: the identity, or the conversion of every component (f32 <-> f16, or an abstract
  // matrix materialized); the columns of the two types have different strides.
  void convert_matrix(const Ref& dst, const ast::Expr* arg, Span loc) {
    if (store_checked_matrix(dst, arg)) return;
    Ref src = matrix_operand(arg);
    Scalar to = float_scalar(dst.type);
    if (float_scalar(src.type) == to) return copy(dst, src, loc);
    for (uint32_t i = 0; i < dst.type->width; i++) {
      Reg v = load(column(src, i, loc), loc);
      store_reg(column(dst, i, loc), convert(v, Type{to, static_cast<uint8_t>(dst.type->rows)}, loc), loc);
    }
  }
  void store_expr(const Ref& dst, const ast::Expr* e) {
    const sema::Type* t = dst.type;
    if (t->kind == TypeKind::Matrix && store_checked_matrix(dst, e)) return;
    if (t->kind == TypeKind::Matrix && is_constructor(e)) {
      auto* c = static_cast<const ast::CallExpr*>(e);
      if (c->args.empty()) return zero(dst, e->span);
      const sema::Type* a0 = info_.type(c->args[0]);
      if (c->args.size() == 1 && a0 && sema::unwrap_ref(a0)->kind == TypeKind::Matrix)
        return convert_matrix(dst, c->args[0], e->span);
      if (c->args.size() == t->width) {
        for (uint32_t i = 0; i < t->width; i++) store_expr(column(dst, i, e->span), c->args[i]);
        return;
      }
      for (uint32_t i = 0; i < t->width; i++) {
        std::vector<Reg> parts;
        for (uint32_t j = 0; j < t->rows; j++)
          parts.push_back(
              convert(rvalue(c->args[i * t->rows + j], float_scalar(t)), scalar_type(float_scalar(t)), e->span));
        store_reg(column(dst, i, e->span), emit(Op::Construct, Type{float_scalar(t), t->rows}, parts, {}, e->span),
                  e->span);
      }
      return;
    }
    if (is_composite(t)) {
      if (is_constructor(e) && t->kind != TypeKind::Matrix) {
        auto* c = static_cast<const ast::CallExpr*>(e);
        if (c->args.empty()) return zero(dst, e->span);
        if (t->kind == TypeKind::Array) {
          uint32_t stride = sema::array_stride(t);
          for (uint32_t i = 0; i < c->args.size(); i++)
            store_expr(sub_ref(dst, i * stride, t->elem, e->span), c->args[i]);
        } else {
          for (uint32_t i = 0; i < c->args.size(); i++) {
            const auto& mem = t->structure->members[i];
            store_expr(sub_ref(dst, mem.offset, mem.type, e->span), c->args[i]);
          }
        }
        return;
      }
      LExpr x = lower(e, std::nullopt);
      if (x.kind == LExpr::Members && t->kind == TypeKind::Struct) return store_members(dst, x, e->span);
      if (x.kind != LExpr::Memory) unsupported("this '" + sema::type_name(t) + "' value", e->span);
      return copy(dst, x.ref, e->span);
    }
    Type want = ir_type(t, std::nullopt, e->span);
    LExpr x = lower(e, want.scalar);
    Reg v = convert(value_of(x, e->span), want, e->span);
    store_reg(dst, v, e->span);
  }

  // A builtin's result structure (frexp, modf, atomicCompareExchangeWeak) stored whole.
  void store_members(const Ref& dst, const LExpr& x, Span at) {
    for (const auto& mem : dst.type->structure->members) {
      auto it = std::find_if(x.members.begin(), x.members.end(), [&](const auto& m) { return m.first == mem.name; });
      if (it == x.members.end()) unsupported("member '" + std::string(mem.name) + "'", at);
      store_reg(sub_ref(dst, mem.offset, mem.type, at), it->second.first, at);
    }
  }

  Reg value_of(const LExpr& x, Span at) {
    if (x.kind == LExpr::Value) return x.reg;
    if (x.kind == LExpr::Memory) return load(x.ref, at);
    unsupported("structure values", at);
  }
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
  Reg constant_of(const std::vector<sema::ModuleInfo::ScalarConst>& value, Scalar s, Span loc);
  bool converts_abstract(const ast::Expr* e) const;
  LExpr lower_ident(const ast::IdentExpr* e, std::optional<Scalar> want);
  LExpr lower_binary(const ast::BinaryExpr* e, std::optional<Scalar> want);
  LExpr lower_call(const ast::CallExpr* e, std::optional<Scalar> want);
  LExpr lower_builtin(const ast::CallExpr* e, BuiltinId id, std::optional<Scalar> want);
  LExpr lower_constructor(const ast::CallExpr* e, std::optional<Scalar> want);
  LExpr lower_subgroup(const ast::CallExpr* e, BuiltinId builtin);
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
  uint32_t specialize(const sema::FunctionInfo* f, const std::vector<uint32_t>& roots) {
    auto key = std::make_pair(f, roots);
    if (auto it = specializations_.find(key); it != specializations_.end()) return it->second;
    Function* saved_fn = fn_;
    std::vector<Block*> saved_blocks = blocks_;
    uint32_t saved_ret = ret_var_;
    const sema::Type* saved_ret_type = ret_type_;
    uint32_t index = static_cast<uint32_t>(m_->functions.size());  // lowering appends it first
    lower_function(f, false, roots);
    fn_ = saved_fn;
    blocks_ = std::move(saved_blocks);
    ret_var_ = saved_ret;
    ret_type_ = saved_ret_type;
    specializations_[key] = index;
    return index;
  }
};

std::optional<Scalar> concrete_scalar(const sema::Type* t) {
  t = t ? sema::unwrap_ref(t) : nullptr;
  if (!t) return std::nullopt;
  if (t->kind == TypeKind::Atomic) t = t->elem;
  const sema::Type* s = sema::scalar_of(t);
  if (!s) return std::nullopt;
  switch (s->kind) {
    case TypeKind::Bool:
      return Scalar::Bool;
    case TypeKind::I32:
      return Scalar::I32;
    case TypeKind::U32:
      return Scalar::U32;
    case TypeKind::F32:
      return Scalar::F32;
    case TypeKind::F16:
      return Scalar::F16;
    default:
      return std::nullopt;
  }
}

LExpr Lowerer::lower(const ast::Expr* e, std::optional<Scalar> want) {
  const sema::Type* t = info_.type(e);
  if (std::optional<Reg> c = checked_constant(e, t, want)) return val(*c);
  switch (e->kind) {
    case ast::ExprKind::IntLiteral: {
      auto* l = static_cast<const ast::IntLiteralExpr*>(e);
      Scalar s = l->suffix == 'u' ? Scalar::U32 : l->suffix == 'i' ? Scalar::I32 : (want ? *want : Scalar::I32);
      return val(konst(scalar_type(s), word_of(static_cast<double>(l->value), s), e->span));
    }
    case ast::ExprKind::FloatLiteral: {
      auto* l = static_cast<const ast::FloatLiteralExpr*>(e);
      // An abstract float wanted as f16 rounds once, from its own value.
      Scalar s = l->suffix == 'h' || (l->suffix != 'f' && want == Scalar::F16) ? Scalar::F16 : Scalar::F32;
      return val(konst(scalar_type(s), word_of(l->value, s), e->span));
    }
    case ast::ExprKind::BoolLiteral:
      return val(konst(scalar_type(Scalar::Bool), static_cast<const ast::BoolLiteralExpr*>(e)->value ? 1 : 0, e->span));
    case ast::ExprKind::Ident:
      return located(lower_ident(static_cast<const ast::IdentExpr*>(e), want), e->span);
    case ast::ExprKind::Unary: {
      auto* u = static_cast<const ast::UnaryExpr*>(e);
      if (u->op == ast::UnaryOp::AddressOf || u->op == ast::UnaryOp::Deref) {
        LExpr x = lower(u->operand, want);
        if (x.kind != LExpr::Memory) unsupported("pointer expression", e->span);
        return located(x, e->span);
      }
      Reg v = rvalue(u->operand, is_abstract_t(t) ? want : concrete_scalar(t));
      Op op = u->op == ast::UnaryOp::Negate ? Op::Neg : u->op == ast::UnaryOp::Not ? Op::Not : Op::Complement;
      return val(emit(op, reg_type(v), {v}, {}, e->span));
    }
    case ast::ExprKind::Binary:
      return lower_binary(static_cast<const ast::BinaryExpr*>(e), want);
    case ast::ExprKind::Call:
      return lower_call(static_cast<const ast::CallExpr*>(e), want);
    case ast::ExprKind::Index:
      return located(lower_index(static_cast<const ast::IndexExpr*>(e), want), e->span);
    case ast::ExprKind::Member:
      return located(lower_member(static_cast<const ast::MemberExpr*>(e), want), e->span);
    case ast::ExprKind::Phony:
      break;
  }
  unsupported("this expression", e->span);
}

// The checker's value of a scalar or vector (one entry per component) as a constant of scalar `s`.
Reg Lowerer::constant_of(const std::vector<sema::ModuleInfo::ScalarConst>& value, Scalar s, Span loc) {
  std::vector<uint32_t> words;
  for (const sema::ModuleInfo::ScalarConst& c : value) {
    switch (c.kind) {
      case sema::ModuleInfo::ScalarConst::Kind::Bool: words.push_back(c.b ? 1u : 0u); break;
      case sema::ModuleInfo::ScalarConst::Kind::Float: words.push_back(word_of(c.f, s)); break;
      case sema::ModuleInfo::ScalarConst::Kind::Int:
        words.push_back(s == Scalar::I32 || s == Scalar::U32 ? static_cast<uint32_t>(c.i)
                                                              : word_of(static_cast<double>(c.i), s));
        break;
    }
  }
  Type type{s, static_cast<uint8_t>(words.size())};
  return emit(Op::Const, type, {}, std::move(words), loc);
}

// `T(x)` with a scalar type T and an abstract x: where an abstract value is materialized.
bool Lowerer::converts_abstract(const ast::Expr* e) const {
  if (e->kind != ast::ExprKind::Call) return false;
  auto* c = static_cast<const ast::CallExpr*>(e);
  const sema::CallSite* cs = info_.call(c);
  if (c->args.size() != 1 || (cs && (cs->callee || cs->builtin))) return false;
  return is_abstract_t(info_.type(c->args[0]));
}

// A scalar const-expression becomes the constant the checker computed (sema's evaluator, with
// abstract arithmetic in 64-bit integers and doubles), materialized to the scalar the context
// wants: lowering never re-evaluates abstract arithmetic in the concrete types.
std::optional<Reg> Lowerer::checked_constant(const ast::Expr* e, const sema::Type* t, std::optional<Scalar> want) {
  auto it = info_.scalar_consts.find(e);
  if (it == info_.scalar_consts.end() || !t) return std::nullopt;
  const sema::Type* vt = sema::unwrap_ref(t);
  const sema::Type* et = vt->kind == TypeKind::Vector ? vt->elem : vt;
  if (!sema::is_scalar(et) || it->second.size() != (vt->kind == TypeKind::Vector ? vt->width : 1u)) return std::nullopt;
  // Where abstract values are involved: an abstract expression, or the conversion of one to a
  // concrete type (`i32(-3937509.8775510206)`, `u32(floor(2.5))`); and every bool and integer
  // result, which is exact (`-256 == 1` compares abstract integers: lowered operand by operand,
  // they took the bool the context wanted). Concrete float arithmetic keeps its runtime form
  // (the executors' own rounding of f16 and f32 builtins).
  bool exact = et->kind == TypeKind::Bool || et->kind == TypeKind::I32 || et->kind == TypeKind::U32;
  if (!sema::is_abstract(vt) && !converts_abstract(e) && !exact) return std::nullopt;
  Scalar s;
  if (et->kind == TypeKind::AbstractInt) {
    s = want ? *want : Scalar::I32;
  } else if (et->kind == TypeKind::AbstractFloat) {
    s = want == Scalar::F16 ? Scalar::F16 : Scalar::F32;
  } else if (std::optional<Scalar> cs = concrete_scalar(et)) {
    s = *cs;
  } else {
    return std::nullopt;
  }
  return constant_of(it->second, s, e->span);
}

LExpr Lowerer::lower_ident(const ast::IdentExpr* e, std::optional<Scalar> want) {
  const sema::Entity* ent = info_.entity(e);
  if (!ent) unsupported("unresolved identifier '" + std::string(e->ident.name) + "'", e->span);
  switch (ent->kind) {
    case sema::EntityKind::Var: {
      if (ent->space == sema::AddressSpace::Handle)
        unsupported("textures and samplers ('" + std::string(ent->name) + "')", e->span);
      Ref r;
      r.var = variable(ent, e->span);
      r.offset = konst_u32(0, e->span);
      r.type = ent->type;
      return mem(r);
    }
    case sema::EntityKind::Let:
    case sema::EntityKind::Param: {
      auto it = locals_.find(ent);
      if (it == locals_.end()) unsupported("parameter '" + std::string(ent->name) + "'", e->span);
      return it->second;
    }
    case sema::EntityKind::Const: {
      auto* d = static_cast<const ast::VariableDecl*>(ent->decl);
      auto cs = concrete_scalar(ent->type);
      const sema::Type* vt = ent->type;
      if (is_composite(vt)) return mem(const_temp(ent, d->initializer, vt));
      LExpr x = lower(d->initializer, cs ? cs : want);
      if (cs) {
        Type target = ir_type(vt, cs, e->span);
        return val(convert(value_of(x, e->span), target, e->span));
      }
      return x;
    }
    case sema::EntityKind::Override: {
      // The module was resolved with the override values: the checker knows this one's value.
      auto v = info_.scalar_consts.find(e);
      std::optional<Scalar> s = concrete_scalar(ent->type);
      if (v == info_.scalar_consts.end() || !s || v->second.size() != 1)
        unsupported("override '" + std::string(ent->name) + "' without a value (pass --constant)", e->span);
      return val(constant_of(v->second, *s, e->span));
    }
    default:
      break;
  }
  unsupported("identifier '" + std::string(e->ident.name) + "' here", e->span);
}

LExpr Lowerer::lower_binary(const ast::BinaryExpr* e, std::optional<Scalar> want) {
  const sema::Type* lt = sema::unwrap_ref(info_.type(e->lhs));
  const sema::Type* rt = sema::unwrap_ref(info_.type(e->rhs));
  bool shift = e->op == ast::BinaryOp::ShiftLeft || e->op == ast::BinaryOp::ShiftRight;
  bool logical = e->op == ast::BinaryOp::LogicalAnd || e->op == ast::BinaryOp::LogicalOr;
  if ((lt && lt->kind == TypeKind::Matrix) || (rt && rt->kind == TypeKind::Matrix)) return matrix_binary(e);
  if (logical && has_effects(e->rhs)) {
    // Short-circuit: the right operand runs only for the lanes it decides.
    Reg l = rvalue(e->lhs, Scalar::Bool);
    Ref tmp = alloc_temp(info_.types.bool_type(), e->span);
    store_reg(tmp, l, e->span);
    Node n;
    n.kind = NodeKind::If;
    n.loc = e->span;
    n.cond = l;
    n.then_block = std::make_unique<Block>();
    n.else_block = std::make_unique<Block>();
    in_block(e->op == ast::BinaryOp::LogicalAnd ? n.then_block.get() : n.else_block.get(),
             [&] { store_reg(tmp, rvalue(e->rhs, Scalar::Bool), e->span); });
    push_node(std::move(n));
    return val(load(tmp, e->span));
  }
  // An abstract operand takes the concrete type of the result (arithmetic) or of the other
  // operand (comparisons); a shift amount is u32.
  const sema::Type* et = info_.type(e);
  std::optional<Scalar> res = is_abstract_t(et) ? want : concrete_scalar(et);
  bool is_cmp = e->op >= ast::BinaryOp::Equal;
  if (is_cmp || e->op == ast::BinaryOp::LogicalAnd || e->op == ast::BinaryOp::LogicalOr) res = std::nullopt;
  std::optional<Scalar> lw = is_abstract_t(lt) ? (res     ? res
                                                  : shift ? want
                                                          : (concrete_scalar(rt) ? concrete_scalar(rt) : want))
                                               : std::nullopt;
  std::optional<Scalar> rw = is_abstract_t(rt) ? (shift ? std::optional<Scalar>(Scalar::U32)
                                                  : res ? res
                                                        : (concrete_scalar(lt) ? concrete_scalar(lt) : want))
                                               : std::nullopt;
  if (shift && is_abstract_t(lt) && is_abstract_t(rt)) rw = Scalar::U32;
  // A runtime shift amount makes the shift a runtime expression: its abstract lhs is i32.
  if (shift && is_abstract_t(lt) && !is_abstract_t(rt) && is_abstract_t(et)) lw = Scalar::I32;
  Reg l = rvalue(e->lhs, lw);
  Reg r = rvalue(e->rhs, rw);
  uint8_t w = std::max(reg_type(l).width, reg_type(r).width);
  l = splat(l, w, e->span);
  r = splat(r, w, e->span);
  Type lt2 = reg_type(l);
  if (!shift && reg_type(r).scalar != lt2.scalar) r = convert(r, lt2, e->span);
  if (shift) r = convert(r, Type{Scalar::U32, w}, e->span);
  Op op = Op::Add;
  bool cmp = false;
  switch (e->op) {
    case ast::BinaryOp::Add:
      op = Op::Add;
      break;
    case ast::BinaryOp::Sub:
      op = Op::Sub;
      break;
    case ast::BinaryOp::Mul:
      if (lt->kind == TypeKind::Matrix || rt->kind == TypeKind::Matrix) unsupported("matrices", e->span);
      op = Op::Mul;
      break;
    case ast::BinaryOp::Div:
      op = Op::Div;
      break;
    case ast::BinaryOp::Mod:
      op = Op::Rem;
      break;
    case ast::BinaryOp::And:
    case ast::BinaryOp::LogicalAnd:
      op = Op::And;
      break;
    case ast::BinaryOp::Or:
    case ast::BinaryOp::LogicalOr:
      op = Op::Or;
      break;
    case ast::BinaryOp::Xor:
      op = Op::Xor;
      break;
    case ast::BinaryOp::ShiftLeft:
      op = Op::Shl;
      break;
    case ast::BinaryOp::ShiftRight:
      op = Op::Shr;
      break;
    case ast::BinaryOp::Equal:
      op = Op::Eq, cmp = true;
      break;
    case ast::BinaryOp::NotEqual:
      op = Op::Ne, cmp = true;
      break;
    case ast::BinaryOp::Less:
      op = Op::Lt, cmp = true;
      break;
    case ast::BinaryOp::LessEqual:
      op = Op::Le, cmp = true;
      break;
    case ast::BinaryOp::Greater:
      op = Op::Gt, cmp = true;
      break;
    case ast::BinaryOp::GreaterEqual:
      op = Op::Ge, cmp = true;
      break;
  }
  Type rtype = cmp ? Type{Scalar::Bool, w} : lt2;
  return val(emit(op, rtype, {l, r}, {}, e->span));
}

LExpr Lowerer::lower_index(const ast::IndexExpr* e, std::optional<Scalar> want) {
  const sema::Type* bt = info_.type(e->base);
  bool memory = bt && (bt->kind == TypeKind::Reference || bt->kind == TypeKind::Pointer || is_composite(bt));
  if (memory) {
    LExpr bx = access_base(e->base, want);
    if (bx.kind != LExpr::Memory) unsupported("indexing this expression", e->span);
    Ref b = bx.ref;
    const sema::Type* st = b.type;
    if (st->kind == TypeKind::Array) {
      uint32_t stride = sema::array_stride(st);
      uint32_t fixed = st->override_count ? override_count(st, e->span) : st->count;
      Reg count = fixed == 0 ? array_length(b, e->span) : kNoReg;
      Reg off = index_offset(e, b, fixed, count, stride);
      Ref r = b;
      r.type = st->elem;
      r.offset = add_offset(b.offset, off, e->span);
      return mem(r);
    }
    if (st->kind == TypeKind::Matrix) {
      Reg off = index_offset(e, b, st->width, kNoReg, column_stride(st));
      Ref r = b;
      r.type = column_type(st);
      r.offset = add_offset(b.offset, off, e->span);
      return mem(r);
    }
    if (st->kind == TypeKind::Vector) {
      Reg off = index_offset(e, b, st->width, kNoReg, component_bytes(float_scalar(st)));
      Ref r = b;
      r.type = st->elem;
      r.vector_bytes = sema::size_of(st);
      r.offset = add_offset(b.offset, off, e->span);
      return mem(r);
    }
    unsupported("indexing '" + sema::type_name(st) + "'", e->span);
  }
  if (bt && bt->kind == TypeKind::Vector) {
    Reg v = rvalue(e->base, want);
    LExpr ix = lower(e->index, Scalar::I32);
    Reg i = emit(Op::ClampIndex, scalar_type(Scalar::U32), {value_of(ix, e->index->span)}, {bt->width}, e->span);
    note_index_facts(e, false, 0);
    return val(emit(Op::ExtractDyn, Type{reg_type(v).scalar, 1}, {v, i}, {}, e->span));
  }
  unsupported("indexing a '" + (bt ? sema::type_name(bt) : std::string("?")) + "' value", e->span);
}

LExpr Lowerer::lower_member(const ast::MemberExpr* e, std::optional<Scalar> want) {
  const sema::Type* bt = info_.type(e->base);
  const sema::Type* st = bt ? sema::unwrap_ref(bt) : nullptr;
  if (st && st->kind == TypeKind::Pointer) st = st->elem;
  if (!st) unsupported("member access", e->span);
  std::string_view name = e->member.name;
  bool memory = bt->kind == TypeKind::Reference || bt->kind == TypeKind::Pointer;
  if (st->kind == TypeKind::Struct) {
    if (!memory) {
      LExpr b = access_base(e->base, want);
      if (b.kind == LExpr::Members)
        for (auto& [n, v] : b.members)
          if (n == name) return val(v.first);
      if (b.kind == LExpr::Memory)
        memory = true;
      else
        unsupported("structure values", e->span);
      // A constant's temporary has the concrete type, laid out as such.
      if (b.ref.type->kind == TypeKind::Struct) st = b.ref.type;
      for (const auto& mem : st->structure->members)
        if (mem.name == name) return this->mem(sub_ref(b.ref, mem.offset, mem.type, e->span));
      unsupported("member '" + std::string(name) + "'", e->span);
    }
    Ref b = lower_ref(e->base);
    for (const auto& mem : st->structure->members)
      if (mem.name == name) return this->mem(sub_ref(b, mem.offset, mem.type, e->span));
    unsupported("member '" + std::string(name) + "'", e->span);
  }
  if (st->kind == TypeKind::Vector) {
    if (memory && name.size() == 1) {
      Ref b = lower_ref(e->base);
      uint32_t offset = static_cast<uint32_t>(sema::swizzle_index(name[0])) * component_bytes(float_scalar(st));
      Ref c = sub_ref(b, offset, st->elem, e->span);
      c.vector_bytes = sema::size_of(st);
      return this->mem(c);
    }
    Reg v = rvalue(e->base, want);
    Type vt = reg_type(v);
    if (name.size() == 1)
      return val(
          emit(Op::Extract, Type{vt.scalar, 1}, {v}, {static_cast<uint32_t>(sema::swizzle_index(name[0]))}, e->span));
    std::vector<uint32_t> idx;
    for (char c : name) idx.push_back(static_cast<uint32_t>(sema::swizzle_index(c)));
    return val(emit(Op::Swizzle, Type{vt.scalar, static_cast<uint8_t>(name.size())}, {v}, idx, e->span));
  }
  unsupported("member access on '" + sema::type_name(st) + "'", e->span);
}

LExpr Lowerer::lower_call(const ast::CallExpr* e, std::optional<Scalar> want) {
  const sema::CallSite* cs = info_.call(e);
  if (cs && cs->callee) {
    const sema::FunctionInfo* f = cs->callee;
    // Pointer arguments: the root variable selects a specialization of the callee, the byte
    // offset is passed as a u32 argument.
    std::vector<uint32_t> roots;
    std::vector<Reg> ptr_offsets(e->args.size(), kNoReg);
    for (size_t i = 0; i < e->args.size() && i < f->params.size(); i++)
      if (f->params[i]->type->kind == TypeKind::Pointer) {
        LExpr x = lower(e->args[i], std::nullopt);
        if (x.kind != LExpr::Memory) unsupported("this pointer argument", e->args[i]->span);
        roots.push_back(x.ref.var);
        ptr_offsets[i] = x.ref.offset;
      }
    uint32_t index;
    if (roots.empty()) {
      auto it = fns_.find(f);
      if (it == fns_.end()) unsupported("call of '" + std::string(e->target->ident.name) + "'", e->span);
      index = it->second;
    } else {
      index = specialize(f, roots);
    }
    const Function& callee = m_->functions[index];
    std::vector<Reg> args;
    size_t reg_param = 0;
    std::vector<std::pair<Ref, const ast::Expr*>> composite_args;
    for (size_t i = 0; i < e->args.size(); i++) {
      if (ptr_offsets[i] != kNoReg) {
        args.push_back(ptr_offsets[i]);
        reg_param++;
        continue;
      }
      const sema::Entity* p = f->params[i];
      if (is_composite(p->type)) {
        // Evaluated into a temporary first: the argument may itself call this function.
        composite_args.push_back({temp_of(e->args[i], p->type), e->args[i]});
        Ref dst;
        dst.var = param_vars_.at(p);
        dst.type = p->type;
        composite_args.back().first.type = p->type;
        (void)dst;
        continue;
      }
      Type pt = callee.params[reg_param++];
      args.push_back(convert(rvalue(e->args[i], pt.scalar), pt, e->span));
    }
    size_t k = 0;
    for (size_t i = 0; i < e->args.size(); i++) {
      const sema::Entity* p = f->params[i];
      if (ptr_offsets[i] != kNoReg || !is_composite(p->type)) continue;
      Ref dst;
      dst.var = param_vars_.at(p);
      dst.offset = konst_u32(0, e->span);
      dst.type = p->type;
      copy(dst, composite_args[k++].first, e->span);
    }
    if (callee.returns_value) return val(emit(Op::Call, callee.result, args, {index}, e->span));
    emit(Op::Call, Type{}, args, {index}, e->span, false);
    if (auto rv = ret_vars_.find(f); rv != ret_vars_.end()) {
      // Copied out at once: a later call of the same function reuses its result variable.
      const sema::Type* rt = f->entity->type;
      Ref src;
      src.var = rv->second;
      src.offset = konst_u32(0, e->span);
      src.type = rt;
      Ref dst = alloc_temp(rt, e->span);
      copy(dst, src, e->span);
      return mem(dst);
    }
    return LExpr{};
  }
  if (cs && cs->builtin) return lower_builtin(e, cs->builtin->id, want);
  return lower_constructor(e, want);
}

LExpr Lowerer::lower_constructor(const ast::CallExpr* e, std::optional<Scalar> want) {
  const sema::Type* rt = info_.type(e);
  if (!rt) unsupported("this call", e->span);
  Type t = ir_type(rt, want, e->span);
  if (e->args.empty()) return val(konst(t, 0, e->span));
  if (t.width == 1 || e->args.size() == 1) {
    Reg a = rvalue(e->args[0], t.scalar);
    return val(convert(a, t, e->span));
  }
  std::vector<Reg> parts;
  for (const ast::Expr* a : e->args) {
    Reg r = rvalue(a, t.scalar);
    parts.push_back(convert(r, Type{t.scalar, reg_type(r).width}, e->span));
  }
  return val(emit(Op::Construct, t, parts, {}, e->span));
}

// A builtin function call, by its family in the builtin list (sema/builtin_fns.def): one
// instruction of the family's opcode, or the instructions lowering writes for it.
LExpr Lowerer::lower_builtin(const ast::CallExpr* e, BuiltinId id, std::optional<Scalar> want) {
  Span at = e->span;
  const sema::BuiltinDef& def = sema::builtin_def(id);
  std::string_view name = def.name;
  auto atomic = [&](AtomicOp op) {
    Ref r = lower_ref(e->args[0]);
    Type t = ir_type(r.type, std::nullopt, at);
    std::vector<Reg> args{r.offset};
    for (size_t i = 1; i < e->args.size(); i++) args.push_back(convert(rvalue(e->args[i], t.scalar), t, at));
    if (op == AtomicOp::Store) {
      emit(Op::Atomic, t, args, {static_cast<uint32_t>(op)}, at, false, r.var);
      blocks_.back()->back().inst.clamps = r.clamps;
      return LExpr{};
    }
    if (op == AtomicOp::CompareExchange) {
      Reg both = emit(Op::Atomic, Type{t.scalar, 2}, args, {static_cast<uint32_t>(op)}, at, true, r.var);
      blocks_.back()->back().inst.clamps = r.clamps;
      LExpr x;
      x.kind = LExpr::Members;
      Reg old = emit(Op::Extract, t, {both}, {0}, at);
      // The second word is 0 or 1 in the atomic's own scalar type; as a bool it is converted.
      Reg ex = emit(Op::Convert, scalar_type(Scalar::Bool), {emit(Op::Extract, t, {both}, {1}, at)}, {}, at);
      x.members = {{"old_value", {old, t}}, {"exchanged", {ex, scalar_type(Scalar::Bool)}}};
      return x;
    }
    Reg old = emit(Op::Atomic, t, args, {static_cast<uint32_t>(op)}, at, true, r.var);
    blocks_.back()->back().inst.clamps = r.clamps;
    return val(old);
  };
  switch (def.family) {
    case BuiltinFamily::Atomic:
      return atomic(atomic_op(id));
    case BuiltinFamily::Barrier:
      emit(Op::Barrier, Type{}, {}, {static_cast<uint32_t>(barrier_scope(id))}, at, false);
      return LExpr{};
    case BuiltinFamily::Subgroup:
      return lower_subgroup(e, id);
    case BuiltinFamily::Texture:
      unsupported("texture builtins (" + std::string(name) + ")", at);
    case BuiltinFamily::Derivative:
      unsupported("builtin function '" + std::string(name) + "'", at);
    case BuiltinFamily::Numeric:
    case BuiltinFamily::Lowered:
      break;
  }
  if (id == BuiltinId::WorkgroupUniformLoad) {
    // A workgroup barrier on both sides (as Tint lowers it): the writes before it are visible
    // to the load, and no write after it can race with it (the sanitizer and the lane-group
    // schedules rely on both).
    Ref r = lower_ref(e->args[0]);
    emit(Op::Barrier, Type{}, {}, {static_cast<uint32_t>(BarrierScope::Workgroup)}, at, false);
    LExpr loaded;
    if (r.type->kind == TypeKind::Atomic) {
      Type t = ir_type(r.type, std::nullopt, at);
      loaded = val(emit(Op::Atomic, t, {r.offset}, {static_cast<uint32_t>(AtomicOp::Load)}, at, true, r.var));
    } else if (is_composite(r.type)) {  // a copy: later stores must not change the loaded value
      Ref t = alloc_temp(r.type, at);
      copy(t, r, at);
      loaded = mem(t);
    } else {
      loaded = val(load(r, at));
    }
    emit(Op::Barrier, Type{}, {}, {static_cast<uint32_t>(BarrierScope::Workgroup)}, at, false);
    return loaded;
  }
  if (id == BuiltinId::ArrayLength) {
    Ref r = lower_ref(e->args[0]);
    return val(array_length(r, at));
  }
  if (auto x = lower_composed_builtin(e, id)) return *x;
  const sema::Type* rt = info_.type(e);
  if (id == BuiltinId::Bitcast) {
    Type t = ir_type(rt, want, at);
    Reg a = rvalue(e->args[0], std::nullopt);
    return val(emit(Op::Bitcast, t, {a}, {}, at));
  }
  if (id == BuiltinId::Select) {
    std::optional<Scalar> w = concrete_scalar(rt) ? concrete_scalar(rt) : want;
    Reg f = rvalue(e->args[0], w), tr = rvalue(e->args[1], w), c = rvalue(e->args[2], Scalar::Bool);
    Type t = ir_type(rt, w, at);
    f = convert(f, t, at);
    tr = convert(tr, t, at);
    c = splat(c, t.width, at);
    return val(emit(Op::Select, t, {f, tr, c}, {}, at));
  }
  if (id == BuiltinId::Frexp || id == BuiltinId::Modf) {
    Scalar fs = float_scalar(info_.type(e->args[0]));
    Reg x = rvalue(e->args[0], fs);
    Type t = with_scalar(reg_type(x), fs);
    x = convert(x, t, at);
    bool fr = id == BuiltinId::Frexp;
    Type second = fr ? with_scalar(t, Scalar::I32) : t;
    auto f1 = fr ? BuiltinFn::FrexpFract : BuiltinFn::ModfFract, f2 = fr ? BuiltinFn::FrexpExp : BuiltinFn::ModfWhole;
    LExpr out;
    out.kind = LExpr::Members;
    out.members = {{"fract", {emit(Op::Builtin, t, {x}, {static_cast<uint32_t>(f1)}, at), t}},
                   {fr ? "exp" : "whole", {emit(Op::Builtin, second, {x}, {static_cast<uint32_t>(f2)}, at), second}}};
    return out;
  }
  if (id == BuiltinId::Transpose) {
    Ref m = matrix_operand(e->args[0]);
    const sema::Type* t = concrete(rt);
    Ref out = alloc_temp(t, at);
    for (uint32_t j = 0; j < t->width; j++) {
      std::vector<Reg> parts;
      for (uint32_t i = 0; i < m.type->width; i++)
        parts.push_back(emit(Op::Extract, scalar_type(float_scalar(t)), {load(column(m, i, at), at)}, {j}, at));
      store_reg(column(out, j, at), emit(Op::Construct, Type{float_scalar(t), t->rows}, parts, {}, at), at);
    }
    return mem(out);
  }
  if (id == BuiltinId::Determinant) {
    Ref m = matrix_operand(e->args[0]);
    Type f = scalar_type(float_scalar(m.type));
    if (m.type->width == 2) {
      Reg c0 = load(column(m, 0, at), at), c1 = load(column(m, 1, at), at);
      Reg a = emit(Op::Mul, f, {emit(Op::Extract, f, {c0}, {0}, at), emit(Op::Extract, f, {c1}, {1}, at)}, {}, at);
      Reg b = emit(Op::Mul, f, {emit(Op::Extract, f, {c1}, {0}, at), emit(Op::Extract, f, {c0}, {1}, at)}, {}, at);
      return val(emit(Op::Sub, f, {a, b}, {}, at));
    }
    if (m.type->width == 3) {
      Type v3{float_scalar(m.type), 3};
      Reg cr = emit(Op::Builtin, v3, {load(column(m, 1, at), at), load(column(m, 2, at), at)},
                    {static_cast<uint32_t>(BuiltinFn::Cross)}, at);
      return val(emit(Op::Builtin, f, {load(column(m, 0, at), at), cr}, {static_cast<uint32_t>(BuiltinFn::Dot)}, at));
    }
    return val(determinant4(m, at));
  }
  if (def.family != BuiltinFamily::Numeric) unsupported("builtin function '" + std::string(name) + "'", at);
  BuiltinFn fn = numeric_builtin(id);
  // Abstract arguments take the scalar of the first concrete argument, else of the result.
  std::optional<Scalar> w;
  for (const ast::Expr* a : e->args)
    if (!is_abstract_t(info_.type(a)) && (w = concrete_scalar(info_.type(a)))) break;
  if (!w) w = is_abstract_t(rt) ? want : concrete_scalar(rt);
  std::vector<Reg> args;
  for (size_t i = 0; i < e->args.size(); i++) {
    std::optional<Scalar> aw = w;
    if ((fn == BuiltinFn::ExtractBits && i > 0) || (fn == BuiltinFn::InsertBits && i > 1)) aw = Scalar::U32;
    if (fn == BuiltinFn::Ldexp) aw = i == 0 ? float_scalar(rt) : Scalar::I32;
    if (def.has(sema::kOwnArgTypes)) aw = concrete_scalar(info_.type(e->args[i]));
    Reg r = rvalue(e->args[i], aw);
    if (aw && reg_type(r).scalar != *aw) r = convert(r, Type{*aw, reg_type(r).width}, at);
    args.push_back(r);
  }
  Type t = ir_type(rt, w, at);
  if (fn == BuiltinFn::Mix || fn == BuiltinFn::Clamp || fn == BuiltinFn::Smoothstep || fn == BuiltinFn::Step ||
      fn == BuiltinFn::Min || fn == BuiltinFn::Max || fn == BuiltinFn::Fma)
    for (Reg& r : args) r = splat(r, t.width, at);
  return val(emit(Op::Builtin, t, args, {static_cast<uint32_t>(fn)}, at));
}

// Float builtins written with other instructions: the inverse hyperbolic functions by their
// logarithm formulas, reflect, faceForward and refract by the spec's definitions.
std::optional<LExpr> Lowerer::lower_composed_builtin(const ast::CallExpr* e, BuiltinId id) {
  static const BuiltinId composed[] = {BuiltinId::Asinh,   BuiltinId::Acosh,       BuiltinId::Atanh,
                                       BuiltinId::Reflect, BuiltinId::FaceForward, BuiltinId::Refract};
  if (std::find(std::begin(composed), std::end(composed), id) == std::end(composed)) return std::nullopt;
  Span at = e->span;
  std::vector<Reg> a;
  for (const ast::Expr* x : e->args) {
    Reg r = rvalue(x, Scalar::F32);
    a.push_back(convert(r, with_scalar(reg_type(r), Scalar::F32), at));
  }
  Type t = reg_type(a[0]);
  Type f = scalar_type(Scalar::F32);
  auto op = [&](Op o, Reg x, Reg y) { return emit(o, reg_type(x), {x, y}, {}, at); };
  auto fn = [&](BuiltinFn b, std::vector<Reg> args, Type rt) {
    return emit(Op::Builtin, rt, std::move(args), {static_cast<uint32_t>(b)}, at);
  };
  auto k = [&](float v, Type ty) { return konst(ty, std::bit_cast<uint32_t>(v), at); };
  if (id == BuiltinId::Asinh) {  // sign(x) * log(|x| + sqrt(x * x + 1))
    Reg ax = fn(BuiltinFn::Abs, {a[0]}, t);
    Reg root = fn(BuiltinFn::Sqrt, {op(Op::Add, op(Op::Mul, a[0], a[0]), k(1, t))}, t);
    return val(op(Op::Mul, fn(BuiltinFn::Sign, {a[0]}, t), fn(BuiltinFn::Log, {op(Op::Add, ax, root)}, t)));
  }
  if (id == BuiltinId::Acosh) {  // log(x + sqrt(x * x - 1))
    Reg root = fn(BuiltinFn::Sqrt, {op(Op::Sub, op(Op::Mul, a[0], a[0]), k(1, t))}, t);
    return val(fn(BuiltinFn::Log, {op(Op::Add, a[0], root)}, t));
  }
  if (id == BuiltinId::Atanh) {  // log((1 + x) / (1 - x)) / 2
    Reg q = op(Op::Div, op(Op::Add, k(1, t), a[0]), op(Op::Sub, k(1, t), a[0]));
    return val(op(Op::Mul, fn(BuiltinFn::Log, {q}, t), k(0.5f, t)));
  }
  Reg d = fn(BuiltinFn::Dot, {a[1], a[0]}, f);
  if (id == BuiltinId::Reflect)  // e1 - 2 * dot(e2, e1) * e2
    return val(op(Op::Sub, a[0], op(Op::Mul, splat(op(Op::Mul, k(2, f), d), t.width, at), a[1])));
  if (id == BuiltinId::FaceForward) {  // dot(e2, e3) < 0 ? e1 : -e1
    Reg neg = fn(BuiltinFn::Dot, {a[1], a[2]}, f);
    Reg c = splat(emit(Op::Lt, scalar_type(Scalar::Bool), {neg, k(0, f)}, {}, at), t.width, at);
    return val(emit(Op::Select, t, {emit(Op::Neg, t, {a[0]}, {}, at), a[0], c}, {}, at));
  }
  // refract: k = 1 - e3 * e3 * (1 - dot(e2, e1)^2); k < 0 ? 0 : e3 * e1 - (e3 * dot(e2, e1) + sqrt(k)) * e2
  Reg eta = a[2];
  Reg kk = op(Op::Sub, k(1, f), op(Op::Mul, op(Op::Mul, eta, eta), op(Op::Sub, k(1, f), op(Op::Mul, d, d))));
  Reg scale = op(Op::Add, op(Op::Mul, eta, d), fn(BuiltinFn::Sqrt, {kk}, f));
  Reg r = op(Op::Sub, op(Op::Mul, splat(eta, t.width, at), a[0]), op(Op::Mul, splat(scale, t.width, at), a[1]));
  Reg c = splat(emit(Op::Lt, scalar_type(Scalar::Bool), {kk, k(0, f)}, {}, at), t.width, at);
  return val(emit(Op::Select, t, {r, k(0, t), c}, {}, at));
}

// A subgroup or quad builtin (its family in the builtin list): one cross-lane instruction. Its
// value operand has the result's type (bool for ballot); a lane id, xor mask or delta operand
// becomes u32 (a negative i32 id selects no lane).
LExpr Lowerer::lower_subgroup(const ast::CallExpr* e, BuiltinId builtin) {
  Span at = e->span;
  SubgroupOp op = subgroup_op(builtin);
  Type t = ir_type(info_.type(e), std::nullopt, at);
  if (t.scalar == Scalar::F16) unsupported("f16 subgroup operations", at);
  std::vector<Reg> args;
  if (!e->args.empty()) {
    Type vt = op == SubgroupOp::Ballot ? scalar_type(Scalar::Bool) : t;
    args.push_back(convert(rvalue(e->args[0], vt.scalar), vt, at));
  }
  if (e->args.size() > 1) {
    Reg id = rvalue(e->args[1], Scalar::U32);
    args.push_back(convert(id, scalar_type(Scalar::U32), at));
  }
  return val(emit(Op::Subgroup, t, args, {static_cast<uint32_t>(op)}, at));
}

void Lowerer::lower_stmt(const ast::Stmt* s) {
  Span at = s->span;
  // Every pass over the IR (validation, both executors, the C++ emitter) walks nested blocks
  // recursively: a nesting the parser cannot bound (an else-if chain nests one block per `else`)
  // is refused here, before any of them can run out of stack.
  struct Depth {
    int& d;
    explicit Depth(int& x) : d(++x) {}
    ~Depth() { --d; }
  } depth(stmt_depth_);
  if (stmt_depth_ > kMaxStmtDepth)
    over_limit("statements nested more than " + std::to_string(kMaxStmtDepth) +
                   " deep (an else-if chain counts one level per 'else')",
               at);
  switch (s->kind) {
    case ast::StmtKind::Block:
      return lower_block(static_cast<const ast::BlockStmt*>(s));
    case ast::StmtKind::ConstAssert:
      return;
    case ast::StmtKind::Discard:
      unsupported("discard", at);
    case ast::StmtKind::Call: {
      lower_call(static_cast<const ast::CallStmt*>(s)->call, std::nullopt);
      return;
    }
    case ast::StmtKind::Decl: {
      auto* d = static_cast<const ast::DeclStmt*>(s)->decl;
      const sema::Entity* ent = info_.declared(d);
      if (!ent) unsupported("declaration", at);
      if (d->kind == ast::DeclKind::Const) return;
      if (d->kind == ast::DeclKind::Let) {
        const sema::Type* t = ent->type;
        if (t->kind == TypeKind::Pointer) {
          locals_[ent] = lower(d->initializer, std::nullopt);
          return;
        }
        if (is_composite(t) && !(t->kind == TypeKind::Struct && !t->structure->decl)) {
          locals_[ent] = mem(temp_of(d->initializer, t));
          return;
        }
        auto cs = concrete_scalar(t);
        LExpr x = lower(d->initializer, cs);
        if (x.kind == LExpr::Members) {
          locals_[ent] = x;
          return;
        }
        if (is_composite(t) && x.kind == LExpr::Memory) {  // a builtin's result structure in memory
          Ref copy_of = alloc_temp(x.ref.type, at);
          copy(copy_of, x.ref, at);
          locals_[ent] = mem(copy_of);
          return;
        }
        locals_[ent] = val(convert(value_of(x, at), ir_type(t, cs, at), at));
        return;
      }
      if (d->kind == ast::DeclKind::Var) {
        Ref r;
        r.var = variable(ent, at);
        r.offset = konst_u32(0, at);
        r.type = ent->type;
        if (d->initializer)
          store_expr(r, d->initializer);
        else
          zero(r, at);
        return;
      }
      unsupported("declaration", at);
    }
    case ast::StmtKind::Assign: {
      auto* a = static_cast<const ast::AssignStmt*>(s);
      if (a->lhs->kind == ast::ExprKind::Phony) {
        const sema::Type* rt = info_.type(a->rhs);
        if (rt && rt->kind != TypeKind::Reference && is_composite(rt) && is_constructor(a->rhs)) {
          temp_of(a->rhs, rt);  // evaluated for the effects of its operands
          return;
        }
        LExpr x = lower(a->rhs, std::nullopt);
        (void)x;
        return;
      }
      Ref r = lower_ref(a->lhs);
      // A constructor is built in place, operand by operand; where an operand may read the
      // destination (`m = mat2x2(m[1], m[0])`, also through a pointer or a called function),
      // the value is built whole in a temporary first, as WGSL evaluates the right side first.
      if (is_composite(r.type) && is_constructor(a->rhs) && may_read_memory(a->rhs))
        return copy(r, temp_of(a->rhs, r.type), a->rhs->span);
      return store_expr(r, a->rhs);
    }
    case ast::StmtKind::CompoundAssign:
    case ast::StmtKind::Increment:
    case ast::StmtKind::Decrement: {
      const ast::Expr* lhs;
      Ref r;
      Reg rhs;
      ast::BinaryOp op;
      if (s->kind == ast::StmtKind::CompoundAssign) {
        auto* c = static_cast<const ast::CompoundAssignStmt*>(s);
        lhs = c->lhs;
        op = c->op;
        r = lower_ref(lhs);
        const sema::Type* rt = sema::unwrap_ref(info_.type(c->rhs));
        if (r.type->kind == TypeKind::Matrix || (rt && rt->kind == TypeKind::Matrix))
          return matrix_compound(r, op, c->rhs, at);
        Type t = ir_type(r.type, std::nullopt, at);
        bool shift = op == ast::BinaryOp::ShiftLeft || op == ast::BinaryOp::ShiftRight;
        rhs = rvalue(c->rhs, shift ? Scalar::U32 : t.scalar);
      } else {
        lhs = static_cast<const ast::IncDecStmt*>(s)->lhs;
        op = s->kind == ast::StmtKind::Increment ? ast::BinaryOp::Add : ast::BinaryOp::Sub;
        r = lower_ref(lhs);
        Type t = ir_type(r.type, std::nullopt, at);
        rhs = konst(t, word_of(1, t.scalar), at);
      }
      Reg cur = load(r, at);
      Type t = reg_type(cur);
      bool shift = op == ast::BinaryOp::ShiftLeft || op == ast::BinaryOp::ShiftRight;
      rhs = splat(rhs, t.width, at);
      if (!shift) rhs = convert(rhs, t, at);
      Op o = Op::Add;
      switch (op) {
        case ast::BinaryOp::Add:
          o = Op::Add;
          break;
        case ast::BinaryOp::Sub:
          o = Op::Sub;
          break;
        case ast::BinaryOp::Mul:
          o = Op::Mul;
          break;
        case ast::BinaryOp::Div:
          o = Op::Div;
          break;
        case ast::BinaryOp::Mod:
          o = Op::Rem;
          break;
        case ast::BinaryOp::And:
          o = Op::And;
          break;
        case ast::BinaryOp::Or:
          o = Op::Or;
          break;
        case ast::BinaryOp::Xor:
          o = Op::Xor;
          break;
        case ast::BinaryOp::ShiftLeft:
          o = Op::Shl;
          break;
        case ast::BinaryOp::ShiftRight:
          o = Op::Shr;
          break;
        default:
          unsupported("compound operator", at);
      }
      store_reg(r, emit(o, t, {cur, rhs}, {}, at), at);
      return;
    }
    case ast::StmtKind::If: {
      auto* i = static_cast<const ast::IfStmt*>(s);
      Node n;
      n.kind = NodeKind::If;
      n.loc = at;
      n.cond = rvalue(i->condition, Scalar::Bool);
      n.then_block = std::make_unique<Block>();
      n.else_block = std::make_unique<Block>();
      in_block(n.then_block.get(), [&] { lower_block(i->then_block); });
      if (i->else_stmt) in_block(n.else_block.get(), [&] { lower_stmt(i->else_stmt); });
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Loop:
    case ast::StmtKind::For:
    case ast::StmtKind::While: {
      const ast::Expr* cond = nullptr;
      const ast::BlockStmt* body = nullptr;
      const ast::Stmt* update = nullptr;
      const ast::BlockStmt* continuing = nullptr;
      if (s->kind == ast::StmtKind::For) {
        auto* f = static_cast<const ast::ForStmt*>(s);
        if (f->init) lower_stmt(f->init);
        cond = f->condition, body = f->body, update = f->update;
      } else if (s->kind == ast::StmtKind::While) {
        auto* w = static_cast<const ast::WhileStmt*>(s);
        cond = w->condition, body = w->body;
      } else {
        auto* l = static_cast<const ast::LoopStmt*>(s);
        body = l->body, continuing = l->continuing;
      }
      Node n;
      n.kind = NodeKind::Loop;
      n.loc = at;
      n.body = std::make_unique<Block>();
      n.continuing = std::make_unique<Block>();
      in_block(n.body.get(), [&] {
        if (cond) {
          Reg c = rvalue(cond, Scalar::Bool);
          Node iff;
          iff.kind = NodeKind::If;
          iff.loc = cond->span;
          iff.cond = c;
          iff.then_block = std::make_unique<Block>();
          iff.else_block = std::make_unique<Block>();
          Node brk;
          brk.kind = NodeKind::Break;
          brk.loc = cond->span;
          iff.else_block->push_back(std::move(brk));
          push_node(std::move(iff));
        }
        lower_block(body);
      });
      in_block(n.continuing.get(), [&] {
        if (update) lower_stmt(update);
        if (continuing) lower_block(continuing);
      });
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::BreakIf: {
      Node n;
      n.kind = NodeKind::BreakIf;
      n.loc = at;
      n.cond = rvalue(static_cast<const ast::BreakIfStmt*>(s)->condition, Scalar::Bool);
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Break:
    case ast::StmtKind::Continue: {
      Node n;
      n.kind = s->kind == ast::StmtKind::Break ? NodeKind::Break : NodeKind::Continue;
      n.loc = at;
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Return: {
      auto* r = static_cast<const ast::ReturnStmt*>(s);
      Node n;
      n.kind = NodeKind::Return;
      n.loc = at;
      if (r->value && ret_var_ != kNoVar) {
        Ref dst;
        dst.var = ret_var_;
        dst.offset = konst_u32(0, at);
        dst.type = ret_type_;
        store_expr(dst, r->value);
      } else if (r->value) {
        n.cond = convert(rvalue(r->value, fn_->result.scalar), fn_->result, at);
      }
      push_node(std::move(n));
      return;
    }
    case ast::StmtKind::Switch: {
      auto* sw = static_cast<const ast::SwitchStmt*>(s);
      Node n;
      n.kind = NodeKind::Switch;
      n.loc = at;
      auto sel_scalar = concrete_scalar(info_.type(sw->selector));
      if (!sel_scalar) sel_scalar = Scalar::I32;
      n.cond = rvalue(sw->selector, sel_scalar);
      for (const ast::CaseClause* c : sw->clauses) {
        SwitchCase sc;
        for (const ast::Expr* sel : c->selectors) {
          if (!sel) {
            sc.is_default = true;
            continue;
          }
          auto known = info_.case_values.find(sel);
          std::optional<int64_t> v = known != info_.case_values.end() ? known->second : checked_int(sel);
          if (!v) unsupported("this case selector", sel->span);
          sc.values.push_back(static_cast<uint32_t>(*v));
        }
        blocks_.push_back(&sc.body);
        lower_block(c->body);
        blocks_.pop_back();
        n.cases.push_back(std::move(sc));
      }
      push_node(std::move(n));
      return;
    }
  }
  unsupported("this statement", at);
}

void Lowerer::lower_function(const sema::FunctionInfo* f, bool entry, const std::vector<uint32_t>& roots) {
  Function fn;
  fn.name = std::string(f->decl->name.name);
  m_->functions.push_back(std::move(fn));
  fn_ = &m_->functions.back();
  const ast::FunctionDecl* d = f->decl;
  Span at = d->name.span;
  blocks_ = {&fn_->body};
  ret_var_ = kNoVar;
  ret_type_ = nullptr;
  if (!entry) {
    size_t next_root = 0;
    for (const sema::Entity* p : f->params) {
      if (p->type->kind == TypeKind::Pointer) {
        if (next_root >= roots.size())
          unsupported("pointer parameters ('" + std::string(p->name) + "')", p->param->span);
        Type t = scalar_type(Scalar::U32);
        fn_->params.push_back(t);
        Ref r;
        r.var = roots[next_root++];
        r.offset = new_reg(t);
        r.type = p->type->elem;
        fn_->name += "." + m_->vars[r.var].name;
        locals_[p] = mem(r);
        continue;
      }
      if (is_composite(p->type)) continue;  // below, once the register parameters are numbered
      Type t = ir_type(p->type, std::nullopt, p->param->span);
      fn_->params.push_back(t);
      locals_[p] = val(new_reg(t));
    }
    for (const sema::Entity* p : f->params) {
      if (!is_composite(p->type)) continue;
      if (!param_vars_.count(p)) param_vars_[p] = alloc_temp(p->type, p->param->span).var;
      Ref r;
      r.var = param_vars_[p];
      r.offset = konst_u32(0, p->param->span);
      r.type = p->type;
      locals_[p] = mem(r);
    }
    if (d->return_type) {
      const sema::Type* rt = f->entity ? f->entity->type : nullptr;
      if (!rt) unsupported("return type of '" + fn_->name + "'", d->return_type->span);
      if (is_composite(rt)) {
        if (!ret_vars_.count(f)) ret_vars_[f] = alloc_temp(rt, d->return_type->span).var;
        ret_var_ = ret_vars_[f];
        ret_type_ = rt;
      }
    }
    if (d->return_type && !ret_type_) {
      const sema::Type* rt = f->entity->type;
      fn_->returns_value = true;
      fn_->result = ir_type(rt, std::nullopt, d->return_type->span);
      fn_->ret_reg = new_reg(fn_->result);
    }
  }
  if (entry) {
    for (const sema::Entity* p : f->params) {
      // The compute inputs of the builtin-value list (syntax/builtin_values.def).
      auto input_of = [](std::string_view builtin) -> std::optional<InputKind> {
        std::optional<BuiltinValue> v = find_builtin_value(builtin);
        return v ? input_kind(*v) : std::nullopt;
      };
      bool found = false;
      if (p->type->kind == TypeKind::Struct && p->builtin.empty()) {
        // A structure of builtin inputs: filled member by member.
        Ref r = alloc_temp(p->type, p->param->span);
        for (const auto& mem : p->type->structure->members) {
          std::string_view bname;
          if (mem.decl)
            for (const ast::Attribute* a : mem.decl->attrs)
              if (a->kind == ast::AttrKind::Builtin && !a->args.empty() && a->args[0]->kind == ast::ExprKind::Ident)
                bname = static_cast<const ast::IdentExpr*>(a->args[0])->ident.name;
          std::optional<InputKind> k = input_of(bname);
          if (!k)
            unsupported("builtin value '" + std::string(bname) + "' (member '" + std::string(mem.name) + "')",
                        p->param->span);
          Type t{Scalar::U32, input_width(*k)};
          store_reg(sub_ref(r, mem.offset, mem.type, p->param->span),
                    emit(Op::Input, t, {}, {static_cast<uint32_t>(*k)}, p->param->span), p->param->span);
        }
        locals_[p] = mem(r);
        continue;
      }
      if (std::optional<InputKind> k = input_of(p->builtin)) {
        Type t{Scalar::U32, input_width(*k)};
        locals_[p] = val(emit(Op::Input, t, {}, {static_cast<uint32_t>(*k)}, p->param->span));
        found = true;
      }
      if (!found)
        unsupported(p->builtin.empty() ? "entry point parameters that are not builtins ('" + std::string(p->name) + "')"
                                       : "builtin value '" + std::string(p->builtin) + "'",
                    p->param->span);
    }
    // Module-scope private variables with initializers start each invocation initialized.
    for (const sema::Entity* g : f->transitive_globals) {
      if (g->kind != sema::EntityKind::Var || g->space != sema::AddressSpace::Private) continue;
      auto* vd = static_cast<const ast::VariableDecl*>(g->decl);
      Ref r;
      r.var = variable(g, vd->span);
      r.offset = konst_u32(0, vd->span);
      r.type = g->type;
      if (vd->initializer) store_expr(r, vd->initializer);
    }
  }
  (void)at;
  lower_block(d->body);
  splice_prologue();
}

std::unique_ptr<Module> Lowerer::run() {
  m_->source = &file_;
  const sema::FunctionInfo* entry = nullptr;
  for (const sema::FunctionInfo* f : info_.functions()) {
    if (f->stage != sema::PipelineStage::Compute) continue;
    if (opt_.entry_point.empty() ? entry == nullptr : f->decl->name.name == opt_.entry_point) {
      if (entry && opt_.entry_point.empty())
        throw Unsupported{"several compute entry points; choose one with --entry", {}, true};
      entry = f;
    } else if (opt_.entry_point.empty()) {
      throw Unsupported{"several compute entry points; choose one with --entry", {}, true};
    }
  }
  if (!entry)
    throw Unsupported{
        opt_.entry_point.empty() ? "no compute entry point" : "no compute entry point named '" + opt_.entry_point + "'",
        Span{}, true};
  for (int i = 0; i < 3; i++) {
    int64_t n = entry->workgroup_size[i];
    if (n == 0 && entry->workgroup_size_exprs[i]) {
      std::optional<int64_t> v = checked_int(entry->workgroup_size_exprs[i]);
      if (!v) unsupported("this workgroup size", entry->workgroup_size_exprs[i]->span);
      n = *v;
    }
    if (n <= 0) n = 1;
    m_->workgroup_size[i] = static_cast<uint32_t>(n);
  }
  if (m_->workgroup_size[0] * m_->workgroup_size[1] * m_->workgroup_size[2] > 1024)
    unsupported("workgroups of more than 1024 invocations", entry->decl->span);
  // Callees before callers.
  std::vector<const sema::FunctionInfo*> order;
  std::function<void(const sema::FunctionInfo*)> visit = [&](const sema::FunctionInfo* f) {
    if (std::find(order.begin(), order.end(), f) != order.end()) return;
    for (const sema::FunctionInfo* c : f->callees) visit(c);
    order.push_back(f);
  };
  for (const sema::FunctionInfo* c : entry->callees) visit(c);
  for (const sema::FunctionInfo* f : order) {
    bool pointers = false;
    for (const sema::Entity* p : f->params) pointers = pointers || p->type->kind == TypeKind::Pointer;
    if (pointers) continue;  // specialized at each call site
    fns_[f] = static_cast<uint32_t>(m_->functions.size());
    lower_function(f, false);
  }
  m_->entry = static_cast<uint32_t>(m_->functions.size());
  lower_function(entry, true);
  place(&m_->lane_bytes, 0, 16, kMaxLaneBytes, "private and function memory per invocation", {});
  return std::move(m_);
}

}  // namespace

LowerResult lower(const ast::Module& ast, const sema::ModuleInfo& info, const SourceFile& file,
                  const LowerOptions& options) {
  LowerResult out;
  Lowerer l(ast, info, file, options);
  try {
    out.module = l.run();
    std::string problem = validate(*out.module);
    if (!problem.empty()) {
      out.module.reset();
      out.error = "internal error: invalid IR: " + problem;
    }
  } catch (const Unsupported& u) {
    out.error = (u.plain || u.limit ? "" : "unsupported: ") + u.what;
    if (!u.plain && (u.at.length || u.at.offset)) {
      Location loc = file.location(u.at.offset);
      out.error += " at " + std::to_string(loc.line) + ":" + std::to_string(loc.column);
    }
  }
  return out;
}

}  // namespace wgx::ir
