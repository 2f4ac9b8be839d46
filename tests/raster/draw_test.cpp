// Drawing through wgx::gpu where no oracle picture is needed or none can be drawn: a tiled draw
// spread over worker threads gives the very bytes a draw on one thread gives (blending and the
// depth test depend on the order of a pixel's fragments); and the multisampling rules the Dawn
// oracle's job format cannot express (the pipeline's sample mask, alpha-to-coverage, the samples
// a later pass reads with textureLoad), checked against the values WebGPU's spec gives.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "wgx/gpu.h"

namespace wgx {
namespace {

using namespace wgx::gpu;

// Triangles with a depth and a translucent colour each, overlapping across many 64x64 tiles.
const char* kTriangles = R"(
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec4f }
@vertex fn vs(@location(0) p: vec3f, @location(1) c: vec4f) -> Out { return Out(vec4f(p, 1), c); }
@fragment fn fs(in: Out) -> @location(0) vec4f { return in.color * vec4f(1, fract(in.pos.x / 7), 1, 1); }
)";

// A fixed pseudo-random sequence in [0, 1).
struct Lcg {
  uint32_t x = 12345;
  float next() {
    x = x * 1664525u + 1013904223u;
    return static_cast<float>(x >> 8) / 16777216.0f;
  }
};

struct Drawn {
  std::vector<uint8_t> color, depth;
  std::vector<std::string> errors;
};

class Drawer {
 public:
  Drawer(unsigned threads, ExecutionBackend backend) {
    instance = createInstance();
    DeviceDescriptor d;
    d.execution.threads = threads;
    d.execution.backend = backend;
    d.uncapturedErrorCallback = [this](const Error& e) { errors.push_back(e.message); };
    device = instance.requestAdapter().requestDevice(d);
  }

  Buffer buffer_with(const void* data, uint64_t size, BufferUsageFlags usage) {
    Buffer b = device.createBuffer({.size = (size + 3) / 4 * 4, .usage = usage | BufferUsage::CopyDst});
    device.queue().writeBuffer(b, 0, data, size);
    return b;
  }

  // A texture's bytes (one aspect), rows tightly packed.
  std::vector<uint8_t> read(const Texture& t, uint32_t width, uint32_t height, uint32_t texel,
                            TextureAspect aspect = TextureAspect::All) {
    uint32_t row = width * texel, padded = (row + 255) / 256 * 256;
    Buffer b =
        device.createBuffer({.size = uint64_t{padded} * height, .usage = BufferUsage::CopyDst | BufferUsage::MapRead});
    CommandEncoder enc = device.createCommandEncoder();
    enc.copyTextureToBuffer({.texture = t, .aspect = aspect},
                            {.layout = {.bytesPerRow = padded, .rowsPerImage = height}, .buffer = b},
                            {width, height, 1});
    device.queue().submit({enc.finish()});
    std::vector<uint8_t> mapped(b.size());
    instance.waitAny(b.mapAsync(MapMode::Read, 0, b.size(), [](MapAsyncStatus, std::string_view) {}));
    if (const void* p = b.getConstMappedRange()) std::memcpy(mapped.data(), p, mapped.size());
    b.unmap();
    std::vector<uint8_t> out;
    for (uint32_t r = 0; r < height; r++)
      out.insert(out.end(), mapped.begin() + r * padded, mapped.begin() + r * padded + row);
    return out;
  }

  Instance instance;
  Device device;
  std::vector<std::string> errors;
};

