// wgx::gpu end to end: upload, pipelines with auto and explicit layouts, dispatches (direct,
// indirect, with dynamic offsets and override constants) on both executors, copies, clears,
// readback by mapping.
#include "api/gpu_test_support.h"
#include "program/executable.h"

namespace wgx::gpu::testing {
namespace {

// Lower-case suite names, so that `ctest -R gpu` selects these tests. gpu_dispatch runs each
// test on the interpreter and on the compiled backend.
using gpu_end_to_end = GpuTest;
using gpu_dispatch = GpuDispatchTest;
WGX_GPU_ON_BOTH_BACKENDS(gpu_dispatch);

const char* kDouble = R"(
@group(0) @binding(0) var<storage, read> input: array<u32>;
@group(0) @binding(1) var<storage, read_write> output: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
  if (id.x < arrayLength(&output)) { output[id.x] = input[id.x] * 2u + 1u; }
}
)";

TEST_P(gpu_dispatch, EndToEndAutoLayout) {
  std::vector<uint32_t> values(100);
  for (uint32_t i = 0; i < 100; i++) values[i] = i * 3;
  Buffer input = upload_u32(values, BufferUsage::Storage);
  Buffer output = buffer(400, BufferUsage::Storage | BufferUsage::CopySrc, "output");
  ComputePipeline p = pipeline(kDouble);
  ASSERT_TRUE(p.isValid());
  BindGroup g =
      device.createBindGroup({.layout = p.getBindGroupLayout(0),
                              .entries = {{.binding = 0, .buffer = input}, {.binding = 1, .buffer = output}}});
  ASSERT_TRUE(g.isValid());
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroups(2);
  pass.end();
  device.queue().submit({e.finish()});
  std::vector<uint32_t> out = read_u32(output);
  for (uint32_t i = 0; i < 100; i++) ASSERT_EQ(out[i], values[i] * 2 + 1) << i;
}

