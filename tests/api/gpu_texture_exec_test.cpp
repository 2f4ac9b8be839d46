// Texture builtins run through wgx::gpu: compute pipelines that read textures with textureLoad,
// write storage textures with textureStore and ask their sizes, with texels put in by writeTexture
// and read back by copyTextureToBuffer. Expected values come from the WGSL spec's texel
// conversions ("Texel Formats") and its rule for an invalid logical texel address (wgx's choice:
// zeros for loads, no write for stores; ir/texture.h). Modules with texture builtins run on both
// executors.
#include <bit>
#include <cmath>

#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

class gpu_texture_exec : public GpuTest {
 protected:
  void SetUp() override { open_device(ExecutionBackend::Auto); }

  Texture texture(TextureFormat format, Extent3D size, TextureUsageFlags usage, uint32_t levels = 1,
                  TextureDimension dimension = TextureDimension::D2) {
    return device.createTexture(
        {.size = size, .mipLevelCount = levels, .dimension = dimension, .format = format, .usage = usage});
  }

  // Writes `bytes` as the whole of layer `layer` of mip level `level`, rows of `row_bytes`.
  void write(const Texture& t, const std::vector<uint8_t>& bytes, uint32_t row_bytes, Extent3D size, uint32_t level = 0,
             uint32_t layer = 0) {
    EXPECT_EQ(validation_error([&] {
                device.queue().writeTexture({.texture = t, .mipLevel = level, .origin = {0, 0, layer}}, bytes.data(),
                                            bytes.size(), {.bytesPerRow = row_bytes, .rowsPerImage = size.height},
                                            size);
              }),
              "");
  }

  // The texels of layer 0 of level 0, `row_bytes` of each of `height` rows.
  std::vector<uint8_t> read(const Texture& t, uint32_t row_bytes, uint32_t width, uint32_t height) {
    Buffer b = buffer(256 * height, BufferUsage::CopyDst | BufferUsage::CopySrc);
    CommandEncoder e = device.createCommandEncoder();
    e.copyTextureToBuffer({.texture = t}, {.layout = {.bytesPerRow = 256}, .buffer = b}, {width, height, 1});
    device.queue().submit({e.finish()});
    std::vector<uint32_t> words = read_u32(b);
    const auto* p = reinterpret_cast<const uint8_t*>(words.data());
    std::vector<uint8_t> out;
    for (uint32_t row = 0; row < height; row++) out.insert(out.end(), p + row * 256, p + row * 256 + row_bytes);
    return out;
  }

  BindGroup group(const ComputePipeline& p, std::vector<BindGroupEntry> entries) {
    return device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = std::move(entries)});
  }

  // Runs `code` once (`x` workgroups) with `entries` as group 0 and returns the words of `out`.
  std::vector<uint32_t> run(const std::string& code, std::vector<BindGroupEntry> entries, const Buffer& out,
                            uint32_t x = 1) {
    ComputePipeline p = pipeline(code);
    EXPECT_TRUE(p.isValid());
    dispatch(p, group(p, std::move(entries)), x);
    return read_u32(out);
  }
};

