// wgx::gpu validation: each rule of devices, error scopes, layouts, bind groups, pipelines,
// encoders and the queue raises the right validation error and never crashes.
#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

// Lower-case suite names, so that `ctest -R gpu` selects these tests.
using gpu_validation = GpuTest;

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

const char* kStorage = R"(
@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;
@compute @workgroup_size(1) fn main() { out[0] = 1u; }
)";

// ---- adapter and device -----------------------------------------------------------------------

TEST_F(gpu_validation, RequestDeviceLimitAboveTheAdapter) {
  std::string why;
  Device d = adapter.requestDevice({.requiredLimits = {{"maxComputeInvocationsPerWorkgroup", 2048}}}, &why);
  EXPECT_FALSE(d);
  EXPECT_TRUE(contains(why, "greater than the adapter's (1024)")) << why;
  EXPECT_FALSE(adapter.requestDevice({.requiredLimits = {{"maxWarpDrive", 1}}}, &why));
  EXPECT_TRUE(contains(why, "Unknown limit")) << why;
  EXPECT_FALSE(adapter.requestDevice({.requiredLimits = {{"minStorageBufferOffsetAlignment", 48}}}, &why));
  EXPECT_TRUE(contains(why, "power of two")) << why;
  EXPECT_FALSE(adapter.requestDevice({.requiredFeatures = {"texture-component-swizzle"}}, &why));
  EXPECT_TRUE(contains(why, "not supported")) << why;
  EXPECT_EQ(limitByName(adapter.limits(), "maxComputeWorkgroupSizeZ"), 64u);
}

// The adapter offers workgroups of 1024 invocations and 32 KiB of workgroup memory; a device has
// WebGPU's defaults (256, 16 KiB) unless it asks for more.
TEST_F(gpu_validation, LargerWorkgroupsOnlyWhereTheDeviceAskedForThem) {
  EXPECT_EQ(adapter.limits().maxComputeInvocationsPerWorkgroup, 1024u);
  EXPECT_EQ(adapter.limits().maxComputeWorkgroupStorageSize, 32768u);
  const char* code =
      "var<workgroup> w: array<u32, 6000>;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(32, 32) fn main(@builtin(local_invocation_index) i: u32) {\n"
      "  w[i] = i; workgroupBarrier(); out[i] = w[1023u - i];\n"
      "}\n";
  std::string small_error = validation_error([&] { pipeline(code); });
  EXPECT_TRUE(contains(small_error, "exceeds the maximum allowed (256)")) << small_error;
  Device big = adapter.requestDevice({.requiredLimits = {{"maxComputeInvocationsPerWorkgroup", 1024},
                                                         {"maxComputeWorkgroupSizeX", 1024},
                                                         {"maxComputeWorkgroupSizeY", 1024},
                                                         {"maxComputeWorkgroupStorageSize", 32768}}});
  ASSERT_TRUE(big);
  big.pushErrorScope(ErrorFilter::Validation);
  ComputePipeline p = big.createComputePipeline({.compute = {.module = big.createShaderModule({.code = code})}});
  EXPECT_FALSE(big.popErrorScope().error);
  EXPECT_TRUE(p.isValid());
}

// An entry point given as "" names none (it is not "not given"): the only entry point of the stage
// is taken only when the descriptor leaves entryPoint out (the CTS's shader_module,entry_point).
TEST_F(gpu_validation, EmptyEntryPointNamesNone) {
  ShaderModule m = device.createShaderModule({.code = "@compute @workgroup_size(1) fn main() {}"});
  ComputePipeline p;
  std::string err =
      validation_error([&] { p = device.createComputePipeline({.compute = {.module = m, .entryPoint = ""}}); });
  EXPECT_FALSE(p.isValid());
  EXPECT_NE(err.find("Entry point \"\" doesn't exist"), std::string::npos) << err;
  EXPECT_EQ(validation_error([&] { p = device.createComputePipeline({.compute = {.module = m}}); }), "");
  EXPECT_TRUE(p.isValid());
  EXPECT_EQ(validation_error([&] { device.createComputePipeline({.compute = {.module = m, .entryPoint = "main"}}); }),
            "");
}