// A pipeline is built for its backend once: a thousand dispatches, in one pass and over many
// submits, write its kernel's C++ once on the compiled backend and never on the interpreter.
TEST_P(gpu_dispatch, PipelineBuiltOnceForAllDispatches) {
  Buffer input = upload_u32(std::vector<uint32_t>(64, 5), BufferUsage::Storage);
  Buffer output = buffer(256, BufferUsage::Storage | BufferUsage::CopySrc);
  uint64_t before = program::kernels_emitted();
  ComputePipeline p = pipeline(kDouble);
  BindGroup g =
      device.createBindGroup({.layout = p.getBindGroupLayout(0),
                              .entries = {{.binding = 0, .buffer = input}, {.binding = 1, .buffer = output}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  for (int i = 0; i < 500; i++) pass.dispatchWorkgroups(1);
  pass.end();
  device.queue().submit({e.finish()});
  for (int i = 0; i < 500; i++) dispatch(p, g);
  EXPECT_EQ(read_u32(output), std::vector<uint32_t>(64, 11));  // waits for the queue
  EXPECT_EQ(program::kernels_emitted() - before, GetParam() == ExecutionBackend::Compiled ? 1u : 0u);
}

TEST_P(gpu_dispatch, MappedAtCreationUploadAndMapWriteStaging) {
  Buffer input = device.createBuffer({.size = 16, .usage = BufferUsage::Storage, .mappedAtCreation = true});
  uint32_t words[4] = {1, 2, 3, 4};
  std::memcpy(input.getMappedRange(), words, 16);
  input.unmap();
  Buffer staging = buffer(16, BufferUsage::MapWrite | BufferUsage::CopySrc);
  instance.waitAny(staging.mapAsync(MapMode::Write));
  ASSERT_EQ(staging.mapState(), BufferMapState::Mapped);
  uint32_t more[4] = {10, 20, 30, 40};
  std::memcpy(staging.getMappedRange(), more, 16);
  staging.unmap();
  Buffer output = buffer(16, BufferUsage::Storage | BufferUsage::CopySrc);
  ComputePipeline p = pipeline(kDouble);
  BindGroup g =
      device.createBindGroup({.layout = p.getBindGroupLayout(0),
                              .entries = {{.binding = 0, .buffer = input}, {.binding = 1, .buffer = output}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroups(1);
  pass.end();
  Buffer copy = buffer(16, BufferUsage::CopyDst | BufferUsage::CopySrc);
  e.copyBufferToBuffer(staging, 0, copy, 0, 16);
  device.queue().submit({e.finish()});
  EXPECT_EQ(read_u32(output), (std::vector<uint32_t>{3, 5, 7, 9}));
  EXPECT_EQ(read_u32(copy), (std::vector<uint32_t>{10, 20, 30, 40}));
}

TEST_P(gpu_dispatch, DynamicOffsets) {
  const char* code = R"(
struct Params { value: u32 }
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 4>;
@compute @workgroup_size(1) fn main() { out[1] = params.value; }
)";
  BindGroupLayout bgl = device.createBindGroupLayout(
      {.entries = {{.binding = 0,
                    .visibility = ShaderStage::Compute,
                    .buffer = {.type = BufferBindingType::Uniform, .hasDynamicOffset = true}},
                   {.binding = 1,
                    .visibility = ShaderStage::Compute,
                    .buffer = {.type = BufferBindingType::Storage, .hasDynamicOffset = true}}}});
  PipelineLayout layout = device.createPipelineLayout({.bindGroupLayouts = {bgl}});
  ComputePipeline p = pipeline(code, {}, layout);
  ASSERT_TRUE(p.isValid());
  std::vector<uint32_t> params(128, 0);
  params[0] = 7, params[64] = 9;  // at bytes 0 and 256
  Buffer uniforms = upload_u32(params, BufferUsage::Uniform);
  Buffer out = buffer(512, BufferUsage::Storage | BufferUsage::CopySrc);
  BindGroup g = device.createBindGroup(
      {.layout = bgl,
       .entries = {{.binding = 0, .buffer = uniforms, .size = 16}, {.binding = 1, .buffer = out, .size = 16}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g, {256, 0});
  pass.dispatchWorkgroups(1);
  pass.setBindGroup(0, g, {0, 256});
  pass.dispatchWorkgroups(1);
  pass.end();
  device.queue().submit({e.finish()});
  std::vector<uint32_t> words = read_u32(out);
  EXPECT_EQ(words[1], 9u);
  EXPECT_EQ(words[65], 7u);
}

const char* kIds = R"(
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(global_invocation_id) id: vec3u) { out[id.x] = id.x + 100u; }
)";

TEST_P(gpu_dispatch, IndirectDispatch) {
  Buffer args = upload_u32({0, 0, 3, 1, 1}, BufferUsage::Indirect);
  Buffer out = buffer(32, BufferUsage::Storage | BufferUsage::CopySrc);
  ComputePipeline p = pipeline(kIds);
  BindGroup g = device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroupsIndirect(args, 8);
  pass.end();
  device.queue().submit({e.finish()});
  EXPECT_EQ(read_u32(out), (std::vector<uint32_t>{100, 101, 102, 0, 0, 0, 0, 0}));
}

TEST_P(gpu_dispatch, IndirectDispatchOverTheLimitDoesNothing) {
  Buffer args = upload_u32({70000, 1, 1}, BufferUsage::Indirect);
  Buffer out = buffer(16, BufferUsage::Storage | BufferUsage::CopySrc);
  ComputePipeline p = pipeline(kIds);
  BindGroup g = device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroupsIndirect(args, 0);
  pass.end();
  EXPECT_EQ(validation_error([&] { device.queue().submit({e.finish()}); }), "");
  EXPECT_EQ(read_u32(out), (std::vector<uint32_t>{0, 0, 0, 0}));
}

TEST_F(gpu_end_to_end, CopyAndClear) {
  Buffer a = upload_u32({1, 2, 3, 4, 5, 6, 7, 8}, BufferUsage::CopySrc);
  Buffer b = upload_u32({9, 9, 9, 9, 9, 9, 9, 9}, BufferUsage::CopySrc);
  CommandEncoder e = device.createCommandEncoder();
  e.copyBufferToBuffer(a, 4, b, 8, 12);  // b = 9 9 2 3 4 9 9 9
  e.clearBuffer(b, 24);                  // b = 9 9 2 3 4 9 0 0
  e.clearBuffer(a, 0, 8);                // a = 0 0 3 ...
  device.queue().submit({e.finish()});
  EXPECT_EQ(read_u32(b), (std::vector<uint32_t>{9, 9, 2, 3, 4, 9, 0, 0}));
  EXPECT_EQ(read_u32(a), (std::vector<uint32_t>{0, 0, 3, 4, 5, 6, 7, 8}));
}

// Overrides by name and @id, sizing the workgroup, run in tests/exec/scripts/overrides.wgxtest;
// here, the pipeline errors of missing and out-of-limit values.
TEST_F(gpu_end_to_end, OverrideConstantErrors) {
  const char* code = R"(
override scale: u32;
@id(7) override offset: u32 = 1;
override wg: u32 = 4;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(wg) fn main(@builtin(global_invocation_id) id: vec3u) { out[id.x] = id.x * scale + offset; }
)";
  std::string err;
  device.pushErrorScope(ErrorFilter::Validation);
  EXPECT_FALSE(pipeline(code).isValid());
  err = device.popErrorScope().error->message;
  EXPECT_NE(err.find("There are uninitialized pipeline overridable constants, their identifiers:[scale]"),
            std::string::npos)
      << err;
  err = validation_error([&] { pipeline(code, {{"scale", 1}, {"wg", 1024}}); });
  EXPECT_NE(err.find("Entry-point uses workgroup_size(1024, 1, 1) that exceeds the maximum allowed (256, 256, 64)."),
            std::string::npos)
      << err;
}

TEST_F(gpu_end_to_end, CompilationInfoOfABrokenShader) {
  const char* code = "@compute @workgroup_size(1)\nfn main() {\n  let x = ;\n}\n";
  ShaderModule m;
  std::string err = validation_error([&] { m = device.createShaderModule({.label = "broken", .code = code}); });
  EXPECT_FALSE(m.isValid());
  EXPECT_NE(err.find("Error while parsing WGSL: broken:3:11 error: "), std::string::npos) << err;
  CompilationInfo info = m.getCompilationInfo();
  ASSERT_EQ(info.messages.size(), 1u);
  const CompilationMessage& msg = info.messages[0];
  EXPECT_EQ(msg.type, CompilationMessageType::Error);
  EXPECT_EQ(msg.message, "missing initializer for 'let' declaration");  // what `wgx check` says
  EXPECT_EQ(msg.lineNum, 3u);
  EXPECT_EQ(msg.linePos, 11u);
  EXPECT_EQ(msg.offset, 50u);
  EXPECT_EQ(msg.length, 1u);
}

// `enable f16;` and `enable subgroups;` need the device's features, as in a browser.
TEST_F(gpu_end_to_end, ExtensionsNeedTheDevicesFeatures) {
  const char* code = "enable f16;\n@compute @workgroup_size(1) fn main() { let h = 1.0h; }\n";
  ShaderModule m;
  std::string err = validation_error([&] { m = device.createShaderModule({.label = "halves", .code = code}); });
  EXPECT_FALSE(m.isValid());
  EXPECT_NE(err.find("halves:1:8 error: extension 'f16' is not allowed in the current environment"), std::string::npos)
      << err;
  CompilationInfo info = m.getCompilationInfo();
  ASSERT_EQ(info.messages.size(), 1u);
  EXPECT_EQ(info.messages[0].lineNum, 1u);
  EXPECT_EQ(info.messages[0].linePos, 8u);
  DeviceDescriptor d;
  d.requiredFeatures = {"shader-f16"};
  device = adapter.requestDevice(d);
  EXPECT_TRUE(device.createShaderModule({.code = code}).isValid());
  err = validation_error([&] {
    m = device.createShaderModule({.code = "enable subgroups;\n@compute @workgroup_size(1) fn main() {}\n"});
  });
  EXPECT_FALSE(m.isValid());  // this device has shader-f16 only
  EXPECT_NE(err.find("extension 'subgroups' is not allowed"), std::string::npos) << err;
}

// The adapter offers clip-distances, dual-source-blending and primitive-index, which draws use;
// each enable still needs its feature on the device.
TEST_F(gpu_end_to_end, DrawingExtensionsNeedTheirFeatures) {
  const char* clip = "enable clip_distances;\n@compute @workgroup_size(1) fn main() {}\n";
  const char* blend = "enable dual_source_blending;\n@compute @workgroup_size(1) fn main() {}\n";
  const char* primitive = "enable primitive_index;\n@compute @workgroup_size(1) fn main() {}\n";
  for (const char* feature : {"clip-distances", "dual-source-blending", "primitive-index"})
    EXPECT_TRUE(adapter.features().count(feature)) << feature;
  std::string err = validation_error([&] { device.createShaderModule({.code = clip}); });
  EXPECT_NE(err.find("extension 'clip_distances' is not allowed"), std::string::npos) << err;
  err = validation_error([&] { device.createShaderModule({.code = blend}); });
  EXPECT_NE(err.find("extension 'dual_source_blending' is not allowed"), std::string::npos) << err;
  err = validation_error([&] { device.createShaderModule({.code = primitive}); });
  EXPECT_NE(err.find("extension 'primitive_index' is not allowed"), std::string::npos) << err;
  DeviceDescriptor d;
  d.requiredFeatures = {"clip-distances", "dual-source-blending", "primitive-index"};
  device = adapter.requestDevice(d);
  EXPECT_TRUE(device.createShaderModule({.code = clip}).isValid());
  EXPECT_TRUE(device.createShaderModule({.code = blend}).isValid());
  EXPECT_TRUE(device.createShaderModule({.code = primitive}).isValid());
}

// WebGPU's feature dependencies: a device created with texture-formats-tier2 also has tier1 and
// rg11b10ufloat-renderable; the compressed formats' sliced-3d features bring their base feature.
TEST_F(gpu_end_to_end, RequestedFeaturesBringTheirDependencies) {
  device = adapter.requestDevice({.requiredFeatures = {"texture-formats-tier2", "texture-compression-bc-sliced-3d"}});
  std::set<std::string> features = device.features();
  for (const char* f : {"texture-formats-tier2", "texture-formats-tier1", "rg11b10ufloat-renderable",
                        "texture-compression-bc-sliced-3d", "texture-compression-bc"})
    EXPECT_TRUE(features.count(f)) << f;
  EXPECT_FALSE(features.count("texture-compression-astc"));
  device = adapter.requestDevice({.requiredFeatures = {"texture-formats-tier1"}});
  EXPECT_TRUE(device.features().count("rg11b10ufloat-renderable"));
  EXPECT_FALSE(device.features().count("texture-formats-tier2"));
}

// A NUL anywhere in the code, a comment included, is Dawn's one error about the whole text.
TEST_F(gpu_end_to_end, NulCharacterAnywhereIsRejected) {
  std::string code = "// a X in a comment\n@compute @workgroup_size(1) fn main() {}\n";
  code[5] = '\0';
  ShaderModule m;
  std::string err = validation_error([&] { m = device.createShaderModule({.label = "nul", .code = code}); });
  EXPECT_FALSE(m.isValid());
  EXPECT_NE(err.find("The WGSL shader contains an illegal character '\\0'"), std::string::npos) << err;
  CompilationInfo info = m.getCompilationInfo();
  ASSERT_EQ(info.messages.size(), 1u);
  EXPECT_EQ(info.messages[0].lineNum, 0u);
}

// Positions in bytes and in UTF-16 code units, as webgpu.h has both: 'é' is 2 bytes and 1 unit,
// the emoji 4 bytes and 2 units.
TEST_F(gpu_end_to_end, CompilationMessagePositionsInBytesAndUtf16) {
  const char* code = "// \u00e9\U0001F600\n@compute @workgroup_size(1)\nfn main() { /* \u00e9 */ let x = ; }\n";
  ShaderModule m;
  validation_error([&] { m = device.createShaderModule({.code = code}); });
  CompilationInfo info = m.getCompilationInfo();
  ASSERT_EQ(info.messages.size(), 1u);
  const CompilationMessage& msg = info.messages[0];
  EXPECT_EQ(msg.lineNum, 3u);
  EXPECT_EQ(msg.linePos, 30u);       // bytes: "fn main() { /* " 15, "é" 2, " */ let x = " 12
  EXPECT_EQ(msg.utf16LinePos, 29u);  // the same with 'é' one unit
  EXPECT_EQ(msg.offset, 10u + 28u + 29u);
  EXPECT_EQ(msg.utf16Offset, 7u + 28u + 28u);
  EXPECT_EQ(msg.length, 1u);
  EXPECT_EQ(msg.utf16Length, 1u);
}

TEST_F(gpu_end_to_end, CompilationInfoOfAValidShaderIsEmpty) {
  ShaderModule m = device.createShaderModule({.code = kIds});
  EXPECT_TRUE(m.isValid());
  EXPECT_TRUE(m.getCompilationInfo().messages.empty());
}

TEST_P(gpu_dispatch, WatchdogIsAnInternalError) {
  DeviceDescriptor d;
  d.execution.maxSteps = 10000;
  d.execution.backend = GetParam();
  Device small = adapter.requestDevice(d);
  const char* code = R"(
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main() { loop { if (out[0] == 1u) { break; } out[1] += 1u; } }
)";
  ShaderModule m = small.createShaderModule({.code = code});
  ComputePipeline p = small.createComputePipeline({.compute = {.module = m}});
  Buffer out = small.createBuffer({.size = 8, .usage = BufferUsage::Storage});
  BindGroup g = small.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
  CommandEncoder e = small.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroups(1);
  pass.end();
  small.pushErrorScope(ErrorFilter::Internal);
  small.queue().submit({e.finish()});
  PopErrorScopeResult r = small.popErrorScope();
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, ErrorType::Internal);
  EXPECT_NE(r.error->message.find("did not finish"), std::string::npos) << r.error->message;
}

TEST_F(gpu_end_to_end, OnSubmittedWorkDoneRunsAtProcessEvents) {
  bool done = false;
  device.queue().submit({});
  Future f =
      device.queue().onSubmittedWorkDone([&](QueueWorkDoneStatus s) { done = s == QueueWorkDoneStatus::Success; });
  EXPECT_FALSE(done);
  EXPECT_EQ(instance.waitAny(f), WaitStatus::Success);
  EXPECT_TRUE(done);
  EXPECT_EQ(instance.waitAny(Future{12345}), WaitStatus::UnknownFuture);
}

TEST_F(gpu_end_to_end, FragmentShaderReadsSubgroupSize) {
  // A fragment shader reading subgroup_size (with the feature) draws without an error of either
  // kind (its values: tests/golden/render/fragment_subgroups). It was the example of what wgx did
  // not draw; valid WGSL has no such construct left.
  DeviceDescriptor d;
  d.requiredFeatures = {"subgroups"};
  device = adapter.requestDevice(d);
  ASSERT_TRUE(device);
  const char* code = R"(enable subgroups;
@vertex fn vs() -> @builtin(position) vec4f { return vec4f(0, 0, 0, 1); }
@fragment fn fs(@builtin(subgroup_size) n: u32) -> @location(0) vec4f { return vec4f(f32(n)); }
)";
  device.pushErrorScope(ErrorFilter::Internal);
  device.pushErrorScope(ErrorFilter::Validation);
  ShaderModule m = device.createShaderModule({.code = code});
  RenderPipelineDescriptor rp;
  rp.vertex.module = m;
  FragmentState f;
  f.module = m;
  f.targets = {ColorTargetState{.format = TextureFormat::Rgba8Unorm}};
  rp.fragment = f;
  RenderPipeline p = device.createRenderPipeline(rp);
  Texture target = device.createTexture(
      {.size = {4, 4, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::RenderAttachment});
  CommandEncoder e = device.createCommandEncoder();
  RenderPassDescriptor pd;
  pd.colorAttachments = {
      RenderPassColorAttachment{.view = target.createView(), .loadOp = LoadOp::Clear, .storeOp = StoreOp::Store}};
  RenderPassEncoder pass = e.beginRenderPass(pd);
  pass.setPipeline(p);
  pass.draw(3);
  pass.end();
  device.queue().submit({e.finish()});
  PopErrorScopeResult validation = device.popErrorScope();
  PopErrorScopeResult internal = device.popErrorScope();
  EXPECT_TRUE(p.isValid());
  ASSERT_FALSE(validation.error) << validation.error->message;
  EXPECT_FALSE(internal.error) << internal.error->message;
}

// The "subgroups" feature: the adapter reports WGSL's range of subgroup sizes, a device runs the
// size its ExecutionSettings ask for.
TEST_F(gpu_end_to_end, SubgroupsRunWithTheDevicesSubgroupSize) {
  EXPECT_TRUE(adapter.features().count("subgroups"));
  EXPECT_EQ(adapter.info().subgroupMinSize, 4u);
  EXPECT_EQ(adapter.info().subgroupMaxSize, 128u);
  DeviceDescriptor d;
  d.requiredFeatures = {"subgroups"};
  d.execution.subgroupSize = 4;
  device = adapter.requestDevice(d);
  ASSERT_TRUE(device);
  EXPECT_TRUE(device.features().count("subgroups"));
  Buffer output = buffer(32, BufferUsage::Storage | BufferUsage::CopySrc);
  ComputePipeline p = pipeline(
      "enable subgroups;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) i: u32) { out[i] = subgroupAdd(i); }\n");
  ASSERT_TRUE(p.isValid());
  BindGroup g =
      device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = output}}});
  dispatch(p, g);
  EXPECT_EQ(read_u32(output), (std::vector<uint32_t>{6, 6, 6, 6, 22, 22, 22, 22}));
  std::string why;
  EXPECT_FALSE(adapter.requestDevice({.execution = {.subgroupSize = 12}}, &why));
  EXPECT_EQ(why, "The subgroup size must be a power of two from 4 to 128.");
}