// 120 blended triangles under a depth test (less-equal, written) into a 333x201 target (odd
// sizes: the last tiles are partial), with a scissor that cuts the left edge mid-tile.
Drawn draw_scene(unsigned threads, ExecutionBackend backend) {
  Drawer d(threads, backend);
  constexpr uint32_t kWidth = 333, kHeight = 201, kTriangles3 = 120 * 3;
  std::vector<float> vertices;
  Lcg r;
  for (uint32_t i = 0; i < kTriangles3; i++) {
    float z = r.next();
    vertices.insert(vertices.end(), {r.next() * 2.4f - 1.2f, r.next() * 2.4f - 1.2f, z});
    vertices.insert(vertices.end(), {r.next(), r.next(), r.next(), 0.3f + 0.6f * r.next()});
  }
  Buffer vb = d.buffer_with(vertices.data(), vertices.size() * 4, BufferUsage::Vertex);
  ShaderModule module = d.device.createShaderModule({.code = kTriangles});
  VertexBufferLayout layout{.arrayStride = 28,
                            .attributes = {{VertexFormat::Float32x3, 0, 0}, {VertexFormat::Float32x4, 12, 1}}};
  BlendComponent over{.operation = BlendOperation::Add,
                      .srcFactor = BlendFactor::SrcAlpha,
                      .dstFactor = BlendFactor::OneMinusSrcAlpha};
  RenderPipelineDescriptor pd;
  pd.vertex = {{.module = module}, {layout}};
  pd.fragment = FragmentState{{.module = module},
                              {ColorTargetState{.format = TextureFormat::Rgba8Unorm, .blend = BlendState{over, over}}}};
  pd.depthStencil = DepthStencilState{
      .format = TextureFormat::Depth32Float, .depthWriteEnabled = true, .depthCompare = CompareFunction::LessEqual};
  RenderPipeline pipeline = d.device.createRenderPipeline(pd);
  Texture color = d.device.createTexture({.size = {kWidth, kHeight, 1},
                                          .format = TextureFormat::Rgba8Unorm,
                                          .usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc});
  Texture depth = d.device.createTexture({.size = {kWidth, kHeight, 1},
                                          .format = TextureFormat::Depth32Float,
                                          .usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc});
  CommandEncoder enc = d.device.createCommandEncoder();
  RenderPassEncoder pass = enc.beginRenderPass(
      {.colorAttachments = {RenderPassColorAttachment{.view = color.createView(),
                                                      .clearValue = {0.1, 0.2, 0.3, 1},
                                                      .loadOp = LoadOp::Clear,
                                                      .storeOp = StoreOp::Store}},
       .depthStencilAttachment = RenderPassDepthStencilAttachment{.view = depth.createView(),
                                                                  .depthClearValue = 1,
                                                                  .depthLoadOp = LoadOp::Clear,
                                                                  .depthStoreOp = StoreOp::Store}});
  pass.setPipeline(pipeline);
  pass.setVertexBuffer(0, vb);
  pass.setScissorRect(37, 0, kWidth - 37, kHeight);
  pass.draw(kTriangles3 / 2);  // two draws: the second's fragments come after the first's
  pass.draw(kTriangles3 / 2, 1, kTriangles3 / 2);
  pass.end();
  d.device.queue().submit({enc.finish()});
  Drawn out;
  out.color = d.read(color, kWidth, kHeight, 4);
  out.depth = d.read(depth, kWidth, kHeight, 4, TextureAspect::DepthOnly);
  out.errors = d.errors;
  return out;
}

class TiledDraw : public ::testing::TestWithParam<ExecutionBackend> {};

TEST_P(TiledDraw, ThreadsGiveTheSameBytesAsOneThread) {
  Drawn one = draw_scene(1, GetParam());
  ASSERT_TRUE(one.errors.empty()) << one.errors[0];
  // Something was drawn: the clear colour is not everywhere, and the scissored strip keeps it.
  size_t changed = 0;
  for (size_t i = 0; i < one.color.size(); i += 4) changed += one.color[i] != 26 || one.color[i + 1] != 51;
  EXPECT_GT(changed, one.color.size() / 8);
  EXPECT_EQ(one.color[0], 26);
  for (unsigned threads : {2u, 3u}) {
    Drawn many = draw_scene(threads, GetParam());
    ASSERT_TRUE(many.errors.empty()) << many.errors[0];
    EXPECT_TRUE(many.color == one.color) << threads << " threads";
    EXPECT_TRUE(many.depth == one.depth) << threads << " threads";
  }
}

INSTANTIATE_TEST_SUITE_P(Backends, TiledDraw, ::testing::Values(ExecutionBackend::Interpreter, ExecutionBackend::Compiled),
                         [](const auto& p) {
                           return p.param == ExecutionBackend::Interpreter ? "interpreter" : "compiled";
                         });

// A full-screen triangle of colour (1, 1, 1, alpha) into a 4x4 rgba8unorm target with four
// samples, cleared to zero, with the pipeline's sample mask and alpha-to-coverage as given. Returns
// the resolved texels, and each sample's red as a compute pass reads it with textureLoad.
struct Multisampled {
  std::vector<uint8_t> resolved;
  std::vector<float> sample_red;  // texel (x, y)'s sample s at (y * 4 + x) * 4 + s
  std::vector<std::string> errors;
};