TEST_F(gpu_validation, ErrorScopesNestAndFilter) {
  device.pushErrorScope(ErrorFilter::Validation);
  device.pushErrorScope(ErrorFilter::OutOfMemory);
  buffer(16, BufferUsage::None, "first");
  buffer(16, BufferUsage::None, "second");
  EXPECT_FALSE(device.popErrorScope().error);  // the OOM scope does not see validation errors
  PopErrorScopeResult r = device.popErrorScope();
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, ErrorType::Validation);
  EXPECT_TRUE(contains(r.error->message, "\"first\"")) << r.error->message;  // only the first is kept
  EXPECT_EQ(device.popErrorScope().status, PopErrorScopeStatus::EmptyStack);
}

TEST_F(gpu_validation, UncapturedErrorsGoToTheCallback) {
  buffer(16, BufferUsage::None);
  ASSERT_EQ(uncaptured.size(), 1u);
  EXPECT_EQ(uncaptured[0].type, ErrorType::Validation);
  uncaptured.clear();
}

TEST_F(gpu_validation, DestroyedDeviceRaisesNothing) {
  bool lost = false;
  Device d = adapter.requestDevice(
      {.deviceLostCallback = [&](DeviceLostReason r, std::string_view) { lost = r == DeviceLostReason::Destroyed; }});
  Buffer b = d.createBuffer({.size = 16, .usage = BufferUsage::MapRead | BufferUsage::CopyDst});
  MapAsyncStatus status = MapAsyncStatus::Success;
  b.mapAsync(MapMode::Read, 0, 16, [&](MapAsyncStatus s, std::string_view) { status = s; });
  d.destroy();
  d.tick();
  EXPECT_TRUE(lost);
  EXPECT_EQ(status, MapAsyncStatus::Aborted);
  d.pushErrorScope(ErrorFilter::Validation);
  d.createBuffer({.size = 16, .usage = BufferUsage::None});
  EXPECT_FALSE(d.popErrorScope().error);
}

// ---- layouts and bind groups ------------------------------------------------------------------

BindGroupLayoutEntry storage_entry(uint32_t binding, bool dynamic = false) {
  return {.binding = binding,
          .visibility = ShaderStage::Compute,
          .buffer = {.type = BufferBindingType::Storage, .hasDynamicOffset = dynamic}};
}

TEST_F(gpu_validation, BindGroupLayoutDuplicateBinding) {
  BindGroupLayout l;
  std::string err = validation_error([&] {
    l = device.createBindGroupLayout({.entries = {storage_entry(1), storage_entry(1)}});
  });
  EXPECT_TRUE(contains(err, "Binding number (1) is specified more than once.")) << err;
  EXPECT_FALSE(l.isValid());
  // Using the invalid layout is an error too.
  err = validation_error([&] { device.createBindGroup({.layout = l}); });
  EXPECT_TRUE(contains(err, "[BindGroupLayout] is invalid.")) << err;
}

TEST_F(gpu_validation, TooManyDynamicStorageBuffers) {
  std::vector<BindGroupLayoutEntry> entries;
  for (uint32_t i = 0; i < 5; i++) entries.push_back(storage_entry(i, true));
  std::string err = validation_error([&] { device.createBindGroupLayout({.entries = entries}); });
  EXPECT_TRUE(contains(err, "dynamic storage buffers (5) exceeds the maximum per-pipeline-layout limit (4)")) << err;
}

TEST_F(gpu_validation, TooManyStorageBuffersPerStage) {
  std::vector<BindGroupLayoutEntry> entries;
  for (uint32_t i = 0; i < 9; i++) entries.push_back(storage_entry(i));
  std::string err = validation_error([&] { device.createBindGroupLayout({.entries = entries}); });
  EXPECT_TRUE(contains(err, "storage buffers (9) in a stage exceeds the maximum per-stage limit (8)")) << err;
}

