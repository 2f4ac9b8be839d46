// The "Barriers" page as a program, call for call what its script does through the wgx::gpu API:
// the two shaders it compiles only for their first error, 64 noisy values smoothed in one
// workgroup by a compute pass, then a render pass that draws the inputs and the smoothed values as
// 128 bars (the `view` shader, draw(4, 128), a triangle strip per instance) into a 600x360
// bgra8unorm canvas cleared to [0.97, 0.96, 0.93, 1], written as a PNG. The page's Math.random()
// is a fixed xorshift32 sequence here, so the picture is the same on every run.
// Usage: wgx_seed_page_example [OUT.png]   (default seed_page.png)
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "cli/png_image.h"
#include "wgx/gpu.h"

namespace gpu = wgx::gpu;

static const char* kHalfBarrier = R"(
var<workgroup> t: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 32) { t[i] = i; workgroupBarrier(); }
}
)";

// The smoothing shader with its step count read as `load` says (the page's smoothing(loadCount)).
static std::string smoothing(const std::string& load) {
  return R"(
@group(0) @binding(0) var<storage, read_write> data: array<f32>;   // 64 values in, 64 smoothed out
@group(0) @binding(1) var<uniform> requested: u32;
var<workgroup> v: array<f32, 64>;
var<workgroup> steps: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = data[i];
  if (i == 0) { steps = requested; }          // one invocation decides
  let n = )" +
         load + R"(;
  for (var s = 0u; s < n; s++) {
    let left = v[max(i, 1u) - 1];  let mid = v[i];  let right = v[min(i + 1, 63u)];
    workgroupBarrier();                       // everyone has read before anyone writes
    v[i] = (left + mid + right) / 3;
    workgroupBarrier();                       // everyone has written before the next read
  }
  data[64 + i] = v[i];
}
)";
}

static const char* kView = R"(
@group(0) @binding(0) var<storage> data: array<f32>;
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec3f }
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  let q = vec2f(f32(v & 1), f32(v >> 1));
  let smoothed = i >= 64u;
  let k = f32(i % 64);
  let base = select(-0.05, -0.9, smoothed);
  let p = vec2f(-0.95 + k * 0.0297 + q.x * 0.024, base + q.y * data[i] * 0.7);
  return Out(vec4f(p, 0, 1), select(vec3f(0.62, 0.65, 0.70), vec3f(0.08, 0.40, 0.75), smoothed));
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return vec4f(in.color, 1); }
)";

constexpr uint32_t kWidth = 600, kHeight = 360;

// The page's Math.random(): xorshift32 from a fixed seed, as a number in [0, 1).
struct Random {
  uint32_t x = 0x2545F491;
  double next() {
    x ^= x << 13, x ^= x >> 17, x ^= x << 5;
    return x / 4294967296.0;
  }
};

// The first error message of a module, or "compiled" (the page's firstError); the error scope
// keeps the module's validation error out of the uncaptured-error callback.
std::string first_error(gpu::Device& device, const std::string& code) {
  device.pushErrorScope(gpu::ErrorFilter::Validation);
  gpu::CompilationInfo info = device.createShaderModule({.code = code}).getCompilationInfo();
  device.popErrorScope();
  for (const gpu::CompilationMessage& m : info.messages)
    if (m.type == gpu::CompilationMessageType::Error) return m.message;
  return "compiled";
}

