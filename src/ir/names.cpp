// Spellings of IR types, opcodes and builtins (printer, validator, messages).
#include <array>
#include <string>

#include "ir/inst.h"
#include "ir/type.h"

namespace wgx::ir {

std::string type_name(Type t) {
  static const char* names[] = {"bool", "i32", "u32", "f32", "f16"};
  std::string s = names[static_cast<int>(t.scalar)];
  if (t.width == 1) return s;
  return "vec" + std::to_string(t.width) + "<" + s + ">";
}

std::string_view op_name(Op op) {
  // clang-format off
  static const char* names[] = {"const", "input", "add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr",
                                "eq", "ne", "lt", "le", "gt", "ge", "neg", "not", "complement", "convert", "bitcast",
                                "splat", "construct", "extract", "extract_dyn", "swizzle", "insert_dyn", "select",
                                "builtin", "clamp_index", "clamp_index_dyn", "array_length", "load", "store", "atomic",
                                "barrier", "zero", "call", "subgroup"};
  // clang-format on
  return names[static_cast<int>(op)];
}

static const std::array<std::string_view, 73> kBuiltinNames = {
    "abs", "min", "max", "clamp", "floor", "ceil", "round", "trunc", "fract", "sqrt", "inverseSqrt", "fma", "dot",
    "mix", "step", "smoothstep", "exp", "exp2", "log", "log2", "sin", "cos", "tan", "asin", "acos", "atan", "atan2",
    "sinh", "cosh", "tanh", "pow", "sign", "length", "distance", "normalize", "cross", "degrees", "radians", "all",
    "any", "countOneBits", "reverseBits", "countLeadingZeros", "countTrailingZeros", "firstLeadingBit",
    "firstTrailingBit", "extractBits", "insertBits", "saturate", "pack4x8snorm", "pack4x8unorm", "pack2x16snorm",
    "pack2x16unorm", "pack2x16float", "unpack4x8snorm", "unpack4x8unorm", "unpack2x16snorm", "unpack2x16unorm",
    "unpack2x16float", "pack4xI8", "pack4xU8", "pack4xI8Clamp", "pack4xU8Clamp", "unpack4xI8", "unpack4xU8",
    "dot4U8Packed", "dot4I8Packed", "ldexp", "quantizeToF16", "frexp.fract", "frexp.exp", "modf.fract",
    "modf.whole"};

std::string_view builtin_fn_name(BuiltinFn f) { return kBuiltinNames[static_cast<size_t>(f)]; }

bool builtin_fn_from_name(std::string_view name, BuiltinFn* out) {
  for (size_t i = 0; i < kBuiltinNames.size(); i++)
    if (kBuiltinNames[i] == name) {
      *out = static_cast<BuiltinFn>(i);
      return true;
    }
  return false;
}

// clang-format off
static const std::array<std::string_view, 25> kSubgroupNames = {
    "subgroupAdd",          "subgroupMul",          "subgroupMin",          "subgroupMax",
    "subgroupAnd",          "subgroupOr",           "subgroupXor",          "subgroupInclusiveAdd",
    "subgroupInclusiveMul", "subgroupExclusiveAdd", "subgroupExclusiveMul", "subgroupAll",
    "subgroupAny",          "subgroupBallot",       "subgroupElect",        "subgroupBroadcast",
    "subgroupBroadcastFirst", "subgroupShuffle",    "subgroupShuffleXor",   "subgroupShuffleUp",
    "subgroupShuffleDown",  "quadBroadcast",        "quadSwapX",            "quadSwapY",
    "quadSwapDiagonal"};
// clang-format on

std::string_view subgroup_op_name(SubgroupOp op) { return kSubgroupNames[static_cast<size_t>(op)]; }

bool subgroup_op_from_name(std::string_view name, SubgroupOp* out) {
  for (size_t i = 0; i < kSubgroupNames.size(); i++)
    if (kSubgroupNames[i] == name) {
      *out = static_cast<SubgroupOp>(i);
      return true;
    }
  return false;
}

bool is_subgroup_input(InputKind k) { return k >= InputKind::SubgroupSize; }

}  // namespace wgx::ir