// `layout: auto` makes the layout the shader needs; WebGPU's limits bound it as any other.
TEST_F(gpu_validation, AutoLayoutWithTooManyStorageBuffers) {
  std::string code;
  for (int i = 0; i < 9; i++)
    code += "@group(0) @binding(" + std::to_string(i) + ") var<storage, read_write> b" + std::to_string(i) +
            ": array<u32>;\n";
  code += "@compute @workgroup_size(1) fn main() {\n";
  for (int i = 0; i < 9; i++) code += "  b" + std::to_string(i) + "[0] = 1u;\n";
  code += "}\n";
  ComputePipeline p;
  std::string err = validation_error([&] { p = pipeline(code); });
  EXPECT_FALSE(p.isValid());
  EXPECT_TRUE(contains(err, "storage buffers (9) in a stage exceeds the maximum per-stage limit (8)")) << err;
}

TEST_F(gpu_validation, StorageBufferNotVisibleToVertex) {
  BindGroupLayoutEntry e = storage_entry(0);
  e.visibility = ShaderStage::Vertex;
  EXPECT_TRUE(contains(validation_error([&] { device.createBindGroupLayout({.entries = {e}}); }),
                       "Read-write storage buffer binding is used with a visibility"));
}

TEST_F(gpu_validation, PipelineLayoutTooManyGroups) {
  BindGroupLayout l = device.createBindGroupLayout({});
  std::string err = validation_error([&] { device.createPipelineLayout({.bindGroupLayouts = {l, l, l, l, l}}); });
  EXPECT_TRUE(contains(err, "bind group layouts (5) exceeds the maximum bind group limit (4)")) << err;
}

TEST_F(gpu_validation, BindGroupBufferUsageMustMatch) {
  BindGroupLayout l = device.createBindGroupLayout({.entries = {storage_entry(0)}});
  Buffer b = buffer(64, BufferUsage::Uniform, "u");
  std::string err =
      validation_error([&] { device.createBindGroup({.layout = l, .entries = {{.binding = 0, .buffer = b}}}); });
  EXPECT_TRUE(contains(err, "Binding usage (BufferUsage::Storage) of [Buffer \"u\"] doesn't match")) << err;
}

TEST_F(gpu_validation, BindGroupOffsetAlignment) {
  BindGroupLayout l = device.createBindGroupLayout({.entries = {storage_entry(0)}});
  Buffer b = buffer(1024, BufferUsage::Storage);
  std::string err = validation_error(
      [&] { device.createBindGroup({.layout = l, .entries = {{.binding = 0, .buffer = b, .offset = 128}}}); });
  EXPECT_TRUE(contains(err, "minimum StorageBufferOffsetAlignment (256)")) << err;
}

TEST_F(gpu_validation, BindGroupRangeOutOfBounds) {
  BindGroupLayout l = device.createBindGroupLayout({.entries = {storage_entry(0)}});
  Buffer b = buffer(512, BufferUsage::Storage);
  EXPECT_TRUE(contains(validation_error([&] {
                         device.createBindGroup(
                             {.layout = l, .entries = {{.binding = 0, .buffer = b, .offset = 256, .size = 512}}});
                       }),
                       "doesn't fit in the size (512)"));
  EXPECT_TRUE(contains(validation_error([&] {
                         device.createBindGroup({.layout = l, .entries = {{.binding = 0, .buffer = b, .offset = 768}}});
                       }),
                       "larger than the size"));
  EXPECT_TRUE(
      contains(validation_error([&] {
                 device.createBindGroup(
                     {.layout = l, .entries = {{.binding = 0, .buffer = b, .offset = 256, .size = UINT64_MAX - 8}}});
               }),
               "doesn't fit"));
}

TEST_F(gpu_validation, BindGroupSmallerThanMinBindingSize) {
  ComputePipeline p = pipeline(kStorage);  // auto layout: minBindingSize 16
  Buffer b = buffer(8, BufferUsage::Storage);
  std::string err = validation_error(
      [&] { device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = b}}}); });
  EXPECT_TRUE(contains(err, "Binding size (8) of binding 0 is smaller than the minimum binding size (16).")) << err;
}