int main(int argc, char** argv) {
  std::string out_path = argc > 1 ? argv[1] : "seed_page.png";
  gpu::Instance instance = gpu::createInstance();
  bool failed = false;
  gpu::Device device = instance.requestAdapter().requestDevice({.uncapturedErrorCallback = [&](const gpu::Error& e) {
    std::fprintf(stderr, "error: %s\n", e.message.c_str());
    failed = true;
  }});
  gpu::Queue queue = device.queue();
  std::string e1 = first_error(device, kHalfBarrier);
  std::string e2 = first_error(device, smoothing("steps"));

  std::vector<float> input(128, 0.0f);
  Random random;
  // In doubles, stored as f32, as JavaScript fills the page's Float32Array.
  for (int i = 0; i < 64; i++) input[i] = static_cast<float>(0.35 + 0.25 * std::sin(i / 7.0) + 0.3 * random.next());
  gpu::Buffer data = device.createBuffer({.size = 512, .usage = gpu::BufferUsage::Storage | gpu::BufferUsage::CopyDst});
  queue.writeBuffer(data, 0, input.data(), 512);
  gpu::Buffer requested =
      device.createBuffer({.size = 4, .usage = gpu::BufferUsage::Uniform | gpu::BufferUsage::CopyDst});
  uint32_t steps = 6;
  queue.writeBuffer(requested, 0, &steps, 4);
  gpu::ComputePipeline compute = device.createComputePipeline(
      {.compute = {.module = device.createShaderModule({.code = smoothing("workgroupUniformLoad(&steps)")})}});
  gpu::ShaderModule module = device.createShaderModule({.code = kView});
  gpu::TextureFormat format = gpu::TextureFormat::Bgra8Unorm;  // the preferred canvas format
  gpu::RenderPipeline render = device.createRenderPipeline(
      {.vertex = {{.module = module}},
       .primitive = {.topology = gpu::PrimitiveTopology::TriangleStrip},
       .fragment = gpu::FragmentState{{.module = module}, {gpu::ColorTargetState{.format = format}}}});
  gpu::Texture canvas =
      device.createTexture({.size = {kWidth, kHeight, 1},
                            .format = format,
                            .usage = gpu::TextureUsage::RenderAttachment | gpu::TextureUsage::CopySrc});

  gpu::CommandEncoder encoder = device.createCommandEncoder();
  gpu::ComputePassEncoder cp = encoder.beginComputePass();
  cp.setPipeline(compute);
  cp.setBindGroup(
      0, device.createBindGroup({.layout = compute.getBindGroupLayout(0),
                                 .entries = {{.binding = 0, .buffer = data}, {.binding = 1, .buffer = requested}}}));
  cp.dispatchWorkgroups(1);
  cp.end();
  gpu::RenderPassEncoder pass =
      encoder.beginRenderPass({.colorAttachments = {gpu::RenderPassColorAttachment{.view = canvas.createView(),
                                                                                   .clearValue = {0.97, 0.96, 0.93, 1},
                                                                                   .loadOp = gpu::LoadOp::Clear,
                                                                                   .storeOp = gpu::StoreOp::Store}}});
  pass.setPipeline(render);
  pass.setBindGroup(
      0, device.createBindGroup({.layout = render.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = data}}}));
  pass.draw(4, 128);
  pass.end();
  // Reading the canvas back (what the browser would show): a copy into a mappable buffer.
  constexpr uint32_t kPaddedRow = (kWidth * 4 + 255) / 256 * 256;  // bytesPerRow: a multiple of 256
  gpu::Buffer readback = device.createBuffer(
      {.size = uint64_t{kPaddedRow} * kHeight, .usage = gpu::BufferUsage::MapRead | gpu::BufferUsage::CopyDst});
  encoder.copyTextureToBuffer({.texture = canvas}, {.layout = {.bytesPerRow = kPaddedRow}, .buffer = readback},
                              {kWidth, kHeight, 1});
  queue.submit({encoder.finish()});

  bool mapped = false;
  instance.waitAny(
      readback.mapAsync(gpu::MapMode::Read, 0, uint64_t{kPaddedRow} * kHeight,
                        [&](gpu::MapAsyncStatus s, std::string_view) { mapped = s == gpu::MapAsyncStatus::Success; }));
  if (!mapped || failed) return 1;
  const uint8_t* bgra = static_cast<const uint8_t*>(readback.getConstMappedRange());
  wgx::cli::PngImage image{kWidth, kHeight, wgx::cli::PngChannels::Rgba, {}};
  image.pixels.resize(uint64_t{kWidth} * kHeight * 4);
  for (uint32_t y = 0; y < kHeight; y++)
    for (uint32_t x = 0; x < kWidth; x++) {
      const uint8_t* p = bgra + uint64_t{y} * kPaddedRow + x * 4;
      uint8_t* q = image.pixels.data() + (uint64_t{y} * kWidth + x) * 4;
      q[0] = p[2], q[1] = p[1], q[2] = p[0], q[3] = p[3];
    }
  readback.unmap();
  std::string error;
  if (!wgx::cli::write_png(out_path, image, &error)) {
    std::fprintf(stderr, "error: %s\n", error.c_str());
    return 1;
  }
  std::printf("barrier inside if (i < 32): %s\n", e1.c_str());
  std::printf("loop bound read from var<workgroup>: %s\n", e2.c_str());
  std::printf("drew 128 bars into %ux%u bgra8unorm: %s\n", kWidth, kHeight, out_path.c_str());
  return 0;
}