Multisampled draw_multisampled(float alpha, uint32_t mask, bool alpha_to_coverage, ExecutionBackend backend) {
  Drawer d(0, backend);
  std::string code = R"(
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  return vec4f(f32((v << 1) & 2) * 2 - 1, f32(v & 2) * 2 - 1, 0, 1);
}
@fragment fn fs() -> @location(0) vec4f { return vec4f(1, 1, 1, ALPHA); }
@group(0) @binding(0) var ms: texture_multisampled_2d<f32>;
@group(0) @binding(1) var<storage, read_write> red: array<f32, 64>;
@compute @workgroup_size(64) fn read(@builtin(local_invocation_index) i: u32) {
  red[i] = textureLoad(ms, vec2u((i / 4) % 4, i / 16), i % 4).r;
}
)";
  code.replace(code.find("ALPHA"), 5, std::to_string(alpha));
  ShaderModule module = d.device.createShaderModule({.code = code});
  RenderPipelineDescriptor pd;
  pd.vertex = {{.module = module, .entryPoint = "vs"}};
  pd.fragment = FragmentState{{.module = module, .entryPoint = "fs"}, {ColorTargetState{.format = TextureFormat::Rgba8Unorm}}};
  pd.multisample = {.count = 4, .mask = mask, .alphaToCoverageEnabled = alpha_to_coverage};
  RenderPipeline pipeline = d.device.createRenderPipeline(pd);
  Texture ms = d.device.createTexture({.size = {4, 4, 1},
                                       .sampleCount = 4,
                                       .format = TextureFormat::Rgba8Unorm,
                                       .usage = TextureUsage::RenderAttachment | TextureUsage::TextureBinding});
  Texture resolved = d.device.createTexture({.size = {4, 4, 1},
                                             .format = TextureFormat::Rgba8Unorm,
                                             .usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc});
  CommandEncoder enc = d.device.createCommandEncoder();
  RenderPassEncoder pass = enc.beginRenderPass({.colorAttachments = {RenderPassColorAttachment{
                                                    .view = ms.createView(),
                                                    .resolveTarget = resolved.createView(),
                                                    .clearValue = {0, 0, 0, 0},
                                                    .loadOp = LoadOp::Clear,
                                                    .storeOp = StoreOp::Store}}});
  pass.setPipeline(pipeline);
  pass.draw(3);
  pass.end();
  Buffer red = d.device.createBuffer({.size = 256, .usage = BufferUsage::Storage | BufferUsage::CopySrc});
  ComputePipeline reader = d.device.createComputePipeline({.compute = {.module = module, .entryPoint = "read"}});
  ComputePassEncoder cp = enc.beginComputePass();
  cp.setPipeline(reader);
  cp.setBindGroup(0, d.device.createBindGroup({.layout = reader.getBindGroupLayout(0),
                                               .entries = {{.binding = 0, .textureView = ms.createView()},
                                                           {.binding = 1, .buffer = red}}}));
  cp.dispatchWorkgroups(1);
  cp.end();
  Buffer readback = d.device.createBuffer({.size = 256, .usage = BufferUsage::CopyDst | BufferUsage::MapRead});
  enc.copyBufferToBuffer(red, 0, readback, 0, 256);
  d.device.queue().submit({enc.finish()});
  Multisampled out;
  out.resolved = d.read(resolved, 4, 4, 4);
  d.instance.waitAny(readback.mapAsync(MapMode::Read, 0, 256, [](MapAsyncStatus, std::string_view) {}));
  out.sample_red.resize(64);
  if (const void* p = readback.getConstMappedRange()) std::memcpy(out.sample_red.data(), p, 256);
  readback.unmap();
  out.errors = d.errors;
  return out;
}

class Multisampling : public ::testing::TestWithParam<ExecutionBackend> {};

// The final sample mask is coverage & multisample.mask & the shader's (spec, "Sample Masking"):
// samples 0 and 2 of every texel are written and 1 and 3 keep the clear value; the resolve is
// their average.
TEST_P(Multisampling, PipelineMaskKeepsOnlyItsSamples) {
  Multisampled m = draw_multisampled(1, 0x5, false, GetParam());
  ASSERT_TRUE(m.errors.empty()) << m.errors[0];
  for (size_t i = 0; i < 64; i++) EXPECT_EQ(m.sample_red[i], i % 2 == 0 ? 1.0f : 0.0f) << "sample " << i;
  for (uint8_t b : m.resolved) EXPECT_EQ(b, 128);
}

