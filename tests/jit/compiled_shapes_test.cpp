// The compiled backend's use of the lane shapes (ir/passes/lane_shapes.h): fast versions of runs
// with affine indices, and, for control flow where it is easy to get wrong, the compiled backend
// against the interpreter.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "exec/executor.h"
#include "jit/cpp_emitter.h"
#include "lower_text.h"
#include "program/executable.h"

namespace wgx {
namespace {

const char* kOut = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n";

TEST(CompiledShapes, AffineBufferAccessesGetAFastVersion) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read> x: array<f32>;\n"
      "@group(0) @binding(1) var<storage, read_write> y: array<f32>;\n"
      "@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
      "  if (g.x < arrayLength(&y)) { y[g.x] = 2.0 * x[g.x] + y[g.x]; }\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string src = jit::emit_cpp(*l.ir.module).source;
  EXPECT_NE(src.find("const bool fast"), std::string::npos) << src;
  EXPECT_EQ(src.find("mt"), std::string::npos) << "the if is converted, no masks are split";
}

// A 1D run reading a buffer at consecutive offsets asks for the span the next workgroup reads.
TEST(CompiledShapes, ConsecutiveReadsPrefetchTheNextWorkgroupsSpan) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read> x: array<f32>;\n"
      "@group(0) @binding(1) var<storage, read_write> y: array<f32>;\n"
      "@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
      "  var acc = 0.0;\n"
      "  for (var k = 0u; k < 4u; k++) { acc += x[g.x * 4u + k]; }\n"
      "  y[g.x] = acc;\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string src = jit::emit_cpp(*l.ir.module).source;
  EXPECT_NE(src.find("__builtin_prefetch(B"), std::string::npos) << src;
}

// Strided reads (one word per 64 bytes), in 1D or along the rows of a 2D tile, and 1D reads
// inside loops are left to the hardware prefetchers.
TEST(CompiledShapes, StridedReadsAreNotPrefetched) {
  for (const char* body : {"@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
                           "  y[g.x] = x[g.x * 16u];\n"
                           "}\n",
                           "@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
                           "  y[g.y * 64u + g.x] = x[g.y * 4096u + g.x * 16u];\n"
                           "}\n",
                           // consecutive, but inside a loop: the next span is the next iteration's
                           "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
                           "  var s = 0.0;\n"
                           "  for (var t = 0u; t < arrayLength(&x); t += 64u) { s += x[t + li]; workgroupBarrier(); }\n"
                           "  y[li] = s;\n"
                           "}\n"}) {
    Lowered l = lower_text(std::string("@group(0) @binding(0) var<storage, read> x: array<f32>;\n"
                                       "@group(0) @binding(1) var<storage, read_write> y: array<f32>;\n") +
                           body);
    ASSERT_TRUE(l.ir.module) << l.ir.error;
    std::string src = jit::emit_cpp(*l.ir.module).source;
    EXPECT_NE(src.find("const bool fast"), std::string::npos) << src;
    EXPECT_EQ(src.find("__builtin_prefetch"), std::string::npos) << src;
  }
}

// A 2D tile reading consecutive words of each row asks for the next segment of every row (and
// one row above and below), once per buffer and row step however many reads share them.
TEST(CompiledShapes, TileRowsPrefetchTheNextSegment) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read> x: array<f32>;\n"
      "@group(0) @binding(1) var<storage, read_write> y: array<f32>;\n"
      "@compute @workgroup_size(16, 16) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
      "  let i = g.y * 1024u + g.x + 1025u;\n"
      "  y[i] = x[i - 1u] + x[i + 1u] + x[i - 1024u] + x[i + 1024u];\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string src = jit::emit_cpp(*l.ir.module).source;
  size_t at = src.find("for (int ly = -1; ly <= 16; ++ly)");
  ASSERT_NE(at, std::string::npos) << src;
  EXPECT_EQ(src.find("for (int ly = -1; ly <= 16; ++ly)", at + 1), std::string::npos) << src;
}

// Lane masks are words, as wide as the values they guard, so 16-lane tile rows vectorize.
TEST(CompiledShapes, LaneMasksAreWords) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read_write> y: array<u32>;\n"
      "@compute @workgroup_size(16, 16) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  if (li % 3u == 0u) { y[li] = li; } else { y[li] = 2u * li; }\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string src = jit::emit_cpp(*l.ir.module).source;
  EXPECT_NE(src.find("MK* __restrict m"), std::string::npos) << src;
  EXPECT_EQ(src.find("u8 m[N]"), std::string::npos) << src;
}

