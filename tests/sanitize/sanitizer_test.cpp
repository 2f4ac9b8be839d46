// The sanitizer through its two doors: sanitize::run (settings, stop at the first finding, the cap
// on distinct findings, naming memory and texels) and the C++ API (ExecutionSettings::sanitize
// and Device::takeSanitizerFindings, for dispatches and draws), plus the schedules that make racy
// output change.
#include "sanitize/sanitizer.h"

#include <gtest/gtest.h>

#include "api/gpu_test_support.h"
#include "program/executable.h"
#include "ir/layout.h"
#include "lower_text.h"

namespace wgx {
namespace {

const char* kRacyCounter =
    "@group(0) @binding(0) var<storage, read_write> counter: u32;\n"
    "@compute @workgroup_size(64) fn main() {\n"
    "  counter = counter + 1u;\n"
    "}\n";

struct Dispatch {
  Lowered l;
  std::vector<uint32_t> words;
  std::vector<exec::BufferBinding> bindings;
  explicit Dispatch(const std::string& code, size_t words_count = 64) : l(lower_text(code)), words(words_count, 0) {
    bindings = {{0, 0, reinterpret_cast<uint8_t*>(words.data()), words.size() * 4}};
  }
};

TEST(Sanitizer, FindsTheNonAtomicCounterAtItsLine) {
  Dispatch d(kRacyCounter);
  ASSERT_TRUE(d.l.ir.module) << d.l.ir.error;
  sanitize::Result r = sanitize::run(*d.l.ir.module, d.bindings, {}, {});
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.findings.size(), 2u);  // the store after the others' loads, and store after store
  for (const sanitize::Finding& f : r.findings) {
    EXPECT_EQ(f.diagnostic.id, "sanitize.data-race");
    EXPECT_EQ(f.diagnostic.severity, Severity::Error);
    EXPECT_EQ(f.diagnostic.file, d.l.file.get());
    EXPECT_EQ(f.diagnostic.file->location(f.diagnostic.span.offset).line, 3u);
    ASSERT_EQ(f.notes.size(), 1u);
    EXPECT_EQ(f.notes[0].severity, Severity::Note);
  }
  EXPECT_EQ(r.findings[0].diagnostic.message,
            "data race on 'counter' (storage memory @group(0) @binding(0), bytes 0..3): read by "
            "local_invocation_id (63,0,0), written by (0,0,0) of workgroup (0,0,0)");
  EXPECT_EQ(r.findings[1].count, 63u);  // every store after the first meets the one before it
  EXPECT_EQ(d.words[0], 1u);            // lockstep: every invocation read 0
}

TEST(Sanitizer, StopsAtTheFirstFinding) {
  Dispatch d(kRacyCounter);
  sanitize::Settings s;
  s.stop_at_first = true;
  sanitize::Result r = sanitize::run(*d.l.ir.module, d.bindings, {}, s);
  EXPECT_EQ(r.error, "");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].count, 1u);
}

TEST(Sanitizer, CapsDistinctFindingsAndSaysHowManyWereDropped) {
  Dispatch d(
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(4) fn main() {\n"
      "  out[0] = 1u;\n"
      "  out[1] = 1u;\n"
      "  out[2] = 1u;\n"
      "}\n");
  sanitize::Settings s;
  s.max_findings = 2;
  sanitize::Result r = sanitize::run(*d.l.ir.module, d.bindings, {}, s);
  ASSERT_EQ(r.findings.size(), 3u);
  EXPECT_EQ(r.findings[2].diagnostic.id, "sanitize.findings-dropped");
  EXPECT_EQ(r.findings[2].diagnostic.message, "1 more distinct findings were not reported (at most 2 per dispatch)");
}

TEST(Sanitizer, OutOfBoundsNamesIndexBoundAndAccessAndKeepsTheClampedResult) {
  Dispatch d(
      "@group(0) @binding(0) var<storage, read_write> data: array<u32, 8>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  let i = 9u;\n"
      "  data[i] = data[i - 1u] + 5u;\n"
      "}\n",
      8);
  for (uint32_t k = 0; k < 8; k++) d.words[k] = k;
  sanitize::Result r = sanitize::run(*d.l.ir.module, d.bindings, {}, {});
  ASSERT_EQ(r.findings.size(), 2u);  // data[9] is written, data[i - 1] = data[8] read
  EXPECT_EQ(r.findings[0].diagnostic.message,
            "out-of-bounds read: index 8, 'data' has 8 elements (local_invocation_id (0,0,0) of workgroup (0,0,0))");
  EXPECT_EQ(r.findings[1].diagnostic.message,
            "out-of-bounds write: index 9, 'data' has 8 elements (local_invocation_id (0,0,0) of workgroup (0,0,0))");
  EXPECT_EQ(d.words[7], 12u);  // both clamped to element 7: 7 + 5, as without the sanitizer
}

TEST(Sanitizer, NumericsOnlyWhenAsked) {
  Dispatch d(
      "@group(0) @binding(0) var<storage, read_write> data: array<f32, 4>;\n"
      "@compute @workgroup_size(1) fn main() { data[0] = data[1] / data[2]; }\n",
      4);
  EXPECT_TRUE(sanitize::run(*d.l.ir.module, d.bindings, {}, {}).findings.empty());
  sanitize::Settings s;
  s.numerics = true;
  sanitize::Result r = sanitize::run(*d.l.ir.module, d.bindings, {}, s);
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].diagnostic.id, "sanitize.not-finite");
}