// Alpha-to-coverage (spec, "Alpha to Coverage"): alpha <= 0 covers no sample, alpha >= 1 every
// one, and values between a proportionate number (wgx: the first round(alpha * 4) samples).
TEST_P(Multisampling, AlphaToCoverage) {
  Multisampled none = draw_multisampled(0, 0xFFFFFFFF, true, GetParam());
  ASSERT_TRUE(none.errors.empty()) << none.errors[0];
  for (uint8_t b : none.resolved) EXPECT_EQ(b, 0);
  Multisampled all = draw_multisampled(1, 0xFFFFFFFF, true, GetParam());
  for (uint8_t b : all.resolved) EXPECT_EQ(b, 255);
  Multisampled half = draw_multisampled(0.5f, 0xFFFFFFFF, true, GetParam());
  for (size_t i = 0; i < 64; i++) EXPECT_EQ(half.sample_red[i], i % 4 < 2 ? 1.0f : 0.0f) << "sample " << i;
  for (size_t i = 0; i < half.resolved.size(); i++) EXPECT_EQ(half.resolved[i], i % 4 == 3 ? 64 : 128) << i;
}

INSTANTIATE_TEST_SUITE_P(Backends, Multisampling,
                         ::testing::Values(ExecutionBackend::Interpreter, ExecutionBackend::Compiled),
                         [](const auto& p) { return p.param == ExecutionBackend::Interpreter ? "interpreter" : "compiled"; });

// A fragment shader writing a storage texture: a triangle with corners (0, 0), (8.2, 0), (0, 8.2)
// in pixels covers exactly the pixels with x + y <= 7 (no centre lies on its slanted edge); each
// covered pixel not discarded ((x + y) % 3 == 0 discards) stores (x, y) / 8. Helper lanes of the
// quads along the slanted edge, and discarded invocations, store nothing (spec: helper
// invocations and demoted ones have no side effects).
TEST(FragmentWrites, StorageTextureGetsOnlyLiveFragments) {
  Drawer d(0, ExecutionBackend::Auto);
  ShaderModule module = d.device.createShaderModule({.code = R"(
@group(0) @binding(0) var st: texture_storage_2d<rgba8unorm, write>;
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  var p = array(vec2f(0, 0), vec2f(8.2, 0), vec2f(0, 8.2));
  return vec4f(p[v].x / 4 - 1, 1 - p[v].y / 4, 0, 1);
}
@fragment fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
  let p = vec2u(pos.xy);
  if ((p.x + p.y) % 3u == 0u) { discard; }
  textureStore(st, p, vec4f(vec2f(p) / 8, 0, 1));
  return vec4f(1);
}
)"});
  RenderPipelineDescriptor pd;
  pd.vertex = {{.module = module}};
  pd.fragment = FragmentState{{.module = module}, {ColorTargetState{.format = TextureFormat::Rgba8Unorm}}};
  RenderPipeline pipeline = d.device.createRenderPipeline(pd);
  Texture color = d.device.createTexture(
      {.size = {8, 8, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::RenderAttachment});
  Texture st = d.device.createTexture({.size = {8, 8, 1},
                                       .format = TextureFormat::Rgba8Unorm,
                                       .usage = TextureUsage::StorageBinding | TextureUsage::CopySrc});
  CommandEncoder enc = d.device.createCommandEncoder();
  RenderPassEncoder pass = enc.beginRenderPass({.colorAttachments = {RenderPassColorAttachment{
                                                    .view = color.createView(), .loadOp = LoadOp::Clear, .storeOp = StoreOp::Store}}});
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, d.device.createBindGroup(
                           {.layout = pipeline.getBindGroupLayout(0), .entries = {{.binding = 0, .textureView = st.createView()}}}));
  pass.draw(3);
  pass.end();
  d.device.queue().submit({enc.finish()});
  ASSERT_TRUE(d.errors.empty()) << d.errors[0];
  std::vector<uint8_t> texels = d.read(st, 8, 8, 4);
  for (uint32_t y = 0; y < 8; y++)
    for (uint32_t x = 0; x < 8; x++) {
      const uint8_t* t = texels.data() + (y * 8 + x) * 4;
      bool live = x + y <= 7 && (x + y) % 3 != 0;
      auto unorm = [](uint32_t v) { return static_cast<uint8_t>(std::lround(v * 255.0 / 8)); };
      std::vector<uint8_t> want = live ? std::vector<uint8_t>{unorm(x), unorm(y), 0, 255} : std::vector<uint8_t>{0, 0, 0, 0};
      EXPECT_EQ(std::vector<uint8_t>(t, t + 4), want) << "texel " << x << ", " << y;
    }
}

