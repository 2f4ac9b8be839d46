// The intrinsic table: overload resolution results across the builtin families, and failure
// messages compared with Tint's text (each expected string below is what Tint printed for the same
// call; regenerate with a differential run against the oracle when Tint changes).
#include "sema/intrinsics.h"

#include <gtest/gtest.h>

#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "sema/intrinsic_def.h"
#include "sema/type.h"
#include "syntax/ast.h"

namespace wgx::sema {
namespace {

// Parses the type names type_name() prints ("vec3<f32>", "ptr<storage, array<u32>, read_write>",
// "texture_storage_2d<rgba8unorm, write>", "abstract-int").
class TypeParser {
 public:
  TypeParser(TypeTable& types, std::string_view text) : t_(types), s_(text) {}

  const Type* parse() {
    std::string n = word();
    if (n == "abstract-int") return t_.abstract_int();
    if (n == "abstract-float") return t_.abstract_float();
    if (n == "bool") return t_.bool_type();
    if (n == "i32") return t_.i32();
    if (n == "u32") return t_.u32();
    if (n == "f32") return t_.f32();
    if (n == "f16") return t_.f16();
    if (n == "sampler") return t_.sampler(false);
    if (n == "sampler_comparison") return t_.sampler(true);
    if (n == "texture_external") return t_.external_texture();
    if (n.starts_with("vec")) return t_.vec(inner(), n[3] - '0');
    if (n.starts_with("mat")) return t_.mat(inner(), n[3] - '0', n[5] - '0');
    if (n == "atomic") return t_.atomic(inner());
    if (n == "array") {
      expect('<');
      const Type* e = parse();
      uint32_t count = accept(',') ? static_cast<uint32_t>(std::stoul(word())) : 0;
      expect('>');
      return count ? t_.array(e, count) : t_.runtime_array(e);
    }
    if (n == "ptr" || n == "ref") {
      expect('<');
      AddressSpace space = address_space(word());
      expect(',');
      const Type* e = parse();
      expect(',');
      Access a = access(word());
      expect('>');
      return n == "ptr" ? t_.pointer(space, e, a) : t_.reference(space, e, a);
    }
    if (n.starts_with("texture_depth_multisampled_")) return t_.depth_texture(dim(n.substr(27)), true);
    if (n.starts_with("texture_depth_")) return t_.depth_texture(dim(n.substr(14)), false);
    if (n.starts_with("texture_storage_")) {
      expect('<');
      TexelFormat f = TexelFormat::Undefined;
      texel_format_from_name(word(), &f);
      expect(',');
      Access a = access(word());
      expect('>');
      return t_.storage_texture(dim(n.substr(16)), f, a);
    }
    if (n.starts_with("texture_multisampled_"))
      return t_.texture(TextureKind::Multisampled, dim(n.substr(21)), inner());
    if (n.starts_with("texture_")) return t_.texture(TextureKind::Sampled, dim(n.substr(8)), inner());
    ADD_FAILURE() << "cannot parse type '" << s_ << "'";
    return t_.void_type();
  }

 private:
  void space() {
    while (i_ < s_.size() && s_[i_] == ' ') i_++;
  }
  std::string word() {
    space();
    size_t start = i_;
    while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_' || s_[i_] == '-')) i_++;
    return std::string(s_.substr(start, i_ - start));
  }
  bool accept(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) {
      i_++;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!accept(c)) ADD_FAILURE() << "expected '" << c << "' in '" << s_ << "'";
  }
  const Type* inner() {
    expect('<');
    const Type* e = parse();
    expect('>');
    return e;
  }
  static AddressSpace address_space(const std::string& n) {
    for (auto s : {AddressSpace::Function, AddressSpace::Private, AddressSpace::Workgroup, AddressSpace::Uniform,
                   AddressSpace::Storage}) {
      if (address_space_name(s) == n) return s;
    }
    return AddressSpace::Handle;
  }
  static Access access(const std::string& n) {
    for (auto a : {Access::Read, Access::Write, Access::ReadWrite}) {
      if (access_name(a) == n) return a;
    }
    return Access::Undefined;
  }
  static TextureDim dim(const std::string& n) {
    if (n == "1d") return TextureDim::D1;
    if (n == "2d") return TextureDim::D2;
    if (n == "2d_array") return TextureDim::D2Array;
    if (n == "3d") return TextureDim::D3;
    if (n == "cube") return TextureDim::Cube;
    return TextureDim::CubeArray;
  }