// The brief's first kernel: a texture_2d<f32> read with textureLoad, a
// texture_storage_2d<rgba8unorm, write> written, both rgba8unorm, the result read back.
TEST_F(gpu_texture_exec, LoadFromASampledTextureAndStoreToAStorageTexture) {
  const char* code = R"(
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;
@compute @workgroup_size(4, 2) fn main(@builtin(global_invocation_id) g: vec3u) {
  let c = textureLoad(src, g.xy, 0);
  textureStore(dst, g.xy, vec4(c.b, c.g, c.r, 1.0 - c.a));
}
)";
  Texture src = texture(TextureFormat::Rgba8Unorm, {4, 2, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
  Texture dst = texture(TextureFormat::Rgba8Unorm, {4, 2, 1}, TextureUsage::StorageBinding | TextureUsage::CopySrc);
  std::vector<uint8_t> texels(32);
  for (size_t i = 0; i < texels.size(); i++) texels[i] = static_cast<uint8_t>(i * 7 + 3);
  write(src, texels, 16, {4, 2, 1});
  ComputePipeline p = pipeline(code);
  ASSERT_TRUE(p.isValid());
  dispatch(
      p, group(p, {{.binding = 0, .textureView = src.createView()}, {.binding = 1, .textureView = dst.createView()}}));
  std::vector<uint8_t> got = read(dst, 16, 4, 2);
  for (size_t t = 0; t < 8; t++) {
    const uint8_t* in = &texels[t * 4];
    EXPECT_EQ(got[t * 4 + 0], in[2]) << t;
    EXPECT_EQ(got[t * 4 + 1], in[1]) << t;
    EXPECT_EQ(got[t * 4 + 2], in[0]) << t;
    EXPECT_EQ(got[t * 4 + 3], 255 - in[3]) << t;
  }
}

// textureDimensions (of the view's base level and of a level), textureNumLevels and
// textureNumLayers describe the view, not the texture.
TEST_F(gpu_texture_exec, DimensionsLevelsAndLayersOfAView) {
  const char* code = R"(
@group(0) @binding(0) var a: texture_2d_array<f32>;
@group(0) @binding(1) var v: texture_3d<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32, 10>;
@compute @workgroup_size(1) fn main() {
  let d0 = textureDimensions(a);
  let d1 = textureDimensions(a, 1);
  out[0] = d0.x; out[1] = d0.y; out[2] = d1.x; out[3] = d1.y;
  out[4] = textureNumLevels(a); out[5] = textureNumLayers(a);
  let d = textureDimensions(v);
  out[6] = d.x; out[7] = d.y; out[8] = d.z;
  out[9] = textureDimensions(a, 7).x;  // no such level: zeros
}
)";
  Texture a = texture(TextureFormat::Rgba8Unorm, {16, 8, 4}, TextureUsage::TextureBinding, 4);
  Texture v = texture(TextureFormat::R32Uint, {4, 6, 2}, TextureUsage::TextureBinding, 1, TextureDimension::D3);
  Buffer out = buffer(40, BufferUsage::Storage | BufferUsage::CopySrc);
  TextureView view = a.createView({.dimension = TextureViewDimension::D2Array,
                                   .baseMipLevel = 1,
                                   .mipLevelCount = 2,
                                   .baseArrayLayer = 1,
                                   .arrayLayerCount = 3});
  std::vector<uint32_t> got = run(code,
                                  {{.binding = 0, .textureView = view},
                                   {.binding = 1, .textureView = v.createView()},
                                   {.binding = 2, .buffer = out}},
                                  out);
  EXPECT_EQ(got, (std::vector<uint32_t>{8, 4, 4, 2, 2, 3, 4, 6, 2, 0}));
}

// Array layers and mip levels are the view's: layer 0 of a view from layer 1 is the texture's
// layer 1. Coordinates, layers and levels outside the view read zeros; stores there do nothing.
TEST_F(gpu_texture_exec, LayersLevelsAndOutOfRangeAddresses) {
  const char* code = R"(
@group(0) @binding(0) var t: texture_2d_array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 8>;
@compute @workgroup_size(1) fn main() {
  out[0] = textureLoad(t, vec2(1, 0), 0, 0).x;
  out[1] = textureLoad(t, vec2(0, 1), 1, 0).x;
  out[2] = textureLoad(t, vec2(0, 0), 1, 1).x;
  out[3] = textureLoad(t, vec2(2, 0), 0, 0).x;      // x past the width
  out[4] = textureLoad(t, vec2(-1, 0), 0, 0).x;     // negative
  out[5] = textureLoad(t, vec2(0, 0), 2, 0).x;      // layer past the view's
  out[6] = textureLoad(t, vec2(0, 0), 0, 2).x;      // level past the view's
  out[7] = textureLoad(t, vec2u(0, 0), 0u, 0).w;    // missing alpha reads 1
}
)";
  Texture t = texture(TextureFormat::R32Uint, {2, 2, 3}, TextureUsage::TextureBinding | TextureUsage::CopyDst, 2);
  for (uint32_t layer = 0; layer < 3; layer++) {
    std::vector<uint32_t> w{100 * layer + 1, 100 * layer + 2, 100 * layer + 3, 100 * layer + 4};
    std::vector<uint8_t> bytes(16);
    std::memcpy(bytes.data(), w.data(), 16);
    write(t, bytes, 8, {2, 2, 1}, 0, layer);
    std::vector<uint8_t> small(4);
    uint32_t level1 = 1000 + layer;
    std::memcpy(small.data(), &level1, 4);
    write(t, small, 4, {1, 1, 1}, 1, layer);
  }
  Buffer out = buffer(32, BufferUsage::Storage | BufferUsage::CopySrc);
  TextureView view =
      t.createView({.dimension = TextureViewDimension::D2Array, .baseArrayLayer = 1, .arrayLayerCount = 2});
  std::vector<uint32_t> got = run(code, {{.binding = 0, .textureView = view}, {.binding = 1, .buffer = out}}, out);
  EXPECT_EQ(got, (std::vector<uint32_t>{102, 203, 1002, 0, 0, 0, 0, 1}));
}