// A 4x4 r32uint texture at @group(0) @binding(0), zeros.
struct Texels {
  std::vector<uint32_t> words = std::vector<uint32_t>(16, 0);
  std::vector<exec::TextureBinding> bindings;
  Texels() {
    exec::TextureBinding b;
    b.format = exec::TexelFormat::R32Uint;
    b.levels = {{reinterpret_cast<uint8_t*>(words.data()), 4, 4, 1}};
    bindings = {b};
  }
};

TEST(Sanitizer, TexelRaceNamesTheTextureTheTexelAndBothInvocations) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var img: texture_storage_2d<r32uint, write>;\n"
      "@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) i: u32) {\n"
      "  textureStore(img, vec2(1, 2), vec4u(i + 1u));\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  Texels t;
  sanitize::Result r = sanitize::run(*l.ir.module, {}, t.bindings, {}, {}, {});
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].diagnostic.id, "sanitize.texel-race");
  EXPECT_EQ(r.findings[0].diagnostic.message,
            "data race on texel (1,2) of 'img' (storage texture @group(0) @binding(0)): written by "
            "local_invocation_id (0,0,0), written by (1,0,0) of workgroup (0,0,0)");
  EXPECT_EQ(l.file->location(r.findings[0].diagnostic.span.offset).line, 3u);
  ASSERT_EQ(r.findings[0].notes.size(), 1u);
  EXPECT_EQ(r.findings[0].notes[0].message, "the other access: written by local_invocation_id (0,0,0)");
  EXPECT_EQ(t.words[2 * 4 + 1], 2u);  // lockstep: the last lane's store lands last
}

TEST(Sanitizer, OnlyTextureBarrierOrdersTexelsAndOnlyWithinAWorkgroup) {
  auto findings = [](const std::string& barrier, uint32_t workgroups) {
    Lowered l = lower_text(
        "@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;\n"
        "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {\n"
        "  textureStore(img, vec2(i, 0u), vec4u(i));\n" +
        barrier +
        "\n"
        "  let v = textureLoad(img, vec2((i + 1u) % 4u, 0u));\n"
        "}\n");
    EXPECT_TRUE(l.ir.module) << l.ir.error;
    Texels t;
    exec::ExecOptions o;
    o.dispatch[0] = workgroups;
    return sanitize::run(*l.ir.module, {}, t.bindings, {}, o, {}).findings.size();
  };
  EXPECT_EQ(findings("textureBarrier();", 1), 0u);
  EXPECT_EQ(findings("", 1), 1u);
  EXPECT_EQ(findings("workgroupBarrier(); storageBarrier();", 1), 1u);
  EXPECT_GE(findings("textureBarrier();", 2), 1u);  // the second workgroup's stores meet the first's
}

