// Inlining calls for the compiled backend: which calls go, and that the result is valid IR that
// computes what the original does (the execution corpus runs every call through it too).
#include "ir/passes/inline_calls.h"

#include <gtest/gtest.h>

#include "program/executable.h"
#include "exec/executor.h"
#include "ir/walk.h"
#include "lower_text.h"

namespace wgx {
namespace {

size_t calls(const ir::Block& b) {
  size_t n = 0;
  ir::for_each_inst(b, [&](const ir::Inst& in) { n += in.op == ir::Op::Call; });
  return n;
}

const char* kShader =
    "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
    "struct P { a: u32, b: u32 }\n"
    "fn twice(x: u32) -> u32 { return x * 2u; }\n"
    "fn pair(x: u32) -> P { return P(twice(x), x + 1u); }\n"
    "fn early(x: u32) -> u32 { if (x > 5u) { return 1u; } return 2u; }\n"
    "fn bump(p: ptr<function, u32>) { *p += 3u; }\n"
    "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
    "  var v = li;\n"
    "  bump(&v);\n"
    "  let p = pair(v);\n"
    "  out[li] = p.a * 1000u + p.b * 10u + early(li);\n"
    "}\n";

TEST(InlineCalls, SmallSingleReturnFunctionsAreInlined) {
  Lowered l = lower_text(kShader);
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  const ir::Module& m = *l.ir.module;
  std::unique_ptr<ir::Module> in = ir::inline_calls(m);
  EXPECT_EQ(ir::validate(*in), "");
  EXPECT_GE(calls(m.functions[m.entry].body), 3u);
  EXPECT_EQ(calls(in->functions[in->entry].body), 1u);  // `early` returns from inside an `if`
}

TEST(InlineCalls, InlinedModuleComputesTheSame) {
  Lowered l = lower_text(kShader);
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::unique_ptr<ir::Module> in = ir::inline_calls(*l.ir.module);
  auto run = [](const ir::Module& m) {
    std::vector<uint32_t> out(64, 0);
    std::vector<exec::BufferBinding> b = {{0, 0, reinterpret_cast<uint8_t*>(out.data()), out.size() * 4}};
    exec::ExecOptions o;
    o.backend = exec::Backend::Interpreter;
    EXPECT_EQ(program::run_once(m, b, o), "");
    return out;
  };
  std::vector<uint32_t> want = run(*l.ir.module);
  EXPECT_EQ(run(*in), want);
  EXPECT_EQ(want[7], (10u * 2u) * 1000u + 11u * 10u + 1u);
}

TEST(InlineCalls, CallersStopGrowingAtTheirBudget) {
  std::string fn = "fn f(x: u32) -> u32 {\n  var a = x;\n";
  for (int i = 0; i < 30; i++) fn += "  a = a * 3u + " + std::to_string(i) + "u;\n";
  fn += "  return a;\n}\n";
  std::string main = "@compute @workgroup_size(1) fn main() {\n  var s = 0u;\n";
  for (int i = 0; i < 40; i++) main += "  s += f(s + " + std::to_string(i) + "u);\n";
  main += "  out[0] = s;\n}\n";
  Lowered l = lower_text("@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n" + fn + main);
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::unique_ptr<ir::Module> in = ir::inline_calls(*l.ir.module);
  EXPECT_EQ(ir::validate(*in), "");
  size_t left = calls(in->functions[in->entry].body);
  EXPECT_GT(left, 0u);   // some calls stay calls
  EXPECT_LT(left, 40u);  // and some were inlined
}

}  // namespace
}  // namespace wgx
