// Spellings of IR types, opcodes and builtins (printer, validator, messages).
#include <string>

#include "ir/builtins.h"
#include "ir/inst.h"
#include "ir/texture.h"
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
                                "barrier", "zero", "call", "subgroup", "texture"};
  // clang-format on
  return names[static_cast<int>(op)];
}

// Names in the order of the enums, both from the builtin list.
constexpr std::string_view kBuiltinNames[] = {
#define WGX_NUMERIC(Id, Name, Flags) Name,
#define WGX_IR_FN(Id, Name) Name,
#include "sema/builtin_fns.def"
};

constexpr std::string_view kSubgroupNames[] = {
#define WGX_SUBGROUP(Id, Name, Op, Flags) Name,
#include "sema/builtin_fns.def"
};

std::string_view builtin_fn_name(BuiltinFn f) { return kBuiltinNames[static_cast<size_t>(f)]; }

std::string_view subgroup_op_name(SubgroupOp op) { return kSubgroupNames[static_cast<size_t>(op)]; }

bool is_subgroup_input(InputKind k) { return builtin_value_def(input_value(k)).has(kSubgroupValue); }

std::string_view input_name(InputKind k) { return builtin_value_def(input_value(k)).name; }

std::string_view texture_op_name(TextureOp op) {
  static const char* names[] = {
      "textureLoad",       "textureStore",         "textureDimensions",  "textureNumLevels",
      "textureNumLayers",  "textureNumSamples",    "textureSampleLevel", "textureSampleBaseClampToEdge",
      "textureSampleGrad", "textureSampleCompare", "textureGather",      "textureGatherCompare"};
  return names[static_cast<int>(op)];
}

std::string_view texture_builtin_name(const std::vector<uint32_t>& imm) {
  auto op = static_cast<TextureOp>(imm[0]);
  auto form = imm.size() > 2 ? static_cast<SampleForm>(imm[2]) : SampleForm::Explicit;
  if (op == TextureOp::SampleGrad && form == SampleForm::Implicit) return "textureSample";
  if (op == TextureOp::SampleGrad && form == SampleForm::Bias) return "textureSampleBias";
  if (op == TextureOp::SampleCompare && form == SampleForm::Explicit) return "textureSampleCompareLevel";
  return texture_op_name(op);
}

std::string_view texture_kind_name(TextureKind k) {
  static const char* names[] = {"sampled", "multisampled", "depth", "depth_multisampled", "storage", "external"};
  return names[static_cast<int>(k)];
}

std::string_view texture_dim_name(TextureDim d) {
  static const char* names[] = {"1d", "2d", "2d_array", "3d", "cube", "cube_array"};
  return names[static_cast<int>(d)];
}

}  // namespace wgx::ir