  TypeTable& t_;
  std::string_view s_;
  size_t i_ = 0;
};

// "a;b;c" -> types
std::vector<const Type*> types_of(TypeTable& t, std::string_view list) {
  std::vector<const Type*> out;
  while (!list.empty()) {
    size_t semi = list.find(';');
    out.push_back(TypeParser(t, list.substr(0, semi)).parse());
    list = semi == std::string_view::npos ? std::string_view() : list.substr(semi + 1);
  }
  return out;
}

ast::BinaryOp binary_op(std::string_view s) {
  const char* names[] = {"+",  "-",  "*",  "/",  "%",  "&", "|",  "^", "<<",
                         ">>", "&&", "||", "==", "!=", "<", "<=", ">", ">="};
  for (int i = 0; i < 18; i++) {
    if (s == names[i]) return static_cast<ast::BinaryOp>(i);
  }
  ADD_FAILURE() << "unknown operator " << s;
  return ast::BinaryOp::Add;
}

constexpr ArgStage kConst = ArgStage::Constant;
constexpr ArgStage kRuntime = ArgStage::Runtime;

// A call: kind "fn" (builtin; `targs` its template arguments), "bin"/"un" (operator `name`),
// "ctor" (`targs` the named type, or empty for the inferred form `name(...)`).
struct Call {
  const char* kind;
  const char* name;
  const char* targs;
  const char* args;
  ArgStage stage;
};

MatchResult run(TypeTable& t, const Call& c) {
  std::string_view kind = c.kind;
  auto args = types_of(t, c.args);
  if (kind == "fn") return match_builtin(t, c.name, types_of(t, c.targs), args, c.stage);
  if (kind == "bin") return match_binary(t, binary_op(c.name), args[0], args[1], c.stage);
  if (kind == "un") {
    std::string_view op = c.name;
    auto u = op == "-" ? ast::UnaryOp::Negate : op == "!" ? ast::UnaryOp::Not : ast::UnaryOp::Complement;
    return match_unary(t, u, args[0], c.stage);
  }
  std::string_view target = c.targs;
  if (target.empty()) return match_constructor(t, nullptr, c.name, args, c.stage);
  return match_constructor(t, TypeParser(t, target).parse(), "", args, c.stage);
}

std::string describe(const Call& c) { return std::string(c.kind) + " " + c.name + "<" + c.targs + ">(" + c.args + ")"; }

// ---- Successful resolution: result types ----

struct ResultCase {
  Call call;
  const char* result;
};

const ResultCase kResults[] = {
    // Abstract arguments stay abstract where every argument is a const-expression.
    {{"fn", "abs", "", "abstract-int", kConst}, "abstract-int"},
    {{"fn", "abs", "", "i32", kRuntime}, "i32"},
    {{"fn", "abs", "", "vec3<f32>", kRuntime}, "vec3<f32>"},
    {{"fn", "max", "", "abstract-int;abstract-float", kConst}, "abstract-float"},
    {{"fn", "max", "", "abstract-int;u32", kRuntime}, "u32"},
    {{"fn", "clamp", "", "vec2<f16>;vec2<abstract-float>;vec2<f16>", kRuntime}, "vec2<f16>"},
    {{"fn", "length", "", "vec3<abstract-float>", kConst}, "abstract-float"},
    {{"fn", "length", "", "vec3<abstract-int>", kConst}, "abstract-float"},
    {{"fn", "sqrt", "", "abstract-int", kConst}, "abstract-float"},
    {{"fn", "ldexp", "", "abstract-float;abstract-int", kConst}, "abstract-float"},
    {{"fn", "ldexp", "", "abstract-float;i32", kRuntime}, "f32"},
    {{"fn", "sign", "", "vec2<i32>", kRuntime}, "vec2<i32>"},
    {{"fn", "countOneBits", "", "abstract-int", kConst}, "i32"},
    {{"fn", "dot", "", "vec3<f32>;vec3<abstract-float>", kRuntime}, "f32"},
    {{"fn", "cross", "", "vec3<abstract-float>;vec3<abstract-float>", kConst}, "vec3<abstract-float>"},
    {{"fn", "distance", "", "vec4<f32>;vec4<f32>", kRuntime}, "f32"},
    {{"fn", "determinant", "", "mat3x3<f32>", kRuntime}, "f32"},
    {{"fn", "transpose", "", "mat2x3<f32>", kRuntime}, "mat3x2<f32>"},
    {{"fn", "mix", "", "vec3<f32>;vec3<f32>;abstract-float", kRuntime}, "vec3<f32>"},
    {{"fn", "refract", "", "vec2<f16>;vec2<f16>;f16", kRuntime}, "vec2<f16>"},
    {{"fn", "frexp", "", "abstract-float", kConst}, "__frexp_result_abstract"},
    {{"fn", "frexp", "", "vec3<f32>", kRuntime}, "__frexp_result_vec3_f32"},
    {{"fn", "modf", "", "f16", kRuntime}, "__modf_result_f16"},
    {{"fn", "modf", "", "vec2<abstract-float>", kConst}, "__modf_result_vec2_abstract"},
    {{"fn", "quantizeToF16", "", "vec2<f32>", kRuntime}, "vec2<f32>"},
    {{"fn", "select", "", "abstract-int;abstract-int;bool", kConst}, "abstract-int"},
    {{"fn", "select", "", "abstract-int;abstract-int;bool", kRuntime}, "i32"},
    {{"fn", "select", "", "vec2<f32>;vec2<f32>;vec2<bool>", kRuntime}, "vec2<f32>"},
    {{"fn", "all", "", "vec3<bool>", kRuntime}, "bool"},
    {{"fn", "any", "", "bool", kRuntime}, "bool"},
    {{"fn", "arrayLength", "", "ptr<storage, array<u32>, read>", kRuntime}, "u32"},
    {{"fn", "arrayLength", "", "ptr<storage, array<vec4<f32>>, read_write>", kRuntime}, "u32"},
    {{"fn", "bitcast", "f32", "u32", kRuntime}, "f32"},
    {{"fn", "bitcast", "u32", "abstract-int", kConst}, "u32"},
    {{"fn", "bitcast", "vec2<f16>", "u32", kRuntime}, "vec2<f16>"},
    {{"fn", "bitcast", "vec4<i32>", "vec4<f32>", kRuntime}, "vec4<i32>"},
    {{"fn", "dpdx", "", "vec2<f32>", kRuntime}, "vec2<f32>"},
    {{"fn", "fwidthFine", "", "abstract-float", kConst}, "f32"},
    {{"fn", "pack4x8snorm", "", "vec4<abstract-float>", kConst}, "u32"},
    {{"fn", "unpack2x16float", "", "u32", kRuntime}, "vec2<f32>"},
    {{"fn", "dot4I8Packed", "", "u32;u32", kRuntime}, "i32"},
    {{"fn", "workgroupBarrier", "", "", kConst}, "void"},
    {{"fn", "workgroupUniformLoad", "", "ptr<workgroup, array<f32, 4>, read_write>", kRuntime}, "array<f32, 4>"},
    {{"fn", "workgroupUniformLoad", "", "ptr<workgroup, atomic<u32>, read_write>", kRuntime}, "u32"},
    {{"fn", "atomicLoad", "", "ptr<storage, atomic<u32>, read_write>", kRuntime}, "u32"},
    {{"fn", "atomicStore", "", "ptr<workgroup, atomic<i32>, read_write>;abstract-int", kRuntime}, "void"},
    {{"fn", "atomicAdd", "", "ptr<workgroup, atomic<i32>, read_write>;abstract-int", kRuntime}, "i32"},
    {{"fn", "atomicCompareExchangeWeak", "", "ptr<workgroup, atomic<i32>, read_write>;abstract-int;abstract-int",
      kRuntime},
     "__atomic_compare_exchange_result_i32"},
    {{"fn", "textureSample", "", "texture_2d<f32>;sampler;vec2<f32>", kRuntime}, "vec4<f32>"},
    {{"fn", "textureSample", "", "texture_depth_2d_array;sampler;vec2<f32>;abstract-int", kRuntime}, "f32"},
    {{"fn", "textureSampleLevel", "", "texture_depth_2d;sampler;vec2<f32>;abstract-int", kRuntime}, "f32"},
    {{"fn", "textureSampleCompare", "", "texture_depth_cube;sampler_comparison;vec3<f32>;f32", kRuntime}, "f32"},
    {{"fn", "textureGather", "", "abstract-int;texture_2d<u32>;sampler;vec2<f32>", kRuntime}, "vec4<u32>"},
    {{"fn", "textureGatherCompare", "", "texture_depth_2d;sampler_comparison;vec2<f32>;f32", kRuntime}, "vec4<f32>"},
    {{"fn", "textureLoad", "", "texture_2d<u32>;vec2<i32>;abstract-int", kRuntime}, "vec4<u32>"},
    {{"fn", "textureLoad", "", "texture_storage_2d<rgba8unorm, read>;vec2<u32>", kRuntime}, "vec4<f32>"},
    {{"fn", "textureLoad", "", "texture_storage_1d<r32sint, read_write>;abstract-int", kRuntime}, "vec4<i32>"},
    {{"fn", "textureLoad", "", "texture_depth_multisampled_2d;vec2<i32>;i32", kRuntime}, "f32"},
    {{"fn", "textureLoad", "", "texture_external;vec2<u32>", kRuntime}, "vec4<f32>"},
    {{"fn", "textureStore", "", "texture_storage_2d_array<r32uint, write>;vec2<i32>;u32;vec4<u32>", kRuntime}, "void"},
    {{"fn", "textureDimensions", "", "texture_3d<f32>", kRuntime}, "vec3<u32>"},
    {{"fn", "textureDimensions", "", "texture_storage_1d<rgba8unorm, write>", kRuntime}, "u32"},
    {{"fn", "textureDimensions", "", "texture_cube_array<i32>;abstract-int", kRuntime}, "vec2<u32>"},
    {{"fn", "textureNumLayers", "", "texture_depth_2d_array", kRuntime}, "u32"},
    {{"fn", "textureNumLevels", "", "texture_cube<f32>", kRuntime}, "u32"},
    {{"fn", "textureNumSamples", "", "texture_multisampled_2d<f32>", kRuntime}, "u32"},
    {{"fn", "textureSampleBaseClampToEdge", "", "texture_external;sampler;vec2<f32>", kRuntime}, "vec4<f32>"},
    {{"fn", "subgroupBallot", "", "bool", kRuntime}, "vec4<u32>"},
    {{"fn", "subgroupElect", "", "", kConst}, "bool"},
    {{"fn", "subgroupAdd", "", "vec3<f16>", kRuntime}, "vec3<f16>"},
    {{"fn", "subgroupBroadcast", "", "f32;abstract-int", kRuntime}, "f32"},
    {{"fn", "subgroupShuffleXor", "", "vec2<u32>;u32", kRuntime}, "vec2<u32>"},
    {{"fn", "subgroupAnd", "", "i32", kRuntime}, "i32"},
    {{"fn", "quadBroadcast", "", "f32;abstract-int", kRuntime}, "f32"},
    {{"fn", "quadSwapDiagonal", "", "vec4<i32>", kRuntime}, "vec4<i32>"},
    // Operators.
    {{"bin", "+", "", "u32;abstract-int", kRuntime}, "u32"},
    {{"bin", "+", "", "abstract-int;abstract-int", kConst}, "abstract-int"},
    {{"bin", "+", "", "abstract-int;abstract-float", kConst}, "abstract-float"},
    {{"bin", "-", "", "vec3<f32>;abstract-float", kRuntime}, "vec3<f32>"},
    {{"bin", "*", "", "abstract-float;vec2<f16>", kRuntime}, "vec2<f16>"},
    {{"bin", "*", "", "mat2x3<f32>;vec2<f32>", kRuntime}, "vec3<f32>"},
    {{"bin", "*", "", "vec3<f32>;mat2x3<f32>", kRuntime}, "vec2<f32>"},
    {{"bin", "*", "", "mat2x3<f32>;mat3x2<f32>", kRuntime}, "mat3x3<f32>"},
    {{"bin", "*", "", "mat4x4<abstract-float>;abstract-int", kConst}, "mat4x4<abstract-float>"},
    {{"bin", "+", "", "mat2x2<f16>;mat2x2<f16>", kRuntime}, "mat2x2<f16>"},
    {{"bin", "/", "", "abstract-int;vec4<i32>", kRuntime}, "vec4<i32>"},
    {{"bin", "%", "", "f32;f32", kRuntime}, "f32"},
    {{"bin", "==", "", "vec3<f32>;vec3<f32>", kRuntime}, "vec3<bool>"},
    {{"bin", "!=", "", "bool;bool", kRuntime}, "bool"},
    {{"bin", "<", "", "abstract-int;u32", kRuntime}, "bool"},
    {{"bin", ">=", "", "vec2<abstract-float>;vec2<f32>", kRuntime}, "vec2<bool>"},
    {{"bin", "&&", "", "bool;bool", kRuntime}, "bool"},
    {{"bin", "&", "", "vec2<bool>;vec2<bool>", kRuntime}, "vec2<bool>"},
    {{"bin", "|", "", "abstract-int;i32", kRuntime}, "i32"},
    {{"bin", "^", "", "vec3<u32>;vec3<u32>", kRuntime}, "vec3<u32>"},
    {{"bin", "<<", "", "abstract-int;abstract-int", kConst}, "abstract-int"},
    {{"bin", "<<", "", "i32;u32", kRuntime}, "i32"},
    {{"bin", ">>", "", "vec2<u32>;vec2<u32>", kRuntime}, "vec2<u32>"},
    {{"un", "-", "", "abstract-int", kConst}, "abstract-int"},
    {{"un", "-", "", "vec2<f16>", kRuntime}, "vec2<f16>"},
    {{"un", "!", "", "vec4<bool>", kRuntime}, "vec4<bool>"},
    {{"un", "~", "", "u32", kRuntime}, "u32"},
    // Value constructors and conversions.
    {{"ctor", "vec3", "", "abstract-int;abstract-int;abstract-int", kConst}, "vec3<abstract-int>"},
    {{"ctor", "vec3", "", "abstract-int;abstract-int;f32", kRuntime}, "vec3<f32>"},
    {{"ctor", "vec2", "", "", kConst}, "vec2<abstract-int>"},
    {{"ctor", "vec4", "", "vec2<abstract-float>;abstract-int;abstract-float", kConst}, "vec4<abstract-float>"},
    {{"ctor", "vec4", "", "vec3<u32>;abstract-int", kRuntime}, "vec4<u32>"},
    {{"ctor", "vec3", "vec3<f32>", "abstract-int;abstract-int;abstract-int", kConst}, "vec3<f32>"},
    {{"ctor", "vec3", "vec3<f32>", "vec3<i32>", kRuntime}, "vec3<f32>"},
    {{"ctor", "vec2", "vec2<bool>", "vec2<f32>", kRuntime}, "vec2<bool>"},
    {{"ctor", "vec4", "vec4<f16>", "abstract-float", kConst}, "vec4<f16>"},
    {{"ctor", "mat2x2", "", "abstract-int;abstract-int;abstract-int;abstract-int", kConst}, "mat2x2<abstract-float>"},
    {{"ctor", "mat3x2", "", "vec2<f32>;vec2<f32>;vec2<f32>", kRuntime}, "mat3x2<f32>"},
    {{"ctor", "mat2x2", "mat2x2<f32>", "", kConst}, "mat2x2<f32>"},
    {{"ctor", "mat2x2", "mat2x2<f16>", "mat2x2<f32>", kRuntime}, "mat2x2<f16>"},
    {{"ctor", "f32", "f32", "abstract-int", kConst}, "f32"},
    {{"ctor", "i32", "i32", "abstract-float", kConst}, "i32"},
    {{"ctor", "u32", "u32", "bool", kRuntime}, "u32"},
    {{"ctor", "bool", "bool", "", kConst}, "bool"},
    {{"ctor", "array", "", "abstract-int;abstract-float", kConst}, "array<abstract-float, 2>"},
    {{"ctor", "array", "", "abstract-int;u32;abstract-int", kRuntime}, "array<u32, 3>"},
    {{"ctor", "array", "array<f32, 2>", "abstract-int;f32", kRuntime}, "array<f32, 2>"},
    {{"ctor", "array", "array<vec2<i32>, 3>", "", kConst}, "array<vec2<i32>, 3>"},
};

TEST(IntrinsicResolve, ResultTypes) {
  for (const auto& c : kResults) {
    TypeTable t;
    MatchResult r = run(t, c.call);
    ASSERT_TRUE(r.ok) << describe(c.call) << "\n" << r.error;
    EXPECT_EQ(type_name(r.result), c.result) << describe(c.call);
  }
}

TEST(IntrinsicResolve, ParametersAreTheConvertedArgumentTypes) {
  TypeTable t;
  MatchResult r = match_builtin(t, "max", {}, {t.abstract_int(), t.abstract_float()});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.parameters, (std::vector<const Type*>{t.abstract_float(), t.abstract_float()}));
  r = match_binary(t, ast::BinaryOp::Add, t.u32(), t.abstract_int());
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.parameters, (std::vector<const Type*>{t.u32(), t.u32()}));
  // i32(1): the conversion from abstract-int ranks better than the identity constructor.
  r = match_constructor(t, t.i32(), "", {t.abstract_int()});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.parameters, (std::vector<const Type*>{t.abstract_int()}));
  // vec3<f32>(1, 2, 3) takes f32 components.
  r = match_constructor(t, t.vec(t.f32(), 3), "", {t.abstract_int(), t.abstract_int(), t.abstract_int()});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.parameters, (std::vector<const Type*>{t.f32(), t.f32(), t.f32()}));
}

