// Textures, texture views and samplers in wgx::gpu: WebGPU's creation rules (sizes, formats and
// their capabilities, views, sampler clamps), texture and sampler bind group layout entries and
// bind groups, default layouts from a shader's texture types, and the checks of an explicit
// layout against them. The CTS's api,validation groups test the same rules case by case
// (docs/conformance.md); these keep one case of each rule in the suite CI runs.
#include <algorithm>

#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

class gpu_texture : public GpuTest {
 protected:
  Texture texture(TextureFormat format = TextureFormat::Rgba8Unorm,
                  TextureUsageFlags usage = TextureUsage::TextureBinding | TextureUsage::StorageBinding,
                  Extent3D size = {4, 4, 1}) {
    return device.createTexture({.size = size, .format = format, .usage = usage});
  }
};

TEST_F(gpu_texture, CreateTextureAndItsProperties) {
  Texture t;
  EXPECT_EQ(validation_error([&] {
              t = texture(TextureFormat::R32Float, TextureUsage::StorageBinding, {8, 4, 3});
            }),
            "");
  EXPECT_TRUE(t.isValid());
  EXPECT_EQ(t.width(), 8u);
  EXPECT_EQ(t.height(), 4u);
  EXPECT_EQ(t.depthOrArrayLayers(), 3u);
  EXPECT_EQ(t.format(), TextureFormat::R32Float);
  EXPECT_EQ(textureFormatName(t.format()), "r32float");
  EXPECT_EQ(textureFormatByName("rgba16float"), TextureFormat::Rgba16Float);
  EXPECT_FALSE(textureFormatByName("rgba9unorm"));
}

TEST_F(gpu_texture, TextureDescriptorRules) {
  EXPECT_TRUE(contains(validation_error([&] { texture(TextureFormat::Rgba8Unorm, 0); }), "TextureUsage::None"));
  EXPECT_TRUE(contains(validation_error([&] { texture(TextureFormat::Rgba8Unorm, 0x100); }), "unknown bits"));
  EXPECT_TRUE(contains(validation_error([&] {
                         texture(TextureFormat::Rgba8Unorm, TextureUsage::CopyDst, {0, 4, 1});
                       }),
                       "empty"));
  EXPECT_TRUE(contains(validation_error([&] {
                         texture(TextureFormat::Rgba8Unorm, TextureUsage::CopyDst, {8193, 4, 1});
                       }),
                       "maxTextureDimension2D"));
  // A format without storage capability, a compressed format without its feature.
  EXPECT_TRUE(contains(validation_error([&] { texture(TextureFormat::Rgba8UnormSrgb, TextureUsage::StorageBinding); }),
                       "does not support TextureUsage::StorageBinding"));
  EXPECT_TRUE(contains(validation_error([&] { texture(TextureFormat::Bc1RgbaUnorm, TextureUsage::CopyDst); }),
                       "texture-compression-bc"));
  // Mip levels past what the size allows; multisampling rules.
  EXPECT_TRUE(contains(validation_error([&] {
                         device.createTexture({.size = {4, 4, 1},
                                               .mipLevelCount = 4,
                                               .format = TextureFormat::Rgba8Unorm,
                                               .usage = TextureUsage::CopyDst});
                       }),
                       "mip level count (4)"));
  EXPECT_TRUE(contains(
      validation_error([&] {
        device.createTexture(
            {.size = {4, 4, 1}, .sampleCount = 4, .format = TextureFormat::Rgba8Unorm, .usage = TextureUsage::CopyDst});
      }),
      "RenderAttachment"));
  EXPECT_TRUE(contains(validation_error([&] {
                         device.createTexture({.size = {4, 1, 1},
                                               .dimension = TextureDimension::D1,
                                               .format = TextureFormat::Depth16Unorm,
                                               .usage = TextureUsage::CopyDst});
                       }),
                       "cannot be used for a 1d texture"));
  EXPECT_TRUE(contains(validation_error([&] {
                         device.createTexture({.size = {4, 4, 1},
                                               .format = TextureFormat::Rgba8Unorm,
                                               .usage = TextureUsage::CopyDst,
                                               .viewFormats = {TextureFormat::Rgba16Float}});
                       }),
                       "not compatible"));
  EXPECT_EQ(validation_error([&] {
              device.createTexture({.size = {4, 4, 1},
                                    .format = TextureFormat::Rgba8Unorm,
                                    .usage = TextureUsage::CopyDst,
                                    .viewFormats = {TextureFormat::Rgba8UnormSrgb}});
            }),
            "");
}

