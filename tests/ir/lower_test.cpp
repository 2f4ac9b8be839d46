// Lowering to IR: unsupported constructs are named with their position; the printer and the
// validator on a lowered module.
#include "ir/lower.h"

#include <gtest/gtest.h>

#include "ir/f16.h"
#include "ir/walk.h"
#include "lower_text.h"

namespace wgx {
namespace {

// textureGather carries its constant component after the sampler; textureGatherCompare,
// textureSampleGrad and textureSampleCompareLevel name their (comparison) sampler.
TEST(Lowering, GatherGradAndCompareOperands) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var t: texture_2d<f32>;\n"
      "@group(0) @binding(1) var s: sampler;\n"
      "@group(0) @binding(2) var d: texture_depth_cube_array;\n"
      "@group(0) @binding(3) var c: sampler_comparison;\n"
      "@group(0) @binding(4) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  out[0] = textureGather(2, t, s, vec2(0.5)).x + textureGatherCompare(d, c, vec3(1.0), 1, 0.5).y\n"
      "      + textureSampleGrad(t, s, vec2(0.5), vec2(0.1), vec2(0.0), vec2(1, 1)).z\n"
      "      + textureSampleCompareLevel(d, c, vec3(1.0), 1u, 0.5);\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  std::string text = ir::print(*l.ir.module);
  for (const char* want :
       {":vec4<f32> = texture.textureGather @t @s %", ":vec4<f32> = texture.textureGatherCompare @d @c %",
        ":vec4<f32> = texture.textureSampleGrad @t @s %", ":f32 = texture.textureSampleCompare @d @c %"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
}

// textureSampleLevel and textureSampleBaseClampToEdge name their sampler variable beside the
// texture; a depth texture's integer level becomes f32; cube textures take a direction.
TEST(Lowering, SamplingNamesTheSampler) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var t: texture_2d_array<f32>;\n"
      "@group(0) @binding(1) var s: sampler;\n"
      "@group(0) @binding(2) var d: texture_depth_2d;\n"
      "@group(0) @binding(3) var e: texture_2d<f32>;\n"
      "@group(0) @binding(4) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  out[0] = textureSampleLevel(t, s, vec2(0.5), 2u, 1.5, vec2(1, -1)).x\n"
      "      + textureSampleLevel(d, s, vec2(0.5), 1)\n"
      "      + textureSampleBaseClampToEdge(e, s, vec2(0.25)).y;\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  std::string text = ir::print(*l.ir.module);
  for (const char* want :
       {"var @s handle size 0 binding 0:1 sampler\n", ":vec4<f32> = texture.textureSampleLevel @t @s %",
        ":f32 = texture.textureSampleLevel @d @s %", ":vec4<f32> = texture.textureSampleBaseClampToEdge @e @s %"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  Lowered cube = lower_text(
      "@group(0) @binding(0) var c: texture_cube<f32>;\n"
      "@group(0) @binding(1) var s: sampler;\n"
      "@group(0) @binding(2) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() { out[0] = textureSampleLevel(c, s, vec3(1.0), 0.0).x; }\n");
  ASSERT_TRUE(cube.ir.module) << cube.ir.error;
  EXPECT_EQ(ir::validate(*cube.ir.module), "");
}

// textureSample and textureSampleBias become SampleGrad with their coordinates' quad
// derivatives, textureSampleCompare SampleCompare; each keeps the builtin's name for messages.
TEST(Lowering, ImplicitDerivativeSamplingKeepsItsName) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var t: texture_2d<f32>;\n"
      "@group(0) @binding(1) var s: sampler;\n"
      "@group(0) @binding(2) var d: texture_depth_2d;\n"
      "@group(0) @binding(3) var c: sampler_comparison;\n"
      "@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {\n"
      "  return textureSample(t, s, uv) + textureSampleBias(t, s, uv, 1.0)\n"
      "      + textureSampleCompare(d, c, uv, 0.5) + textureSampleCompareLevel(d, c, uv, 0.5);\n"
      "}\n",
      {.entry_point = "main", .stage = ir::Stage::Fragment});
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  std::vector<std::string> names;
  for (const ir::Function& f : l.ir.module->functions)
    ir::for_each_inst(f.body, [&](const ir::Inst& in) {
      if (in.op == ir::Op::Texture) names.emplace_back(ir::texture_builtin_name(in.imm));
    });
  EXPECT_EQ(names, (std::vector<std::string>{"textureSample", "textureSampleBias", "textureSampleCompare",
                                              "textureSampleCompareLevel"}));
  std::string text = ir::print(*l.ir.module);
  EXPECT_NE(text.find("quadBroadcast"), std::string::npos) << text;
}

// A function with texture parameters is specialized per call site's textures, as one with
// pointer parameters is per root variable; the texture passes no register.
TEST(Lowering, TextureParametersSpecializeTheCallee) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var t: texture_2d<f32>;\n"
      "@group(0) @binding(1) var u: texture_2d<f32>;\n"
      "fn first(x: texture_2d<f32>, i: i32) -> f32 { return textureLoad(x, vec2(i), 0).x; }\n"
      "fn twice(x: texture_2d<f32>) -> f32 { return first(x, 1) + first(x, 2); }\n"
      "@group(0) @binding(2) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() { out[0] = twice(t) + first(u, 0); }\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  std::string text = ir::print(*l.ir.module);
  for (const char* want : {"fn first.t(%0:i32) -> f32", "fn first.u(%0:i32) -> f32", "fn twice.t() -> f32",
                           "texture.textureLoad @t %", "texture.textureLoad @u %"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
}

// Texture bindings are handle variables; textureLoad, textureStore, textureDimensions and the
// counts are Op::Texture with their operands in fixed positions (ir/texture.h), i32 coordinates.
TEST(Lowering, TextureBuiltinsAreTextureInstructions) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var a: texture_2d_array<u32>;\n"
      "@group(0) @binding(1) var m: texture_multisampled_2d<i32>;\n"
      "@group(0) @binding(2) var d: texture_depth_2d;\n"
      "@group(0) @binding(3) var w: texture_storage_2d<rgba8sint, write>;\n"
      "@group(0) @binding(4) var c: texture_cube_array<f32>;\n"
      "@group(0) @binding(5) var v: texture_3d<f32>;\n"
      "@group(0) @binding(6) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(1) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
      "  let x = textureLoad(a, g.xy, 2u, 1).x + textureNumLayers(a) + textureNumLevels(c);\n"
      "  let y = textureLoad(m, vec2(1, 2), 3).y + i32(textureLoad(d, g.xy, 0) + textureLoad(v, g, 1).z);\n"
      "  textureStore(w, vec2(3, 4), vec4(1, 2, 3, y));\n"
      "  out[0] = x + textureNumSamples(m) + textureDimensions(v, 1).z + textureDimensions(c).y;\n"
      "  textureBarrier();\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  std::string text = ir::print(*l.ir.module);
  for (const char* want :
       {"var @a handle size 0 binding 0:0 texture sampled 2d_array u32\n",
        "var @m handle size 0 binding 0:1 texture multisampled 2d i32\n",
        "var @d handle size 0 binding 0:2 texture depth 2d f32\n",
        "var @w handle size 0 binding 0:3 texture storage 2d i32 write\n",
        "var @c handle size 0 binding 0:4 texture sampled cube_array f32\n", ":vec4<u32> = texture.textureLoad @a %",
        ":u32 = texture.textureNumLayers @a\n", ":vec4<i32> = texture.textureLoad @m %",
        ":f32 = texture.textureLoad @d %", ":vec4<f32> = texture.textureLoad @v %", "texture.textureStore @w %",
        ":u32 = texture.textureNumSamples @m\n", ":vec3<u32> = texture.textureDimensions @v %",
        ":vec2<u32> = texture.textureDimensions @c %",
        "barrier [0 1]"})  // textureBarrier: a workgroup barrier marked ir::kTexelBarrier
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  // u32 coordinates and layers are reinterpreted as i32.
  EXPECT_NE(text.find(":vec2<i32> = bitcast %"), std::string::npos) << text;
}

TEST(Lowering, TheValidatorChecksTextureOperands) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var t: texture_2d<f32>;\n"
      "@group(0) @binding(1) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() { out[0] = textureLoad(t, vec2(1, 2), 0).x; }\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  ir::Module& m = const_cast<ir::Module&>(*l.ir.module);
  EXPECT_EQ(ir::validate(m), "");
  bool changed = false;
  for (ir::Node& n : m.functions[m.entry].body)
    if (n.kind == ir::NodeKind::Inst && n.inst.op == ir::Op::Texture && !changed) {
      n.inst.type = ir::Type{ir::Scalar::U32, 4};  // not the texture's channel type
      m.functions[m.entry].reg_types[n.inst.result] = n.inst.type;
      changed = true;
    }
  ASSERT_TRUE(changed);
  EXPECT_NE(ir::validate(m).find("texel type"), std::string::npos) << ir::validate(m);
}

TEST(Lowering, PrintsAndValidates) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) i: u32) { out[i] = i / (i - i); }\n");
  ASSERT_TRUE(l.ir.module);
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  std::string text = ir::print(*l.ir.module);
  EXPECT_NE(text.find("clamp_index_dyn"), std::string::npos) << text;
  EXPECT_NE(text.find("div"), std::string::npos) << text;
  EXPECT_NE(text.find("entry fn main() @workgroup_size(2, 1, 1)"), std::string::npos) << text;
}