TEST(IntrinsicResolve, OverloadProperties) {
  TypeTable t;
  MatchResult r = match_builtin(t, "abs", {}, {t.f32()});
  ASSERT_TRUE(r.ok);
  EXPECT_TRUE(r.is_const);
  EXPECT_EQ(r.info, builtin_info("abs"));
  EXPECT_EQ(r.stages, static_cast<uint8_t>(StageMask::All));
  EXPECT_NE(r.overload, nullptr);

  r = match_builtin(t, "textureGather", {},
                    {t.abstract_int(), t.texture(TextureKind::Sampled, TextureDim::D2, t.f32()), t.sampler(false),
                     t.vec(t.f32(), 2), t.vec(t.i32(), 2)});
  ASSERT_TRUE(r.ok);
  EXPECT_FALSE(r.is_const);
  EXPECT_EQ(r.parameter_names, (std::vector<std::string_view>{"component", "texture", "sampler", "coords", "offset"}));
  EXPECT_EQ(r.const_parameters, (std::vector<bool>{true, false, false, false, true}));

  // arrayLength of a read-write storage buffer: fragment and compute only.
  r = match_builtin(t, "arrayLength", {},
                    {t.pointer(AddressSpace::Storage, t.runtime_array(t.u32()), Access::ReadWrite)});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.stages, static_cast<uint8_t>(StageMask::Fragment) | static_cast<uint8_t>(StageMask::Compute));
  r = match_builtin(t, "arrayLength", {}, {t.pointer(AddressSpace::Uniform, t.runtime_array(t.u32()), Access::Read)});
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.stages, static_cast<uint8_t>(StageMask::All));
}

TEST(IntrinsicInfoTable, BuiltinProperties) {
  EXPECT_EQ(builtin_info("nope"), nullptr);
  EXPECT_EQ(builtin_info("vec3"), nullptr);  // constructors are not builtin functions

  const IntrinsicInfo* abs = builtin_info("abs");
  ASSERT_NE(abs, nullptr);
  EXPECT_EQ(abs->name, "abs");
  EXPECT_TRUE(abs->must_use);
  EXPECT_TRUE(abs->is_const);
  EXPECT_EQ(abs->stages, static_cast<uint8_t>(StageMask::All));
  EXPECT_EQ(abs->uniformity, UniformityRequirement::None);

  const IntrinsicInfo* dpdx = builtin_info("dpdx");
  EXPECT_EQ(dpdx->stages, static_cast<uint8_t>(StageMask::Fragment));
  EXPECT_EQ(dpdx->uniformity, UniformityRequirement::Derivative);
  EXPECT_TRUE(dpdx->result_non_uniform);
  EXPECT_FALSE(dpdx->is_const);

  for (const char* name : {"textureSample", "textureSampleBias", "textureSampleCompare"}) {
    EXPECT_EQ(builtin_info(name)->uniformity, UniformityRequirement::Derivative) << name;
    EXPECT_EQ(builtin_info(name)->stages, static_cast<uint8_t>(StageMask::Fragment)) << name;
  }
  EXPECT_EQ(builtin_info("textureSampleLevel")->uniformity, UniformityRequirement::None);
  EXPECT_EQ(builtin_info("textureSampleLevel")->stages, static_cast<uint8_t>(StageMask::All));

  for (const char* name : {"workgroupBarrier", "storageBarrier", "textureBarrier"}) {
    const IntrinsicInfo* b = builtin_info(name);
    EXPECT_EQ(b->uniformity, UniformityRequirement::ControlFlow) << name;
    EXPECT_EQ(b->stages, static_cast<uint8_t>(StageMask::Compute)) << name;
    EXPECT_FALSE(b->must_use) << name;
  }
  const IntrinsicInfo* wul = builtin_info("workgroupUniformLoad");
  EXPECT_EQ(wul->uniformity, UniformityRequirement::ControlFlow);
  EXPECT_TRUE(wul->uniform_pointer_argument);
  EXPECT_TRUE(wul->must_use);

  const IntrinsicInfo* add = builtin_info("subgroupAdd");
  EXPECT_EQ(add->uniformity, UniformityRequirement::Subgroup);
  EXPECT_EQ(add->extension, "subgroups");
  EXPECT_TRUE(add->result_non_uniform);
  EXPECT_TRUE(add->subgroup_uniform_result);
  EXPECT_FALSE(builtin_info("subgroupShuffle")->subgroup_uniform_result);
  EXPECT_EQ(builtin_info("subgroupShuffleUp")->uniform_parameter, 1);
  EXPECT_EQ(builtin_info("subgroupShuffleXor")->uniform_parameter, 1);
  EXPECT_EQ(builtin_info("quadSwapX")->uniformity, UniformityRequirement::Subgroup);
  EXPECT_EQ(builtin_info("subgroupBallot")->stages,
            static_cast<uint8_t>(StageMask::Fragment) | static_cast<uint8_t>(StageMask::Compute));

  const IntrinsicInfo* atomic_add = builtin_info("atomicAdd");
  EXPECT_FALSE(atomic_add->must_use);
  EXPECT_TRUE(atomic_add->result_non_uniform);
  EXPECT_EQ(atomic_add->uniformity, UniformityRequirement::None);

  EXPECT_FALSE(builtin_info("textureStore")->must_use);
  EXPECT_TRUE(builtin_info("textureLoad")->must_use);
  EXPECT_EQ(builtin_info("abs")->extension, "");
}

TEST(IntrinsicInfoTable, EverySpecBuiltinIsPresent) {
  const char* names[] = {
      "bitcast",
      "all",
      "any",
      "select",
      "arrayLength",
      "abs",
      "acos",
      "acosh",
      "asin",
      "asinh",
      "atan",
      "atanh",
      "atan2",
      "ceil",
      "clamp",
      "cos",
      "cosh",
      "countLeadingZeros",
      "countOneBits",
      "countTrailingZeros",
      "cross",
      "degrees",
      "determinant",
      "distance",
      "dot",
      "dot4U8Packed",
      "dot4I8Packed",
      "exp",
      "exp2",
      "extractBits",
      "faceForward",
      "firstLeadingBit",
      "firstTrailingBit",
      "floor",
      "fma",
      "fract",
      "frexp",
      "insertBits",
      "inverseSqrt",
      "ldexp",
      "length",
      "log",
      "log2",
      "max",
      "min",
      "mix",
      "modf",
      "normalize",
      "pow",
      "quantizeToF16",
      "radians",
      "reflect",
      "refract",
      "reverseBits",
      "round",
      "saturate",
      "sign",
      "sin",
      "sinh",
      "smoothstep",
      "sqrt",
      "step",
      "tan",
      "tanh",
      "transpose",
      "trunc",
      "dpdx",
      "dpdxCoarse",
      "dpdxFine",
      "dpdy",
      "dpdyCoarse",
      "dpdyFine",
      "fwidth",
      "fwidthCoarse",
      "fwidthFine",
      "textureDimensions",
      "textureGather",
      "textureGatherCompare",
      "textureLoad",
      "textureNumLayers",
      "textureNumLevels",
      "textureNumSamples",
      "textureSample",
      "textureSampleBias",
      "textureSampleCompare",
      "textureSampleCompareLevel",
      "textureSampleGrad",
      "textureSampleLevel",
      "textureSampleBaseClampToEdge",
      "textureStore",
      "atomicLoad",
      "atomicStore",
      "atomicAdd",
      "atomicSub",
      "atomicMax",
      "atomicMin",
      "atomicAnd",
      "atomicOr",
      "atomicXor",
      "atomicExchange",
      "atomicCompareExchangeWeak",
      "pack4x8snorm",
      "pack4x8unorm",
      "pack4xI8",
      "pack4xU8",
      "pack4xI8Clamp",
      "pack4xU8Clamp",
      "pack2x16snorm",
      "pack2x16unorm",
      "pack2x16float",
      "unpack4x8snorm",
      "unpack4x8unorm",
      "unpack4xI8",
      "unpack4xU8",
      "unpack2x16snorm",
      "unpack2x16unorm",
      "unpack2x16float",
      "storageBarrier",
      "textureBarrier",
      "workgroupBarrier",
      "workgroupUniformLoad",
      "subgroupAdd",
      "subgroupExclusiveAdd",
      "subgroupInclusiveAdd",
      "subgroupAll",
      "subgroupAnd",
      "subgroupAny",
      "subgroupBallot",
      "subgroupBroadcast",
      "subgroupBroadcastFirst",
      "subgroupElect",
      "subgroupMax",
      "subgroupMin",
      "subgroupMul",
      "subgroupExclusiveMul",
      "subgroupInclusiveMul",
      "subgroupOr",
      "subgroupShuffle",
      "subgroupShuffleDown",
      "subgroupShuffleUp",
      "subgroupShuffleXor",
      "subgroupXor",
      "quadBroadcast",
      "quadSwapDiagonal",
      "quadSwapX",
      "quadSwapY",
  };
  for (const char* n : names) EXPECT_NE(builtin_info(n), nullptr) << n;
}

