// The features float32-filterable and float32-blendable: without them a filtering sampler may not
// sample r32float/rg32float/rgba32float and a 32-bit float color target may not blend (WebGPU's
// validation); with them the sample is linearly filtered and the blend is done in f32 without
// clamping, as the spec's blending of float targets says.
#include <bit>
#include <cmath>

#include "gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

class Float32FeaturesTest : public GpuTest {
 protected:
  void open(std::vector<std::string> features) {
    instance = createInstance();
    DeviceDescriptor d;
    d.requiredFeatures = std::move(features);
    d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
    d.execution.threads = 1;
    d.execution.backend = ExecutionBackend::Interpreter;
    device = instance.requestAdapter().requestDevice(d);
    ASSERT_TRUE(device);
  }

  // A 2x1 r32float texture holding 1 and 3, sampled between its texels with a linear sampler.
  std::string sample_between(float* out) {
    Texture t = device.createTexture({.size = {2, 1, 1},
                                      .format = TextureFormat::R32Float,
                                      .usage = TextureUsage::TextureBinding | TextureUsage::CopyDst});
    float texels[2] = {1, 3};
    device.queue().writeTexture({.texture = t}, texels, sizeof texels, {.bytesPerRow = 8}, {2, 1, 1});
    Sampler s = device.createSampler({.magFilter = FilterMode::Linear, .minFilter = FilterMode::Linear});
    ComputePipeline p = pipeline(R"(
      @group(0) @binding(0) var t: texture_2d<f32>;
      @group(0) @binding(1) var s: sampler;
      @group(0) @binding(2) var<storage, read_write> out: f32;
      @compute @workgroup_size(1) fn main() { out = textureSampleLevel(t, s, vec2f(0.5, 0.5), 0).r; })");
    Buffer result = buffer(4, BufferUsage::Storage | BufferUsage::CopySrc);
    std::string error = validation_error([&] {
      BindGroup g = device.createBindGroup({.layout = p.getBindGroupLayout(0),
                                            .entries = {{.binding = 0, .textureView = t.createView()},
                                                        {.binding = 1, .sampler = s},
                                                        {.binding = 2, .buffer = result}}});
      dispatch(p, g);
    });
    *out = std::bit_cast<float>(read_u32(result)[0]);
    return error;
  }

  // A render pipeline drawing a full-screen triangle of colour `src` onto an rgba32float target
  // holding `dst`, blended with add(src * one, dst * one); the error of its creation, if any.
  std::string blend_draw(const float src[4], const float dst[4], float out[4]) {
    std::string code = "@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {\n"
                       "  return vec4f(f32(i & 1u) * 4 - 1, f32(i >> 1u) * 4 - 1, 0, 1); }\n"
                       "@fragment fn fs() -> @location(0) vec4f { return vec4f(" +
                       std::to_string(src[0]) + ", " + std::to_string(src[1]) + ", " + std::to_string(src[2]) + ", " +
                       std::to_string(src[3]) + "); }\n";
    ShaderModule m = device.createShaderModule({.code = code});
    BlendComponent add{.operation = BlendOperation::Add, .srcFactor = BlendFactor::One, .dstFactor = BlendFactor::One};
    RenderPipeline p;
    std::string error = validation_error([&] {
      p = device.createRenderPipeline(
          {.vertex = {{.module = m}},
           .fragment = FragmentState{{.module = m},
                                     {ColorTargetState{.format = TextureFormat::Rgba32Float,
                                                       .blend = BlendState{.color = add, .alpha = add}}}}});
    });
    if (!error.empty()) return error;
    Texture target = device.createTexture({.size = {1, 1, 1},
                                           .format = TextureFormat::Rgba32Float,
                                           .usage = TextureUsage::RenderAttachment | TextureUsage::CopySrc});
    CommandEncoder e = device.createCommandEncoder();
    RenderPassEncoder pass = e.beginRenderPass(
        {.colorAttachments = {RenderPassColorAttachment{.view = target.createView(),
                                                        .clearValue = {dst[0], dst[1], dst[2], dst[3]},
                                                        .loadOp = LoadOp::Clear,
                                                        .storeOp = StoreOp::Store}}});
    pass.setPipeline(p);
    pass.draw(3);
    pass.end();
    Buffer read = buffer(256, BufferUsage::CopyDst | BufferUsage::CopySrc);
    e.copyTextureToBuffer({.texture = target}, {.layout = {.bytesPerRow = 256}, .buffer = read}, {1, 1, 1});
    device.queue().submit({e.finish()});
    std::vector<uint32_t> words = read_u32(read);
    for (int i = 0; i < 4; i++) out[i] = std::bit_cast<float>(words[i]);
    return "";
  }
};

TEST_F(Float32FeaturesTest, AdapterOffersBoth) {
  open({});
  std::set<std::string> features = instance.requestAdapter().features();
  EXPECT_EQ(features.count("float32-filterable"), 1u);
  EXPECT_EQ(features.count("float32-blendable"), 1u);
}

TEST_F(Float32FeaturesTest, FilteringR32FloatNeedsTheFeature) {
  open({});
  float value = 0;
  EXPECT_NE(sample_between(&value), "");  // an unfilterable-float texture with a filtering sampler
  open({"float32-filterable"});
  EXPECT_EQ(sample_between(&value), "");
  EXPECT_EQ(value, 2.0f);  // halfway between 1 and 3
}

TEST_F(Float32FeaturesTest, BlendingRgba32FloatNeedsTheFeatureAndDoesNotClamp) {
  const float src[4] = {1.5f, -2, 0.25f, 3}, dst[4] = {2, 0.5f, -4, 1};
  float out[4] = {};
  open({});
  EXPECT_NE(blend_draw(src, dst, out), "");
  open({"float32-blendable"});
  ASSERT_EQ(blend_draw(src, dst, out), "");
  for (int i = 0; i < 4; i++) EXPECT_EQ(out[i], src[i] + dst[i]) << "channel " << i;
}

}  // namespace
}  // namespace wgx::gpu::testing
