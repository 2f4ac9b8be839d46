// WebGPU's "Encoder bind groups alias a writable resource" in wgx::gpu: a dispatch or draw whose
// bind groups reach one buffer range or texture subresource through a writable storage binding and
// another binding of the same stage is a validation error, dynamic offsets included; disjoint
// ranges, other mip levels and separate draws of one pass are not (the usage scope's storage
// exception). The CTS's resource_usages groups test the texture half case by case.
#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

using gpu_aliasing = GpuTest;

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

const char* kTwoStorageBuffers = R"(
@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> b: array<u32>;
@compute @workgroup_size(1) fn main() { a[0] = 1u; b[0] = 2u; }
)";

TEST_F(gpu_aliasing, OverlappingWritableBufferRangesInOneDispatch) {
  ComputePipeline p = pipeline(kTwoStorageBuffers);
  ASSERT_TRUE(p.isValid());
  Buffer buf = buffer(1024, BufferUsage::Storage, "shared");
  auto dispatch_error = [&](uint64_t second_offset) {
    BindGroup g =
        device.createBindGroup({.layout = p.getBindGroupLayout(0),
                                .entries = {{.binding = 0, .buffer = buf, .offset = 0, .size = 512},
                                            {.binding = 1, .buffer = buf, .offset = second_offset, .size = 256}}});
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.dispatchWorkgroups(1);
    pass.end();
    return validation_error([&] { e.finish(); });
  };
  std::string overlap = dispatch_error(256);
  EXPECT_TRUE(contains(overlap, "Writable storage buffer binding aliasing")) << overlap;
  EXPECT_TRUE(contains(overlap, "(offset: 256, size: 256)")) << overlap;
  EXPECT_TRUE(contains(overlap, "\"shared\"")) << overlap;
  EXPECT_EQ(dispatch_error(512), "");  // disjoint ranges of one buffer may both be written
}

// Dynamic offsets are applied before the ranges are compared.
TEST_F(gpu_aliasing, DynamicOffsetsMoveTheRanges) {
  BindGroupLayout l = device.createBindGroupLayout(
      {.entries = {
           {.binding = 0,
            .visibility = ShaderStage::Compute,
            .buffer = {.type = BufferBindingType::Storage, .hasDynamicOffset = true}},
           {.binding = 1, .visibility = ShaderStage::Compute, .buffer = {.type = BufferBindingType::Storage}}}});
  ComputePipeline p = pipeline(kTwoStorageBuffers, {}, device.createPipelineLayout({.bindGroupLayouts = {l}}));
  ASSERT_TRUE(p.isValid());
  Buffer buf = buffer(1024, BufferUsage::Storage);
  BindGroup g = device.createBindGroup({.layout = l,
                                        .entries = {{.binding = 0, .buffer = buf, .offset = 0, .size = 256},
                                                    {.binding = 1, .buffer = buf, .offset = 512, .size = 256}}});
  auto dispatch_error = [&](uint32_t dynamic_offset) {
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(p);
    pass.setBindGroup(0, g, {dynamic_offset});
    pass.dispatchWorkgroups(1);
    pass.end();
    return validation_error([&] { e.finish(); });
  };
  EXPECT_EQ(dispatch_error(0), "");
  EXPECT_EQ(dispatch_error(256), "");     // [256, 512) ends where binding 1 begins
  std::string why = dispatch_error(512);  // binding 0 moves onto binding 1's range
  EXPECT_TRUE(contains(why, "(offset: 512, size: 256) and (offset: 512, size: 256)")) << why;
}

// Two read-only bindings of one range do not alias: nothing writes through them.
TEST_F(gpu_aliasing, ReadOnlyBindingsShareRanges) {
  ComputePipeline p = pipeline(R"(
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read> b: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main() { out[0] = a[0] + b[0]; }
)");
  ASSERT_TRUE(p.isValid());
  Buffer in = buffer(256, BufferUsage::Storage), out = buffer(256, BufferUsage::Storage);
  BindGroup g = device.createBindGroup(
      {.layout = p.getBindGroupLayout(0),
       .entries = {{.binding = 0, .buffer = in}, {.binding = 1, .buffer = in}, {.binding = 2, .buffer = out}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroups(1);
  pass.end();
  EXPECT_EQ(validation_error([&] { e.finish(); }), "");
}

// A draw whose fragment stage writes a storage texture and reaches the same subresource through a
// read_write storage texture in another bind group: the pass's usage scope allows it (both are the
// internal usage "storage"), the draw does not. Another mip level, or the two bindings in separate draws,
// are fine.
class gpu_aliasing_draw : public GpuTest {
 protected:
  void SetUp() override {
    GpuTest::SetUp();
    const char* code = R"(
@group(0) @binding(0) var w: texture_storage_2d<r32float, write>;
@group(1) @binding(0) var r: texture_storage_2d<r32float, read_write>;
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  return vec4f(f32(i & 1u) * 4.0 - 1.0, f32(i >> 1u) * 4.0 - 1.0, 0.0, 1.0);
}
@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {
  textureStore(w, vec2u(0u), textureLoad(r, vec2u(1u)));
  return vec4f(0.0);
}
)";
    ShaderModule m = device.createShaderModule({.code = code});
    RenderPipelineDescriptor d;
    d.vertex.module = m;
    FragmentState f;
    f.module = m;
    f.targets = {ColorTargetState{.format = TextureFormat::Rgba8Unorm}};
    d.fragment = f;
    pipe = device.createRenderPipeline(d);
    ASSERT_TRUE(pipe.isValid());
    storage = device.createTexture({.size = {4, 4, 1},
                                    .mipLevelCount = 2,
                                    .format = TextureFormat::R32Float,
                                    .usage = TextureUsage::StorageBinding});
    target = device.createTexture(
        {.size = {4, 4, 1}, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::RenderAttachment});
  }

  BindGroup group(uint32_t index, uint32_t level) {
    return device.createBindGroup(
        {.layout = pipe.getBindGroupLayout(index),
         .entries = {{.binding = 0, .textureView = storage.createView({.baseMipLevel = level, .mipLevelCount = 1})}}});
  }

  // Draws once per pair of (write level, read level) in one pass; the error finish() gives.
  std::string draws(const std::vector<std::pair<uint32_t, uint32_t>>& levels) {
    CommandEncoder e = device.createCommandEncoder();
    RenderPassDescriptor rp;
    rp.colorAttachments = {
        RenderPassColorAttachment{.view = target.createView(), .loadOp = LoadOp::Clear, .storeOp = StoreOp::Store}};
    RenderPassEncoder pass = e.beginRenderPass(rp);
    pass.setPipeline(pipe);
    for (auto [write_level, read_level] : levels) {
      pass.setBindGroup(0, group(0, write_level));
      pass.setBindGroup(1, group(1, read_level));
      pass.draw(3);
    }
    pass.end();
    return validation_error([&] { e.finish(); });
  }

  RenderPipeline pipe;
  Texture storage, target;
};

TEST_F(gpu_aliasing_draw, WritableStorageTextureAliasedInOneDraw) {
  std::string why = draws({{0, 0}});
  EXPECT_TRUE(contains(why, "Writable storage texture binding aliasing")) << why;
  EXPECT_TRUE(contains(why, "(group: 0, binding: 0) and (group: 1, binding: 0)")) << why;
  EXPECT_EQ(draws({{0, 1}}), "");
  EXPECT_EQ(draws({{0, 1}, {1, 0}}), "");  // each level written in one draw and read in another
}

}  // namespace
}  // namespace wgx::gpu::testing