// A read_write storage texture: each invocation writes its texel, textureBarrier orders the
// writes before the reads of the neighbours' texels; stores outside the texture change nothing.
TEST_F(gpu_texture_exec, ReadWriteStorageTextureWithTextureBarrier) {
  const char* code = R"(
@group(0) @binding(0) var t: texture_storage_2d<r32uint, read_write>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 4>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(t, vec2(i, 0), vec4(i * 10 + 5));
  textureStore(t, vec2(i, 7), vec4(99));   // outside: no write
  textureBarrier();
  out[i] = textureLoad(t, vec2((i + 1) % 4, 0)).x;
}
)";
  Texture t = texture(TextureFormat::R32Uint, {4, 1, 1}, TextureUsage::StorageBinding | TextureUsage::CopySrc);
  Buffer out = buffer(16, BufferUsage::Storage | BufferUsage::CopySrc);
  std::vector<uint32_t> got =
      run(code, {{.binding = 0, .textureView = t.createView()}, {.binding = 1, .buffer = out}}, out);
  EXPECT_EQ(got, (std::vector<uint32_t>{15, 25, 35, 5}));
  std::vector<uint8_t> texels = read(t, 16, 4, 1);
  std::vector<uint32_t> words(4);
  std::memcpy(words.data(), texels.data(), 16);
  EXPECT_EQ(words, (std::vector<uint32_t>{5, 15, 25, 35}));
}