TEST(Lowering, SubgroupBuiltinsAreCrossLaneInstructions) {
  Lowered l = lower_text(
      "enable subgroups;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<vec2<f32>>;\n"
      "@compute @workgroup_size(8) fn main(@builtin(subgroup_invocation_id) sid: u32,\n"
      "    @builtin(subgroup_size) n: u32) {\n"
      "  let v = vec2(f32(sid), 1.0);\n"
      "  out[sid] = subgroupExclusiveAdd(v) + subgroupShuffle(v, i32(n) - 1) + quadSwapY(v);\n"
      "  out[0].x = f32(subgroupBallot(subgroupElect()).x);\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  std::string text = ir::print(*l.ir.module);
  for (const char* want : {"%0:u32 = input.subgroup_invocation_id\n", "%1:u32 = input.subgroup_size\n",
                           ":vec2<f32> = subgroup.subgroupExclusiveAdd %", ":vec2<f32> = subgroup.quadSwapY %",
                           ":bool = subgroup.subgroupElect\n", ":vec4<u32> = subgroup.subgroupBallot %"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  // The i32 lane id becomes a u32 operand.
  EXPECT_NE(text.find(":u32 = convert %"), std::string::npos) << text;
  EXPECT_NE(text.find(":vec2<f32> = subgroup.subgroupShuffle %"), std::string::npos) << text;
}

// Subgroup operations on f16 values are one cross-lane instruction of result type f16 (the rules
// header combines halves with f16 rounding; golden subgroup_f16 runs them).
TEST(Lowering, SubgroupOpsOfF16AreCrossLaneInstructions) {
  Lowered l = lower_text(
      "enable f16;\nenable subgroups;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<f16>;\n"
      "@compute @workgroup_size(4) fn main() { out[0] = subgroupAdd(out[1]); }\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  bool found = false;
  for (const ir::Node& n : l.ir.module->functions[0].body)
    found |= n.kind == ir::NodeKind::Inst && n.inst.op == ir::Op::Subgroup && n.inst.type.scalar == ir::Scalar::F16;
  EXPECT_TRUE(found);
}

// f16 values are registers of scalar f16; memory accesses of them step 2 bytes per component.
TEST(Lowering, F16IsAScalarKindWithTwoByteComponents) {
  Lowered l = lower_text(
      "enable f16;\n"
      "struct S { a: f16, v: vec3<f16> }\n"
      "@group(0) @binding(0) var<storage, read_write> s: S;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  s.v.z = s.a * 0.1;\n"
      "  s.a = bitcast<vec2<f16>>(u32(s.v[1])).x;\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  EXPECT_TRUE(ir::uses_f16(*l.ir.module));
  std::string text = ir::print(*l.ir.module);
  // 0.1 rounds once, to the half 0x2e66 (0.0999755859375 = 0x3dccc000 as f32).
  for (const char* want : {":f16 = const [1036828672]", ":f16 = mul %", ":f16 = load @s", "store @s",
                           ":u32 = convert %", ":vec2<f16> = bitcast %"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  // s.v starts at byte 8; .z is 2 * 2 bytes further, v[1] a clamped index times 2.
  for (const char* want : {"= const [8]\n", "= const [4]\n", "= clamp_index %13 [3]\n", "= const [2]\n"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
}

TEST(Lowering, ModulesWithoutF16RegistersDoNotUseF16) {
  Lowered l = lower_text(
      "enable f16;\n"
      "struct S { a: f16, b: u32 }\n"
      "@group(0) @binding(0) var<storage, read_write> s: S;\n"
      "@compute @workgroup_size(1) fn main() { s.b = 3u; }\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_FALSE(ir::uses_f16(*l.ir.module));
}

TEST(Lowering, ValidatorRejectsMalformedSubgroupOps) {
  Lowered l = lower_text(
      "enable subgroups;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(4) fn main() { out[0] = subgroupAdd(out[1]); }\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  for (ir::Node& n : l.ir.module->functions[0].body)
    if (n.kind == ir::NodeKind::Inst && n.inst.op == ir::Op::Subgroup) n.inst.imm[0] = 99;
  EXPECT_EQ(ir::validate(*l.ir.module), "main: malformed subgroup instruction");
}

TEST(Lowering, EntryPointChoice) {
  Lowered l = lower_text(
      "@compute @workgroup_size(1) fn a() {}\n"
      "@compute @workgroup_size(1) fn b() {}\n");
  EXPECT_EQ(l.ir.error, "several compute entry points; choose one with --entry");
  Lowered n = lower_text("fn f() {}\n");
  EXPECT_EQ(n.ir.error, "no compute entry point");
}

TEST(Lowering, ValidatorRejectsUseBeforeDefinition) {
  ir::Module m;
  ir::Function f;
  f.name = "main";
  f.reg_count = 2;
  f.reg_types = {ir::scalar_type(ir::Scalar::U32), ir::scalar_type(ir::Scalar::U32)};
  ir::Node n;
  n.inst.op = ir::Op::Neg;
  n.inst.type = f.reg_types[0];
  n.inst.result = 0;
  n.inst.args = {1};
  f.body.push_back(std::move(n));
  m.functions.push_back(std::move(f));
  EXPECT_EQ(ir::validate(m), "main: register %1 used before definition");
}

// A module of one function whose body is `insts`, registers typed `types` (0.. in order).
std::string validate_body(std::vector<ir::Type> types, std::vector<ir::Inst> insts) {
  ir::Module m;
  ir::Function f;
  f.name = "main";
  f.reg_count = static_cast<uint32_t>(types.size());
  f.reg_types = std::move(types);
  for (ir::Inst& i : insts) {
    ir::Node n;
    n.inst = std::move(i);
    f.body.push_back(std::move(n));
  }
  m.functions.push_back(std::move(f));
  return ir::validate(m);
}

ir::Inst inst(ir::Op op, ir::Type t, ir::Reg result, std::vector<ir::Reg> args, std::vector<uint32_t> imm = {}) {
  ir::Inst i;
  i.op = op;
  i.type = t;
  i.result = result;
  i.args = std::move(args);
  i.imm = std::move(imm);
  return i;
}

// The validator's type rules: each opcode's operands have the types the executors read them as.
TEST(Lowering, ValidatorChecksOperandTypes) {
  const ir::Type u = ir::scalar_type(ir::Scalar::U32), f = ir::scalar_type(ir::Scalar::F32);
  const ir::Type b = ir::scalar_type(ir::Scalar::Bool), f2{ir::Scalar::F32, 2}, b2{ir::Scalar::Bool, 2};
  EXPECT_EQ(validate_body({u, f, u}, {inst(ir::Op::Const, u, 0, {}, {1}), inst(ir::Op::Const, f, 1, {}, {0}),
                                      inst(ir::Op::Add, u, 2, {0, 1})}),
            "main: add: operand 1 is f32, not u32");
  EXPECT_EQ(validate_body({u, f}, {inst(ir::Op::Const, u, 0, {}, {1}), inst(ir::Op::Neg, u, 1, {0})}),
            "main: neg: result register typed f32, instruction u32");
  EXPECT_EQ(validate_body({f2, b, f2}, {inst(ir::Op::Const, f2, 0, {}, {0, 0}), inst(ir::Op::Const, b, 1, {}, {1}),
                                        inst(ir::Op::Select, f2, 2, {0, 0, 1})}),
            "main: select: condition not bool of the result's width");
  EXPECT_EQ(validate_body({f2, b2, f2}, {inst(ir::Op::Const, f2, 0, {}, {0, 0}), inst(ir::Op::Const, b2, 1, {}, {1, 0}),
                                         inst(ir::Op::Select, f2, 2, {0, 0, 1})}),
            "");
  EXPECT_EQ(validate_body({f2, f}, {inst(ir::Op::Const, f2, 0, {}, {0, 0}), inst(ir::Op::Extract, f, 1, {0}, {2})}),
            "main: extract: component out of range");
  EXPECT_EQ(validate_body({u, f}, {inst(ir::Op::Const, u, 0, {}, {1, 2}), inst(ir::Op::Splat, f2, 1, {0})}),
            "main: const: one word per component expected");
}

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) n++;
  return n;
}

TEST(Lowering, CompositeConstantsAreBuiltOncePerFunction) {
  // Three uses inside a loop: the table's three stores happen once, before everything else.
  Lowered l = lower_text(
      "const W = array(1.0, 2.0, 3.0);\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<f32, 4>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  for (var i = 0u; i < 3u; i++) { out[i] = W[i] + W[2 - i] * W[0]; }\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string text = ir::print(*l.ir.module);
  EXPECT_EQ(count_of(text, "store @tmp"), 3u) << text;
  EXPECT_LT(text.find("store @tmp"), text.find("loop {")) << text;
}

TEST(Lowering, LargeArrayCopiesAreLoops) {
  Lowered l = lower_text(
      "var<private> p: array<vec2<u32>, 5000>;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  var q = p;\n"
      "  out[0] = q[7].y;\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string text = ir::print(*l.ir.module);
  EXPECT_EQ(count_of(text, "loop {"), 1u) << text;
  EXPECT_EQ(count_of(text, "store @q"), 1u) << text;
  // Small arrays stay unrolled.
  Lowered s = lower_text(
      "var<private> p: array<u32, 4>;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;\n"
      "@compute @workgroup_size(1) fn main() { out = p; }\n");
  ASSERT_TRUE(s.ir.module) << s.ir.error;
  text = ir::print(*s.ir.module);
  EXPECT_EQ(count_of(text, "loop {"), 0u) << text;
  EXPECT_EQ(count_of(text, "store @out"), 4u) << text;
}

TEST(Lowering, MatrixAndBuiltinResultValuesLower) {
  // Constructs that once had no lowering: a 4x4 determinant, matrix compound assignment, a
  // builtin result structure in a variable, a composite constant matrix, textureBarrier.
  Lowered l = lower_text(
      "const C = mat2x2(1.0, 2.0, 3.0, 4.0);\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<f32, 8>;\n"
      "@group(0) @binding(1) var<storage, read_write> a: atomic<u32>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  out[0] = determinant(mat4x4<f32>());\n"
      "  var m = C;\n"
      "  m *= m;\n"
      "  var v = vec2(1.0, 2.0);\n"
      "  v *= C;\n"
      "  var r = modf(out[1]);\n"
      "  var x = atomicCompareExchangeWeak(&a, 0u, 1u);\n"
      "  textureBarrier();\n"
      "  out[2] = m[1].x + v.y + r.whole + f32(x.old_value) + asinh(out[3]) + reflect(v, v).x;\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
}

TEST(Lowering, CaseSelectorsAreConstExpressions) {
  Lowered l = lower_text(
      "const T = array(3, 5, 7);\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<i32, 4>;\n"
      "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {\n"
      "  switch (i32(i)) {\n"
      "    case T[1], 1 << 3: { out[i] = 1; }\n"
      "    case max(2, 9): { out[i] = 2; }\n"
      "    default: { }\n"
      "  }\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string text = ir::print(*l.ir.module);
  EXPECT_NE(text.find("case 5 8"), std::string::npos) << text;
  EXPECT_NE(text.find("case 9"), std::string::npos) << text;
}

// A vertex or fragment entry point lowers to a compute-shaped kernel: its stage inputs and
// outputs laid out in 16-byte slots of hidden records (ir::StageInterface), a fragment's with a
// "discarded" word; derivatives and discard belong to fragment shaders.
TEST(Lowering, RenderStagesBecomeKernelsOverStageRecords) {
  const char* shader =
      "struct Out { @builtin(position) pos: vec4f, @location(0) color: vec3f }\n"
      "@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {\n"
      "  return Out(vec4f(f32(v), f32(i), 0, 1), vec3f(1));\n"
      "}\n"
      "@fragment fn fs(in: Out) -> @location(0) vec4f {\n"
      "  if (in.color.x > 2.0) { discard; }\n"
      "  return vec4f(dpdx(in.color.x), fwidth(in.pos.y), 0, 1);\n"
      "}\n";
  Lowered v = lower_text(shader, {.entry_point = "vs", .stage = ir::Stage::Vertex});
  ASSERT_TRUE(v.ir.module) << v.ir.error;
  EXPECT_EQ(ir::validate(*v.ir.module), "");
  const ir::StageInterface& vio = v.ir.module->io;
  ASSERT_EQ(vio.inputs.size(), 2u);
  EXPECT_EQ(vio.inputs[0].builtin, "vertex_index");
  EXPECT_EQ(vio.inputs[1].builtin, "instance_index");
  EXPECT_EQ(vio.inputs[1].offset, 16u);
  ASSERT_EQ(vio.outputs.size(), 2u);
  EXPECT_EQ(vio.outputs[0].builtin, "position");
  EXPECT_EQ(vio.outputs[1].location, 0);
  EXPECT_EQ(vio.outputs[1].type.width, 3);
  EXPECT_EQ(vio.output_stride, 32u);
  EXPECT_EQ(vio.discard_offset, -1);
  EXPECT_EQ(v.ir.module->workgroup_size[0], 64u);

  Lowered f = lower_text(shader, {.entry_point = "fs", .stage = ir::Stage::Fragment});
  ASSERT_TRUE(f.ir.module) << f.ir.error;
  EXPECT_EQ(ir::validate(*f.ir.module), "");
  const ir::StageInterface& fio = f.ir.module->io;
  EXPECT_EQ(fio.inputs.size(), 2u);
  ASSERT_EQ(fio.outputs.size(), 1u);
  EXPECT_EQ(fio.discard_offset, 16);
  EXPECT_EQ(fio.output_stride, 32u);

  Lowered compute = lower_text(
      "@group(0) @binding(0) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() { out[0] = 1; }\n"
      "@fragment fn fs() -> @location(0) vec4f {\n"
      "  let x = 1.0;\n"
      "  return vec4f(x);\n"
      "}\n",
      {.entry_point = "main", .stage = ir::Stage::Fragment});
  EXPECT_EQ(compute.ir.module, nullptr);
  EXPECT_EQ(compute.ir.error, "no fragment entry point named 'main'");
}

// A fragment shader that writes storage gets the hidden helper slot, and its write runs only
// while the invocation is not discarded (helpers start discarded).
TEST(Lowering, FragmentStorageWritesAreGuarded) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read_write> hits: array<u32>;\n"
      "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {\n"
      "  hits[u32(p.x)] = 1u;\n"
      "  return vec4f(1);\n"
      "}\n",
      {.entry_point = "fs", .stage = ir::Stage::Fragment});
  ASSERT_NE(l.ir.module, nullptr) << l.ir.error;
  const ir::StageInterface& io = l.ir.module->io;
  ASSERT_GE(io.helper_offset, 0);
  EXPECT_EQ(io.inputs.back().builtin, ir::kHelperSlot);
  EXPECT_EQ(io.inputs.back().offset, static_cast<uint32_t>(io.helper_offset));
  // The store to `hits` sits inside an if.
  bool guarded = false;
  for (const ir::Function& f : l.ir.module->functions)
    ir::for_each_node(f.body, [&](const ir::Node& n) {
      if (n.kind != ir::NodeKind::If || !n.then_block) return;
      for (const ir::Node& c : *n.then_block)
        guarded = guarded || (c.kind == ir::NodeKind::Inst && c.inst.op == ir::Op::Store &&
                              l.ir.module->vars[c.inst.var].name == "hits");
    });
  EXPECT_TRUE(guarded);
  // Without storage writes there is no helper slot.
  Lowered plain = lower_text("@fragment fn fs() -> @location(0) vec4f { return vec4f(1); }\n",
                             {.entry_point = "fs", .stage = ir::Stage::Fragment});
  ASSERT_NE(plain.ir.module, nullptr);
  EXPECT_EQ(plain.ir.module->io.helper_offset, -1);
}

}  // namespace
}  // namespace wgx
