// Drawing through wgx::gpu where no oracle picture is needed: a tiled draw spread over worker
// threads gives the very bytes a draw on one thread gives (blending and the depth test depend on
// the order of a pixel's fragments), on both executors.
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace wgx