// A lane loop from a lower bound (`if (li >= off)`) counts its forms from that lane: at lane 0
// the index li - off has wrapped, yet the lanes the loop runs stay in range.
TEST(CompiledShapes, LowerBoundedLanesGetAFastVersion) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read_write> y: array<u32>;\n"
      "var<workgroup> s: array<u32, 64>;\n"
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  s[li] = li;\n"
      "  workgroupBarrier();\n"
      "  var v = 0u;\n"
      "  let off = y[0];\n"
      "  if (li >= off) { v = s[li - off]; }\n"
      "  y[li] = v;\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::string src = jit::emit_cpp(*l.ir.module).source;
  EXPECT_NE(src.find("* (long long)rlo"), std::string::npos) << src;
}

// A function variable at constant offsets stays in a C local through the lane loop (written
// back once); one also indexed at a run-time offset in the same run stays in lane memory.
TEST(CompiledShapes, FunctionWordsStayInLocalsUnlessIndexedAtRunTime) {
  Lowered held = lower_text(
      "@group(0) @binding(0) var<storage, read_write> y: array<f32>;\n"
      "@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
      "  var acc = 0.0;\n"
      "  if (g.x % 2u == 0u) { acc += y[g.x]; }\n"
      "  y[g.x] = acc;\n"
      "}\n");
  ASSERT_TRUE(held.ir.module) << held.ir.error;
  std::string src = jit::emit_cpp(*held.ir.module).source;
  EXPECT_NE(src.find("u32 lw"), std::string::npos) << src;

  Lowered indexed = lower_text(
      "@group(0) @binding(0) var<storage, read_write> y: array<u32>;\n"
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
      "  var v = array<u32, 4>(1u, 2u, 3u, 4u);\n"
      "  v[li % 4u] = li;\n"
      "  y[li] = v[0] + v[li % 3u];\n"
      "}\n");
  ASSERT_TRUE(indexed.ir.module) << indexed.ir.error;
  src = jit::emit_cpp(*indexed.ir.module).source;
  EXPECT_EQ(src.find("u32 lw"), std::string::npos) << src;
}

// --- the compiled backend against the interpreter ------------------------------------------------

struct Case {
  const char* name;
  const char* source;  // after kOut unless it declares binding 0:0 itself; 64 words of noise
  uint32_t dispatch;
};

