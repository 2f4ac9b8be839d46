// The shaders of the project's seed pages (examples/) with a barrier taken out, or the atomic
// counter made plain: the sanitizer reports each at the lines of the two accesses; the correct
// shaders report nothing.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

#include "api/shader_module.h"
#include "golden_support.h"
#include "ir/lower.h"
#include "sema/resolver.h"
#include "sanitize/sanitizer.h"

namespace wgx {
namespace {

using LinePairs = std::set<std::pair<uint32_t, uint32_t>>;  // (finding line, note line)

// `text` with the barrier call on each of `lines` blanked (so line numbers stay).
std::string without_barriers(std::string text, const std::set<uint32_t>& lines) {
  std::istringstream in(text);
  std::string line, out;
  for (uint32_t n = 1; std::getline(in, line); n++) {
    if (lines.count(n)) {
      size_t at = line.find("workgroupBarrier();");
      EXPECT_NE(at, std::string::npos) << "no barrier on line " << n;
      if (at != std::string::npos) line.replace(at, 19, "");
    }
    out += line + "\n";
  }
  return out;
}

std::string example(const std::string& name) {
  return testing_support::read_text(std::filesystem::path(WGX_SOURCE_DIR) / "examples" / name);
}

// Runs the shader sanitized (races and bounds) with 4 KiB buffers of `fill` words; the race findings' lines.
LinePairs race_lines(const std::string& text, uint32_t workgroups, std::map<std::string, double> constants = {},
                     float fill = 0) {
  SourceFile file("seed.wgsl", text);
  DiagnosticList diags;
  CompiledModule module = compile_module(file, diags);
  EXPECT_TRUE(module.ok);
  if (!module.ok) return {};
  std::unique_ptr<sema::ModuleInfo> values = sema::resolve(*module.ast, file, diags, &constants);
  ir::LowerResult lowered = ir::lower(*module.ast, *values, file, {});
  EXPECT_TRUE(lowered.module) << lowered.error;
  if (!lowered.module) return {};
  std::vector<std::vector<uint8_t>> memory;
  std::vector<exec::BufferBinding> bindings;
  for (const ir::Variable& v : lowered.module->vars)
    if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform) {
      memory.emplace_back(4096, 0);
      for (size_t i = 0; i < 4096; i += 4) std::memcpy(memory.back().data() + i, &fill, 4);
    }
  size_t k = 0;
  for (const ir::Variable& v : lowered.module->vars)
    if (v.space == ir::Space::Storage || v.space == ir::Space::Uniform)
      bindings.push_back({v.group, v.binding, memory[k].data(), memory[k].size()}), k++;
  if (!memory.empty() && text.find("requested") != std::string::npos) memory.back()[0] = 3;  // smoothing's steps
  exec::ExecOptions o;
  o.dispatch[0] = workgroups;
  sanitize::Result r = sanitize::run(*lowered.module, bindings, o, {});
  EXPECT_EQ(r.error, "");
  LinePairs out;
  for (const sanitize::Finding& f : r.findings) {
    EXPECT_EQ(f.diagnostic.id, "sanitize.data-race") << f.diagnostic.message;
    if (f.notes.empty()) continue;
    out.insert({file.location(f.diagnostic.span.offset).line, file.location(f.notes[0].span.offset).line});
  }
  return out;
}

TEST(SeedShaders, CorrectExamplesReportNothing) {
  EXPECT_EQ(race_lines(example("smoothing.wgsl"), 1), LinePairs{});
  EXPECT_EQ(race_lines(example("reduce.wgsl"), 2), LinePairs{});
  EXPECT_EQ(race_lines(example("matmul_tiled.wgsl"), 1, {{"N", 16}}), LinePairs{});
  EXPECT_EQ(race_lines(example("counter_atomic.wgsl"), 2, {}, 1.0f), LinePairs{});
}

TEST(SeedShaders, SmoothingWithoutEitherBarrier) {
  std::string s = example("smoothing.wgsl");
  // Without the first: the write of line 18 meets a neighbour's read of line 16.
  EXPECT_EQ(race_lines(without_barriers(s, {17}), 1), (LinePairs{{18, 16}}));
  // Without the second: the next step's reads (16) meet this step's writes (18).
  EXPECT_EQ(race_lines(without_barriers(s, {19}), 1), (LinePairs{{16, 18}}));
  EXPECT_EQ(race_lines(without_barriers(s, {17, 19}), 1), (LinePairs{{18, 16}, {16, 18}}));
}

TEST(SeedShaders, ReductionWithOneBarrierMissing) {
  std::string s = example("reduce.wgsl");
  EXPECT_EQ(race_lines(without_barriers(s, {12}), 2), (LinePairs{{14, 11}}));  // the first step reads unwritten tiles
  EXPECT_EQ(race_lines(without_barriers(s, {15}), 2), (LinePairs{{14, 14}}));  // a step reads the previous one's sums
}

TEST(SeedShaders, TileLoadWithoutItsBarrier) {
  std::string s = example("matmul_tiled.wgsl");
  LinePairs first = race_lines(without_barriers(s, {19}), 1, {{"N", 32}});
  EXPECT_EQ(first, (LinePairs{{21, 17}, {21, 18}}));  // the product reads tiles not yet loaded
  LinePairs second = race_lines(without_barriers(s, {23}), 1, {{"N", 32}});
  EXPECT_EQ(second, (LinePairs{{17, 21}, {18, 21}}));  // the next tile overwrites what others still read
}

TEST(SeedShaders, NonAtomicCounter) {
  std::string s = example("counter_atomic.wgsl");
  auto replace = [&](const std::string& from, const std::string& to) {
    size_t at = s.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    s.replace(at, from.size(), to);
  };
  replace("counter: atomic<u32>", "counter: u32");
  replace("atomicAdd(&counter, 1u);", "counter = counter + 1u;");
  LinePairs lines = race_lines(s, 2, {}, 1.0f);  // every value passes
  EXPECT_EQ(lines, (LinePairs{{10, 10}}));
}

}  // namespace
}  // namespace wgx