TEST_F(gpu_validation, BindGroupEntriesMustMatchTheLayout) {
  BindGroupLayout l = device.createBindGroupLayout({.entries = {storage_entry(0)}});
  Buffer b = buffer(256, BufferUsage::Storage);
  EXPECT_TRUE(contains(validation_error([&] { device.createBindGroup({.layout = l}); }),
                       "Number of entries (0) did not match"));
  EXPECT_TRUE(contains(
      validation_error([&] { device.createBindGroup({.layout = l, .entries = {{.binding = 3, .buffer = b}}}); }),
      "Binding index 3 not present"));
}

// ---- pipelines --------------------------------------------------------------------------------

TEST_F(gpu_validation, PipelineWithAnInvalidModule) {
  ShaderModule m;
  validation_error([&] { m = device.createShaderModule({.label = "bad", .code = "fn"}); });
  std::string err = validation_error([&] { device.createComputePipeline({.compute = {.module = m}}); });
  EXPECT_TRUE(contains(err, "[ShaderModule \"bad\"] is invalid.")) << err;
}

TEST_F(gpu_validation, PipelineEntryPointRules) {
  ShaderModule m = device.createShaderModule({.code = kStorage});
  EXPECT_TRUE(contains(
      validation_error([&] { device.createComputePipeline({.compute = {.module = m, .entryPoint = "nope"}}); }),
      "Entry point \"nope\" doesn't exist"));
}

TEST_F(gpu_validation, PipelineConstantRules) {
  const char* code = R"(
override n: u32 = 1;
@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;
@compute @workgroup_size(1) fn main() { out[0] = n; }
)";
  EXPECT_TRUE(contains(validation_error([&] {
                         pipeline(code, {{"m", 1}});
                       }),
                       "Pipeline overridable constant \"m\" not found in [ShaderModule]."));
  EXPECT_TRUE(contains(validation_error([&] { pipeline(code, {{"n", -1}}); }), "is not representable in type (u32)"));
}

// An override with an @id is identified by its id only (WebGPU's pipeline-overridable constant
// identifier string), and one without by its name.
TEST_F(gpu_validation, PipelineConstantIdentifiers) {
  const char* code = R"(
override a: u32 = 1;
@id(7) override b: u32 = 2;
@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;
@compute @workgroup_size(1) fn main() { out[0] = a + b; }
)";
  EXPECT_EQ(validation_error([&] { pipeline(code, {{"a", 3}, {"7", 4}}); }), "");
  EXPECT_TRUE(contains(validation_error([&] {
                         pipeline(code, {{"b", 4}});
                       }),
                       "Pipeline overridable constant \"b\" not found in [ShaderModule]."));
  EXPECT_TRUE(contains(validation_error([&] { pipeline(code, {{"8", 4}}); }), "\"8\" not found"));
}

TEST_F(gpu_validation, PipelineWorkgroupStorageLimit) {
  const char* code = R"(
var<workgroup> big: array<u32, 8192>;
@compute @workgroup_size(1) fn main() { big[0] = 1u; }
)";
  EXPECT_TRUE(contains(validation_error([&] { pipeline(code); }),
                       "The total use of workgroup storage (32768 bytes) is larger than the maximum allowed (16384 "
                       "bytes)."));
}

