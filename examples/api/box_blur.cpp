// A 3x3 box blur with the wgx::gpu API: an rgba8unorm image uploaded with writeTexture, read in a
// compute shader with textureLoad (neighbours clamped to the edge), the average written to a
// storage texture with textureStore, and the result copied to a buffer and compared with the
// same arithmetic done here on the CPU.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

#include "wgx/gpu.h"

namespace gpu = wgx::gpu;

static const char* kShader = R"(
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var dst: texture_storage_2d<rgba8unorm, write>;

@compute @workgroup_size(8, 8)
fn blur(@builtin(global_invocation_id) id: vec3u) {
  let size = vec2i(textureDimensions(src));
  let p = vec2i(id.xy);
  if (any(p >= size)) { return; }
  var sum = vec4f(0);
  for (var dy = -1; dy <= 1; dy++) {
    for (var dx = -1; dx <= 1; dx++) {
      sum += textureLoad(src, clamp(p + vec2(dx, dy), vec2(0), size - 1), 0);
    }
  }
  textureStore(dst, p, sum / 9.0);
}
)";

constexpr uint32_t kWidth = 20, kHeight = 12;

// The texel a pattern puts at (x, y), channel c.
uint8_t pattern(uint32_t x, uint32_t y, uint32_t c) {
  return static_cast<uint8_t>((x * 37 + y * 11 + c * 71) ^ (x * y));
}

// What the shader computes for one channel: the f32 sum of the nine texels as f32 in the same
// order, divided by 9, written as unorm8 (clamped, rounded to nearest).
uint8_t expected(uint32_t x, uint32_t y, uint32_t c) {
  float sum = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int sx = std::clamp(static_cast<int>(x) + dx, 0, static_cast<int>(kWidth) - 1);
      int sy = std::clamp(static_cast<int>(y) + dy, 0, static_cast<int>(kHeight) - 1);
      sum += static_cast<float>(pattern(sx, sy, c) / 255.0);
    }
  float v = sum / 9.0f;
  return static_cast<uint8_t>(std::nearbyint(std::clamp(static_cast<double>(v), 0.0, 1.0) * 255.0));
}

int main() {
  gpu::Instance instance = gpu::createInstance();
  gpu::Device device = instance.requestAdapter().requestDevice(
      {.uncapturedErrorCallback = [](const gpu::Error& e) { std::fprintf(stderr, "error: %s\n", e.message.c_str()); }});
  gpu::Queue queue = device.queue();

  std::vector<uint8_t> image(kWidth * kHeight * 4);
  for (uint32_t y = 0; y < kHeight; y++)
    for (uint32_t x = 0; x < kWidth; x++)
      for (uint32_t c = 0; c < 4; c++) image[(y * kWidth + x) * 4 + c] = pattern(x, y, c);
  gpu::Texture src = device.createTexture({.label = "src",
                                           .size = {kWidth, kHeight, 1},
                                           .format = gpu::TextureFormat::Rgba8Unorm,
                                           .usage = gpu::TextureUsage::TextureBinding | gpu::TextureUsage::CopyDst});
  gpu::Texture dst = device.createTexture({.label = "dst",
                                           .size = {kWidth, kHeight, 1},
                                           .format = gpu::TextureFormat::Rgba8Unorm,
                                           .usage = gpu::TextureUsage::StorageBinding | gpu::TextureUsage::CopySrc});
  queue.writeTexture({.texture = src}, image.data(), image.size(), {.bytesPerRow = kWidth * 4, .rowsPerImage = kHeight},
                     {kWidth, kHeight, 1});

  gpu::ShaderModule module = device.createShaderModule({.label = "blur", .code = kShader});
  gpu::ComputePipeline pipeline = device.createComputePipeline({.label = "blur", .compute = {.module = module}});
  gpu::BindGroup group = device.createBindGroup(
      {.layout = pipeline.getBindGroupLayout(0),
       .entries = {{.binding = 0, .textureView = src.createView()}, {.binding = 1, .textureView = dst.createView()}}});

  constexpr uint32_t kRow = 256;  // bytesPerRow of a texture-to-buffer copy: a multiple of 256
  gpu::Buffer readback = device.createBuffer(
      {.label = "readback", .size = kRow * kHeight, .usage = gpu::BufferUsage::MapRead | gpu::BufferUsage::CopyDst});
  gpu::CommandEncoder encoder = device.createCommandEncoder();
  gpu::ComputePassEncoder pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.dispatchWorkgroups((kWidth + 7) / 8, (kHeight + 7) / 8);
  pass.end();
  encoder.copyTextureToBuffer({.texture = dst}, {.layout = {.bytesPerRow = kRow}, .buffer = readback},
                              {kWidth, kHeight, 1});
  queue.submit({encoder.finish()});

  bool mapped = false;
  instance.waitAny(
      readback.mapAsync(gpu::MapMode::Read, 0, kRow * kHeight,
                        [&](gpu::MapAsyncStatus s, std::string_view) { mapped = s == gpu::MapAsyncStatus::Success; }));
  if (!mapped) return 1;
  std::vector<uint8_t> result(kRow * kHeight);
  std::memcpy(result.data(), readback.getConstMappedRange(), result.size());
  readback.unmap();

  int wrong = 0;
  for (uint32_t y = 0; y < kHeight; y++)
    for (uint32_t x = 0; x < kWidth; x++)
      for (uint32_t c = 0; c < 4; c++) wrong += result[y * kRow + x * 4 + c] != expected(x, y, c);
  std::printf("blurred %ux%u rgba8unorm: texel (0,0) = %u %u %u %u, (5,5) = %u %u %u %u; %d wrong\n", kWidth, kHeight,
              result[0], result[1], result[2], result[3], result[5 * kRow + 20], result[5 * kRow + 21],
              result[5 * kRow + 22], result[5 * kRow + 23], wrong);
  return wrong == 0 ? 0 : 1;
}