const Case kCases[] = {
    {"continue_then_uniform_break",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
     "  var n = 0u; var i = 0u;\n"
     "  loop {\n"
     "    i++;\n"
     "    if (i > 10u) { break; }\n"
     "    if ((li + i) % 3u == 0u) { continue; }\n"
     "    n += i;\n"
     "    if (i == 7u) { break; }\n"
     "  }\n"
     "  out[li] = n * 100u + i;\n"
     "}\n",
     1},
    {"switch_break_then_continue",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
     "  var acc = 0u;\n"
     "  for (var k = 0u; k < 4u; k++) {\n"
     "    switch (k) {\n"
     "      case 1u: { if (li % 2u == 0u) { break; } acc += 10u; continue; }\n"
     "      case 2u, default: { acc += 1u; }\n"
     "    }\n"
     "    acc += 100u;\n"
     "  }\n"
     "  out[li] = acc;\n"
     "}\n",
     1},
    {"return_inside_uniform_loop",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
     "  for (var k = 0u; k < 8u; k++) { if (li == k * 3u) { out[li] = k; return; } }\n"
     "  out[li] = 99u;\n"
     "}\n",
     1},
    {"helpers_with_uniform_arguments",
     "fn times(a: u32, b: u32) -> u32 { var s = 0u; for (var j = 0u; j < a; j++) { s += b; } return s; }\n"
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32,\n"
     "                                      @builtin(workgroup_id) wg: vec3u) {\n"
     "  out[li] = times(3u, li) + times(wg.x + 2u, 5u) + times(li % 4u, wg.x + 1u);\n"
     "}\n",
     1},
    {"returned_lanes_skip_uniform_loops",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32,\n"
     "                                      @builtin(num_workgroups) nwg: vec3u) {\n"
     "  if (li < 64u) { out[li] = 1u; return; }\n"
     "  var k = 0u;\n"
     "  loop { if (k == nwg.x) { break; } k += 2u; }\n"  // never ends for odd nwg.x: never entered
     "  out[li] = k;\n"
     "}\n",
     1},
    {"uniform_switch_and_ifs",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32,\n"
     "                                      @builtin(workgroup_id) wg: vec3u) {\n"
     "  var r = li;\n"
     "  for (var k = 0u; k < 6u; k++) {\n"
     "    switch (k % 3u) {\n"
     "      case 0u: { r = r * 3u + k; }\n"
     "      case 1u: { if (r % 2u == 1u) { r += 7u; } else { break; } r ^= 5u; }\n"
     "      default: { if (k == 5u) { break; } r -= 1u; }\n"
     "    }\n"
     "    if (wg.x == 0u) { r += 1u; } else { r += 2u; }\n"
     "  }\n"
     "  out[li] = r;\n"
     "}\n",
     1},
    {"two_dimensional_lanes",
     "var<private> pv: u32;\n"
     "var<workgroup> tile: array<array<u32, 8>, 8>;\n"
     "@compute @workgroup_size(8, 8) fn main(@builtin(local_invocation_id) lid: vec3u,\n"
     "                                       @builtin(local_invocation_index) li: u32) {\n"
     "  tile[lid.y][lid.x] = li;\n"
     "  workgroupBarrier();\n"
     "  if (lid.x == 3u) { return; }\n"
     "  pv = tile[lid.x][lid.y] * 2u;\n"
     "  var t = lid.y;\n"
     "  if (lid.y == 1u) { t = 5u; }\n"
     "  out[li] = pv + t;\n"
     "}\n",
     1},
    {"unmasked_stores_under_uniform_conditions",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32,\n"
     "                                      @builtin(workgroup_id) wg: vec3u) {\n"
     "  var x = 0u;\n"
     "  if (wg.x == 0u) { x = li; } else { x = li * 2u; }\n"
     "  if (li % 3u == 0u) { x += 100u; if (wg.x == 1u) { x = 7u; } }\n"
     "  out[li] = x;\n"
     "}\n",
     1},
    {"affine_indices_in_and_out_of_range",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
     "  let a = out[li + 0xdeadbef0u];\n"  // clamped for every lane
     "  let b = out[li / 2u + 32u];\n"     // not affine
     "  let c = out[li + 1u];\n"           // the last lane clamps: this run keeps its clamps
     "  workgroupBarrier();\n"
     "  out[li] = a ^ b ^ c ^ li;\n"  // in range: the fast version
     "}\n",
     1},
    {"clamps_inside_a_larger_buffer",
     "struct S { head: array<u32, 8>, tail: array<u32> }\n"
     "@group(0) @binding(0) var<storage, read_write> out: S;\n"
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
     "  let v = out.head[li];\n"  // the clamp fires although the buffer holds the offsets
     "  workgroupBarrier();\n"
     "  out.tail[li] = v + li;\n"
     "}\n",
     1},
    {"affine_rows_with_a_uniform_stride",
     "@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) g: vec3u,\n"
     "                                       @builtin(num_workgroups) n: vec3u) {\n"
     "  let w = n.x * 8u;\n"
     "  out[g.y * w + g.x] = g.x * 100u + g.y;\n"  // 2 workgroups: out of range for some lanes
     "}\n",
     2},
    {"f16_in_every_memory",
     "enable f16;\n"
     "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
     "var<private> ph: vec3<f16>;\n"
     "var<workgroup> wh: array<f16, 64>;\n"
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
     "  var h: f16 = f16(li) * 0.1h;\n"
     "  var pair = vec2<f16>(h, -h);\n"
     "  for (var k = 0u; k < 3u; k++) { h = h * 1.5h + f16(k); if (li % 3u == k) { pair.y += h; } }\n"
     "  ph = vec3<f16>(pair, h);\n"
     "  wh[li] = ph.z - ph.y;\n"
     "  workgroupBarrier();\n"
     "  let n = wh[(li + 1u) % 64u];\n"
     "  out[li] = bitcast<u32>(vec2<f16>(n, ph.x)) ^ u32(i32(h * 100.0h));\n"
     "}\n",
     1},
    {"prefetched_reads_at_the_end_of_the_buffer",
     "@compute @workgroup_size(16) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
     "  var s = 0u;\n"
     "  for (var k = 0u; k < 4u; k++) { s += out[g.x * 4u + k] >> k; }\n"
     "  workgroupBarrier();\n"
     "  out[g.x] = s;\n"
     "}\n",
     2},
    {"lower_bounded_lanes_read_below_themselves",
     "var<workgroup> s: array<u32, 64>;\n"
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32,\n"
     "                                      @builtin(workgroup_id) wg: vec3u) {\n"
     "  s[li] = out[li] ^ li;\n"
     "  workgroupBarrier();\n"
     "  var x = s[li];\n"
     "  for (var off = 1u; off < 128u; off <<= 1u) {\n"  // past the last lane: no lane runs
     "    var y = 0u;\n"
     "    if (li >= off) { y = s[li - off]; }\n"
     "    workgroupBarrier();\n"
     "    x = x + y;\n"
     "    s[li] = x;\n"
     "    workgroupBarrier();\n"
     "  }\n"
     "  let far = out[0] % 200u;\n"  // a uniform bound below or past the workgroup's lanes
     "  var z = 7u;\n"
     "  if (li >= far) { z = s[li - far]; }\n"
     "  workgroupBarrier();\n"
     "  out[li] = x * 3u + z;\n"
     "}\n",
     2},
    {"function_words_in_locals_under_masks",
     "var<private> p: vec2<u32>;\n"
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) {\n"
     "  var acc = out[li];\n"
     "  var v = array<u32, 4>();\n"
     "  if (li % 3u == 0u) { acc += 5u; v[1] = acc; p.y = li; }\n"
     "  if (li % 2u == 1u) { acc ^= v[1] + 9u; v = array<u32, 4>(li, 1u, 2u, 3u); }\n"
     "  p.x = acc + v[0];\n"
     "  var w = array<u32, 4>(7u, 8u, 9u, 10u);\n"
     "  w[li % 4u] = acc;\n"  // at a run-time offset: stays in lane memory
     "  if (li < 40u) { w[2] += 1u; }\n"
     "  workgroupBarrier();\n"
     "  out[li] = p.x * 7u + p.y + v[1] + v[3] + w[2] + w[li % 4u];\n"
     "}\n",
     1},
    {"prefetched_rows_at_the_edges_of_the_buffer",
     "@compute @workgroup_size(8, 4) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
     "  let i = g.y * 8u + g.x;\n"  // rows of 8 words: the rows above and below leave the buffer
     "  let v = out[i] + out[(i + 1u) % 64u] * 3u;\n"
     "  workgroupBarrier();\n"
     "  out[i] = v;\n"
     "}\n",
     2},
    {"uniform_value_from_a_divergent_loop",
     "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32,\n"
     "                                      @builtin(workgroup_id) wg: vec3u) {\n"
     "  var i = 0u; var last = 0u;\n"
     "  loop {\n"
     "    let u = wg.x * 10u + i;\n"
     "    if (i >= li % 5u) { last = u; break; }\n"
     "    i++;\n"
     "    continuing { break if i > 8u; }\n"
     "  }\n"
     "  out[li] = last;\n"
     "}\n",
     1},
};