// A label set after creation names the object in later messages, as GPUObjectBase.label does.
TEST_F(gpu_validation, SetLabelRenamesTheObjectInMessages) {
  Buffer b = buffer(16, BufferUsage::CopyDst);
  b.setLabel("staging");
  EXPECT_EQ(b.label(), "staging");
  Texture t =
      device.createTexture({.size = {4, 4, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::CopyDst});
  t.setLabel("atlas");
  std::string why = validation_error([&] { t.createView({.dimension = TextureViewDimension::D3}); });
  EXPECT_TRUE(contains(why, "[Texture \"atlas\"]")) << why;
}

TEST_F(gpu_validation, ExplicitLayoutMustMatchTheShader) {
  BindGroupLayout l = device.createBindGroupLayout(
      {.entries = {
           {.binding = 0, .visibility = ShaderStage::Compute, .buffer = {.type = BufferBindingType::Uniform}}}});
  PipelineLayout pl = device.createPipelineLayout({.bindGroupLayouts = {l}});
  EXPECT_TRUE(contains(validation_error([&] { pipeline(kStorage, {}, pl); }),
                       "in the shader (storage) doesn't match the type in the layout"));
  PipelineLayout empty = device.createPipelineLayout({});
  EXPECT_TRUE(contains(validation_error([&] { pipeline(kStorage, {}, empty); }), "doesn't exist in [PipelineLayout]"));
}

TEST_F(gpu_validation, GetBindGroupLayoutIndexOverTheLimit) {
  ComputePipeline p = pipeline(kStorage);
  BindGroupLayout l;
  EXPECT_TRUE(contains(validation_error([&] { l = p.getBindGroupLayout(4); }), "exceeds the maximum number"));
  EXPECT_FALSE(l.isValid());
  EXPECT_TRUE(p.getBindGroupLayout(3).isValid());  // an empty group
}

// ---- encoders ---------------------------------------------------------------------------------

struct Dispatchable {
  ComputePipeline pipeline;
  BindGroup group;
};

class gpu_encoder : public GpuTest {
 protected:
  Dispatchable storage_dispatch() {
    ComputePipeline p = pipeline(kStorage);
    Buffer b = buffer(16, BufferUsage::Storage | BufferUsage::CopySrc);
    return {p, device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = b}}})};
  }
  // Encodes `f` in a pass and returns the error that finish() raises.
  template <typename F>
  std::string pass_error(F&& f) {
    CommandEncoder e = device.createCommandEncoder({.label = "enc"});
    ComputePassEncoder pass = e.beginComputePass();
    f(pass);
    pass.end();
    return validation_error([&] { EXPECT_FALSE(e.finish().isValid()); });
  }
};

TEST_F(gpu_encoder, FinishTwice) {
  CommandEncoder e = device.createCommandEncoder({.label = "enc"});
  EXPECT_TRUE(e.finish().isValid());
  std::string err = validation_error([&] { EXPECT_FALSE(e.finish().isValid()); });
  EXPECT_TRUE(contains(err, "[CommandEncoder \"enc\"] is already finished.")) << err;
}

TEST_F(gpu_encoder, EncoderIsLockedWhileAPassIsOpen) {
  CommandEncoder e = device.createCommandEncoder();
  Buffer a = buffer(16, BufferUsage::CopySrc), b = buffer(16, BufferUsage::CopyDst);
  ComputePassEncoder pass = e.beginComputePass();
  EXPECT_EQ(validation_error([&] { e.copyBufferToBuffer(a, 0, b, 0, 16); }), "");  // invalidates, reported later
  pass.end();
  std::string err = validation_error([&] { EXPECT_FALSE(e.finish().isValid()); });
  EXPECT_TRUE(contains(err, "is locked while a pass is open")) << err;
}

TEST_F(gpu_encoder, FinishWithAnOpenPass) {
  CommandEncoder e = device.createCommandEncoder();
  e.beginComputePass();
  EXPECT_TRUE(contains(validation_error([&] { e.finish(); }), "before the open pass was ended"));
}

TEST_F(gpu_encoder, PassEndedTwice) {
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass({.label = "p"});
  pass.end();
  EXPECT_TRUE(contains(validation_error([&] { pass.end(); }), "[ComputePassEncoder \"p\"] is already ended."));
  EXPECT_TRUE(
      contains(validation_error([&] { pass.dispatchWorkgroups(1); }), "[ComputePassEncoder \"p\"] is already ended."));
  EXPECT_TRUE(e.finish().isValid());
}

// A pass begun while another is open leaves the encoder invalid; ending the two passes afterwards,
// in either order, raises nothing more, and finish() reports the encoder (the CTS's
// encoder_state:pass_end_invalid_order, as Dawn).
TEST_F(gpu_encoder, PassesEndedAfterASecondBeganInvalidateOnlyTheEncoder) {
  for (bool first_then_second : {true, false}) {
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder first = e.beginComputePass();
    ComputePassEncoder second = e.beginComputePass();
    EXPECT_EQ(validation_error([&] {
                (first_then_second ? first : second).end();
                (first_then_second ? second : first).end();
              }),
              "");
    std::string err = validation_error([&] { EXPECT_FALSE(e.finish().isValid()); });
    EXPECT_FALSE(err.empty());
  }
}

