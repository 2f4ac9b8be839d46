// Unrolling counted loops for the compiled backend: which loops go, and that the unrolled module
// is valid IR computing what the original does.
#include "ir/passes/unroll_loops.h"

#include <gtest/gtest.h>

#include "program/executable.h"
#include "exec/executor.h"
#include "ir/clone.h"
#include "ir/walk.h"
#include "lower_text.h"

namespace wgx {
namespace {

size_t loops(const ir::Block& b) {
  size_t n = 0;
  ir::for_each_node(b, [&](const ir::Node& node) { n += node.kind == ir::NodeKind::Loop; });
  return n;
}

std::vector<uint32_t> run(const ir::Module& m) {
  std::vector<uint32_t> out(64, 0);
  std::vector<exec::BufferBinding> b = {{0, 0, reinterpret_cast<uint8_t*>(out.data()), out.size() * 4}};
  exec::ExecOptions o;
  o.backend = exec::Backend::Interpreter;
  EXPECT_EQ(program::run_once(m, b, o), "");
  return out;
}

// Unrolls the shader's module; expects `left` loops afterwards and the same results.
void check(const std::string& body, size_t left) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "var<workgroup> t: array<u32, 64>;\n" +
      body);
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::unique_ptr<ir::Module> u = ir::clone_module(*l.ir.module);
  ir::unroll_loops(*u);
  EXPECT_EQ(ir::validate(*u), "");
  EXPECT_EQ(loops(u->functions[u->entry].body), left);
  EXPECT_EQ(run(*u), run(*l.ir.module));
}

TEST(UnrollLoops, CountedLoopsOverLaneMemoryUnroll) {
  check(
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  t[li] = li * 7u;\n"
      "  workgroupBarrier();\n"
      "  var acc = 0u;\n"
      "  for (var k = 0u; k < 16u; k++) { acc = acc * 3u + t[(li + k) % 64u]; }\n"
      "  for (var s = 32u; s > 0u; s >>= 1u) { acc ^= s; }\n"
      "  for (var d = 10i; d >= 0i; d -= 3i) { acc += u32(d); }\n"
      "  out[li] = acc;\n"
      "}\n",
      0);
}

TEST(UnrollLoops, OtherLoopsStay) {
  check(
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  var acc = 0u;\n"
      "  for (var k = 0u; k < 8u; k++) { if (li == k) { break; } acc += k; }\n"  // another exit
      "  for (var k = 0u; k < 8u; k++) { t[li] = acc; workgroupBarrier(); }\n"   // synchronizes
      "  for (var k = 0u; k < li; k++) { acc += 2u; }\n"                         // bound not constant
      "  for (var k = 0u; k < 8u; k++) { k += acc % 2u; acc += 1u; }\n"          // counter changed
      "  for (var k = 0u; k < 1000u; k++) { acc += k; }\n"                       // too many trips
      "  out[li] = acc;\n"
      "}\n",
      5);
}

}  // namespace
}  // namespace wgx