TEST_F(gpu_texture, ViewDefaultsAndRules) {
  Texture array = texture(TextureFormat::Rgba8Unorm, TextureUsage::TextureBinding, {4, 4, 6});
  EXPECT_EQ(validation_error([&] { EXPECT_TRUE(array.createView().isValid()); }), "");  // 2d-array
  EXPECT_EQ(validation_error([&] { array.createView({.dimension = TextureViewDimension::Cube}); }), "");
  EXPECT_TRUE(contains(
      validation_error([&] { array.createView({.dimension = TextureViewDimension::D2, .arrayLayerCount = 2}); }),
      "one array layer"));
  EXPECT_TRUE(contains(validation_error([&] {
                         array.createView(
                             {.dimension = TextureViewDimension::D2Array, .baseArrayLayer = 4, .arrayLayerCount = 3});
                       }),
                       "exceed"));
  EXPECT_TRUE(
      contains(validation_error([&] { array.createView({.format = TextureFormat::Rgba8UnormSrgb}); }), "viewFormats"));
  EXPECT_TRUE(
      contains(validation_error([&] { array.createView({.usage = TextureUsage::StorageBinding}); }), "not a subset"));
  EXPECT_TRUE(
      contains(validation_error([&] { array.createView({.aspect = TextureAspect::DepthOnly}); }), "no such aspect"));
  Texture depth = texture(TextureFormat::Depth24PlusStencil8, TextureUsage::TextureBinding);
  EXPECT_EQ(validation_error([&] { depth.createView({.aspect = TextureAspect::StencilOnly}); }), "");
}

TEST_F(gpu_texture, SamplerRules) {
  EXPECT_EQ(validation_error([&] { EXPECT_TRUE(device.createSampler().isValid()); }), "");
  EXPECT_TRUE(contains(validation_error([&] { device.createSampler({.lodMinClamp = -1}); }), "lodMinClamp"));
  EXPECT_TRUE(
      contains(validation_error([&] { device.createSampler({.lodMinClamp = 4, .lodMaxClamp = 2}); }), "lodMaxClamp"));
  EXPECT_TRUE(contains(validation_error([&] { device.createSampler({.maxAnisotropy = 4}); }), "all linear"));
}

// bgra8unorm is a write-only storage format with the feature of its name, on no device without it.
TEST_F(gpu_texture, Bgra8StorageNeedsItsFeature) {
  auto layout = [&] {
    return validation_error([&] {
      device.createBindGroupLayout(
          {.entries = {{.binding = 0,
                        .visibility = ShaderStage::Compute,
                        .storageTexture = StorageTextureBindingLayout{.format = TextureFormat::Bgra8Unorm}}}});
    });
  };
  EXPECT_TRUE(contains(layout(), "does not support the access mode"));
  EXPECT_TRUE(adapter.features().count("bgra8unorm-storage"));
  DeviceDescriptor d;
  d.requiredFeatures = {"bgra8unorm-storage"};
  d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
  device = adapter.requestDevice(d);
  ASSERT_TRUE(device);
  EXPECT_EQ(layout(), "");
  EXPECT_EQ(validation_error([&] { texture(TextureFormat::Bgra8Unorm, TextureUsage::StorageBinding); }), "");
}