// One triangle over a 16x16 target from (-1, -1, z0) (-1 at the bottom left) to (3, -1, z1) to
// (-1, 3, z2), depth32float or depth16unorm cleared to 1 and written (always), with a depth bias;
// returns the depth at pixel (x, y) as the attachment holds it.
float biased_depth(TextureFormat format, DepthStencilState state, const float z[3], uint32_t x, uint32_t y) {
  Drawer d(0, ExecutionBackend::Auto);
  std::string code = R"(
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  var z = array(Z0, Z1, Z2);
  return vec4f(f32((v << 1) & 2) * 2 - 1, f32(v & 2) * 2 - 1, z[v], 1);
}
@fragment fn fs() -> @location(0) vec4f { return vec4f(1); }
)";
  for (int i = 0; i < 3; i++) {
    std::string key = "Z" + std::to_string(i);
    code.replace(code.find(key), 2, std::to_string(z[i]));
  }
  ShaderModule module = d.device.createShaderModule({.code = code});
  state.format = format;
  state.depthWriteEnabled = true;
  state.depthCompare = CompareFunction::Always;
  RenderPipelineDescriptor pd;
  pd.vertex = {{.module = module}};
  pd.fragment = FragmentState{{.module = module}, {ColorTargetState{.format = TextureFormat::Rgba8Unorm}}};
  pd.depthStencil = state;
  RenderPipeline pipeline = d.device.createRenderPipeline(pd);
  Texture color = d.device.createTexture(
      {.size = {16, 16, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::RenderAttachment});
  Texture depth = d.device.createTexture(
      {.size = {16, 16, 1}, .format = format, .usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc});
  CommandEncoder enc = d.device.createCommandEncoder();
  RenderPassEncoder pass = enc.beginRenderPass(
      {.colorAttachments = {RenderPassColorAttachment{
           .view = color.createView(), .loadOp = LoadOp::Clear, .storeOp = StoreOp::Store}},
       .depthStencilAttachment = RenderPassDepthStencilAttachment{.view = depth.createView(),
                                                                  .depthClearValue = 1,
                                                                  .depthLoadOp = LoadOp::Clear,
                                                                  .depthStoreOp = StoreOp::Store}});
  pass.setPipeline(pipeline);
  pass.draw(3);
  pass.end();
  d.device.queue().submit({enc.finish()});
  EXPECT_TRUE(d.errors.empty()) << d.errors[0];
  uint32_t texel = format == TextureFormat::Depth16Unorm ? 2 : 4;
  std::vector<uint8_t> bytes = d.read(depth, 16, 16, texel, TextureAspect::DepthOnly);
  const uint8_t* at = bytes.data() + (y * 16 + x) * texel;
  if (texel == 2) return static_cast<float>(at[0] | at[1] << 8) / 65535.0f;
  float f;
  std::memcpy(&f, at, 4);
  return f;
}

// WebGPU's "biased fragment depth": a float format's constant bias is in units of 2^(e - 23), e
// the exponent of the primitive's largest depth; a unorm one's in steps of the format.
TEST(DepthBias, ConstantBiasInTheFormatsUnits) {
  const float flat[3] = {0.5f, 0.5f, 0.5f};
  EXPECT_EQ(biased_depth(TextureFormat::Depth32Float, {.depthBias = 1000}, flat, 3, 4), 0.5f + 1000 * 0x1p-24f);
  EXPECT_EQ(biased_depth(TextureFormat::Depth32Float, {.depthBias = -7}, flat, 9, 9), 0.5f - 7 * 0x1p-24f);
  // depth16unorm: ten steps of 1 / 65535 more than 0.5 (32767.5 steps), held to the nearest step
  // (the f32 sum lands a hair either side of the half).
  EXPECT_NEAR(biased_depth(TextureFormat::Depth16Unorm, {.depthBias = 10}, flat, 5, 5) * 65535, 32777.5, 0.51);
  EXPECT_NEAR(biased_depth(TextureFormat::Depth16Unorm, {}, flat, 5, 5) * 65535, 32767.5, 0.51);
  // The clamp bounds the bias; the viewport's depth range bounds the result.
  EXPECT_EQ(biased_depth(TextureFormat::Depth32Float, {.depthBias = 1000, .depthBiasClamp = 0x1p-20f}, flat, 1, 1),
            0.5f + 0x1p-20f);
  EXPECT_EQ(biased_depth(TextureFormat::Depth32Float, {.depthBias = 1 << 30}, flat, 1, 1), 1.0f);
}

