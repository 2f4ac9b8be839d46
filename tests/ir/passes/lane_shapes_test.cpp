// The lane-shape analysis: uniform values, promoted variables, uniform loops, bounds.
#include "ir/passes/lane_shapes.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ir/walk.h"
#include "lower_text.h"

namespace wgx {
namespace {

const char* kOut = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n";

// Whether the variable named `name` of the entry point is promoted.
bool promoted(const ir::Module& m, const ir::LaneShapes& s, const std::string& name) {
  for (size_t v = 0; v < m.vars.size(); v++)
    if (m.vars[v].name == name) return s.promoted[v] != 0;
  ADD_FAILURE() << "no variable " << name;
  return false;
}

size_t loops(const ir::Block& b) {
  size_t n = 0;
  ir::for_each_node(b, [&](const ir::Node& node) { n += node.kind == ir::NodeKind::Loop; });
  return n;
}

struct Shapes {
  Lowered l;
  ir::LaneShapes s;
  const ir::Module& m() const { return *l.ir.module; }
};

Shapes analyze(const std::string& body) {
  Shapes r{lower_text(std::string(kOut) + body), {}};
  if (!r.l.ir.module) {
    ADD_FAILURE() << r.l.ir.error;
    return r;
  }
  r.s = ir::analyze_lane_shapes(r.m(), r.m().entry);
  return r;
}

TEST(LaneShapes, CountersOfUniformLoopsArePromoted) {
  Shapes r = analyze(
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32,\n"
      "                                      @builtin(workgroup_id) wg: vec3u) {\n"
      "  var acc = 0u;\n"
      "  for (var k = 0u; k < 16u; k++) { acc += li * k + wg.x; }\n"
      "  out[li] = acc;\n"
      "}\n");
  EXPECT_TRUE(promoted(r.m(), r.s, "k"));
  EXPECT_FALSE(promoted(r.m(), r.s, "acc"));  // per-lane values
  EXPECT_EQ(r.s.uniform_loops.size(), 1u);
}

TEST(LaneShapes, DivergentBreakMakesTheLoopNonUniform) {
  Shapes r = analyze(
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  var k = 0u;\n"
      "  loop { if (k == li) { break; } k++; }\n"
      "  out[li] = k;\n"
      "}\n");
  EXPECT_FALSE(promoted(r.m(), r.s, "k"));
  EXPECT_TRUE(r.s.uniform_loops.empty());
}

TEST(LaneShapes, UniformBreakAfterADivergentContinueIsDivergent) {
  Shapes r = analyze(
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  var i = 0u;\n"
      "  loop {\n"
      "    i++;\n"
      "    if (i > 10u) { break; }\n"
      "    if ((li + i) % 3u == 0u) { continue; }\n"
      "    if (i == 7u) { break; }\n"
      "  }\n"
      "  out[li] = i;\n"
      "}\n");
  EXPECT_TRUE(r.s.uniform_loops.empty());
  EXPECT_FALSE(promoted(r.m(), r.s, "i"));
}

TEST(LaneShapes, StoresUnderDivergentControlDemote) {
  Shapes r = analyze(
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  var a = 1u;\n"
      "  var b = 2u;\n"
      "  if (li > 3u) { a = 5u; }\n"
      "  if (b > 1u) { b = 7u; }\n"
      "  out[li] = a + b;\n"
      "}\n");
  EXPECT_FALSE(promoted(r.m(), r.s, "a"));
  EXPECT_TRUE(promoted(r.m(), r.s, "b"));
}

TEST(LaneShapes, LoopsAroundAReturnKeepMasks) {
  Shapes r = analyze(
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  for (var k = 0u; k < 8u; k++) { if (li == k) { out[li] = k; return; } }\n"
      "  out[li] = 99u;\n"
      "}\n");
  EXPECT_EQ(loops(r.m().functions[r.m().entry].body), 1u);
  EXPECT_TRUE(r.s.uniform_loops.empty());
}

TEST(LaneShapes, BoundsFollowLocalIds) {
  Shapes r = analyze(
      "var<workgroup> t: array<array<u32, 8>, 4>;\n"
      "@compute @workgroup_size(8, 4) fn main(@builtin(local_invocation_id) lid: vec3u) {\n"
      "  t[lid.y][lid.x] = lid.x;\n"
      "}\n");
  const ir::Function& f = r.m().functions[r.m().entry];
  int clamps = 0;
  for (const ir::Node& n : f.body) {
    if (n.kind != ir::NodeKind::Inst || n.inst.op != ir::Op::ClampIndex) continue;
    clamps++;
    EXPECT_LT(r.s.hi(n.inst.args[0]), n.inst.imm[0]);  // never clamps
  }
  EXPECT_EQ(clamps, 2);
}

}  // namespace
}  // namespace wgx