TEST_F(gpu_texture, LayoutEntriesAndBindGroups) {
  BindGroupLayout l;
  EXPECT_EQ(validation_error([&] {
              l = device.createBindGroupLayout(
                  {.entries = {{.binding = 0, .visibility = ShaderStage::Compute, .texture = TextureBindingLayout{}},
                               {.binding = 1, .visibility = ShaderStage::Compute, .sampler = SamplerBindingLayout{}},
                               {.binding = 2,
                                .visibility = ShaderStage::Compute,
                                .storageTexture = StorageTextureBindingLayout{.format = TextureFormat::R32Float}}}});
            }),
            "");
  Texture sampled = texture(TextureFormat::Rgba8Unorm, TextureUsage::TextureBinding);
  Texture storage = texture(TextureFormat::R32Float, TextureUsage::StorageBinding);
  Sampler s = device.createSampler();
  auto group = [&](TextureView a, Sampler b, TextureView c) {
    return validation_error([&] {
      device.createBindGroup(
          {.layout = l,
           .entries = {
               {.binding = 0, .textureView = a}, {.binding = 1, .sampler = b}, {.binding = 2, .textureView = c}}});
    });
  };
  EXPECT_EQ(group(sampled.createView(), s, storage.createView()), "");
  EXPECT_TRUE(contains(group(storage.createView(), s, storage.createView()), "TextureBinding"));
  EXPECT_TRUE(contains(group(sampled.createView(), s, sampled.createView()), "StorageBinding"));
  EXPECT_TRUE(contains(
      group(sampled.createView(), device.createSampler({.compare = CompareFunction::Less}), storage.createView()),
      "comparison"));
  // Layout rules: a multisampled float texture, a storage texture in a cube view, the per-stage limit.
  EXPECT_TRUE(contains(validation_error([&] {
                         device.createBindGroupLayout(
                             {.entries = {{.binding = 0,
                                           .visibility = ShaderStage::Compute,
                                           .texture = TextureBindingLayout{.multisampled = true}}}});
                       }),
                       "multisampled"));
  BindGroupLayoutDescriptor many;
  for (uint32_t i = 0; i < 5; i++)
    many.entries.push_back({.binding = i,
                            .visibility = ShaderStage::Compute,
                            .storageTexture = StorageTextureBindingLayout{.format = TextureFormat::R32Float}});
  EXPECT_TRUE(contains(validation_error([&] { device.createBindGroupLayout(many); }), "storage textures (5)"));
}

TEST_F(gpu_texture, DefaultLayoutAndExplicitLayoutChecks) {
  const char* code = R"(
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var u: texture_2d<u32>;
@group(0) @binding(3) var w: texture_storage_2d<r32float, write>;
@group(0) @binding(4) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(1) fn main() {
  o[0] = textureSampleLevel(t, s, vec2f(0), 0).x + f32(textureLoad(u, vec2i(0), 0).x);
  _ = w;
}
)";
  ComputePipeline p;
  EXPECT_EQ(validation_error([&] { p = pipeline(code); }), "");
  ASSERT_TRUE(p.isValid());
  Texture f = texture(TextureFormat::Rgba8Unorm, TextureUsage::TextureBinding);
  Texture u = texture(TextureFormat::R32Uint, TextureUsage::TextureBinding);
  Texture w = texture(TextureFormat::R32Float, TextureUsage::StorageBinding);
  Buffer o = buffer(16, BufferUsage::Storage);
  BindGroupDescriptor d{.layout = p.getBindGroupLayout(0),
                        .entries = {{.binding = 0, .textureView = f.createView()},
                                    {.binding = 1, .sampler = device.createSampler()},
                                    {.binding = 2, .textureView = u.createView()},
                                    {.binding = 3, .textureView = w.createView()},
                                    {.binding = 4, .buffer = o}}};
  EXPECT_EQ(validation_error([&] { device.createBindGroup(d); }), "");
  // The uint texture where the default layout says float: the sample type does not fit.
  d.entries[0].textureView = u.createView();
  EXPECT_TRUE(contains(validation_error([&] { device.createBindGroup(d); }), "sample type"));
  // An explicit layout with an unfilterable-float texture sampled by a filtering sampler.
  BindGroupLayout l = device.createBindGroupLayout(
      {.entries = {
           {.binding = 0,
            .visibility = ShaderStage::Compute,
            .texture = TextureBindingLayout{.sampleType = TextureSampleType::UnfilterableFloat}},
           {.binding = 1, .visibility = ShaderStage::Compute, .sampler = SamplerBindingLayout{}},
           {.binding = 2,
            .visibility = ShaderStage::Compute,
            .texture = TextureBindingLayout{.sampleType = TextureSampleType::Uint}},
           {.binding = 3,
            .visibility = ShaderStage::Compute,
            .storageTexture = StorageTextureBindingLayout{.format = TextureFormat::R32Float}},
           {.binding = 4, .visibility = ShaderStage::Compute, .buffer = {.type = BufferBindingType::Storage}}}});
  PipelineLayout pl = device.createPipelineLayout({.bindGroupLayouts = {l}});
  std::string why = validation_error([&] { pipeline(code, {}, pl); });
  EXPECT_TRUE(contains(why, "filtering sampler")) << why;
}

