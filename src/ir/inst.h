// IR instructions: each defines at most one virtual register (SSA: written once per execution of
// its block, per lane). Runtime semantics are explicit in the opcode: integer division and
// remainder are the safe WGSL forms, shifts mask their amount, indices are clamped by ClampIndex.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "ir/type.h"
#include "wgx/source.h"

namespace wgx::ir {

using Reg = uint32_t;
constexpr Reg kNoReg = ~0u;

// clang-format off
enum class Op : uint8_t {
  Const,        // imm[0..width) words
  Input,        // compute builtin value: imm[0] = InputKind
  // Binary, componentwise, operands of `type` (comparisons: result bool-typed)
  Add, Sub, Mul,
  Div,          // int: e2 == 0 -> e1, INT_MIN / -1 -> INT_MIN; float: IEEE
  Rem,          // int: e2 == 0 -> 0, INT_MIN % -1 -> 0; float: fmod-like (trunc)
  And, Or, Xor,
  Shl, Shr,     // amount masked to its low 5 bits; Shr arithmetic for i32
  Eq, Ne, Lt, Le, Gt, Ge,
  Neg, Not, Complement,  // unary (Not: bool)
  Convert,      // value conversion from args[0]'s type (saturating float -> int)
  Bitcast,
  Splat,        // scalar -> vector
  Construct,    // vector from scalars/vectors (concatenated components)
  Extract,      // component imm[0] of a vector
  ExtractDyn,   // component args[1] (already clamped) of a vector
  Swizzle,      // imm[i] = source component of result component i
  InsertDyn,    // vector args[0] with component args[2] (clamped) replaced by args[1]
  Select,       // args: false value, true value, condition (WGSL select order)
  Builtin,      // numeric builtin imm[0] = BuiltinFn over args
  ClampIndex,   // min(u32(args[0]), imm[0] - 1) for a fixed count
  ClampIndexDyn,// min(u32(args[0]), args[1] - 1) (args[1] = element count, 0 -> 0)
  ArrayLength,  // elements of the runtime array of variable `var`: (size - imm[0]) / imm[1]
  Load,         // from variable `var` at byte offset args[0]
  Store,        // to variable `var` at byte offset args[0] the value args[1]; no result
  Atomic,       // imm[0] = AtomicOp; var + offset args[0], operands args[1..]
  Barrier,      // imm[0] = BarrierScope; free in lockstep execution
  Zero,         // zero imm[0] bytes of variable `var` from byte offset args[0]
  Call,         // function imm[0] with value arguments; result when the callee returns a value
  Subgroup,     // cross-lane: imm[0] = SubgroupOp over the active lanes of each subgroup; args[0] the
                // value (none for elect), args[1] the u32 lane id, xor mask or delta where the op has one
  Texture,      // imm[0] = TextureOp on the texture of handle variable `var`; operands: ir/texture.h
};

// The compute builtin values an entry point reads, in the order of the builtin-value list
// (syntax/builtin_values.def). The subgroup ones depend on the subgroup size, which the executor
// chooses.
enum class InputKind : uint32_t {
#define WGX_COMPUTE_INPUT(Id, Name, Type, Flags) Id,
#include "syntax/builtin_values.def"
};

// The subgroup and quad builtins, in the order of the builtin list (sema/builtin_fns.def).
enum class SubgroupOp : uint32_t {
#define WGX_SUBGROUP(Id, Name, Op, Flags) Op,
#include "sema/builtin_fns.def"
};
std::string_view subgroup_op_name(SubgroupOp op);  // the WGSL name: "subgroupAdd", "quadSwapX"
// clang-format on
bool is_subgroup_input(InputKind k);
std::string_view input_name(InputKind k);  // the WGSL name: "global_invocation_id"

// The atomic builtins, in the order of the builtin list.
enum class AtomicOp : uint32_t {
#define WGX_ATOMIC(Id, Name, Op, Flags) Op,
#include "sema/builtin_fns.def"
};

// What a barrier orders (Op::Barrier's imm[0]).
enum class BarrierScope : uint32_t { Workgroup, Storage };

// The numeric builtins that run as one Op::Builtin instruction, and the parts of frexp and modf,
// in the order of the builtin list (sema/builtin_fns.def).
enum class BuiltinFn : uint32_t {
#define WGX_NUMERIC(Id, Name, Flags) Id,
#define WGX_IR_FN(Id, Name) Id,
#include "sema/builtin_fns.def"
};
// The name of a runtime builtin: its WGSL name, or "frexp.fract" for a part.
std::string_view builtin_fn_name(BuiltinFn f);

struct Inst {
  Op op = Op::Const;
  Type type;                 // result type (for Store/Atomic: the stored/memory value type)
  Reg result = kNoReg;
  std::vector<Reg> args;
  std::vector<uint32_t> imm;
  uint32_t var = 0;          // memory ops: index into Module::vars
  Span loc;
  // Facts for reports about the running program (the sanitizer); executors ignore them.
  // Load/Store of one component of a vector in memory: the vector's size in bytes (a component
  // access may access the whole vector: spec, "Component Reference from Vector Memory View").
  uint32_t vector_bytes = 0;
  // ClampIndex/ClampIndexDyn: whether it indexes memory of variable `var` (else a vector value),
  // and the source of the indexed expression and of the index.
  bool indexes_memory = false;
  Span base_loc, index_loc;
  uint32_t clamp_id = 0;         // ClampIndex/ClampIndexDyn of memory: its number in the module (from 1)
  std::vector<uint32_t> clamps;  // Load/Store/Atomic: the clamp_ids of the indices in its address
};

std::string_view op_name(Op op);

// Whether an instruction defines a register: never, always, or as it says (Atomic: not for
// atomicStore; Call: when the callee returns a value).
enum class ResultRule : uint8_t { Never, Always, Optional };

// What an opcode does, in one table that the validator, the printer, the analyses and the
// executors ask instead of each listing opcodes: whether `var` names the variable it works on,
// whether it reads that variable's bytes or may change them, and whether it defines a register.
// ArrayLength names its variable but reads only its size. A call's effects on memory are its
// callee's, not its own.
struct OpTraits {
  bool names_var = false;
  bool reads = false;
  bool writes = false;
  ResultRule result = ResultRule::Always;
};

// No default case: a new opcode does not compile until it has its traits.
constexpr OpTraits op_traits(Op op) {
  switch (op) {
    case Op::Load:
      return {true, true, false, ResultRule::Always};
    case Op::Store:
      return {true, false, true, ResultRule::Never};
    case Op::Atomic:
      return {true, true, true, ResultRule::Optional};
    case Op::Zero:
      return {true, false, true, ResultRule::Never};
    case Op::ArrayLength:
      return {true, false, false, ResultRule::Always};
    case Op::Barrier:
      return {false, false, false, ResultRule::Never};
    case Op::Call:
      return {false, false, false, ResultRule::Optional};
    // A texture's texels are no variable's bytes: `var` names the handle, and memory analyses
    // (private variables, races on buffers) have nothing to see. A store has no result.
    case Op::Texture:
      return {true, false, false, ResultRule::Optional};
    // clang-format off
    case Op::Const: case Op::Input: case Op::Add: case Op::Sub: case Op::Mul: case Op::Div: case Op::Rem:
    case Op::And: case Op::Or: case Op::Xor: case Op::Shl: case Op::Shr: case Op::Eq: case Op::Ne:
    case Op::Lt: case Op::Le: case Op::Gt: case Op::Ge: case Op::Neg: case Op::Not: case Op::Complement:
    case Op::Convert: case Op::Bitcast: case Op::Splat: case Op::Construct: case Op::Extract:
    case Op::ExtractDyn: case Op::Swizzle: case Op::InsertDyn: case Op::Select: case Op::Builtin:
    case Op::ClampIndex: case Op::ClampIndexDyn: case Op::Subgroup:
      // clang-format on
      return {};
  }
  return {};
}

// A load, store, atomic or zeroing: an instruction that reads or changes a variable's bytes.
constexpr bool accesses_memory(Op op) { return op_traits(op).reads || op_traits(op).writes; }

}  // namespace wgx::ir