TEST(Sanitizer, TexelOutOfBoundsNamesTheAddressAndTheSize) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var img: texture_storage_2d<r32uint, read_write>;\n"
      "@compute @workgroup_size(1) fn main() {\n"
      "  textureStore(img, vec2(4, 0), vec4u(7u));\n"
      "  let v = textureLoad(img, vec2(0, -1));\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  Texels t;
  sanitize::Result r = sanitize::run(*l.ir.module, {}, t.bindings, {}, {}, {});
  ASSERT_EQ(r.findings.size(), 2u);
  EXPECT_EQ(r.findings[0].diagnostic.id, "sanitize.texel-out-of-bounds");
  EXPECT_EQ(r.findings[0].diagnostic.message,
            "out-of-bounds texel write: texel (4,0), 'img' has 4x4 texels (local_invocation_id (0,0,0) of workgroup "
            "(0,0,0))");
  EXPECT_EQ(r.findings[1].diagnostic.message,
            "out-of-bounds texel read: texel (0,-1), 'img' has 4x4 texels (local_invocation_id (0,0,0) of workgroup "
            "(0,0,0))");
  EXPECT_EQ(t.words, std::vector<uint32_t>(16, 0));  // the store did nothing
}

TEST(Sanitizer, ParsesTheListOfChecks) {
  sanitize::Settings s;
  std::string error;
  EXPECT_TRUE(sanitize::parse_checks("bounds,numerics", &s, &error));
  EXPECT_FALSE(s.races);
  EXPECT_TRUE(s.bounds && s.numerics);
  EXPECT_FALSE(sanitize::parse_checks("races,speed", &s, &error));
  EXPECT_EQ(error, "unknown sanitizer check 'speed' (races, bounds, numerics)");
}

TEST(Sanitizer, LayoutNamesArrayElementsMembersAndComponents) {
  Lowered l = lower_text(
      "struct Item { pos: vec3<f32>, mass: f32 }\n"
      "@group(0) @binding(0) var<storage, read_write> items: array<Item, 4>;\n"
      "@compute @workgroup_size(1) fn main() { items[1].mass = 1.0; }\n");
  ASSERT_TRUE(l.ir.module);
  const ir::Layout* layout = l.ir.module->vars[0].layout.get();
  EXPECT_EQ(ir::layout_path(layout, 16 + 12, 4), "[1].mass");
  EXPECT_EQ(ir::layout_path(layout, 16 + 4, 4), "[1].pos.y");
  EXPECT_EQ(ir::layout_path(layout, 16, 12), "[1].pos");
  EXPECT_EQ(ir::layout_path(layout, 0, 64), "");
}

// A missing barrier and the non-atomic counter give other output under other schedules; the
// correct shaders give the same output under every one.
TEST(Schedules, RacyOutputChangesAndCorrectOutputDoesNot) {
  const char* missing_barrier =
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "var<workgroup> tile: array<u32, 64>;\n"
      "@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {\n"
      "  tile[i] = i + 1u;\n"
      "  out[i] = tile[63u - i];\n"
      "}\n";
  std::string with_barrier = missing_barrier;
  with_barrier.insert(with_barrier.find("  out[i]"), "  workgroupBarrier();\n");
  auto run = [](const std::string& code, exec::Schedule s, uint64_t seed) {
    Dispatch d(code);
    exec::ExecOptions o;
    o.schedule = s;
    o.schedule_seed = seed;
    EXPECT_EQ(program::run_once(*d.l.ir.module, d.bindings, o), "");
    return d.words;
  };
  std::vector<uint32_t> lockstep = run(missing_barrier, exec::Schedule::Lockstep, 0);
  EXPECT_NE(run(missing_barrier, exec::Schedule::Reverse, 0), lockstep);
  EXPECT_NE(run(kRacyCounter, exec::Schedule::Reverse, 0), run(kRacyCounter, exec::Schedule::Lockstep, 0));
  for (exec::Schedule s : {exec::Schedule::Reverse, exec::Schedule::Random})
    EXPECT_EQ(run(with_barrier, s, 7), run(with_barrier, exec::Schedule::Lockstep, 0));
}

}  // namespace

namespace gpu::testing {
namespace {

class gpu_sanitizer : public GpuTest {
 protected:
  void open(ExecutionSettings settings) {
    instance = createInstance();
    adapter = instance.requestAdapter();
    DeviceDescriptor d;
    d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
    d.execution = settings;
    device = adapter.requestDevice(d);
    ASSERT_TRUE(device);
  }
  // Dispatches the racy counter twice into a buffer of its own; returns the counter.
  uint32_t dispatch_counter() {
    Buffer counter = buffer(4, BufferUsage::Storage | BufferUsage::CopySrc);
    ComputePipeline p = pipeline(kRacyCounter);
    BindGroup g =
        device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = counter}}});
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.dispatchWorkgroups(1);
    pass.dispatchWorkgroups(1);
    pass.end();
    device.queue().submit({e.finish()});
    return read_u32(counter)[0];
  }
};