TEST_F(gpu_encoder, DispatchWithoutPipeline) {
  EXPECT_TRUE(contains(pass_error([](ComputePassEncoder& p) { p.dispatchWorkgroups(1); }), "No pipeline set."));
}

TEST_F(gpu_encoder, DispatchWithoutBindGroup) {
  Dispatchable d = storage_dispatch();
  std::string err = pass_error([&](ComputePassEncoder& p) {
    p.setPipeline(d.pipeline);
    p.dispatchWorkgroups(1);
  });
  EXPECT_TRUE(contains(err, "No bind group set at group index 0.")) << err;
}

// WebGPU's createPipelineLayout keeps a null or empty layout as null: no bind group is needed
// there. A shader using group 1 alone (layout "auto") needs none at group 0 either.
TEST_F(gpu_encoder, NullAndEmptyLayoutsNeedNoBindGroup) {
  const char* code = R"(
    @group(1) @binding(0) var<storage, read_write> out: array<u32>;
    @compute @workgroup_size(1) fn main() { out[0] = 7u; })";
  BindGroupLayout storage = device.createBindGroupLayout({.entries = {storage_entry(0, false)}});
  BindGroupLayout empty = device.createBindGroupLayout({});
  Buffer b = buffer(16, BufferUsage::Storage | BufferUsage::CopySrc);
  BindGroup g = device.createBindGroup({.layout = storage, .entries = {{.binding = 0, .buffer = b}}});
  for (BindGroupLayout first : {BindGroupLayout(), empty}) {
    PipelineLayout layout = device.createPipelineLayout({.bindGroupLayouts = {first, storage}});
    ASSERT_TRUE(layout.isValid());
    ComputePipeline p = pipeline(code, {}, layout);
    EXPECT_EQ(pass_error([&](ComputePassEncoder& pass) {
                pass.setPipeline(p);
                pass.setBindGroup(1, g);
                pass.dispatchWorkgroups(1);
                pass.setPipeline({});  // then invalid, so that pass_error has an error to report
              }).find("No bind group"),
              std::string::npos);
  }
  ComputePipeline automatic = pipeline(code);
  BindGroup ag =
      device.createBindGroup({.layout = automatic.getBindGroupLayout(1), .entries = {{.binding = 0, .buffer = b}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(automatic);
  pass.setBindGroup(1, ag);
  pass.dispatchWorkgroups(1);
  pass.end();
  device.queue().submit({e.finish()});
  EXPECT_EQ(read_u32(b)[0], 7u);
  // A default layout's group cannot go into another pipeline layout.
  EXPECT_TRUE(contains(
      validation_error([&] { device.createPipelineLayout({.bindGroupLayouts = {automatic.getBindGroupLayout(1)}}); }),
      "belongs to a pipeline's default layout"));
}

TEST_F(gpu_encoder, DispatchCountOverTheLimit) {
  Dispatchable d = storage_dispatch();
  std::string err = pass_error([&](ComputePassEncoder& p) {
    p.setPipeline(d.pipeline);
    p.setBindGroup(0, d.group);
    p.dispatchWorkgroups(65536);
  });
  EXPECT_TRUE(contains(err,
                       "Dispatch workgroup count (65536, 1, 1) exceeds max compute workgroups per dimension "
                       "(65535)."))
      << err;
}

TEST_F(gpu_encoder, AutoLayoutBindGroupFromAnotherPipeline) {
  Dispatchable a = storage_dispatch(), b = storage_dispatch();
  std::string err = pass_error([&](ComputePassEncoder& p) {
    p.setPipeline(a.pipeline);
    p.setBindGroup(0, b.group);
    p.dispatchWorkgroups(1);
  });
  EXPECT_TRUE(contains(err, "is not compatible with the layout of group 0")) << err;
}

TEST_F(gpu_encoder, DynamicOffsetRules) {
  BindGroupLayout l = device.createBindGroupLayout({.entries = {storage_entry(0, true)}});
  Buffer b = buffer(512, BufferUsage::Storage);
  BindGroup g = device.createBindGroup({.layout = l, .entries = {{.binding = 0, .buffer = b, .size = 256}}});
  EXPECT_TRUE(contains(pass_error([&](ComputePassEncoder& p) { p.setBindGroup(0, g); }),
                       "The number of dynamic offsets (0) does not match"));
  EXPECT_TRUE(contains(pass_error([&](ComputePassEncoder& p) { p.setBindGroup(0, g, {128}); }),
                       "is not a multiple of minStorageBufferOffsetAlignment (256)"));
  EXPECT_TRUE(contains(pass_error([&](ComputePassEncoder& p) { p.setBindGroup(0, g, {512}); }), "is out of bounds"));
}

TEST_F(gpu_encoder, WritableAndReadOnlyUseInOneDispatch) {
  const char* code = R"(
@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;
@group(0) @binding(1) var<uniform> u: vec4u;
@compute @workgroup_size(1) fn main() { out[0] = u.x; }
)";
  ComputePipeline p = pipeline(code);
  Buffer b = buffer(512, BufferUsage::Storage | BufferUsage::Uniform, "both");
  BindGroup g = device.createBindGroup(
      {.layout = p.getBindGroupLayout(0),
       .entries = {{.binding = 0, .buffer = b, .size = 16}, {.binding = 1, .buffer = b, .offset = 256, .size = 16}}});
  std::string err = pass_error([&](ComputePassEncoder& pass) {
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.dispatchWorkgroups(1);
  });
  EXPECT_TRUE(contains(err, "[Buffer \"both\"] is used as a writable storage buffer and as a read-only binding"))
      << err;
}

TEST_F(gpu_encoder, IndirectBufferRules) {
  Dispatchable d = storage_dispatch();
  Buffer args = buffer(16, BufferUsage::Storage);
  EXPECT_TRUE(contains(pass_error([&](ComputePassEncoder& p) {
                         p.setPipeline(d.pipeline);
                         p.setBindGroup(0, d.group);
                         p.dispatchWorkgroupsIndirect(args, 0);
                       }),
                       "doesn't include BufferUsage::Indirect"));
  Buffer ok = buffer(16, BufferUsage::Indirect);
  EXPECT_TRUE(contains(pass_error([&](ComputePassEncoder& p) {
                         p.setPipeline(d.pipeline);
                         p.setBindGroup(0, d.group);
                         p.dispatchWorkgroupsIndirect(ok, 8);
                       }),
                       "plus 12 bytes of dispatch arguments is out of bounds"));
}

TEST_F(gpu_encoder, CopyRules) {
  Buffer src = buffer(16, BufferUsage::CopySrc), dst = buffer(16, BufferUsage::CopyDst);
  Buffer both = buffer(16, BufferUsage::CopySrc | BufferUsage::CopyDst);
  auto copy_error = [&](const Buffer& s, uint64_t so, const Buffer& d, uint64_t dof, uint64_t n) {
    CommandEncoder e = device.createCommandEncoder();
    e.copyBufferToBuffer(s, so, d, dof, n);
    return validation_error([&] { e.finish(); });
  };
  EXPECT_TRUE(contains(copy_error(src, 0, dst, 0, 6), "Copy size (6) is not a multiple of 4."));
  EXPECT_TRUE(contains(copy_error(src, 2, dst, 0, 4), "Source offset (2) is not a multiple of 4."));
  EXPECT_TRUE(contains(copy_error(src, 8, dst, 0, 12), "does not fit"));
  EXPECT_TRUE(contains(copy_error(src, 0, dst, 8, UINT64_MAX - 3), "does not fit"));
  EXPECT_TRUE(contains(copy_error(dst, 0, src, 0, 4), "doesn't include BufferUsage::CopySrc"));
  EXPECT_TRUE(contains(copy_error(both, 0, both, 8, 4), "is also the destination buffer"));
  EXPECT_EQ(copy_error(src, 4, dst, 8, 8), "");
}

TEST_F(gpu_encoder, ClearRules) {
  Buffer b = buffer(16, BufferUsage::CopyDst);
  auto clear_error = [&](const Buffer& buf, uint64_t offset, uint64_t size) {
    CommandEncoder e = device.createCommandEncoder();
    e.clearBuffer(buf, offset, size);
    return validation_error([&] { e.finish(); });
  };
  EXPECT_TRUE(contains(clear_error(b, 2, 4), "Offset (2) is not a multiple of 4."));
  EXPECT_TRUE(contains(clear_error(b, 8, 16), "does not fit"));
  EXPECT_TRUE(contains(clear_error(buffer(16, BufferUsage::CopySrc), 0, kWholeSize), "BufferUsage::CopyDst"));
  EXPECT_EQ(clear_error(b, 16, kWholeSize), "");
}

TEST_F(gpu_encoder, UnbalancedDebugGroups) {
  CommandEncoder e = device.createCommandEncoder();
  e.pushDebugGroup("a");
  EXPECT_TRUE(contains(validation_error([&] { e.finish(); }), "debug group(s) were pushed and not popped"));
  EXPECT_TRUE(contains(pass_error([](ComputePassEncoder& p) { p.popDebugGroup(); }), "no debug group is pushed"));
}

// ---- queue ------------------------------------------------------------------------------------

TEST_F(gpu_encoder, SubmitTwice) {
  CommandBuffer cb = device.createCommandEncoder().finish({.label = "once"});
  device.queue().submit({cb});
  EXPECT_TRUE(contains(validation_error([&] { device.queue().submit({cb}); }),
                       "[CommandBuffer \"once\"] was already submitted."));
}

TEST_F(gpu_encoder, SubmitAnInvalidCommandBuffer) {
  CommandEncoder e = device.createCommandEncoder();
  e.clearBuffer(buffer(16, BufferUsage::CopySrc));
  CommandBuffer cb;
  validation_error([&] { cb = e.finish(); });
  EXPECT_TRUE(contains(validation_error([&] { device.queue().submit({cb}); }), "[CommandBuffer] is invalid."));
}

TEST_F(gpu_encoder, SubmitWithAMappedOrDestroyedBuffer) {
  Buffer src = buffer(16, BufferUsage::CopySrc | BufferUsage::MapWrite, "staging");
  Buffer dst = buffer(16, BufferUsage::CopyDst);
  auto submit_copy = [&] {
    CommandEncoder e = device.createCommandEncoder();
    e.copyBufferToBuffer(src, 0, dst, 0, 16);
    return validation_error([&] { device.queue().submit({e.finish()}); });
  };
  instance.waitAny(src.mapAsync(MapMode::Write));
  EXPECT_TRUE(contains(submit_copy(), "[Buffer \"staging\"] used in submit while mapped."));
  src.unmap();
  EXPECT_EQ(submit_copy(), "");
  src.destroy();
  EXPECT_TRUE(contains(submit_copy(), "[Buffer \"staging\"] used in submit while destroyed."));
}

TEST_F(gpu_encoder, SubmitTheSameCommandBufferTwiceInOneSubmit) {
  CommandBuffer cb = device.createCommandEncoder().finish({.label = "dup"});
  EXPECT_TRUE(contains(validation_error([&] {
                         device.queue().submit({cb, cb});
                       }),
                       "[CommandBuffer \"dup\"] is submitted more than once."));
}

// A bind group set in a pass is checked at submit even when nothing dispatches with it (Dawn's
// rule; the WebGPU conformance suite's queue,destroyed,buffer:setBindGroup).
TEST_F(gpu_encoder, SubmitWithADestroyedBufferInABoundGroup) {
  ComputePipeline p = pipeline(kStorage);
  Buffer b = buffer(16, BufferUsage::Storage, "bound");
  BindGroup g = device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = b}}});
  auto submit_bind = [&] {
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setBindGroup(0, g);
    pass.end();
    return validation_error([&] { device.queue().submit({e.finish()}); });
  };
  EXPECT_EQ(submit_bind(), "");
  b.destroy();
  EXPECT_TRUE(contains(submit_bind(), "[Buffer \"bound\"] used in submit while destroyed."));
}

}  // namespace
}  // namespace wgx::gpu::testing