// The slope term: depthBiasSlopeScale times the larger of |dz/dx| and |dz/dy| in pixels. Over the
// 16x16 target z goes from 0.2 at x = 0 to 1.0 at x = 32 (the triangle's far corner): dz/dx =
// 0.8 / 32 = 0.025 a pixel, dz/dy = 0.
TEST(DepthBias, SlopeScaledBias) {
  const float sloped[3] = {0.2f, 1.0f, 0.2f};
  float plain = biased_depth(TextureFormat::Depth32Float, {}, sloped, 7, 3);
  float biased = biased_depth(TextureFormat::Depth32Float, {.depthBiasSlopeScale = 2}, sloped, 7, 3);
  EXPECT_NEAR(plain, 0.2f + 0.025f * 7.5f, 1e-6);
  EXPECT_NEAR(biased - plain, 2 * 0.025f, 1e-6);
}

// An indirect draw's firstInstance: used with "indirect-first-instance", and without the feature a
// non-zero one makes the whole draw a no-op (WebGPU, drawIndirect). Each instance writes its
// instance_index + 1 at pixel x = instance_index of a 8x1 r32uint target.
std::vector<uint32_t> draw_instances_indirectly(bool feature, uint32_t first_instance) {
  Drawer d(1, ExecutionBackend::Interpreter);
  if (feature) {
    DeviceDescriptor desc;
    desc.requiredFeatures = {"indirect-first-instance"};
    desc.uncapturedErrorCallback = [&d](const Error& e) { d.errors.push_back(e.message); };
    d.device = d.instance.requestAdapter().requestDevice(desc);
  }
  ShaderModule module = d.device.createShaderModule({.code = R"(
struct Out { @builtin(position) pos: vec4f, @location(0) @interpolate(flat) id: u32 }
@vertex fn vs(@builtin(instance_index) i: u32) -> Out { return Out(vec4f((f32(i) + 0.5) / 4 - 1, 0, 0, 1), i + 1); }
@fragment fn fs(in: Out) -> @location(0) u32 { return in.id; }
)"});
  RenderPipelineDescriptor pd;
  pd.vertex = {{.module = module}, {}};
  pd.primitive.topology = PrimitiveTopology::PointList;
  pd.fragment = FragmentState{{.module = module}, {ColorTargetState{.format = TextureFormat::R32Uint}}};
  RenderPipeline pipeline = d.device.createRenderPipeline(pd);
  const uint32_t args[4] = {1, 3, 0, first_instance};  // vertexCount, instanceCount, firstVertex, firstInstance
  Buffer indirect = d.buffer_with(args, sizeof args, BufferUsage::Indirect);
  Texture target = d.device.createTexture({.size = {8, 1, 1},
                                           .format = TextureFormat::R32Uint,
                                           .usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc});
  CommandEncoder enc = d.device.createCommandEncoder();
  RenderPassEncoder pass =
      enc.beginRenderPass({.colorAttachments = {RenderPassColorAttachment{.view = target.createView(),
                                                                          .clearValue = {0, 0, 0, 0},
                                                                          .loadOp = LoadOp::Clear,
                                                                          .storeOp = StoreOp::Store}}});
  pass.setPipeline(pipeline);
  pass.drawIndirect(indirect, 0);
  pass.end();
  d.device.queue().submit({enc.finish()});
  std::vector<uint8_t> bytes = d.read(target, 8, 1, 4);
  EXPECT_TRUE(d.errors.empty()) << d.errors[0];
  std::vector<uint32_t> ids(8);
  std::memcpy(ids.data(), bytes.data(), 32);
  return ids;
}

TEST(IndirectDraw, FirstInstanceNeedsItsFeature) {
  EXPECT_EQ(draw_instances_indirectly(true, 2), (std::vector<uint32_t>{0, 0, 3, 4, 5, 0, 0, 0}));
  EXPECT_EQ(draw_instances_indirectly(true, 0), (std::vector<uint32_t>{1, 2, 3, 0, 0, 0, 0, 0}));
  EXPECT_EQ(draw_instances_indirectly(false, 0), (std::vector<uint32_t>{1, 2, 3, 0, 0, 0, 0, 0}));
  EXPECT_EQ(draw_instances_indirectly(false, 2), (std::vector<uint32_t>(8, 0)));  // a no-op
}

}  // namespace
}  // namespace wgx