TEST(IntrinsicTable, SignaturesCompile) {
  // Every entry of the table compiled (find_group compiles them all on first use).
  for (auto kind : {intrinsic::TableKind::Builtin, intrinsic::TableKind::Unary, intrinsic::TableKind::Binary,
                    intrinsic::TableKind::Constructor}) {
    for (const auto& def : intrinsic::group_defs(kind)) {
      const intrinsic::Group* g = intrinsic::find_group(kind, def.name);
      ASSERT_NE(g, nullptr) << def.name;
      EXPECT_EQ(g->overloads.size(), def.overloads.size()) << def.name;
    }
  }
  auto o = intrinsic::compile_signature("@stage(compute) <T: vec<N, fiu32>>[N: num, U: fiu32](x: vec<N, U>) -> T",
                                        intrinsic::kMustUse);
  EXPECT_EQ(o.num_explicit, 1);
  ASSERT_EQ(o.templates.size(), 3u);
  EXPECT_TRUE(o.templates[1].is_number);
  EXPECT_FALSE(o.templates[2].is_number);
  ASSERT_EQ(o.params.size(), 1u);
  EXPECT_EQ(o.params[0].name, "x");
  EXPECT_EQ(o.flags & intrinsic::kAllStages, intrinsic::kCompute);
}

// ---- Failure messages, as Tint prints them ----

struct FailureCase {
  const char* kind;
  const char* name;
  const char* targs;
  const char* args;
  ArgStage stage;
  const char* message;
};

