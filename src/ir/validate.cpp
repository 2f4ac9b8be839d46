// The IR validator: registers are defined before they are used, memory ops name existing
// variables, an instruction defines a register when its opcode has a result (ir::op_traits),
// exits sit inside the constructs they leave, and every operand has the type its opcode needs
// (module.h says which), so that a validated module is what every executor may assume.
#include <string>
#include <vector>

#include "ir/module.h"
#include "ir/texture.h"
#include "ir/subgroup.h"

namespace wgx::ir {
namespace {

struct Validator {
  const Module& m;
  const Function* fn = nullptr;
  std::vector<char> defined;
  std::string problem;

  void fail(const std::string& what) {
    if (problem.empty()) problem = fn->name + ": " + what;
  }
  void use(Reg r) {
    if (r == kNoReg || r >= fn->reg_count || !defined[r]) fail("register %" + std::to_string(r) + " used before definition");
  }
  // The type of a register that `use` accepted (a default type otherwise; the use failed already).
  Type type_of(Reg r) const { return r < fn->reg_types.size() ? fn->reg_types[r] : Type{}; }
  void want(bool ok, const Inst& i, const std::string& what) {
    if (!ok) fail(std::string(op_name(i.op)) + ": " + what);
  }
  bool arg_is(const Inst& i, size_t k, Type t) const { return k < i.args.size() && type_of(i.args[k]) == t; }
  bool arg_is_u32(const Inst& i, size_t k) const { return arg_is(i, k, scalar_type(Scalar::U32)); }
  bool arity(const Inst& i, size_t n) {
    want(i.args.size() == n, i, std::to_string(n) + " operands expected, " + std::to_string(i.args.size()) + " given");
    return i.args.size() == n;
  }
  // The operand and result types each opcode requires (inst.h's comments, as the executors read
  // them). Builtins, subgroup operations and atomics vary per function and are left to their own
  // checks.
  void types(const Inst& i) {
    const Type t = i.type;
    const Type bool_t{Scalar::Bool, t.width};
    auto operands_are = [&](Type want_t) {
      for (size_t k = 0; k < i.args.size(); k++)
        want(arg_is(i, k, want_t), i, "operand " + std::to_string(k) + " is " + type_name(type_of(i.args[k])) +
                                         ", not " + type_name(want_t));
    };
    if (i.result != kNoReg && i.result < fn->reg_types.size() && fn->reg_types[i.result] != t)
      fail(std::string(op_name(i.op)) + ": result register typed " + type_name(fn->reg_types[i.result]) +
           ", instruction " + type_name(t));
    switch (i.op) {
      case Op::Const:
        return want(i.imm.size() == t.width, i, "one word per component expected");
      case Op::Add: case Op::Sub: case Op::Mul: case Op::Div: case Op::Rem:
        if (!arity(i, 2)) return;
        want(t.scalar != Scalar::Bool, i, "arithmetic on bool");
        return operands_are(t);
      case Op::And: case Op::Or: case Op::Xor:
        if (!arity(i, 2)) return;
        want(!is_float(t.scalar), i, "bitwise operator on a float");
        return operands_are(t);
      case Op::Shl: case Op::Shr:
        if (!arity(i, 2)) return;
        want(t.scalar == Scalar::I32 || t.scalar == Scalar::U32, i, "shift of a non-integer");
        want(arg_is(i, 0, t), i, "shifted value of another type");
        return want(arg_is(i, 1, Type{Scalar::U32, t.width}), i, "shift amount not u32 of the value's width");
      case Op::Eq: case Op::Ne: case Op::Lt: case Op::Le: case Op::Gt: case Op::Ge:
        if (!arity(i, 2)) return;
        want(t.scalar == Scalar::Bool, i, "comparison result not bool");
        want(type_of(i.args[0]) == type_of(i.args[1]), i, "operands of different types");
        return want(type_of(i.args[0]).width == t.width, i, "result width differs from the operands'");
      case Op::Neg:
        if (!arity(i, 1)) return;
        want(t.scalar != Scalar::Bool, i, "negation of bool");
        return operands_are(t);
      case Op::Not:
        if (!arity(i, 1)) return;
        want(t.scalar == Scalar::Bool, i, "logical not of a non-bool");
        return operands_are(t);
      case Op::Complement:
        if (!arity(i, 1)) return;
        want(t.scalar == Scalar::I32 || t.scalar == Scalar::U32, i, "complement of a non-integer");
        return operands_are(t);
      case Op::Convert:
        if (!arity(i, 1)) return;
        return want(type_of(i.args[0]).width == t.width, i, "conversion changes the width");
      case Op::Splat:
        if (!arity(i, 1)) return;
        return want(arg_is(i, 0, scalar_type(t.scalar)), i, "splat of a non-scalar or another scalar type");
      case Op::Construct: {
        unsigned width = 0;
        for (Reg a : i.args) {
          width += type_of(a).width;
          want(type_of(a).scalar == t.scalar, i, "component of another scalar type");
        }
        return want(width == t.width, i, "components do not add up to the result's width");
      }
      case Op::Extract:
        if (!arity(i, 1)) return;
        want(t.width == 1 && type_of(i.args[0]).scalar == t.scalar, i, "result not the vector's component type");
        return want(!i.imm.empty() && i.imm[0] < type_of(i.args[0]).width, i, "component out of range");
      case Op::ExtractDyn:
        if (!arity(i, 2)) return;
        want(t.width == 1 && type_of(i.args[0]).scalar == t.scalar, i, "result not the vector's component type");
        return want(arg_is_u32(i, 1), i, "index not u32");
      case Op::Swizzle:
        if (!arity(i, 1)) return;
        want(type_of(i.args[0]).scalar == t.scalar && i.imm.size() == t.width, i, "one source component per result component");
        for (uint32_t c : i.imm) want(c < type_of(i.args[0]).width, i, "component out of range");
        return;
      case Op::InsertDyn:
        if (!arity(i, 3)) return;
        want(arg_is(i, 0, t) && arg_is(i, 1, scalar_type(t.scalar)), i, "vector or component of another type");
        return want(arg_is_u32(i, 2), i, "index not u32");
      case Op::Select:
        if (!arity(i, 3)) return;
        want(arg_is(i, 0, t) && arg_is(i, 1, t), i, "values of another type than the result");
        return want(arg_is(i, 2, bool_t), i, "condition not bool of the result's width");
      case Op::ClampIndex: case Op::ClampIndexDyn:
        want(t == scalar_type(Scalar::U32), i, "result not u32");
        for (Reg a : i.args) {
          Type at = type_of(a);
          want(at.width == 1 && (at.scalar == Scalar::I32 || at.scalar == Scalar::U32), i, "index or count not an integer");
        }
        return;
      case Op::ArrayLength:
        return want(t == scalar_type(Scalar::U32), i, "result not u32");
      case Op::Load: case Op::Zero:
        if (!arity(i, 1)) return;
        return want(arg_is_u32(i, 0), i, "byte offset not u32");
      case Op::Store:
        if (!arity(i, 2)) return;
        want(arg_is_u32(i, 0), i, "byte offset not u32");
        return want(arg_is(i, 1, t), i, "stored value of another type than the store's");
      case Op::Atomic:
        return want(!i.args.empty() && arg_is_u32(i, 0), i, "byte offset not u32");
      case Op::Call: {
        if (i.imm.empty() || i.imm[0] >= m.functions.size()) return;
        const Function& callee = m.functions[i.imm[0]];
        if (!arity(i, callee.params.size())) return;
        for (size_t k = 0; k < i.args.size(); k++)
          want(arg_is(i, k, callee.params[k]), i, "argument " + std::to_string(k) + " of another type than the parameter");
        return want(i.result == kNoReg || (callee.returns_value && t == callee.result), i, "result of another type than the callee's");
      }
      case Op::Texture:
        return texture(i);
      case Op::Input: case Op::Bitcast: case Op::Builtin: case Op::Barrier: case Op::Subgroup:
        return;
    }
  }
  // Op::Texture's operands (ir/texture.h) on a texture handle whose shape allows the operation.
  void texture(const Inst& i) {
    if (i.var >= m.vars.size()) return;
    const Variable& v = m.vars[i.var];
    const TextureShape& s = v.texture;
    if (v.space != Space::Handle || s.handle != HandleKind::Texture) return want(false, i, "not a texture variable");
    if (i.imm.empty() || i.imm[0] > static_cast<uint32_t>(kLastTextureOp)) return want(false, i, "unknown texture op");
    auto op = static_cast<TextureOp>(i.imm[0]);
    want((op == TextureOp::Store) == (i.result == kNoReg), i, "a result where the op has none, or none where it has");
    Type t = i.type;
    const Type i32 = scalar_type(Scalar::I32), u32 = scalar_type(Scalar::U32);
    const Type coords{Scalar::I32, coord_width(s.dim)};
    bool depth = s.kind == TextureKind::Depth || s.kind == TextureKind::DepthMultisampled;
    switch (op) {
      case TextureOp::Load:
        if (!arity(i, 3)) return;
        want(arg_is(i, 0, coords) && arg_is(i, 1, i32) && arg_is(i, 2, i32), i, "coordinates, layer or level of another type");
        want(s.kind != TextureKind::Storage || s.readable, i, "a load from a write-only storage texture");
        return want(t == (depth ? scalar_type(Scalar::F32) : Type{s.channel, 4}), i, "result not the texture's texel type");
      case TextureOp::Store:
        if (!arity(i, 3)) return;
        want(s.kind == TextureKind::Storage && s.writable, i, "a store to a texture that is not a writable storage texture");
        want(arg_is(i, 0, coords) && arg_is(i, 1, i32), i, "coordinates or layer of another type");
        return want(t == Type{s.channel, 4} && arg_is(i, 2, t), i, "stored value not the texture's texel type");
      case TextureOp::Dimensions:
        if (!arity(i, 1)) return;
        want(arg_is(i, 0, u32), i, "level not u32");
        return want(t == Type{Scalar::U32, dimensions_width(s.dim)}, i, "result not u32 of the dimension's width");
      case TextureOp::NumLevels: case TextureOp::NumLayers: case TextureOp::NumSamples:
        if (!arity(i, 0)) return;
        return want(t == u32, i, "result not u32");
      case TextureOp::SampleGrad:
      case TextureOp::SampleCompare:
      case TextureOp::Gather:
      case TextureOp::GatherCompare:
        return sample_operands(i, op, s, depth);
      case TextureOp::SampleLevel:
      case TextureOp::SampleBaseClampToEdge: {
        bool sampler = i.imm.size() > 1 && i.imm[1] < m.vars.size() && m.vars[i.imm[1]].space == Space::Handle &&
                       m.vars[i.imm[1]].texture.handle == HandleKind::Sampler;
        want(sampler, i, "no sampler variable");
        want(s.kind != TextureKind::Storage && s.channel == Scalar::F32, i, "sampling a texture that is not of f32");
        want(t == (depth ? scalar_type(Scalar::F32) : Type{Scalar::F32, 4}), i, "result not the texture's sampled type");
        if (op == TextureOp::SampleBaseClampToEdge) {
          if (!arity(i, 1)) return;
          return want(arg_is(i, 0, Type{Scalar::F32, 2}), i, "coordinates not vec2<f32>");
        }
        if (!arity(i, 4)) return;
        want(arg_is(i, 0, Type{Scalar::F32, coord_width(s.dim)}) && arg_is(i, 1, i32) &&
                 arg_is(i, 2, scalar_type(Scalar::F32)),
             i, "coordinates, layer or level of another type");
        return want(arg_is(i, 3, Type{Scalar::I32, dimensions_width(s.dim)}), i, "offset of another type");
      }
    }
  }
  // The operands of the gradient, comparison and gather ops (ir/texture.h).
  void sample_operands(const Inst& i, TextureOp op, const TextureShape& s, bool depth) {
    bool compare = op == TextureOp::SampleCompare || op == TextureOp::GatherCompare;
    HandleKind want_kind = compare ? HandleKind::ComparisonSampler : HandleKind::Sampler;
    bool sampler = i.imm.size() > 1 && i.imm[1] < m.vars.size() && m.vars[i.imm[1]].space == Space::Handle &&
                   m.vars[i.imm[1]].texture.handle == want_kind;
    want(sampler, i, compare ? "no comparison sampler variable" : "no sampler variable");
    want(s.kind != TextureKind::Storage && s.kind != TextureKind::Multisampled &&
             s.kind != TextureKind::DepthMultisampled,
         i, "sampling a storage or multisampled texture");
    want(!compare || s.kind == TextureKind::Depth, i, "a comparison on a texture that is not a depth texture");
    const Type f32 = scalar_type(Scalar::F32), i32 = scalar_type(Scalar::I32);
    const Type coords{Scalar::F32, coord_width(s.dim)}, offset{Scalar::I32, dimensions_width(s.dim)};
    Type result = op == TextureOp::GatherCompare            ? Type{Scalar::F32, 4}
                  : op == TextureOp::Gather                 ? Type{depth ? Scalar::F32 : s.channel, 4}
                  : op == TextureOp::SampleCompare || depth ? f32
                                                            : Type{Scalar::F32, 4};
    want(i.type == result, i, "result not the operation's type");
    want(op == TextureOp::Gather || s.channel == Scalar::F32, i, "sampling a texture that is not of f32");
    if (op == TextureOp::SampleGrad || op == TextureOp::SampleCompare)
      want(i.imm.size() > 2 && i.imm[2] <= static_cast<uint32_t>(compare ? SampleForm::Implicit : SampleForm::Bias), i,
           "no form of the sampling builtin");
    switch (op) {
      case TextureOp::SampleGrad:
        if (!arity(i, 6)) return;
        return want(arg_is(i, 0, coords) && arg_is(i, 1, i32) && arg_is(i, 2, coords) && arg_is(i, 3, coords) &&
                        arg_is(i, 4, f32) && arg_is(i, 5, offset),
                    i, "operands of another type");
      case TextureOp::SampleCompare:
        if (!arity(i, 6)) return;
        return want(arg_is(i, 0, coords) && arg_is(i, 1, i32) && arg_is(i, 2, f32) && arg_is(i, 3, coords) &&
                        arg_is(i, 4, coords) && arg_is(i, 5, offset),
                    i, "operands of another type");
      case TextureOp::Gather:
        if (!arity(i, 3)) return;
        want(i.imm.size() > 2 && i.imm[2] < (depth ? 1u : 4u), i, "no component to gather");
        return want(arg_is(i, 0, coords) && arg_is(i, 1, i32) && arg_is(i, 2, offset), i, "operands of another type");
      default:
        if (!arity(i, 4)) return;
        return want(arg_is(i, 0, coords) && arg_is(i, 1, i32) && arg_is(i, 2, f32) && arg_is(i, 3, offset), i,
                    "operands of another type");
    }
  }
  void condition(Reg r, bool integer, const char* what) {
    Type t = type_of(r);
    bool ok = t.width == 1 && (integer ? t.scalar == Scalar::I32 || t.scalar == Scalar::U32 : t.scalar == Scalar::Bool);
    if (!ok) fail(std::string(what) + " of type " + type_name(t));
  }
  // An instruction defines a register exactly when its opcode's traits say it may (inst.h).
  void result_rule(const Inst& i) {
    ResultRule rule = op_traits(i.op).result;
    if (rule == ResultRule::Never && i.result != kNoReg) fail(std::string(op_name(i.op)) + " defines a register");
    if (rule == ResultRule::Always && i.result == kNoReg) fail(std::string(op_name(i.op)) + " defines no register");
  }
  void block(const Block& b, int loops, int breakables, bool in_continuing) {
    for (const Node& n : b) {
      switch (n.kind) {
        case NodeKind::Inst: {
          const Inst& i = n.inst;
          for (Reg a : i.args) use(a);
          if (op_traits(i.op).names_var && i.var >= m.vars.size()) fail("memory op on unknown variable");
          result_rule(i);
          types(i);
          if (i.op == Op::Call && (i.imm.empty() || i.imm[0] >= m.functions.size())) fail("call of unknown function");
          if (i.op == Op::Subgroup &&
              (i.imm.empty() || i.imm[0] > static_cast<uint32_t>(SubgroupOp::QuadSwapDiagonal) ||
               i.args.size() != subgroup_op_args(static_cast<SubgroupOp>(i.imm[0]))))
            fail("malformed subgroup instruction");
          if (i.result != kNoReg) {
            if (i.result >= fn->reg_count) fail("result register out of range");
            else if (defined[i.result]) fail("register %" + std::to_string(i.result) + " defined twice");
            else defined[i.result] = 1;
          }
          break;
        }
        case NodeKind::If:
          use(n.cond);
          condition(n.cond, false, "if condition");
          block(*n.then_block, loops, breakables, in_continuing);
          block(*n.else_block, loops, breakables, in_continuing);
          break;
        case NodeKind::Loop:
          block(*n.body, loops + 1, breakables + 1, false);
          block(*n.continuing, loops + 1, breakables + 1, true);
          break;
        case NodeKind::Switch:
          use(n.cond);
          condition(n.cond, true, "switch selector");
          for (const SwitchCase& c : n.cases) block(c.body, loops, breakables + 1, in_continuing);
          break;
        case NodeKind::Break:
          if (!breakables) fail("break outside a loop or switch");
          break;
        case NodeKind::Continue:
          if (!loops) fail("continue outside a loop");
          break;
        case NodeKind::BreakIf:
          use(n.cond);
          condition(n.cond, false, "break_if condition");
          if (!in_continuing) fail("break_if outside a continuing block");
          break;
        case NodeKind::Return:
          if (n.cond != kNoReg) use(n.cond);
          if (fn->returns_value != (n.cond != kNoReg)) fail("return value does not match the function");
          if (n.cond != kNoReg && type_of(n.cond) != fn->result) fail("returned value of another type than the function's");
          break;
      }
    }
  }
};

}  // namespace

std::string validate(const Module& m) {
  Validator v{m, nullptr, {}, {}};
  for (const Function& f : m.functions) {
    v.fn = &f;
    v.defined.assign(f.reg_count, 0);
    if (f.reg_types.size() != f.reg_count) return f.name + ": " + std::to_string(f.reg_types.size()) +
                                                  " register types for " + std::to_string(f.reg_count) + " registers";
    for (size_t i = 0; i < f.params.size(); i++)
      if (i < f.reg_types.size() && f.reg_types[i] != f.params[i]) return f.name + ": parameter register of another type";
    for (size_t i = 0; i < f.params.size(); i++) v.defined[i] = 1;
    if (f.ret_reg != kNoReg) v.defined[f.ret_reg] = 1;
    v.block(f.body, 0, 0, false);
    if (!v.problem.empty()) return v.problem;
  }
  if (m.entry >= m.functions.size()) return "no entry function";
  return {};
}

}  // namespace wgx::ir