std::vector<uint32_t> run_case(const ir::Module& m, exec::Backend backend, uint32_t dispatch) {
  std::vector<uint32_t> out(64);
  for (uint32_t i = 0; i < 64; i++) out[i] = 0xdeadbeefu ^ (i * 0x9e3779b9u);
  std::vector<exec::BufferBinding> b = {{0, 0, reinterpret_cast<uint8_t*>(out.data()), out.size() * 4}};
  exec::ExecOptions o;
  o.backend = backend;
  o.dispatch[0] = dispatch;
  o.threads = 1;
  o.max_steps = 1000000;
  EXPECT_EQ(program::run_once(m, b, o), "");
  return out;
}

TEST(CompiledShapes, ControlFlowMatchesTheInterpreter) {
  for (const Case& c : kCases) {
    SCOPED_TRACE(c.name);
    std::string text = c.source;
    if (text.find("@binding(0)") == std::string::npos) text = kOut + text;
    Lowered l = lower_text(text);
    ASSERT_TRUE(l.ir.module) << l.ir.error;
    EXPECT_EQ(run_case(*l.ir.module, exec::Backend::Compiled, c.dispatch),
              run_case(*l.ir.module, exec::Backend::Interpreter, c.dispatch));
  }
}

}  // namespace
}  // namespace wgx
