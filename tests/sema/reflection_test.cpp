// Reflection of entry points' shader stage inputs and outputs (src/sema/reflection.cpp): what the
// render pipeline checks match against vertex buffers, the other stage and color targets. Each
// case is a module and, per entry point, its inputs and outputs written compactly (location or
// builtin, base type and component count, interpolation, blend_src), so that a wrong field or
// default shows as a readable string difference.
#include "sema/reflection.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "api/shader_module.h"
#include "wgx/diagnostics.h"
#include "wgx/source.h"

namespace wgx {
namespace {

// "@0 vec2<f32> perspective/center", "position vec4<f32>", "@0 vec4<f32> blend_src=1".
std::string describe(const sema::StageIoReflection& io) {
  std::string s = io.location >= 0 ? "@" + std::to_string(io.location) : io.builtin;
  s += " " + io.base_type + "x" + std::to_string(io.components);
  if (!io.interpolation_type.empty()) s += " " + io.interpolation_type + "/" + io.interpolation_sampling;
  if (io.blend_src >= 0) s += " blend_src=" + std::to_string(io.blend_src);
  return s;
}

std::vector<std::string> describe(const std::vector<sema::StageIoReflection>& ios) {
  std::vector<std::string> out;
  for (const sema::StageIoReflection& io : ios) out.push_back(describe(io));
  return out;
}

struct Compiled {
  std::unique_ptr<SourceFile> file;
  DiagnosticList diags;
  CompiledModule module;
};

std::unique_ptr<Compiled> compile(const std::string& text) {
  auto c = std::make_unique<Compiled>();
  c->file = std::make_unique<SourceFile>("test.wgsl", text);
  c->module = compile_module(*c->file, c->diags);
  return c;
}

const sema::EntryPointReflection* entry_point(const sema::ModuleReflection& r, const std::string& name) {
  for (const sema::EntryPointReflection& ep : r.entry_points)
    if (ep.name == name) return &ep;
  return nullptr;
}

struct Case {
  const char* name;
  const char* source;
  const char* entry_point;
  std::vector<std::string> inputs;
  std::vector<std::string> outputs;
};

const Case kCases[] = {
    {"vertex_inputs_with_locations",
     R"wgsl(@vertex fn vs(@location(0) a: f32, @location(1) b: vec2<f32>, @location(3) c: vec4<u32>,
                         @location(2) d: i32) -> @builtin(position) vec4<f32> { return vec4(a); })wgsl",
     "vs",
     {"@0 f32x1 perspective/center", "@1 f32x2 perspective/center", "@3 u32x4 flat/first", "@2 i32x1 flat/first"},
     {"position f32x4"}},
    {"vertex_builtin_inputs",
     R"wgsl(@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32)
              -> @builtin(position) vec4<f32> { return vec4(f32(v + i)); })wgsl",
     "vs",
     {"vertex_index u32x1", "instance_index u32x1"},
     {"position f32x4"}},
    {"struct_inputs_flattened_in_member_order",
     R"wgsl(enable f16;
            struct In { @location(2) uv: vec2<f32>, @builtin(vertex_index) v: u32, @location(0) p: vec3<f32> }
            @vertex fn vs(@location(5) first: f16, in: In, @location(1) last: vec4<i32>)
              -> @builtin(position) vec4<f32> { return vec4(in.p, 1); })wgsl",
     "vs",
     {"@5 f16x1 perspective/center", "@2 f32x2 perspective/center", "vertex_index u32x1", "@0 f32x3 perspective/center",
      "@1 i32x4 flat/first"},
     {"position f32x4"}},
    {"vertex_output_struct_interpolation",
     R"wgsl(struct Out {
              @builtin(position) pos: vec4<f32>,
              @location(0) @interpolate(flat) id: u32,
              @location(1) @interpolate(linear, sample) a: vec2<f32>,
              @location(2) @interpolate(flat, either) b: vec3<f32>,
              @location(3) c: f32,
              @location(4) @interpolate(flat) d: vec4<f32>,
              @location(5) @interpolate(perspective) e: f32,
              @location(6) @interpolate(linear, centroid) f: f32,
              @location(7) @interpolate(flat, first) g: i32,
            }
            @vertex fn vs() -> Out { return Out(); })wgsl",
     "vs",
     {},
     {"position f32x4", "@0 u32x1 flat/first", "@1 f32x2 linear/sample", "@2 f32x3 flat/either",
      "@3 f32x1 perspective/center", "@4 f32x4 flat/first", "@5 f32x1 perspective/center", "@6 f32x1 linear/centroid",
      "@7 i32x1 flat/first"}},
    {"fragment_inputs",
     R"wgsl(@fragment fn fs(@builtin(front_facing) ff: bool, @builtin(sample_index) si: u32,
                           @location(0) uv: vec2<f32>, @location(1) @interpolate(flat) n: u32,
                           @builtin(position) p: vec4<f32>) {})wgsl",
     "fs",
     {"front_facing boolx1", "sample_index u32x1", "@0 f32x2 perspective/center", "@1 u32x1 flat/first",
      "position f32x4"},
     {}},
    {"fragment_color_output",
     R"wgsl(@fragment fn fs() -> @location(0) vec4<f32> { return vec4(1); })wgsl",
     "fs",
     {},
     {"@0 f32x4 perspective/center"}},
    {"fragment_integer_output",
     R"wgsl(@fragment fn fs() -> @location(2) vec2<u32> { return vec2(1); })wgsl",
     "fs",
     {},
     {"@2 u32x2 flat/first"}},
    {"fragment_depth_and_sample_mask_outputs",
     R"wgsl(struct Out {
              @location(0) color: vec4<f32>,
              @builtin(frag_depth) depth: f32,
              @builtin(sample_mask) mask: u32,
            }
            @fragment fn fs(@builtin(sample_mask) in_mask: u32) -> Out { return Out(); })wgsl",
     "fs",
     {"sample_mask u32x1"},
     {"@0 f32x4 perspective/center", "frag_depth f32x1", "sample_mask u32x1"}},
    {"fragment_blend_src_outputs",
     R"wgsl(enable dual_source_blending;
            struct Out {
              @location(0) @blend_src(0) color: vec4<f32>,
              @location(0) @blend_src(1) blend: vec4<f32>,
            }
            @fragment fn fs() -> Out { return Out(); })wgsl",
     "fs",
     {},
     {"@0 f32x4 perspective/center blend_src=0", "@0 f32x4 perspective/center blend_src=1"}},
    {"clip_distances_output",
     R"wgsl(enable clip_distances;
            struct Out {
              @builtin(position) pos: vec4<f32>,
              @builtin(clip_distances) clip: array<f32, 6>,
            }
            @vertex fn vs() -> Out { return Out(); })wgsl",
     "vs",
     {},
     {"position f32x4", "clip_distances f32x6"}},
    {"compute_builtin_inputs",
     R"wgsl(struct Ids { @builtin(local_invocation_index) index: u32, @builtin(workgroup_id) wg: vec3<u32> }
            @compute @workgroup_size(1)
            fn cs(@builtin(global_invocation_id) gid: vec3<u32>, ids: Ids) {})wgsl",
     "cs",
     {"global_invocation_id u32x3", "local_invocation_index u32x1", "workgroup_id u32x3"},
     {}},
    {"subgroup_builtins_in_fragment",
     R"wgsl(enable subgroups;
            @fragment fn fs(@builtin(subgroup_invocation_id) id: u32, @builtin(subgroup_size) size: u32) {})wgsl",
     "fs",
     {"subgroup_invocation_id u32x1", "subgroup_size u32x1"},
     {}},
    {"primitive_index_input",
     R"wgsl(enable primitive_index;
            @fragment fn fs(@builtin(primitive_index) p: u32) {})wgsl",
     "fs",
     {"primitive_index u32x1"},
     {}},
    {"alias_types",
     R"wgsl(alias V = vec3<f32>;
            @fragment fn fs(@location(0) v: V) -> @location(0) V { return v; })wgsl",
     "fs",
     {"@0 f32x3 perspective/center"},
     {"@0 f32x3 perspective/center"}},
};