TEST_F(gpu_sanitizer, FindingsComeFromTakeSanitizerFindings) {
  ExecutionSettings s;
  s.sanitize.races = true;
  open(s);
  EXPECT_EQ(dispatch_counter(), 2u);  // the same output as without the sanitizer
  std::vector<SanitizerFinding> findings = device.takeSanitizerFindings();
  ASSERT_EQ(findings.size(), 2u);
  EXPECT_EQ(findings[0].diagnostic.id, "sanitize.data-race");
  ASSERT_NE(findings[0].diagnostic.file, nullptr);
  EXPECT_EQ(findings[0].diagnostic.file->location(findings[0].diagnostic.span.offset).line, 3u);
  EXPECT_EQ(findings[0].count, 2u);  // once per dispatch
  EXPECT_EQ(findings[1].count, 2u * 63u);
  EXPECT_TRUE(device.takeSanitizerFindings().empty());
}

// A full-screen triangle over a 4x4 target; the fragment stage counts its invocations in a
// storage buffer with `count` (a statement on `counter`). Returns the counter.
constexpr const char* kCountingDraw = R"(
  @group(0) @binding(0) var<storage, read_write> counter: COUNTER;
  @vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    let p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
    return vec4f(p[i], 0, 1);
  }
  @fragment fn fs() -> @location(0) vec4f {
    COUNT;
    return vec4f(1);
  }
)";

class gpu_sanitized_draw : public gpu_sanitizer {
 protected:
  // Draws `code`'s vertex and fragment shaders (3 vertices, `instances` from `first_instance`) into
  // a 4x4 rgba8unorm target, with `entry` as the one entry of group 0.
  void draw_4x4(const std::string& code, const BindGroupEntry& entry, uint32_t instances = 1,
                uint32_t first_instance = 0) {
    ShaderModule m = device.createShaderModule({.code = code});
    RenderPipelineDescriptor d;
    d.vertex.module = m;
    FragmentState f;
    f.module = m;
    f.targets = {ColorTargetState{.format = TextureFormat::Rgba8Unorm}};
    d.fragment = f;
    RenderPipeline p = device.createRenderPipeline(d);
    Texture target = device.createTexture(
        {.size = {4, 4, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::RenderAttachment});
    CommandEncoder e = device.createCommandEncoder();
    RenderPassEncoder pass =
        e.beginRenderPass({.colorAttachments = {RenderPassColorAttachment{
                               .view = target.createView(), .loadOp = LoadOp::Clear, .storeOp = StoreOp::Store}}});
    pass.setPipeline(p);
    pass.setBindGroup(0, device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {entry}}));
    pass.draw(3, instances, 0, first_instance);
    pass.end();
    device.queue().submit({e.finish()});
  }

  uint32_t draw_counter(const std::string& type, const std::string& count) {
    std::string code = kCountingDraw;
    code.replace(code.find("COUNTER"), 7, type);
    code.replace(code.find("COUNT;"), 5, count);
    Buffer counter = buffer(64, BufferUsage::Storage | BufferUsage::CopySrc);
    draw_4x4(code, {.binding = 0, .buffer = counter});
    return read_u32(counter)[0];
  }
};

TEST_F(gpu_sanitized_draw, FragmentsRacingOnAPlainCounterAreReportedByPixel) {
  ExecutionSettings s;
  s.sanitize.races = s.sanitize.bounds = true;
  open(s);
  EXPECT_EQ(draw_counter("u32", "counter = counter + 1u"), 1u);  // lockstep: every fragment read 0
  std::vector<SanitizerFinding> findings = device.takeSanitizerFindings();
  EXPECT_TRUE(uncaptured.empty());
  ASSERT_EQ(findings.size(), 2u);  // the store after the others' loads, and store after store
  EXPECT_EQ(findings[0].diagnostic.id, "sanitize.data-race");
  EXPECT_EQ(findings[0].diagnostic.message,
            "data race on 'counter' (storage memory @group(0) @binding(0), bytes 0..3): read by the fragment at "
            "pixel (0,2) of primitive 0 of instance 0, written by the fragment at pixel (3,0) of primitive 0 of "
            "instance 0");
  EXPECT_EQ(findings[0].diagnostic.file->location(findings[0].diagnostic.span.offset).line, 8u);
  // One thread, a fixed order: the same findings on every run.
  EXPECT_EQ(draw_counter("u32", "counter = counter + 1u"), 1u);
  std::vector<SanitizerFinding> again = device.takeSanitizerFindings();
  ASSERT_EQ(again.size(), findings.size());
  for (size_t i = 0; i < again.size(); i++) EXPECT_EQ(again[i].diagnostic.message, findings[i].diagnostic.message);
}