// Formats convert on read: sRGB decodes, depth16unorm reads v / 65535 from texture_depth_2d,
// integers sign-extend, and a float texture's store rounds to its format (rgba16float).
TEST_F(gpu_texture_exec, FormatsConvertOnReadAndWrite) {
  const char* code = R"(
@group(0) @binding(0) var s: texture_2d<f32>;
@group(0) @binding(1) var d: texture_depth_2d;
@group(0) @binding(2) var i: texture_2d<i32>;
@group(0) @binding(3) var h: texture_storage_1d<rgba16float, write>;
@group(0) @binding(4) var<storage, read_write> out: array<u32, 6>;
@compute @workgroup_size(1) fn main() {
  let c = textureLoad(s, vec2(0), 0);
  out[0] = bitcast<u32>(c.r); out[1] = bitcast<u32>(c.a);
  out[2] = bitcast<u32>(textureLoad(d, vec2(0), 0));
  out[3] = bitcast<u32>(textureLoad(i, vec2(0), 0).x);
  out[4] = bitcast<u32>(textureLoad(i, vec2(0), 0).y);
  textureStore(h, 1, vec4(1.0 / 3.0));
}
)";
  Texture s = texture(TextureFormat::Rgba8UnormSrgb, {1, 1, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
  Texture d = texture(TextureFormat::Depth16Unorm, {1, 1, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
  Texture i = texture(TextureFormat::Rg8Sint, {1, 1, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
  Texture h = texture(TextureFormat::Rgba16Float, {2, 1, 1}, TextureUsage::StorageBinding | TextureUsage::CopySrc, 1,
                      TextureDimension::D1);
  write(s, {188, 0, 0, 51}, 4, {1, 1, 1});
  write(d, {0x00, 0x80}, 2, {1, 1, 1});
  write(i, {0xfe, 0x7f}, 2, {1, 1, 1});
  Buffer out = buffer(24, BufferUsage::Storage | BufferUsage::CopySrc);
  ComputePipeline p = pipeline(code);
  ASSERT_TRUE(p.isValid());
  device.pushErrorScope(ErrorFilter::Validation);
  dispatch(p, group(p, {{.binding = 0, .textureView = s.createView()},
                        {.binding = 1, .textureView = d.createView()},
                        {.binding = 2, .textureView = i.createView()},
                        {.binding = 3, .textureView = h.createView()},
                        {.binding = 4, .buffer = out}}));
  PopErrorScopeResult scope = device.popErrorScope();
  EXPECT_FALSE(scope.error) << scope.error->message;
  std::vector<uint32_t> got = read_u32(out);
  auto f = [](float v) { return std::bit_cast<uint32_t>(v); };
  EXPECT_EQ(got[0], f(static_cast<float>(std::pow((188 / 255.0 + 0.055) / 1.055, 2.4))));
  EXPECT_EQ(got[1], f(51.0f / 255.0f));
  EXPECT_EQ(got[2], f(static_cast<float>(32768.0 / 65535.0)));
  EXPECT_EQ(got[3], static_cast<uint32_t>(-2));
  EXPECT_EQ(got[4], 127u);
  std::vector<uint8_t> half = read(h, 16, 2, 1);
  // Texel 0 untouched; texel 1 holds 1/3 as a half (0x3555) in each channel.
  EXPECT_EQ(half, (std::vector<uint8_t>{0, 0, 0, 0, 0, 0, 0, 0, 0x55, 0x35, 0x55, 0x35, 0x55, 0x35, 0x55, 0x35}));
}

// Textures passed to user functions: each call site's texture specializes the callee.
TEST_F(gpu_texture_exec, TexturesPassedToFunctions) {
  const char* code = R"(
@group(0) @binding(0) var a: texture_2d<u32>;
@group(0) @binding(1) var b: texture_2d<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32, 2>;
fn at(t: texture_2d<u32>, x: i32) -> u32 { return textureLoad(t, vec2(x, 0), 0).x; }
fn sum(t: texture_2d<u32>) -> u32 { return at(t, 0) + at(t, 1) * 10; }
@compute @workgroup_size(1) fn main() { out[0] = sum(a); out[1] = sum(b); }
)";
  auto filled = [&](uint32_t first, uint32_t second) {
    Texture t = texture(TextureFormat::R32Uint, {2, 1, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
    std::vector<uint8_t> bytes(8);
    std::memcpy(bytes.data(), &first, 4);
    std::memcpy(bytes.data() + 4, &second, 4);
    write(t, bytes, 8, {2, 1, 1});
    return t;
  };
  Texture a = filled(1, 2), b = filled(3, 4);
  Buffer out = buffer(8, BufferUsage::Storage | BufferUsage::CopySrc);
  std::vector<uint32_t> got = run(code,
                                  {{.binding = 0, .textureView = a.createView()},
                                   {.binding = 1, .textureView = b.createView()},
                                   {.binding = 2, .buffer = out}},
                                  out);
  EXPECT_EQ(got, (std::vector<uint32_t>{21, 43}));
}

// The compiled backend runs texture builtins itself: a device that asks for it reads the texel (a
// module it could not compile would be an internal error).
TEST_F(gpu_texture_exec, TheCompiledBackendRunsTextureBuiltins) {
  open_device(ExecutionBackend::Compiled);
  const char* code = R"(
@group(0) @binding(0) var t: texture_2d<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32, 2>;
@compute @workgroup_size(1) fn main() {
  out[0] = textureLoad(t, vec2(0), 0).x;
  out[1] = textureLoad(t, vec2(1, 0), 0).x + textureDimensions(t).y;  // out of range: zeros
}
)";
  Texture t = texture(TextureFormat::R32Uint, {1, 1, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
  uint32_t texel = 42;
  device.queue().writeTexture({.texture = t}, &texel, 4, {.bytesPerRow = 4, .rowsPerImage = 1}, {1, 1, 1});
  Buffer out = buffer(8, BufferUsage::Storage | BufferUsage::CopySrc);
  ComputePipeline p = pipeline(code);
  ASSERT_TRUE(p.isValid());
  device.pushErrorScope(ErrorFilter::Internal);
  dispatch(p, group(p, {{.binding = 0, .textureView = t.createView()}, {.binding = 1, .buffer = out}}));
  PopErrorScopeResult scope = device.popErrorScope();
  EXPECT_FALSE(scope.error) << scope.error->message;
  EXPECT_EQ(read_u32(out), (std::vector<uint32_t>{42, 1}));
}

// Anisotropic filtering (Vulkan's, which WebGPU's maxAnisotropy asks for): with gradients of 8
// texels along one axis and 1 along the other, N = min(8, maxAnisotropy) samples along the longer
// at level log2(8 / N). A 64x64 texture's 7 levels are solid colours, so each result names the level
// read: maxAnisotropy 1, 2, 4, 16 read levels 3, 2, 1, 0; 12 and 4 texels (N = 3) level 2 from
// maxAnisotropy 4 on (level 3.58 with 1: a blend); a gradient along one axis only N =
// maxAnisotropy; equal gradients one sample. The same bytes on both executors (the compiled
// kernels filter inline, exec/texel_rules.h). Dawn on lavapipe reads level 3 for all of these in a
// compute shader (it filters explicit gradients isotropically, which WebGPU allows), so the values
// here are the spec's, not an oracle's.
TEST_F(gpu_texture_exec, AnisotropicSamplingReadsFinerLevels) {
  const char* code = R"(
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var a1: sampler;
@group(0) @binding(2) var a2: sampler;
@group(0) @binding(3) var a4: sampler;
@group(0) @binding(4) var a16: sampler;
@group(0) @binding(5) var<storage, read_write> out: array<vec4f, 12>;
@compute @workgroup_size(1) fn main() {
  let p = vec2(0.4, 0.55);
  let gx = vec2(8.0 / 64.0, 0.0);
  let gy = vec2(0.0, 1.0 / 64.0);
  out[0] = textureSampleGrad(t, a1, p, gx, gy);
  out[1] = textureSampleGrad(t, a2, p, gx, gy);
  out[2] = textureSampleGrad(t, a4, p, gx, gy);
  out[3] = textureSampleGrad(t, a16, p, gx, gy);
  out[4] = textureSampleGrad(t, a4, p, gy, gx.yx);
  out[5] = textureSampleGrad(t, a16, p, gy, gx.yx);
  out[6] = textureSampleGrad(t, a4, p, vec2(12.0 / 64.0, 0.0), vec2(0.0, 4.0 / 64.0));
  out[7] = textureSampleGrad(t, a16, p, vec2(12.0 / 64.0, 0.0), vec2(0.0, 4.0 / 64.0));
  out[8] = textureSampleGrad(t, a4, p, vec2(16.0 / 64.0, 0.0), vec2(0.0));
  out[9] = textureSampleGrad(t, a16, p, vec2(16.0 / 64.0, 0.0), vec2(0.0));
  out[10] = textureSampleGrad(t, a16, p, vec2(4.0 / 64.0, 0.0), vec2(0.0, 4.0 / 64.0));
  out[11] = textureSampleGrad(t, a1, p, vec2(12.0 / 64.0, 0.0), vec2(0.0, 4.0 / 64.0));
}
)";
  const uint8_t colors[7][4] = {{255, 0, 0, 255},   {0, 255, 0, 255},   {0, 0, 255, 255},    {255, 255, 0, 255},
                                {0, 255, 255, 255}, {255, 0, 255, 255}, {128, 128, 128, 255}};
  std::vector<std::vector<uint32_t>> results;
  for (ExecutionBackend backend : {ExecutionBackend::Interpreter, ExecutionBackend::Compiled}) {
    open_device(backend);
    Texture t = texture(TextureFormat::Rgba8Unorm, {64, 64, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst, 7);
    for (uint32_t level = 0; level < 7; level++) {
      uint32_t side = 64 >> level;
      std::vector<uint8_t> texels;
      for (uint32_t i = 0; i < side * side; i++) texels.insert(texels.end(), colors[level], colors[level] + 4);
      write(t, texels, side * 4, {side, side, 1}, level);
    }
    auto sampler = [&](uint16_t anisotropy) {
      return device.createSampler({.magFilter = FilterMode::Linear,
                                   .minFilter = FilterMode::Linear,
                                   .mipmapFilter = MipmapFilterMode::Linear,
                                   .maxAnisotropy = anisotropy});
    };
    Buffer out = buffer(12 * 16, BufferUsage::Storage | BufferUsage::CopySrc);
    results.push_back(run(code,
                          {{.binding = 0, .textureView = t.createView()},
                           {.binding = 1, .sampler = sampler(1)},
                           {.binding = 2, .sampler = sampler(2)},
                           {.binding = 3, .sampler = sampler(4)},
                           {.binding = 4, .sampler = sampler(16)},
                           {.binding = 5, .buffer = out}},
                          out));
  }
  ASSERT_EQ(results[0], results[1]) << "the executors disagree";
  const int levels[11] = {3, 2, 1, 0, 1, 0, 2, 2, 2, 0, 2};
  for (int i = 0; i < 11; i++)
    for (int c = 0; c < 4; c++)
      EXPECT_EQ(std::bit_cast<float>(results[0][i * 4 + c]), colors[levels[i]][c] / 255.0f)
          << "out[" << i << "] component " << c;
  // Without anisotropy the 12x4 gradient's level is log2(12) = 3.58: level 3 and 4 blended.
  float t = std::log2(12.0f) - 3;
  EXPECT_NEAR(std::bit_cast<float>(results[0][44]), (1 - t) * 1.0f + t * 0.0f, 1e-5);
  EXPECT_NEAR(std::bit_cast<float>(results[0][46]), (1 - t) * 0.0f + t * 1.0f, 1e-5);
}

// Compressed textures are read decoded, on both executors: an etc2-rgb8unorm block in ETC2's T
// mode (exec/texel_blocks_test.cpp's Etc2TMode: row y holds paint colour y: (221, 0, 0),
// (16, 152, 16), (0, 136, 0), (0, 120, 0) of 255) read texel by texel and sampled between rows 1
// and 2; then an astc-4x4-unorm block the same way.
TEST_F(gpu_texture_exec, CompressedTexturesReadDecoded) {
  for (ExecutionBackend backend : {ExecutionBackend::Interpreter, ExecutionBackend::Compiled}) {
    instance = createInstance();
    adapter = instance.requestAdapter();
    DeviceDescriptor d;
    d.requiredFeatures = {"texture-compression-etc2", "texture-compression-astc"};
    d.execution.threads = 1;
    d.execution.backend = backend;
    device = adapter.requestDevice(d);
    ASSERT_TRUE(device);
    const char* code = R"(
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var<storage, read_write> out: array<vec4f, 17>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) i: u32) {
  out[i] = textureLoad(t, vec2(i % 4, i / 4), 0);
  if (i == 0) { out[16] = textureSampleLevel(t, s, vec2(0.5, 0.5), 0.0); }
}
)";
    const uint8_t block[8] = {0xf9, 0x00, 0x08, 0x07, 0xcc, 0xcc, 0xaa, 0xaa};  // indices: row y has y
    Texture t = texture(TextureFormat::Etc2Rgb8Unorm, {4, 4, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
    device.queue().writeTexture({.texture = t}, block, 8, {.bytesPerRow = 8, .rowsPerImage = 1}, {4, 4, 1});
    Sampler linear = device.createSampler({.magFilter = FilterMode::Linear, .minFilter = FilterMode::Linear});
    Buffer out = buffer(17 * 16, BufferUsage::Storage | BufferUsage::CopySrc);
    std::vector<uint32_t> words = run(code,
                                      {{.binding = 0, .textureView = t.createView()},
                                       {.binding = 1, .sampler = linear},
                                       {.binding = 2, .buffer = out}},
                                      out);
    auto at = [&](size_t texel, int c) { return std::bit_cast<float>(words[texel * 4 + size_t(c)]); };
    const int paint[4][3] = {{221, 0, 0}, {16, 152, 16}, {0, 136, 0}, {0, 120, 0}};
    for (size_t texel = 0; texel < 16; texel++)
      for (int c = 0; c < 3; c++) EXPECT_EQ(at(texel, c), float(paint[texel / 4][c] / 255.0)) << texel << " " << c;
    EXPECT_EQ(at(5, 3), 1.0f);
    // (0.5, 0.5) lies between rows 1 and 2, halfway: the mean of their colours.
    EXPECT_FLOAT_EQ(at(16, 1), (152 + 136) / 2 / 255.0f);

    // astc-4x4-unorm: exec/texel_blocks_test.cpp's AstcSinglePartition block, whose column x reads
    // (R, G, B) of UNORM16 values over 65536: (0, 65535, 16448), (21504, 44000, 21840), (44000, 21504,
    // 27488), (65535, 0, 32896), alpha 1 (65535 reads 1).
    const uint8_t astc_block[16] = {0x42, 0x00, 0x01, 0xfe, 0xff, 0x01, 0x80, 0x00,
                                    0x01, 0x00, 0x00, 0x00, 0x27, 0x27, 0x27, 0x27};
    Texture astc =
        texture(TextureFormat::Astc4x4Unorm, {4, 4, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
    device.queue().writeTexture({.texture = astc}, astc_block, 16, {.bytesPerRow = 16, .rowsPerImage = 1}, {4, 4, 1});
    words = run(code,
                {{.binding = 0, .textureView = astc.createView()},
                 {.binding = 1, .sampler = linear},
                 {.binding = 2, .buffer = out}},
                out);
    const uint32_t columns[4][3] = {{0, 65536, 16448}, {21504, 44000, 21840}, {44000, 21504, 27488}, {65536, 0, 32896}};
    for (size_t texel = 0; texel < 16; texel++) {
      for (int c = 0; c < 3; c++) EXPECT_EQ(at(texel, c), float(columns[texel % 4][c]) / 65536.0f) << texel << " " << c;
      EXPECT_EQ(at(texel, 3), 1.0f);
    }
    // (0.5, 0.5) lies halfway between columns 1 and 2 (and rows 1 and 2, which are equal).
    EXPECT_FLOAT_EQ(at(16, 0), (21504 + 44000) / 2 / 65536.0f);
  }
}

// A compressed texture written again between two dispatches is read with its new blocks: the
// decoded planes kept for its view (api/gpu_impl.h) are not read once its blocks changed.
TEST_F(gpu_texture_exec, CompressedTexturesRewrittenAreReadAnew) {
  DeviceDescriptor d;
  d.requiredFeatures = {"texture-compression-bc"};
  d.execution.threads = 1;
  device = adapter.requestDevice(d);
  ASSERT_TRUE(device);
  const char* code = R"(
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 1>;
@compute @workgroup_size(1) fn main() { out[0] = textureLoad(t, vec2(1, 1), 0).r; }
)";
  Texture t = texture(TextureFormat::Bc4RUnorm, {4, 4, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
  TextureView view = t.createView();
  Buffer out = buffer(4, BufferUsage::Storage | BufferUsage::CopySrc);
  for (uint8_t red : {uint8_t{255}, uint8_t{51}, uint8_t{51}, uint8_t{0}}) {
    const uint8_t block[8] = {red, 0, 0, 0, 0, 0, 0, 0};  // every index 0: every texel reads red0
    device.queue().writeTexture({.texture = t}, block, 8, {.bytesPerRow = 8, .rowsPerImage = 1}, {4, 4, 1});
    std::vector<uint32_t> words = run(code, {{.binding = 0, .textureView = view}, {.binding = 1, .buffer = out}}, out);
    EXPECT_EQ(std::bit_cast<float>(words[0]), float(red / 255.0)) << int(red);
  }
}

// A device whose memory budget holds compressed textures as blocks but not every decoding of
// them: decoded views count against the budget (16 bytes a texel, and the blocks kept beside
// them), from the dispatch that decodes them until the decoding goes.
class gpu_decoded_budget : public gpu_texture_exec {
 protected:
  static constexpr uint64_t kBudget = 1 << 20;
  using gpu_texture_exec::read;
  void SetUp() override {
    instance = createInstance();
    adapter = instance.requestAdapter();
    DeviceDescriptor d;
    d.requiredFeatures = {"texture-compression-bc"};
    d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
    d.execution.threads = 1;
    d.execution.memoryBudget = kBudget;
    device = adapter.requestDevice(d);
    ASSERT_TRUE(device);
    out = buffer(4, BufferUsage::Storage | BufferUsage::CopySrc | BufferUsage::CopyDst);
    reader = pipeline(kRead);
    ASSERT_TRUE(reader.isValid());
  }

  // A bc4-r-unorm texture of `size` x `size` whose every texel reads red / 255 (every block's
  // indices 0: each texel is red0).
  Texture red_texture(uint32_t size, uint8_t red) {
    Texture t =
        texture(TextureFormat::Bc4RUnorm, {size, size, 1}, TextureUsage::TextureBinding | TextureUsage::CopyDst);
    write_red(t, size, red);
    return t;
  }
  void write_red(const Texture& t, uint32_t size, uint8_t red) {
    uint32_t blocks = size / 4;
    std::vector<uint8_t> bytes(size_t{blocks} * blocks * 8, 0);
    for (size_t b = 0; b < bytes.size(); b += 8) bytes[b] = red;
    write(t, bytes, blocks * 8, {size, size, 1});
  }

  // Reads texel (1, 1) of `t` into `out` in one dispatch; the out-of-memory error it raised, or "".
  std::string read(const Texture& t, float* red) {
    device.queue().writeBuffer(out, 0, &kUnread, 4);
    device.pushErrorScope(ErrorFilter::OutOfMemory);
    dispatch(reader, group(reader, {{.binding = 0, .textureView = t.createView()}, {.binding = 1, .buffer = out}}));
    PopErrorScopeResult scope = device.popErrorScope();
    *red = std::bit_cast<float>(read_u32(out)[0]);
    return scope.error ? scope.error->message : "";
  }

  // Whether a buffer of `bytes` can be created now: what the budget has left.
  bool fits(uint64_t bytes) {
    device.pushErrorScope(ErrorFilter::OutOfMemory);
    Buffer b = buffer(bytes, BufferUsage::Storage);
    return !device.popErrorScope().error && b.isValid();
  }

  static constexpr const char* kRead = R"(
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 1>;
@compute @workgroup_size(1) fn main() { out[0] = textureLoad(t, vec2(1, 1), 0).r; }
)";
  static constexpr float kUnread = -1;  // what `out` holds when the dispatch did not run
  Buffer out;
  ComputePipeline reader;
};

// 256 x 256 texels are 32 KiB of bc4 blocks but 1 MiB decoded: the dispatch that would decode them
// is an out-of-memory error and does not run; the dispatch after it, whose decoding fits, reads
// the right texels.
TEST_F(gpu_decoded_budget, ADecodingPastTheBudgetIsAnOutOfMemoryErrorOfTheDispatch) {
  Texture big = red_texture(256, 255);
  Texture small = red_texture(4, 51);
  ASSERT_TRUE(big.isValid() && small.isValid());
  float red = 0;
  std::string error = read(big, &red);
  EXPECT_NE(error.find("Failed to allocate 1081344 bytes for the decoded texels of [TextureView] of [Texture]"),
            std::string::npos)
      << error;
  EXPECT_NE(error.find("memory budget (1048576 bytes)"), std::string::npos) << error;
  EXPECT_NE(error.find("Queue.Submit()"), std::string::npos) << error;
  EXPECT_EQ(red, kUnread);
  EXPECT_EQ(read(small, &red), "");
  EXPECT_EQ(red, float(51 / 255.0));
  EXPECT_TRUE(fits(kBudget - (64 << 10))) << "the refused decoding took nothing";
}

// A decoding holds its bytes while it is kept: a second texture's does not fit beside the first's
// until the first texture is destroyed, or released; a texture written again is decoded anew
// within the bytes its old decoding held.
TEST_F(gpu_decoded_budget, ADecodingGivesItsBytesBackWhenItGoes) {
  // 192 x 192 texels: 18 KiB of blocks, 576 KiB decoded; two decodings pass the 1 MiB budget.
  Texture a = red_texture(192, 255), b = red_texture(192, 102);
  float red = 0;
  EXPECT_EQ(read(a, &red), "");
  EXPECT_EQ(red, 1.0f);
  EXPECT_FALSE(fits(512 << 10));  // the decoding is charged
  EXPECT_NE(read(b, &red), "");
  EXPECT_EQ(red, kUnread);
  // Rewritten blocks are decoded again: the stale decoding's bytes go first.
  write_red(a, 192, 51);
  EXPECT_EQ(read(a, &red), "");
  EXPECT_EQ(red, float(51 / 255.0));
  a.destroy();
  EXPECT_EQ(read(b, &red), "");
  EXPECT_EQ(red, float(102 / 255.0));
  // Dropped without destroy(): its decoding goes with the texture.
  b = {};
  instance.waitAny(device.queue().onSubmittedWorkDone());
  EXPECT_TRUE(fits(kBudget - (64 << 10)));
}

// A draw whose fragment stage reads a view it cannot decode within the budget is the submit's
// out-of-memory error and draws nothing; the pass drawn after it, reading a view that fits, draws.
TEST_F(gpu_decoded_budget, ADrawPastTheBudgetIsAnOutOfMemoryError) {
  ShaderModule m = device.createShaderModule({.code = R"(
@group(0) @binding(0) var t: texture_2d<f32>;
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  return vec4f(f32(i & 1u) * 4.0 - 1.0, f32(i >> 1u) * 4.0 - 1.0, 0, 1);
}
@fragment fn fs() -> @location(0) vec4f { return vec4f(textureLoad(t, vec2(1, 1), 0).r, 0, 0, 1); }
)"});
  RenderPipelineDescriptor d;
  d.vertex.module = m;
  FragmentState f;
  f.module = m;
  f.targets = {ColorTargetState{.format = TextureFormat::Rgba8Unorm}};
  d.fragment = f;
  RenderPipeline p = device.createRenderPipeline(d);
  ASSERT_TRUE(p.isValid());
  Texture target =
      texture(TextureFormat::Rgba8Unorm, {4, 4, 1}, TextureUsage::RenderAttachment | TextureUsage::CopySrc);
  // One pass over `source`, the target cleared to blue first; the out-of-memory error, or "".
  auto draw = [&](const Texture& source) {
    BindGroup g = device.createBindGroup(
        {.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .textureView = source.createView()}}});
    RenderPassDescriptor rp;
    rp.colorAttachments = {RenderPassColorAttachment{
        .view = target.createView(), .clearValue = {0, 0, 1, 1}, .loadOp = LoadOp::Clear, .storeOp = StoreOp::Store}};
    CommandEncoder e = device.createCommandEncoder();
    RenderPassEncoder pass = e.beginRenderPass(rp);
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.draw(3);
    pass.end();
    device.pushErrorScope(ErrorFilter::OutOfMemory);
    device.queue().submit({e.finish()});
    PopErrorScopeResult scope = device.popErrorScope();
    return scope.error ? scope.error->message : "";
  };
  Texture big = red_texture(256, 255), small = red_texture(4, 51);
  std::string error = draw(big);
  EXPECT_NE(error.find("A draw of [RenderPipeline] failed: Failed to allocate 1081344 bytes for the decoded texels"),
            std::string::npos)
      << error;
  EXPECT_EQ(read(target, 16, 4, 4)[2], 255);  // cleared, not drawn
  EXPECT_EQ(draw(small), "");
  std::vector<uint8_t> texels = read(target, 16, 4, 4);
  EXPECT_EQ(texels[0], 51);
  EXPECT_EQ(texels[2], 0);
}

// Under the sanitizer (the interpreter with listeners) texture reads and writes out of range are
// the executor's rule, never a crash.
TEST_F(gpu_texture_exec, RunsUnderTheSanitizer) {
  instance = createInstance();
  adapter = instance.requestAdapter();
  DeviceDescriptor desc;
  desc.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
  desc.execution.threads = 1;
  desc.execution.sanitize.bounds = true;
  desc.execution.sanitize.races = true;
  device = adapter.requestDevice(desc);
  const char* code = R"(
@group(0) @binding(0) var t: texture_storage_2d<r32float, read_write>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 2>;
@compute @workgroup_size(2) fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(t, vec2(i * 1000, 0), vec4(2.5));
  out[i] = textureLoad(t, vec2(i * 1000, 0)).x + 1.0;
}
)";
  Texture t = texture(TextureFormat::R32Float, {4, 4, 1}, TextureUsage::StorageBinding);
  Buffer out = buffer(8, BufferUsage::Storage | BufferUsage::CopySrc);
  std::vector<uint32_t> got =
      run(code, {{.binding = 0, .textureView = t.createView()}, {.binding = 1, .buffer = out}}, out);
  EXPECT_EQ(got, (std::vector<uint32_t>{std::bit_cast<uint32_t>(3.5f), std::bit_cast<uint32_t>(1.0f)}));
}

}  // namespace
}  // namespace wgx::gpu::testing