// The "shader-f16" feature: f16 values are 2 bytes in buffers; the arithmetic rounds to f16.
TEST_F(gpu_end_to_end, ShaderF16RunsOnTheInterpreter) {
  EXPECT_TRUE(adapter.features().count("shader-f16"));
  device = adapter.requestDevice({.requiredFeatures = {"shader-f16"}});
  ASSERT_TRUE(device);
  EXPECT_TRUE(device.features().count("shader-f16"));
  Buffer output = buffer(8, BufferUsage::Storage | BufferUsage::CopySrc);
  ComputePipeline p = pipeline(
      "enable f16;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<f16>;\n"
      "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {\n"
      "  out[i] = 2048h + f16(i) + 0.5h;\n"
      "}\n");
  ASSERT_TRUE(p.isValid());
  BindGroup g =
      device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = output}}});
  dispatch(p, g);
  // Halves from 2048 to 4096 are 2 apart; each addition rounds to even: 2049 -> 2048, 2051 -> 2052,
  // and every + 0.5 rounds back down: 2048, 2048, 2050, 2052.
  EXPECT_EQ(read_u32(output), (std::vector<uint32_t>{0x68006800u, 0x68026801u}));
}

// timestamp-query: passes write the queue's monotonic time at their beginning and end; resolving
// copies what was written (0 for a query no pass wrote).
TEST_F(gpu_end_to_end, TimestampQueriesResolveInOrder) {
  device = adapter.requestDevice({.requiredFeatures = {"timestamp-query"}});
  QuerySet set = device.createQuerySet({.type = QueryType::Timestamp, .count = 4});
  Buffer resolved = buffer(32, BufferUsage::QueryResolve | BufferUsage::CopySrc);
  CommandEncoder e = device.createCommandEncoder();
  e.beginComputePass({.timestampWrites = PassTimestampWrites{set, 0, 1}}).end();
  e.beginComputePass({.timestampWrites = PassTimestampWrites{set, std::nullopt, 2}}).end();
  e.resolveQuerySet(set, 0, 4, resolved, 0);
  EXPECT_EQ(validation_error([&] { device.queue().submit({e.finish()}); }), "");
  std::vector<uint32_t> words = read_u32(resolved);
  uint64_t t[4];
  std::memcpy(t, words.data(), 32);
  EXPECT_GT(t[0], 0u);
  EXPECT_LE(t[0], t[1]);
  EXPECT_LE(t[1], t[2]);
  EXPECT_EQ(t[3], 0u);
}

}  // namespace
}  // namespace wgx::gpu::testing