// A texture subresource bound as a writable storage texture and for sampling in one dispatch
// breaks the usage scope; other mip levels of the same texture do not.
TEST_F(gpu_texture, UsageScopeOfTextures) {
  const char* code = R"(
@group(0) @binding(0) var w: texture_storage_2d<r32float, write>;
@group(0) @binding(1) var t: texture_2d<f32>;
@compute @workgroup_size(1) fn main() { _ = w; _ = t; }
)";
  ComputePipeline p = pipeline(code);
  ASSERT_TRUE(p.isValid());
  Texture tex = device.createTexture({.size = {4, 4, 1},
                                      .mipLevelCount = 2,
                                      .format = TextureFormat::R32Float,
                                      .usage = TextureUsage::StorageBinding | TextureUsage::TextureBinding});
  auto run = [&](uint32_t sampled_level) {
    BindGroup g = device.createBindGroup(
        {.layout = p.getBindGroupLayout(0),
         .entries = {
             {.binding = 0, .textureView = tex.createView({.mipLevelCount = 1})},
             {.binding = 1, .textureView = tex.createView({.baseMipLevel = sampled_level, .mipLevelCount = 1})}}});
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.dispatchWorkgroups(1);
    pass.end();
    return validation_error([&] { e.finish(); });
  };
  EXPECT_TRUE(contains(run(0), "usage scope"));
  EXPECT_EQ(run(1), "");
}

TEST_F(gpu_texture, WriteTextureAndCopiesRoundTrip) {
  // A 3x2 rgba8unorm texture with two mip levels... written with a padded layout, copied to a
  // second texture, read back through a buffer with the 256-byte row alignment.
  TextureUsageFlags usage = TextureUsage::CopySrc | TextureUsage::CopyDst;
  Texture a = device.createTexture(
      {.size = {3, 2, 1}, .mipLevelCount = 2, .format = TextureFormat::Rgba8Unorm, .usage = usage});
  Texture b = device.createTexture({.size = {3, 2, 1}, .format = TextureFormat::Rgba8Unorm, .usage = usage});
  std::vector<uint8_t> data(2 * 16);
  for (size_t i = 0; i < data.size(); i++) data[i] = static_cast<uint8_t>(i + 1);
  EXPECT_EQ(validation_error([&] {
              device.queue().writeTexture({.texture = a}, data.data(), data.size(), {.bytesPerRow = 16}, {3, 2, 1});
            }),
            "");
  Buffer out = buffer(256 * 2, BufferUsage::CopyDst | BufferUsage::CopySrc);
  CommandEncoder e = device.createCommandEncoder();
  e.copyTextureToTexture({.texture = a}, {.texture = b}, {3, 2, 1});
  e.copyTextureToBuffer({.texture = b}, {.layout = {.bytesPerRow = 256}, .buffer = out}, {3, 2, 1});
  EXPECT_EQ(validation_error([&] { device.queue().submit({e.finish()}); }), "");
  std::vector<uint32_t> words = read_u32(out);
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(words.data());
  for (int row = 0; row < 2; row++)
    for (int i = 0; i < 12; i++) EXPECT_EQ(bytes[row * 256 + i], data[row * 16 + i]) << row << " " << i;
  // Never-written level 1 reads as zeros.
  Buffer level1 = buffer(256, BufferUsage::CopyDst | BufferUsage::CopySrc);
  e = device.createCommandEncoder();
  e.copyTextureToBuffer({.texture = a, .mipLevel = 1}, {.buffer = level1}, {1, 1, 1});
  device.queue().submit({e.finish()});
  EXPECT_EQ(read_u32(level1)[0], 0u);
}