const FailureCase kFailures[] = {
    {"fn", "abs", "", "bool", kRuntime,
     R"(no matching call to 'abs(bool)'

2 candidate functions:
 • 'abs(T  ✗ ) -> T' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'abs(vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16')"},
    {"fn", "max", "", "abstract-int;u32;abstract-int", kRuntime,
     R"(no matching call to 'max(abstract-int, u32, abstract-int)'

2 candidate functions:
 • 'max(T  ✓ , T  ✓ ) -> T' where:
      ✗  overload expects 2 arguments, call passed 3 arguments
      ✓  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'max(vecN<T>  ✗ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16')"},
    {"bin", "+", "", "abstract-int;bool", kRuntime,
     R"(no matching overload for 'operator + (abstract-int, bool)'

5 candidate operators:
 • 'operator + (T  ✓ , T  ✗ ) -> T' where:
      ✓  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (T  ✓ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✓  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (vecN<T>  ✗ , T  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (vecN<T>  ✗ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (matNxM<T>  ✗ , matNxM<T>  ✗ ) -> matNxM<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
    {"ctor", "vec3", "vec3<f32>", "abstract-int;bool", kRuntime,
     R"(no matching constructor for 'vec3<f32>(abstract-int, bool)'

12 candidate constructors:
 • 'vec3<T  ✓ >(x: T  ✓ , yz: vec2<T>  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✓ >(T  ✓ ) -> vec3<T>' where:
      ✗  overload expects 1 argument, call passed 2 arguments
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✓ >(xy: vec2<T>  ✗ , z: T  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✓ >(vec3<T>  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✓ >(x: T  ✓ , y: T  ✗ , z: T  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✓ >() -> vec3<T>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3(xy: vec2<T>  ✗ , z: T  ✓ ) -> vec3<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3(x: T  ✓ , yz: vec2<T>  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3(T  ✓ ) -> vec3<T>' where:
      ✗  overload expects 1 argument, call passed 2 arguments
      ✗  overload expects 0 template arguments, call passed 1 argument
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3(x: T  ✓ , y: T  ✗ , z: T  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3() -> vec3<abstract-int>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✗  overload expects 0 template arguments, call passed 1 argument
 • 'vec3(vec3<T>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'

5 candidate conversions:
 • 'vec3<T  ✓ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'f32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'i32', 'f16', 'u32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'f16'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'i32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'u32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'u32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'bool'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'u32')"},
    {"ctor", "f32", "f32", "bool;abstract-int", kRuntime,
     R"(no matching constructor for 'f32(bool, abstract-int)'

2 candidate constructors:
 • 'f32(f32  ✗ ) -> f32'
 • 'f32() -> f32' where:
      ✗  overload expects 0 arguments, call passed 2 arguments

1 candidate conversion:
 • 'f32(T  ✓ ) -> f32' where:
      ✗  overload expects 1 argument, call passed 2 arguments
      ✓  'T' is 'abstract-int', 'abstract-float', 'i32', 'f16', 'u32' or 'bool')"},
    {"ctor", "f32", "f32", "vec2<f32>", kRuntime,
     R"(no matching constructor for 'f32(vec2<f32>)'

2 candidate constructors:
 • 'f32(f32  ✗ ) -> f32'
 • 'f32() -> f32' where:
      ✗  overload expects 0 arguments, call passed 1 argument

1 candidate conversion:
 • 'f32(T  ✗ ) -> f32' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'i32', 'f16', 'u32' or 'bool')"},
    {"ctor", "mat2x2", "mat2x2<f32>", "abstract-float;abstract-float", kConst,
     R"(no matching constructor for 'mat2x2<f32>(abstract-float, abstract-float)'

7 candidate constructors:
 • 'mat2x2<T  ✓ >(vec2<T>  ✗ , vec2<T>  ✗ ) -> mat2x2<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2<T  ✓ >(mat2x2<T>  ✗ ) -> mat2x2<T>' where:
      ✓  'T' is 'f32' or 'f16'
 • 'mat2x2<T  ✓ >() -> mat2x2<T>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✓  'T' is 'f32' or 'f16'
 • 'mat2x2<T  ✓ >(T  ✓ , T  ✓ , T  ✗ , T  ✗ ) -> mat2x2<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2(vec2<T>  ✗ , vec2<T>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2(mat2x2<T>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2(T  ✓ , T  ✓ , T  ✗ , T  ✗ ) -> mat2x2<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'

2 candidate conversions:
 • 'mat2x2<T  ✓ >(mat2x2<f16>  ✗ ) -> mat2x2<T>' where:
      ✓  'T' is 'f32'
 • 'mat2x2<T  ✗ >(mat2x2<f32>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'f16')"},
    {"ctor", "vec3", "", "abstract-int;u32;abstract-float", kRuntime,
     R"(no matching constructor for 'vec3(abstract-int, u32, abstract-float)'

12 candidate constructors:
 • 'vec3(x: T  ✓ , y: T  ✓ , z: T  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3(xy: vec2<T>  ✗ , z: T  ✓ ) -> vec3<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3(x: T  ✓ , yz: vec2<T>  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3(T  ✓ ) -> vec3<T>' where:
      ✗  overload expects 1 argument, call passed 3 arguments
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3() -> vec3<abstract-int>' where:
      ✗  overload expects 0 arguments, call passed 3 arguments
 • 'vec3(vec3<T>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >(x: T  ✓ , y: T  ✓ , z: T  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >(xy: vec2<T>  ✗ , z: T  ✓ ) -> vec3<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >(x: T  ✓ , yz: vec2<T>  ✗ ) -> vec3<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >(T  ✓ ) -> vec3<T>' where:
      ✗  overload expects 1 argument, call passed 3 arguments
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >(vec3<T>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >() -> vec3<T>' where:
      ✗  overload expects 0 arguments, call passed 3 arguments
      ✗  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'

5 candidate conversions:
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'f32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'i32', 'f16', 'u32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'f16'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'i32', 'u32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'i32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'u32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'u32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'bool'
 • 'vec3<T  ✗ >(vec3<U>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'bool'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'u32')"},
    {"fn", "bitcast", "f32", "bool", kRuntime,
     R"(no matching call to 'bitcast<f32>(bool)'

10 candidate functions:
 • 'bitcast<T  ✓ >(U  ✗ ) -> T' where:
      ✓  'T' is 'f32', 'i32' or 'u32'
      ✗  'U' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✓ >(vec2<f16>  ✗ ) -> T' where:
      ✓  'T' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(S  ✗ ) -> T' where:
      ✗  'T' is 'vec2<f16>'
      ✗  'S' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(f16  ✗ ) -> T' where:
      ✗  'T' is 'f16'
 • 'bitcast<T  ✗ >(abstract-int  ✗ ) -> T' where:
      ✗  'T' is 'u32'
 • 'bitcast<T  ✗ >(vec4<f16>  ✗ ) -> T' where:
      ✗  'T' is 'vec2<f32', 'i32' or 'u32>'
 • 'bitcast<T  ✗ >(vecN<f16>  ✗ ) -> T' where:
      ✗  'T' is 'vecN<f16>'
 • 'bitcast<T  ✗ >(vecN<abstract-int>  ✗ ) -> T' where:
      ✗  'T' is 'vecN<u32>'
 • 'bitcast<T  ✗ >(vecN<U>  ✗ ) -> T' where:
      ✗  'T' is 'vecN<f32', 'i32' or 'u32>'
      ✗  'U' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(vec2<S>  ✗ ) -> T' where:
      ✗  'T' is 'vec4<f16>'
      ✗  'S' is 'f32', 'i32' or 'u32')"},
    {"fn", "bitcast", "vec3<f32>", "vec2<u32>", kRuntime,
     R"(no matching call to 'bitcast<vec3<f32>>(vec2<u32>)'

10 candidate functions:
 • 'bitcast<T  ✗ >(vec2<S>  ✓ ) -> T' where:
      ✗  'T' is 'vec4<f16>'
      ✓  'S' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(U  ✗ ) -> T' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'U' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(S  ✗ ) -> T' where:
      ✗  'T' is 'vec2<f16>'
      ✗  'S' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(f16  ✗ ) -> T' where:
      ✗  'T' is 'f16'
 • 'bitcast<T  ✗ >(abstract-int  ✗ ) -> T' where:
      ✗  'T' is 'u32'
 • 'bitcast<T  ✗ >(vec2<f16>  ✗ ) -> T' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(vec4<f16>  ✗ ) -> T' where:
      ✗  'T' is 'vec2<f32', 'i32' or 'u32>'
 • 'bitcast<T  ✓ >(vecN<U>  ✗ ) -> T' where:
      ✓  'T' is 'vecN<f32', 'i32' or 'u32>'
      ✗  'U' is 'f32', 'i32' or 'u32'
 • 'bitcast<T  ✗ >(vecN<f16>  ✗ ) -> T' where:
      ✗  'T' is 'vecN<f16>'
 • 'bitcast<T  ✗ >(vecN<abstract-int>  ✗ ) -> T' where:
      ✗  'T' is 'vecN<u32>')"},
    {"fn", "textureSample", "", "abstract-int;abstract-int", kConst,
     R"(no matching call to 'textureSample(abstract-int, abstract-int)'

15 candidate functions:
 • 'textureSample(texture: texture_1d<f32>  ✗ , sampler: sampler  ✗ , coords: f32  ✗ ) -> vec4<f32>'
 • 'textureSample(texture: texture_2d<f32>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ ) -> vec4<f32>'
 • 'textureSample(texture: texture_3d<f32>  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ ) -> vec4<f32>'
 • 'textureSample(texture: texture_cube<f32>  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ ) -> vec4<f32>'
 • 'textureSample(texture: texture_depth_2d  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ ) -> f32'
 • 'textureSample(texture: texture_depth_cube  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ ) -> f32'
 • 'textureSample(texture: texture_2d<f32>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , offset: vec2<i32>  ✗ ) -> vec4<f32>'
 • 'textureSample(texture: texture_3d<f32>  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ , offset: vec3<i32>  ✗ ) -> vec4<f32>'
 • 'textureSample(texture: texture_depth_2d  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , offset: vec2<i32>  ✗ ) -> f32'
 • 'textureSample(texture: texture_2d_array<f32>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , array_index: A  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSample(texture: texture_cube_array<f32>  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ , array_index: A  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSample(texture: texture_depth_2d_array  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , array_index: A  ✗ ) -> f32' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSample(texture: texture_depth_cube_array  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ , array_index: A  ✗ ) -> f32' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSample(texture: texture_2d_array<f32>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , array_index: A  ✗ , offset: vec2<i32>  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSample(texture: texture_depth_2d_array  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , array_index: A  ✗ , offset: vec2<i32>  ✗ ) -> f32' where:
      ✗  'A' is 'i32' or 'u32')"},
    {"ctor", "i32", "i32", "abstract-int;abstract-int", kConst,
     R"(no matching constructor for 'i32(abstract-int, abstract-int)'

2 candidate constructors:
 • 'i32(i32  ✓ ) -> i32' where:
      ✗  overload expects 1 argument, call passed 2 arguments
 • 'i32() -> i32' where:
      ✗  overload expects 0 arguments, call passed 2 arguments

1 candidate conversion:
 • 'i32(T  ✓ ) -> i32' where:
      ✗  overload expects 1 argument, call passed 2 arguments
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'u32' or 'bool')"},
    {"ctor", "bool", "bool", "vec2<bool>", kRuntime,
     R"(no matching constructor for 'bool(vec2<bool>)'

2 candidate constructors:
 • 'bool(bool  ✗ ) -> bool'
 • 'bool() -> bool' where:
      ✗  overload expects 0 arguments, call passed 1 argument

1 candidate conversion:
 • 'bool(T  ✗ ) -> bool' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'u32')"},
    {"ctor", "vec2", "vec2<bool>", "abstract-int;abstract-int", kConst,
     R"(no matching constructor for 'vec2<bool>(abstract-int, abstract-int)'

8 candidate constructors:
 • 'vec2<T  ✓ >(x: T  ✗ , y: T  ✗ ) -> vec2<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec2<T  ✓ >(vec2<T>  ✗ ) -> vec2<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec2<T  ✓ >(T  ✗ ) -> vec2<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec2<T  ✓ >() -> vec2<T>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec2(x: T  ✓ , y: T  ✓ ) -> vec2<T>' where:
      ✗  overload expects 0 template arguments, call passed 1 argument
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec2(T  ✓ ) -> vec2<T>' where:
      ✗  overload expects 1 argument, call passed 2 arguments
      ✗  overload expects 0 template arguments, call passed 1 argument
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec2() -> vec2<abstract-int>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✗  overload expects 0 template arguments, call passed 1 argument
 • 'vec2(vec2<T>  ✗ ) -> vec2<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'

5 candidate conversions:
 • 'vec2<T  ✓ >(vec2<U>  ✗ ) -> vec2<T>' where:
      ✓  'T' is 'bool'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'u32'
 • 'vec2<T  ✗ >(vec2<U>  ✗ ) -> vec2<T>' where:
      ✗  'T' is 'f32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'i32', 'f16', 'u32' or 'bool'
 • 'vec2<T  ✗ >(vec2<U>  ✗ ) -> vec2<T>' where:
      ✗  'T' is 'f16'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'i32', 'u32' or 'bool'
 • 'vec2<T  ✗ >(vec2<U>  ✗ ) -> vec2<T>' where:
      ✗  'T' is 'i32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'u32' or 'bool'
 • 'vec2<T  ✗ >(vec2<U>  ✗ ) -> vec2<T>' where:
      ✗  'T' is 'u32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'bool')"},
    {"fn", "textureDimensions", "", "abstract-int", kConst,
     R"(no matching call to 'textureDimensions(abstract-int)'

34 candidate functions:
 • 'textureDimensions(texture: texture_depth_2d  ✗ ) -> vec2<u32>'
 • 'textureDimensions(texture: texture_depth_2d_array  ✗ ) -> vec2<u32>'
 • 'textureDimensions(texture: texture_depth_cube  ✗ ) -> vec2<u32>'
 • 'textureDimensions(texture: texture_depth_cube_array  ✗ ) -> vec2<u32>'
 • 'textureDimensions(texture: texture_depth_multisampled_2d  ✗ ) -> vec2<u32>'
 • 'textureDimensions(texture: texture_external  ✗ ) -> vec2<u32>'
 • 'textureDimensions(texture: texture_1d<T>  ✗ ) -> u32' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_2d<T>  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_2d_array<T>  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_3d<T>  ✗ ) -> vec3<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_cube<T>  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_cube_array<T>  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_multisampled_2d<T>  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_multisampled_2d_array<T>  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
 • 'textureDimensions(texture: texture_storage_1d<F, R>  ✗ ) -> u32' where:
      ✗  'R' is 'read'
 • 'textureDimensions(texture: texture_storage_2d<F, R>  ✗ ) -> vec2<u32>' where:
      ✗  'R' is 'read'
 • 'textureDimensions(texture: texture_storage_2d_array<F, R>  ✗ ) -> vec2<u32>' where:
      ✗  'R' is 'read'
 • 'textureDimensions(texture: texture_storage_3d<F, R>  ✗ ) -> vec3<u32>' where:
      ✗  'R' is 'read'
 • 'textureDimensions(texture: texture_storage_1d<F, W>  ✗ ) -> u32' where:
      ✗  'W' is 'write' or 'read_write'
 • 'textureDimensions(texture: texture_storage_2d<F, W>  ✗ ) -> vec2<u32>' where:
      ✗  'W' is 'write' or 'read_write'
 • 'textureDimensions(texture: texture_storage_2d_array<F, W>  ✗ ) -> vec2<u32>' where:
      ✗  'W' is 'write' or 'read_write'
 • 'textureDimensions(texture: texture_storage_3d<F, W>  ✗ ) -> vec3<u32>' where:
      ✗  'W' is 'write' or 'read_write'
 • 'textureDimensions(texture: texel_buffer<F, R>  ✗ ) -> u32' where:
      ✗  'R' is 'read'
 • 'textureDimensions(texture: texel_buffer<F, W>  ✗ ) -> u32' where:
      ✗  'W' is 'write' or 'read_write'
 • 'textureDimensions(texture: texture_depth_2d  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_depth_2d_array  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_depth_cube  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_depth_cube_array  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_1d<T>  ✗ , level: L  ✗ ) -> u32' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_2d<T>  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_2d_array<T>  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_3d<T>  ✗ , level: L  ✗ ) -> vec3<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_cube<T>  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureDimensions(texture: texture_cube_array<T>  ✗ , level: L  ✗ ) -> vec2<u32>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32')"},
    {"fn", "arrayLength", "", "ptr<function, i32, read_write>", kRuntime,
     R"(no matching call to 'arrayLength(ptr<function, i32, read_write>)'

3 candidate functions:
 • 'arrayLength(ptr<storage, array<T>, W>  ✗ ) -> u32' where:
      ✗  'W' is 'write' or 'read_write'
 • 'arrayLength(ptr<workgroup, array<T>, W>  ✗ ) -> u32' where:
      ✗  'W' is 'write' or 'read_write'
 • 'arrayLength(ptr<AS, array<T>, R>  ✗ ) -> u32' where:
      ✗  'AS' is 'uniform' or 'storage'
      ✗  'R' is 'read')"},
    {"fn", "atomicLoad", "", "ptr<function, i32, read_write>", kRuntime,
     R"(no matching call to 'atomicLoad(ptr<function, i32, read_write>)'

1 candidate function:
 • 'atomicLoad(ptr<S, atomic<T>, read_write>  ✗ ) -> T' where:
      ✗  'T' is 'i32' or 'u32'
      ✗  'S' is 'workgroup' or 'storage')"},
    {"fn", "atomicAdd", "", "ptr<storage, atomic<i32>, read_write>;u32", kRuntime,
     R"(no matching call to 'atomicAdd(ptr<storage, atomic<i32>, read_write>, u32)'

1 candidate function:
 • 'atomicAdd(ptr<S, atomic<T>, read_write>  ✓ , T  ✗ ) -> T' where:
      ✓  'T' is 'i32' or 'u32'
      ✓  'S' is 'workgroup' or 'storage')"},
    {"fn", "workgroupUniformLoad", "", "ptr<workgroup, atomic<u32>, read_write>;abstract-int", kRuntime,
     R"(no matching call to 'workgroupUniformLoad(ptr<workgroup, atomic<u32>, read_write>, abstract-int)'

2 candidate functions:
 • 'workgroupUniformLoad(ptr<workgroup, atomic<T>, read_write>  ✓ ) -> T' where:
      ✗  overload expects 1 argument, call passed 2 arguments
      ✓  'T' is 'i32' or 'u32'
 • 'workgroupUniformLoad(ptr<workgroup, T, read_write>  ✗ ) -> T' where:
      ✗  'T' is 'any concrete constructible type')"},
    {"fn", "workgroupBarrier", "", "abstract-int", kConst,
     R"(no matching call to 'workgroupBarrier(abstract-int)'

1 candidate function:
 • 'workgroupBarrier()' where:
      ✗  overload expects 0 arguments, call passed 1 argument)"},
    {"fn", "subgroupAdd", "", "bool", kRuntime,
     R"(no matching call to 'subgroupAdd(bool)'

2 candidate functions:
 • 'subgroupAdd(value: T  ✗ ) -> T' where:
      ✗  'T' is 'f32', 'i32', 'u32' or 'f16'
 • 'subgroupAdd(value: vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'f32', 'i32', 'u32' or 'f16')"},
    {"fn", "subgroupBroadcast", "", "f32;f32", kRuntime,
     R"(no matching call to 'subgroupBroadcast(f32, f32)'

2 candidate functions:
 • 'subgroupBroadcast(value: T  ✓ , sourceLaneIndex: I  ✗ ) -> T' where:
      ✓  'T' is 'f32', 'i32', 'u32' or 'f16'
      ✗  'I' is 'i32' or 'u32'
 • 'subgroupBroadcast(value: vecN<T>  ✗ , sourceLaneIndex: I  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'f32', 'i32', 'u32' or 'f16'
      ✗  'I' is 'i32' or 'u32')"},
    {"bin", "+", "", "ptr<function, i32, read_write>;abstract-int", kRuntime,
     R"(no matching overload for 'operator + (ptr<function, i32, read_write>, abstract-int)'

5 candidate operators:
 • 'operator + (vecN<T>  ✗ , T  ✓ ) -> vecN<T>' where:
      ✓  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (T  ✗ , T  ✗ ) -> T' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (T  ✗ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (vecN<T>  ✗ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator + (matNxM<T>  ✗ , matNxM<T>  ✗ ) -> matNxM<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
    {"bin", "*", "", "mat2x3<f32>;vec2<f16>", kRuntime,
     R"(no matching overload for 'operator * (mat2x3<f32>, vec2<f16>)'

9 candidate operators:
 • 'operator * (vecN<T>  ✗ , vecN<T>  ✓ ) -> vecN<T>' where:
      ✓  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator * (matNxM<T>  ✓ , T  ✗ ) -> matNxM<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'operator * (matCxR<T>  ✓ , vecC<T>  ✗ ) -> vecR<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'operator * (matKxR<T>  ✓ , matCxK<T>  ✗ ) -> matCxR<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'operator * (T  ✗ , T  ✗ ) -> T' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator * (vecN<T>  ✗ , T  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator * (T  ✗ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'operator * (T  ✗ , matNxM<T>  ✗ ) -> matNxM<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'operator * (vecR<T>  ✗ , matCxR<T>  ✗ ) -> vecC<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
    {"bin", "<<", "", "i32;i32", kRuntime,
     R"(no matching overload for 'operator << (i32, i32)'

2 candidate operators:
 • 'operator << (T  ✓ , u32  ✗ ) -> T' where:
      ✓  'T' is 'abstract-int', 'i32' or 'u32'
 • 'operator << (vecN<T>  ✗ , vecN<u32>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-int', 'i32' or 'u32')"},
    {"bin", "&&", "", "bool;i32", kRuntime,
     R"(no matching overload for 'operator && (bool, i32)'

1 candidate operator:
 • 'operator && (bool  ✓ , bool  ✗ ) -> bool')"},
    {"bin", "==", "", "vec2<f32>;vec3<f32>", kRuntime,
     R"(no matching overload for 'operator == (vec2<f32>, vec3<f32>)'

2 candidate operators:
 • 'operator == (vecN<T>  ✓ , vecN<T>  ✗ ) -> vecN<bool>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'operator == (T  ✗ , T  ✗ ) -> bool' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool')"},
    {"bin", "&", "", "f32;f32", kRuntime,
     R"(no matching overload for 'operator & (f32, f32)'

4 candidate operators:
 • 'operator & (T  ✗ , T  ✗ ) -> T' where:
      ✗  'T' is 'abstract-int', 'i32' or 'u32'
 • 'operator & (bool  ✗ , bool  ✗ ) -> bool'
 • 'operator & (vecN<bool>  ✗ , vecN<bool>  ✗ ) -> vecN<bool>'
 • 'operator & (vecN<T>  ✗ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-int', 'i32' or 'u32')"},
    {"un", "-", "", "u32", kRuntime,
     R"(no matching overload for 'operator - (u32)'

2 candidate operators:
 • 'operator - (T  ✗ ) -> T' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32' or 'f16'
 • 'operator - (vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32' or 'f16')"},
    {"un", "!", "", "i32", kRuntime,
     R"(no matching overload for 'operator ! (i32)'

2 candidate operators:
 • 'operator ! (bool  ✗ ) -> bool'
 • 'operator ! (vecN<bool>  ✗ ) -> vecN<bool>')"},
    {"un", "~", "", "f32", kRuntime,
     R"(no matching overload for 'operator ~ (f32)'

2 candidate operators:
 • 'operator ~ (T  ✗ ) -> T' where:
      ✗  'T' is 'abstract-int', 'i32' or 'u32'
 • 'operator ~ (vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-int', 'i32' or 'u32')"},
    {"fn", "textureSampleLevel", "", "texture_2d<f32>;sampler;vec2<f32>", kRuntime,
     R"(no matching call to 'textureSampleLevel(texture_2d<f32>, sampler, vec2<f32>)'

15 candidate functions:
 • 'textureSampleLevel(texture: texture_2d<f32>  ✓ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , level: f32  ✗ ) -> vec4<f32>'
 • 'textureSampleLevel(texture: texture_2d<f32>  ✓ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , level: f32  ✗ , offset: vec2<i32>  ✗ ) -> vec4<f32>'
 • 'textureSampleLevel(texture: texture_depth_2d  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , level: L  ✗ ) -> f32' where:
      ✗  'L' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_1d<f32>  ✗ , sampler: sampler  ✓ , coords: f32  ✗ , level: f32  ✗ ) -> vec4<f32>'
 • 'textureSampleLevel(texture: texture_3d<f32>  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ , level: f32  ✗ ) -> vec4<f32>'
 • 'textureSampleLevel(texture: texture_cube<f32>  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ , level: f32  ✗ ) -> vec4<f32>'
 • 'textureSampleLevel(texture: texture_depth_cube  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ , level: L  ✗ ) -> f32' where:
      ✗  'L' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_2d_array<f32>  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , array_index: A  ✗ , level: f32  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_depth_2d  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , level: L  ✗ , offset: vec2<i32>  ✗ ) -> f32' where:
      ✗  'L' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_3d<f32>  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ , level: f32  ✗ , offset: vec3<i32>  ✗ ) -> vec4<f32>'
 • 'textureSampleLevel(texture: texture_depth_2d_array  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , array_index: A  ✗ , level: L  ✗ ) -> f32' where:
      ✗  'A' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_cube_array<f32>  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ , array_index: A  ✗ , level: f32  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_2d_array<f32>  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , array_index: A  ✗ , level: f32  ✗ , offset: vec2<i32>  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_depth_cube_array  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ , array_index: A  ✗ , level: L  ✗ ) -> f32' where:
      ✗  'A' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureSampleLevel(texture: texture_depth_2d_array  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , array_index: A  ✗ , level: L  ✗ , offset: vec2<i32>  ✗ ) -> f32' where:
      ✗  'A' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32')"},
    {"fn", "textureGather", "", "texture_2d<f32>;sampler;vec2<f32>", kRuntime,
     R"(no matching call to 'textureGather(texture_2d<f32>, sampler, vec2<f32>)'

12 candidate functions:
 • 'textureGather(texture: texture_depth_2d  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ ) -> vec4<f32>'
 • 'textureGather(texture: texture_depth_cube  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ ) -> vec4<f32>'
 • 'textureGather(texture: texture_depth_2d  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , offset: vec2<i32>  ✗ ) -> vec4<f32>'
 • 'textureGather(texture: texture_depth_2d_array  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , array_index: A  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureGather(texture: texture_depth_cube_array  ✗ , sampler: sampler  ✓ , coords: vec3<f32>  ✗ , array_index: A  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureGather(component: C  ✗ , texture: texture_2d<T>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
 • 'textureGather(component: C  ✗ , texture: texture_cube<T>  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
 • 'textureGather(texture: texture_depth_2d_array  ✗ , sampler: sampler  ✓ , coords: vec2<f32>  ✓ , array_index: A  ✗ , offset: vec2<i32>  ✗ ) -> vec4<f32>' where:
      ✗  'A' is 'i32' or 'u32'
 • 'textureGather(component: C  ✗ , texture: texture_2d<T>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , offset: vec2<i32>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
 • 'textureGather(component: C  ✗ , texture: texture_2d_array<T>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , array_index: A  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
      ✗  'A' is 'i32' or 'u32'
 • 'textureGather(component: C  ✗ , texture: texture_cube_array<T>  ✗ , sampler: sampler  ✗ , coords: vec3<f32>  ✗ , array_index: A  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
      ✗  'A' is 'i32' or 'u32'
 • 'textureGather(component: C  ✗ , texture: texture_2d_array<T>  ✗ , sampler: sampler  ✗ , coords: vec2<f32>  ✗ , array_index: A  ✗ , offset: vec2<i32>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
      ✗  'A' is 'i32' or 'u32')"},
    {"fn", "textureStore", "", "texture_storage_2d<rgba8unorm, write>;vec2<i32>;vec4<i32>", kRuntime,
     R"(no matching call to 'textureStore(texture_storage_2d<rgba8unorm, write>, vec2<i32>, vec4<i32>)'

15 candidate functions:
 • 'textureStore(texture: texture_storage_2d<F, W>  ✗ , coords: vec2<C>  ✓ , value: vec4<i32>  ✓ )' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✓  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texture_storage_2d<F, W>  ✓ , coords: vec2<C>  ✓ , value: vec4<f32>  ✗ )' where:
      ✓  'C' is 'i32' or 'u32'
      ✓  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✓  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texture_storage_2d<F, W>  ✗ , coords: vec2<C>  ✓ , value: vec4<u32>  ✗ )' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✓  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texture_storage_1d<F, W>  ✗ , coords: C  ✗ , value: vec4<i32>  ✓ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texel_buffer<F, RW>  ✗ , coords: C  ✗ , value: vec4<i32>  ✓ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'RW' is 'read_write'
 • 'textureStore(texture: texture_storage_1d<F, W>  ✗ , coords: C  ✗ , value: vec4<f32>  ✗ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texel_buffer<F, RW>  ✗ , coords: C  ✗ , value: vec4<f32>  ✗ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'RW' is 'read_write'
 • 'textureStore(texture: texture_storage_3d<F, W>  ✗ , coords: vec3<C>  ✗ , value: vec4<i32>  ✓ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texture_storage_1d<F, W>  ✗ , coords: C  ✗ , value: vec4<u32>  ✗ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texel_buffer<F, RW>  ✗ , coords: C  ✗ , value: vec4<u32>  ✗ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'RW' is 'read_write'
 • 'textureStore(texture: texture_storage_2d_array<F, W>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ , value: vec4<f32>  ✗ )' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'W' is 'write' or 'read_write'
      ✗  'A' is 'i32' or 'u32'
 • 'textureStore(texture: texture_storage_2d_array<F, W>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ , value: vec4<i32>  ✗ )' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'W' is 'write' or 'read_write'
      ✗  'A' is 'i32' or 'u32'
 • 'textureStore(texture: texture_storage_2d_array<F, W>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ , value: vec4<u32>  ✗ )' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'W' is 'write' or 'read_write'
      ✗  'A' is 'i32' or 'u32'
 • 'textureStore(texture: texture_storage_3d<F, W>  ✗ , coords: vec3<C>  ✗ , value: vec4<f32>  ✗ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'W' is 'write' or 'read_write'
 • 'textureStore(texture: texture_storage_3d<F, W>  ✗ , coords: vec3<C>  ✗ , value: vec4<u32>  ✗ )' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'W' is 'write' or 'read_write')"},
    {"fn", "textureLoad", "", "texture_2d<f32>;vec2<i32>", kRuntime,
     R"(no matching call to 'textureLoad(texture_2d<f32>, vec2<i32>)'

40 candidate functions:
 • 'textureLoad(texture: texture_external  ✗ , coords: vec2<C>  ✓ ) -> vec4<f32>' where:
      ✓  'C' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_2d<T>  ✓ , coords: vec2<C>  ✓ , level: L  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'i32' or 'u32'
      ✓  'C' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_2d<F, R>  ✗ , coords: vec2<C>  ✓ ) -> vec4<f32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_2d<F, R>  ✗ , coords: vec2<C>  ✓ ) -> vec4<i32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_2d<F, R>  ✗ , coords: vec2<C>  ✓ ) -> vec4<u32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_2d<F, RW>  ✗ , coords: vec2<C>  ✓ ) -> vec4<f32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_storage_2d<F, RW>  ✗ , coords: vec2<C>  ✓ ) -> vec4<i32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_storage_2d<F, RW>  ✗ , coords: vec2<C>  ✓ ) -> vec4<u32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_storage_1d<F, R>  ✗ , coords: C  ✗ ) -> vec4<f32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_1d<F, R>  ✗ , coords: C  ✗ ) -> vec4<i32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_1d<F, R>  ✗ , coords: C  ✗ ) -> vec4<u32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texel_buffer<F, R>  ✗ , coords: C  ✗ ) -> vec4<f32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texel_buffer<F, R>  ✗ , coords: C  ✗ ) -> vec4<i32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texel_buffer<F, R>  ✗ , coords: C  ✗ ) -> vec4<u32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_1d<F, RW>  ✗ , coords: C  ✗ ) -> vec4<f32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_storage_1d<F, RW>  ✗ , coords: C  ✗ ) -> vec4<i32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_storage_1d<F, RW>  ✗ , coords: C  ✗ ) -> vec4<u32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texel_buffer<F, RW>  ✗ , coords: C  ✗ ) -> vec4<f32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texel_buffer<F, RW>  ✗ , coords: C  ✗ ) -> vec4<i32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texel_buffer<F, RW>  ✗ , coords: C  ✗ ) -> vec4<u32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_depth_2d  ✗ , coords: vec2<C>  ✓ , level: L  ✗ ) -> f32' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_depth_multisampled_2d  ✗ , coords: vec2<C>  ✓ , sample_index: S  ✗ ) -> f32' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'S' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_multisampled_2d<T>  ✗ , coords: vec2<C>  ✓ , sample_index: S  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✓  'C' is 'i32' or 'u32'
      ✗  'S' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_3d<F, R>  ✗ , coords: vec3<C>  ✗ ) -> vec4<f32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_3d<F, R>  ✗ , coords: vec3<C>  ✗ ) -> vec4<i32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_3d<F, R>  ✗ , coords: vec3<C>  ✗ ) -> vec4<u32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'R' is 'read'
 • 'textureLoad(texture: texture_storage_3d<F, RW>  ✗ , coords: vec3<C>  ✗ ) -> vec4<f32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_storage_3d<F, RW>  ✗ , coords: vec3<C>  ✗ ) -> vec4<i32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_storage_3d<F, RW>  ✗ , coords: vec3<C>  ✗ ) -> vec4<u32>' where:
      ✗  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'RW' is 'read_write'
 • 'textureLoad(texture: texture_1d<T>  ✗ , coords: C  ✗ , level: L  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_2d_array<F, R>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ ) -> vec4<f32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'R' is 'read'
      ✗  'A' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_2d_array<F, R>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ ) -> vec4<i32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'R' is 'read'
      ✗  'A' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_2d_array<F, R>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ ) -> vec4<u32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'R' is 'read'
      ✗  'A' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_2d_array<F, RW>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ ) -> vec4<f32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8unorm', 'r8snorm', 'rg8unorm', 'rg8snorm', 'bgra8unorm', 'rgba8unorm', 'rgba8snorm', 'r16unorm', 'r16snorm', 'rg16unorm', 'rg16snorm', 'rgba16unorm', 'rgba16snorm', 'r16float', 'rg16float', 'rgba16float', 'r32float', 'rg32float', 'rgba32float', 'rgb10a2unorm' or 'rg11b10ufloat'
      ✗  'RW' is 'read_write'
      ✗  'A' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_2d_array<F, RW>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ ) -> vec4<i32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8sint', 'rg8sint', 'rgba8sint', 'r16sint', 'rg16sint', 'rgba16sint', 'r32sint', 'rg32sint' or 'rgba32sint'
      ✗  'RW' is 'read_write'
      ✗  'A' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_storage_2d_array<F, RW>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ ) -> vec4<u32>' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'F' is 'r8uint', 'rg8uint', 'r16uint', 'rg16uint', 'rgba8uint', 'rgba16uint', 'r32uint', 'rg32uint', 'rgba32uint' or 'rgb10a2uint'
      ✗  'RW' is 'read_write'
      ✗  'A' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_3d<T>  ✗ , coords: vec3<C>  ✗ , level: L  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✗  'C' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_depth_2d_array  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ , level: L  ✗ ) -> f32' where:
      ✓  'C' is 'i32' or 'u32'
      ✗  'A' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_2d_array<T>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ , level: L  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✓  'C' is 'i32' or 'u32'
      ✗  'A' is 'i32' or 'u32'
      ✗  'L' is 'i32' or 'u32'
 • 'textureLoad(texture: texture_multisampled_2d_array<T>  ✗ , coords: vec2<C>  ✓ , array_index: A  ✗ , sample_index: S  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f32', 'i32' or 'u32'
      ✓  'C' is 'i32' or 'u32'
      ✗  'A' is 'i32' or 'u32'
      ✗  'S' is 'i32' or 'u32')"},
    {"fn", "select", "", "f32;i32;bool", kRuntime,
     R"(no matching call to 'select(f32, i32, bool)'

3 candidate functions:
 • 'select(T  ✓ , T  ✗ , bool  ✓ ) -> T' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'select(vecN<T>  ✗ , vecN<T>  ✗ , bool  ✓ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'select(vecN<T>  ✗ , vecN<T>  ✗ , vecN<bool>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool')"},
    {"fn", "dot", "", "vec3<f32>;vec2<f32>", kRuntime,
     R"(no matching call to 'dot(vec3<f32>, vec2<f32>)'

1 candidate function:
 • 'dot(vecN<T>  ✓ , vecN<T>  ✗ ) -> T' where:
      ✓  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16')"},
    {"fn", "clamp", "", "abstract-int;u32;abstract-float", kRuntime,
     R"(no matching call to 'clamp(abstract-int, u32, abstract-float)'

2 candidate functions:
 • 'clamp(T  ✓ , T  ✓ , T  ✗ ) -> T' where:
      ✓  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16'
 • 'clamp(vecN<T>  ✗ , vecN<T>  ✗ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'abstract-int', 'f32', 'i32', 'u32' or 'f16')"},
    {"fn", "cross", "", "vec2<f32>;vec2<f32>", kRuntime,
     R"(no matching call to 'cross(vec2<f32>, vec2<f32>)'

1 candidate function:
 • 'cross(vec3<T>  ✗ , vec3<T>  ✗ ) -> vec3<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
    {"fn", "ldexp", "", "abstract-float;u32", kRuntime,
     R"(no matching call to 'ldexp(abstract-float, u32)'

2 candidate functions:
 • 'ldexp(T  ✓ , U  ✗ ) -> T' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
      ✗  'U' is 'abstract-int' or 'i32'
 • 'ldexp(vecN<T>  ✗ , vecN<U>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
      ✗  'U' is 'abstract-int' or 'i32')"},
    {"fn", "frexp", "", "i32", kRuntime,
     R"(no matching call to 'frexp(i32)'

2 candidate functions:
 • 'frexp(T  ✗ ) -> __frexp_result_T' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'frexp(vecN<T>  ✗ ) -> __frexp_result_vecN_T' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
    {"fn", "pack4x8snorm", "", "vec4<i32>", kRuntime,
     R"(no matching call to 'pack4x8snorm(vec4<i32>)'

1 candidate function:
 • 'pack4x8snorm(vec4<f32>  ✗ ) -> u32')"},
    {"fn", "extractBits", "", "i32;i32;u32", kRuntime,
     R"(no matching call to 'extractBits(i32, i32, u32)'

2 candidate functions:
 • 'extractBits(T  ✓ , u32  ✗ , u32  ✓ ) -> T' where:
      ✓  'T' is 'i32' or 'u32'
 • 'extractBits(vecN<T>  ✗ , u32  ✗ , u32  ✓ ) -> vecN<T>' where:
      ✗  'T' is 'i32' or 'u32')"},
    {"fn", "determinant", "", "mat2x3<f32>", kRuntime,
     R"(no matching call to 'determinant(mat2x3<f32>)'

1 candidate function:
 • 'determinant(matNxN<T>  ✗ ) -> T' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
    {"fn", "quadSwapX", "", "bool", kRuntime,
     R"(no matching call to 'quadSwapX(bool)'

2 candidate functions:
 • 'quadSwapX(e: T  ✗ ) -> T' where:
      ✗  'T' is 'f32', 'i32', 'u32' or 'f16'
 • 'quadSwapX(e: vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'f32', 'i32', 'u32' or 'f16')"},
    {"fn", "mix", "", "vec3<f32>;vec3<f32>;bool", kRuntime,
     R"(no matching call to 'mix(vec3<f32>, vec3<f32>, bool)'

3 candidate functions:
 • 'mix(vecN<T>  ✓ , vecN<T>  ✓ , vecN<T>  ✗ ) -> vecN<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mix(vecN<T>  ✓ , vecN<T>  ✓ , T  ✗ ) -> vecN<T>' where:
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mix(T  ✗ , T  ✗ , T  ✗ ) -> T' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
    {"ctor", "vec4", "vec4<f32>", "vec2<f32>;vec3<f32>", kRuntime,
     R"(no matching constructor for 'vec4<f32>(vec2<f32>, vec3<f32>)'

20 candidate constructors:
 • 'vec4<T  ✓ >(xy: vec2<T>  ✓ , zw: vec2<T>  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(x: T  ✗ , zyw: vec3<T>  ✓ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(xyz: vec3<T>  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(vec4<T>  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(T  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(xy: vec2<T>  ✓ , z: T  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >() -> vec4<T>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(x: T  ✗ , yz: vec2<T>  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(x: T  ✗ , y: T  ✗ , zw: vec2<T>  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✓ >(x: T  ✗ , y: T  ✗ , z: T  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(xy: vec2<T>  ✓ , zw: vec2<T>  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(xyz: vec3<T>  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(x: T  ✗ , zyw: vec3<T>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(T  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(xy: vec2<T>  ✓ , z: T  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4() -> vec4<abstract-int>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✗  overload expects 0 template arguments, call passed 1 argument
 • 'vec4(vec4<T>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(x: T  ✗ , yz: vec2<T>  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(x: T  ✗ , y: T  ✗ , zw: vec2<T>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'
 • 'vec4(x: T  ✗ , y: T  ✗ , z: T  ✗ , w: T  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32', 'u32' or 'bool'

5 candidate conversions:
 • 'vec4<T  ✓ >(vec4<U>  ✗ ) -> vec4<T>' where:
      ✓  'T' is 'f32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'i32', 'f16', 'u32' or 'bool'
 • 'vec4<T  ✗ >(vec4<U>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'f16'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'i32', 'u32' or 'bool'
 • 'vec4<T  ✗ >(vec4<U>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'i32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'u32' or 'bool'
 • 'vec4<T  ✗ >(vec4<U>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'u32'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'bool'
 • 'vec4<T  ✗ >(vec4<U>  ✗ ) -> vec4<T>' where:
      ✗  'T' is 'bool'
      ✗  'U' is 'abstract-int', 'abstract-float', 'f32', 'f16', 'i32' or 'u32')"},
    {"ctor", "mat2x2", "", "vec3<f32>;vec3<f32>", kRuntime,
     R"(no matching constructor for 'mat2x2(vec3<f32>, vec3<f32>)'

7 candidate constructors:
 • 'mat2x2(vec2<T>  ✗ , vec2<T>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2(mat2x2<T>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2(T  ✗ , T  ✗ , T  ✗ , T  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2<T  ✗ >(vec2<T>  ✗ , vec2<T>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'
 • 'mat2x2<T  ✗ >(mat2x2<T>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'f32' or 'f16'
 • 'mat2x2<T  ✗ >() -> mat2x2<T>' where:
      ✗  overload expects 0 arguments, call passed 2 arguments
      ✗  'T' is 'f32' or 'f16'
 • 'mat2x2<T  ✗ >(T  ✓ , T  ✓ , T  ✗ , T  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16'

2 candidate conversions:
 • 'mat2x2<T  ✗ >(mat2x2<f32>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'f16'
 • 'mat2x2<T  ✗ >(mat2x2<f16>  ✗ ) -> mat2x2<T>' where:
      ✗  'T' is 'f32')"},
    {"fn", "all", "", "i32", kRuntime,
     R"(no matching call to 'all(i32)'

2 candidate functions:
 • 'all(bool  ✗ ) -> bool'
 • 'all(vecN<bool>  ✗ ) -> bool')"},
    {"fn", "sqrt", "", "abstract-int;abstract-int", kConst,
     R"(no matching call to 'sqrt(abstract-int, abstract-int)'

2 candidate functions:
 • 'sqrt(T  ✓ ) -> T' where:
      ✗  overload expects 1 argument, call passed 2 arguments
      ✓  'T' is 'abstract-float', 'f32' or 'f16'
 • 'sqrt(vecN<T>  ✗ ) -> vecN<T>' where:
      ✗  'T' is 'abstract-float', 'f32' or 'f16')"},
};

TEST(IntrinsicMessages, MatchTint) {
  for (const auto& f : kFailures) {
    TypeTable t;
    Call c{f.kind, f.name, f.targs, f.args, f.stage};
    MatchResult r = run(t, c);
    EXPECT_FALSE(r.ok) << describe(c);
    EXPECT_EQ(r.error, f.message) << describe(c);
  }
}

TEST(IntrinsicMessages, CompoundAssignmentNamesTheOperator) {
  TypeTable t;
  MatchResult r = match_binary(t, ast::BinaryOp::Add, t.i32(), t.u32(), ArgStage::Runtime, /*compound=*/true);
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.error.substr(0, r.error.find('\n')), "no matching overload for 'operator += (i32, u32)'");
  EXPECT_NE(r.error.find("'operator += (T  \u2713 , T  \u2717 ) -> T'"), std::string::npos) << r.error;
}

// ---- Array and structure constructors (checked like Tint's resolver, not by the table) ----

TEST(IntrinsicConstructors, ArrayErrors) {
  TypeTable t;
  MatchResult r = match_constructor(t, t.array(t.bool_type(), 1), "", {t.abstract_int()});
  EXPECT_EQ(r.error, "cannot convert value of type 'abstract-int' to type 'bool'");
  EXPECT_EQ(r.error_argument, 0);

  r = match_constructor(t, t.array(t.f32(), 2), "", {t.abstract_float(), t.bool_type()});
  EXPECT_EQ(r.error, "'bool' cannot be used to construct an array of 'f32'");
  EXPECT_EQ(r.error_argument, 1);

  r = match_constructor(t, t.array(t.f32(), 2), "", {t.abstract_float()});
  EXPECT_EQ(r.error, "array constructor has too few elements: expected 2, found 1");
  EXPECT_EQ(r.error_argument, -1);
  r = match_constructor(t, t.array(t.f32(), 2), "", {t.f32(), t.f32(), t.f32()});
  EXPECT_EQ(r.error, "array constructor has too many elements: expected 2, found 3");

  r = match_constructor(t, t.runtime_array(t.f32()), "", {t.abstract_float()});
  EXPECT_EQ(r.error, "cannot construct a runtime-sized array");
  r = match_constructor(t, t.array(t.atomic(t.u32()), 2), "", {});
  EXPECT_EQ(r.error, "array constructor has non-constructible element type");
  r = match_constructor(t, t.texture(TextureKind::Sampled, TextureDim::D2, t.f32()), "", {});
  EXPECT_EQ(r.error, "type is not constructible");

  r = match_constructor(t, nullptr, "array", {});
  EXPECT_EQ(r.error, "cannot infer common array element type from constructor arguments");
  EXPECT_TRUE(r.notes.empty());

  r = match_constructor(t, nullptr, "array", {t.abstract_int(), t.u32(), t.abstract_float(), t.u32()});
  EXPECT_EQ(r.error, "cannot infer common array element type from constructor arguments");
  ASSERT_EQ(r.notes.size(), 3u);  // each distinct type once
  EXPECT_EQ(r.notes[0], (std::pair<int, std::string>{0, "argument 0 is of type 'abstract-int'"}));
  EXPECT_EQ(r.notes[1], (std::pair<int, std::string>{1, "argument 1 is of type 'u32'"}));
  EXPECT_EQ(r.notes[2], (std::pair<int, std::string>{2, "argument 2 is of type 'abstract-float'"}));
}

TEST(IntrinsicConstructors, StructErrors) {
  TypeTable t;
  auto info = std::make_unique<StructInfo>();
  info->name = "S";
  info->members = {{"a", t.bool_type(), 0, 0, 4, 4, nullptr}, {"b", t.f32(), 1, 4, 4, 4, nullptr}};
  const Type* s = t.make_struct(std::move(info));

  MatchResult r = match_constructor(t, s, "", {t.abstract_int(), t.abstract_int()});
  EXPECT_EQ(r.error, "cannot convert value of type 'abstract-int' to type 'bool'");
  EXPECT_EQ(r.error_argument, 0);
  r = match_constructor(t, s, "", {t.bool_type(), t.bool_type()});
  EXPECT_EQ(r.error, "type in structure constructor does not match struct member type: expected 'f32', found 'bool'");
  EXPECT_EQ(r.error_argument, 1);
  r = match_constructor(t, s, "", {t.bool_type()});
  EXPECT_EQ(r.error, "structure constructor has too few inputs: expected 2, found 1");
  r = match_constructor(t, s, "", {t.bool_type(), t.abstract_int()});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.result, s);
  EXPECT_EQ(r.parameters, (std::vector<const Type*>{t.bool_type(), t.f32()}));
  r = match_constructor(t, s, "", {});
  EXPECT_TRUE(r.ok);

  auto with_atomic = std::make_unique<StructInfo>();
  with_atomic->name = "A";
  with_atomic->members = {{"a", t.atomic(t.u32()), 0, 0, 4, 4, nullptr}};
  r = match_constructor(t, t.make_struct(std::move(with_atomic)), "", {});
  EXPECT_EQ(r.error, "structure constructor has non-constructible type");
}

}  // namespace
}  // namespace wgx::sema