TEST_F(gpu_sanitized_draw, StopAtFirstKeepsOneFinding) {
  ExecutionSettings s;
  s.sanitize.races = s.sanitize.stopAtFirst = true;
  open(s);
  EXPECT_EQ(draw_counter("array<u32, 16>", "counter[0] = counter[0] + 1u; counter[1] += 1u"), 1u);
  std::vector<SanitizerFinding> findings = device.takeSanitizerFindings();
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].count, 1u);
}

TEST_F(gpu_sanitized_draw, AnAtomicCounterIsNoRace) {
  ExecutionSettings s;
  s.sanitize.races = s.sanitize.bounds = true;
  open(s);
  EXPECT_EQ(draw_counter("atomic<u32>", "atomicAdd(&counter, 1u)"), 16u);
  EXPECT_TRUE(device.takeSanitizerFindings().empty());
  EXPECT_TRUE(uncaptured.empty());
}

TEST_F(gpu_sanitized_draw, FragmentsWritingOneStorageTexelRace) {
  ExecutionSettings s;
  s.sanitize.races = s.sanitize.bounds = true;
  open(s);
  Texture img = device.createTexture(
      {.size = {4, 8, 1}, .format = TextureFormat::R32Uint, .usage = TextureUsage::StorageBinding});
  draw_4x4(R"(
    @group(0) @binding(0) var img: texture_storage_2d<r32uint, write>;
    @vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
      let p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
      return vec4f(p[i], 0, 1);
    }
    @fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {
      textureStore(img, vec2u(1u, 1u), vec4u(u32(p.x)));
      textureStore(img, vec2u(p.xy) + vec2u(0u, 4u), vec4u(1u));
      return vec4f(1);
    }
  )",
           {.binding = 0, .textureView = img.createView()});
  std::vector<SanitizerFinding> findings = device.takeSanitizerFindings();
  EXPECT_TRUE(uncaptured.empty());
  ASSERT_EQ(findings.size(), 1u);  // each fragment's own texel of rows 4..7 is no race
  EXPECT_EQ(findings[0].diagnostic.id, "sanitize.texel-race");
  EXPECT_EQ(findings[0].diagnostic.message,
            "data race on texel (1,1) of 'img' (storage texture @group(0) @binding(0)): written by the fragment at "
            "pixel (3,0) of primitive 0 of instance 0, written by the fragment at pixel (2,1) of primitive 0 of "
            "instance 0");
  EXPECT_EQ(findings[0].count, 15u);
}

TEST_F(gpu_sanitized_draw, VertexInvocationsAreNamedByTheirIndices) {
  ExecutionSettings s;
  s.sanitize.bounds = true;
  open(s);
  Buffer corners = buffer(16, BufferUsage::Storage);
  draw_4x4(R"(
    @group(0) @binding(0) var<storage, read> corners: array<vec2f, 2>;
    @vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
      return vec4f(corners[i], 0, 1);
    }
    @fragment fn fs() -> @location(0) vec4f { return vec4f(1); }
  )",
           {.binding = 0, .buffer = corners}, 2, 5);
  std::vector<SanitizerFinding> findings = device.takeSanitizerFindings();
  EXPECT_TRUE(uncaptured.empty());
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].diagnostic.message,
            "out-of-bounds read: index 2, 'corners' has 2 elements (the vertex invocation with vertex_index 2, "
            "instance_index 5)");
  EXPECT_EQ(findings[0].count, 2u);  // once per instance
}

TEST_F(gpu_sanitizer, NothingWithoutTheSettingAndScheduleChangesRacyOutput) {
  open({});
  EXPECT_EQ(dispatch_counter(), 2u);
  EXPECT_TRUE(device.takeSanitizerFindings().empty());
  ExecutionSettings s;
  s.schedule.kind = ScheduleKind::Reverse;
  open(s);
  EXPECT_EQ(dispatch_counter(), 16u);  // 8 lane groups of 8, one after another, twice
}

}  // namespace
}  // namespace gpu::testing
}  // namespace wgx