// A copy between depth or stencil textures names all of each texture's aspects: "all", a
// depth-only format's "depth-only", a stencil-only format's "stencil-only"; one aspect of a
// combined format is not all of it (the CTS's copyTextureToTexture:copy_aspects).
TEST_F(gpu_texture, DepthStencilTextureCopiesNameAllAspects) {
  device = adapter.requestDevice({.requiredFeatures = {"depth32float-stencil8"}});
  struct Case {
    TextureFormat format;
    std::vector<TextureAspect> valid;
  };
  const std::vector<Case> cases = {
      {TextureFormat::Depth32Float, {TextureAspect::All, TextureAspect::DepthOnly}},
      {TextureFormat::Stencil8, {TextureAspect::All, TextureAspect::StencilOnly}},
      {TextureFormat::Depth24PlusStencil8, {TextureAspect::All}},
      {TextureFormat::Depth32FloatStencil8, {TextureAspect::All}},
  };
  const TextureAspect aspects[] = {TextureAspect::All, TextureAspect::DepthOnly, TextureAspect::StencilOnly};
  for (const Case& c : cases)
    for (TextureAspect sa : aspects)
      for (TextureAspect da : aspects) {
        Texture src = device.createTexture({.size = {16, 8, 1}, .format = c.format, .usage = TextureUsage::CopySrc});
        Texture dst = device.createTexture({.size = {16, 8, 1}, .format = c.format, .usage = TextureUsage::CopyDst});
        CommandEncoder e = device.createCommandEncoder();
        e.copyTextureToTexture({.texture = src, .aspect = sa}, {.texture = dst, .aspect = da}, {16, 8, 1});
        bool ok = std::count(c.valid.begin(), c.valid.end(), sa) && std::count(c.valid.begin(), c.valid.end(), da);
        std::string err = validation_error([&] { e.finish(); });
        EXPECT_EQ(err.empty(), ok) << textureFormatName(c.format) << " " << int(sa) << " " << int(da) << ": " << err;
      }
}

TEST_F(gpu_texture, CopyRules) {
  TextureUsageFlags usage = TextureUsage::CopySrc | TextureUsage::CopyDst;
  Texture t = device.createTexture({.size = {4, 4, 1}, .format = TextureFormat::Rgba8Unorm, .usage = usage});
  Buffer b = buffer(4096, BufferUsage::CopySrc | BufferUsage::CopyDst);
  auto encode = [&](auto&& record) {
    CommandEncoder e = device.createCommandEncoder();
    record(e);
    return validation_error([&] { e.finish(); });
  };
  EXPECT_TRUE(contains(encode([&](CommandEncoder& e) {
                         e.copyBufferToTexture({.layout = {.bytesPerRow = 16}, .buffer = b}, {.texture = t}, {4, 4, 1});
                       }),
                       "multiple of 256"));
  EXPECT_TRUE(contains(encode([&](CommandEncoder& e) {
                         e.copyBufferToTexture({.layout = {.bytesPerRow = 256}, .buffer = b},
                                               {.texture = t, .origin = {2, 0, 0}}, {4, 4, 1});
                       }),
                       "does not fit"));
  EXPECT_TRUE(contains(
      encode([&](CommandEncoder& e) {
        e.copyBufferToTexture({.layout = {.offset = 4000, .bytesPerRow = 256}, .buffer = b}, {.texture = t}, {4, 4, 1});
      }),
      "more than the 4096"));
  EXPECT_TRUE(contains(validation_error([&] {
                         uint8_t texel[4] = {};
                         device.queue().writeTexture({.texture = t}, texel, 4, {}, {1, 2, 1});
                       }),
                       "bytesPerRow must be given"));
  Texture depth = device.createTexture({.size = {4, 4, 1}, .format = TextureFormat::Depth24Plus, .usage = usage});
  EXPECT_TRUE(
      contains(encode([&](CommandEncoder& e) {
                 e.copyTextureToBuffer({.texture = depth}, {.layout = {.bytesPerRow = 256}, .buffer = b}, {4, 4, 1});
               }),
               "cannot be copied"));
  // A destroyed texture fails the submit.
  CommandEncoder e = device.createCommandEncoder();
  e.copyTextureToBuffer({.texture = t}, {.layout = {.bytesPerRow = 256}, .buffer = b}, {4, 4, 1});
  CommandBuffer cb = e.finish();
  t.destroy();
  EXPECT_TRUE(contains(validation_error([&] { device.queue().submit({cb}); }), "destroyed"));
}

