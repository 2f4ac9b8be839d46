// Lowering to IR: unsupported constructs are named with their position; the printer and the
// validator on a lowered module.
#include "ir/lower.h"

#include <gtest/gtest.h>

#include "lower_text.h"

namespace wgx {
namespace {

TEST(Lowering, UnsupportedConstructsAreNamed) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var t: texture_2d<f32>;\n"
      "@group(0) @binding(1) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  out[0] = textureLoad(t, vec2(0, 0), 0).x;\n"
      "}\n");
  EXPECT_EQ(l.ir.module, nullptr);
  EXPECT_EQ(l.ir.error, "unsupported: texture builtins (textureLoad) at 4:12");
  Lowered m = lower_text(
      "@group(0) @binding(1) var<storage, read_write> out: array<f32>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  let m = mat4x4<f32>();\n"
      "  out[0] = determinant(m);\n"
      "}\n");
  EXPECT_EQ(m.ir.module, nullptr);
  EXPECT_EQ(m.ir.error, "unsupported: determinant of a 4x4 matrix at 4:12");
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

}  // namespace
}  // namespace wgx