class StageIo : public ::testing::TestWithParam<Case> {};

TEST_P(StageIo, Reflects) {
  const Case& c = GetParam();
  std::unique_ptr<Compiled> compiled = compile(c.source);
  ASSERT_TRUE(compiled->module.ok) << (compiled->diags.all().empty() ? "" : compiled->diags.all()[0].message);
  sema::ModuleReflection r = sema::reflect(*compiled->module.ast, *compiled->module.info);
  const sema::EntryPointReflection* ep = entry_point(r, c.entry_point);
  ASSERT_NE(ep, nullptr);
  EXPECT_EQ(describe(ep->inputs), c.inputs);
  EXPECT_EQ(describe(ep->outputs), c.outputs);
}

INSTANTIATE_TEST_SUITE_P(Reflection, StageIo, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& param) { return std::string(param.param.name); });

// Each entry point reflects its own interface, not another's.
TEST(StageIoReflection, EachEntryPointItsOwn) {
  std::unique_ptr<Compiled> compiled = compile(R"wgsl(
    struct VOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> }
    @vertex fn vs(@location(0) p: vec4<f32>) -> VOut { return VOut(p, p.xy); }
    @fragment fn fs(v: VOut) -> @location(0) vec4<f32> { return vec4(v.uv, 0, 1); }
  )wgsl");
  ASSERT_TRUE(compiled->module.ok);
  sema::ModuleReflection r = sema::reflect(*compiled->module.ast, *compiled->module.info);
  const sema::EntryPointReflection* vs = entry_point(r, "vs");
  const sema::EntryPointReflection* fs = entry_point(r, "fs");
  ASSERT_TRUE(vs && fs);
  EXPECT_EQ(describe(vs->inputs), std::vector<std::string>{"@0 f32x4 perspective/center"});
  EXPECT_EQ(describe(vs->outputs), (std::vector<std::string>{"position f32x4", "@0 f32x2 perspective/center"}));
  EXPECT_EQ(describe(fs->inputs), (std::vector<std::string>{"position f32x4", "@0 f32x2 perspective/center"}));
  EXPECT_EQ(describe(fs->outputs), std::vector<std::string>{"@0 f32x4 perspective/center"});
}