// A texture larger than wgx can hold (mip level 0 of an aspect past 1 GiB) is an out-of-memory
// error at creation, and an invalid texture; the error scopes see it as a GPU's failed allocation.
TEST_F(gpu_texture, TextureTooLargeToHoldIsOutOfMemory) {
  const Limits& l = device.limits();
  device.pushErrorScope(ErrorFilter::OutOfMemory);
  Texture t = device.createTexture({.size = {l.maxTextureDimension2D, l.maxTextureDimension2D, 4},
                                    .format = TextureFormat::Rgba32Float,
                                    .usage = TextureUsage::CopyDst});
  PopErrorScopeResult r = device.popErrorScope();
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->type, ErrorType::OutOfMemory);
  EXPECT_TRUE(contains(r.error->message, "more than the 1024 MiB")) << r.error->message;
  EXPECT_FALSE(t.isValid());
  // One just within the bound is a valid texture (its texels are allocated at the first write).
  EXPECT_EQ(validation_error([&] {
              EXPECT_TRUE(device
                              .createTexture({.size = {8192, 8192, 1},
                                              .format = TextureFormat::Rgba32Float,
                                              .usage = TextureUsage::CopyDst})
                              .isValid());
            }),
            "");
}

// The compressed formats, offered with their features: textures of 4x4 blocks written and read
// back as bytes (block rows), 3d only with the "sliced-3d" features; ETC2 never 3d.
TEST_F(gpu_texture, CompressedFormatsAsBlocks) {
  DeviceDescriptor d;
  d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
  d.execution.backend = ExecutionBackend::Interpreter;
  d.requiredFeatures = {"texture-compression-bc", "texture-compression-etc2"};
  device = adapter.requestDevice(d);
  ASSERT_TRUE(device);
  TextureUsageFlags usage = TextureUsage::CopySrc | TextureUsage::CopyDst;
  Texture t = device.createTexture({.size = {8, 4, 1}, .format = TextureFormat::Bc1RgbaUnorm, .usage = usage});
  ASSERT_TRUE(t.isValid());
  std::vector<uint8_t> blocks(16);  // two 8-byte blocks: one block row
  for (size_t i = 0; i < blocks.size(); i++) blocks[i] = static_cast<uint8_t>(0xA0 + i);
  EXPECT_EQ(validation_error([&] {
              device.queue().writeTexture({.texture = t}, blocks.data(), blocks.size(), {.bytesPerRow = 16}, {8, 4, 1});
            }),
            "");
  Buffer out = buffer(256, BufferUsage::CopyDst | BufferUsage::CopySrc);
  CommandEncoder e = device.createCommandEncoder();
  e.copyTextureToBuffer({.texture = t}, {.layout = {.bytesPerRow = 256}, .buffer = out}, {8, 4, 1});
  device.queue().submit({e.finish()});
  std::vector<uint32_t> words = read_u32(out);
  EXPECT_EQ(std::memcmp(words.data(), blocks.data(), blocks.size()), 0);
  // A size that is not a whole number of blocks, a 3d BC texture without bc-sliced-3d, 3d ETC2.
  EXPECT_FALSE(validation_error([&] {
                 device.createTexture({.size = {6, 4, 1}, .format = TextureFormat::Bc1RgbaUnorm, .usage = usage});
               }).empty());
  EXPECT_FALSE(validation_error([&] {
                 device.createTexture({.size = {4, 4, 4},
                                       .dimension = TextureDimension::D3,
                                       .format = TextureFormat::Bc1RgbaUnorm,
                                       .usage = usage});
               }).empty());
  d.requiredFeatures = {"texture-compression-bc", "texture-compression-bc-sliced-3d", "texture-compression-etc2"};
  device = adapter.requestDevice(d);
  EXPECT_EQ(validation_error([&] {
              device.createTexture({.size = {4, 4, 4},
                                    .dimension = TextureDimension::D3,
                                    .format = TextureFormat::Bc7RgbaUnorm,
                                    .usage = usage});
            }),
            "");
  EXPECT_FALSE(validation_error([&] {
                 device.createTexture({.size = {4, 4, 4},
                                       .dimension = TextureDimension::D3,
                                       .format = TextureFormat::Etc2Rgb8Unorm,
                                       .usage = usage});
               }).empty());
}

}  // namespace
}  // namespace wgx::gpu::testing