// `wgx reflect` prints the set fields, the type as WGSL writes it.
TEST(StageIoReflection, Json) {
  std::unique_ptr<Compiled> compiled = compile(R"wgsl(
    enable clip_distances;
    enable dual_source_blending;
    struct VOut {
      @builtin(position) pos: vec4<f32>,
      @location(1) @interpolate(linear, sample) a: vec2<f32>,
      @location(2) @interpolate(flat) n: u32,
      @builtin(clip_distances) clip: array<f32, 2>,
    }
    @vertex fn vs(@location(0) x: f32) -> VOut { return VOut(); }
    struct FOut { @location(0) @blend_src(0) c: vec4<f32>, @location(0) @blend_src(1) d: vec4<f32> }
    @fragment fn fs(@builtin(front_facing) ff: bool) -> FOut { return FOut(); }
  )wgsl");
  ASSERT_TRUE(compiled->module.ok);
  nlohmann::json j = nlohmann::json::parse(module_reflection_json(compiled->module));
  nlohmann::json vs, fs;
  for (const nlohmann::json& ep : j["entryPoints"]) (ep["name"] == "vs" ? vs : fs) = ep;
  EXPECT_EQ(vs["inputs"], nlohmann::json::parse(R"([{"location": 0, "type": "f32",
                                                     "interpolation": ["perspective", "center"]}])"));
  EXPECT_EQ(vs["outputs"], nlohmann::json::parse(R"([
    {"builtin": "position", "type": "vec4<f32>"},
    {"location": 1, "type": "vec2<f32>", "interpolation": ["linear", "sample"]},
    {"location": 2, "type": "u32", "interpolation": ["flat", "first"]},
    {"builtin": "clip_distances", "type": "array<f32, 2>"}])"));
  EXPECT_EQ(fs["inputs"], nlohmann::json::parse(R"([{"builtin": "front_facing", "type": "bool"}])"));
  EXPECT_EQ(fs["outputs"], nlohmann::json::parse(R"([
    {"location": 0, "type": "vec4<f32>", "interpolation": ["perspective", "center"], "blendSrc": 0},
    {"location": 0, "type": "vec4<f32>", "interpolation": ["perspective", "center"], "blendSrc": 1}])"));
}

}  // namespace
}  // namespace wgx
