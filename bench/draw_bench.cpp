// Time per frame of two render passes through the wgx::gpu API, on 1 and on 2 worker threads
// (bench/RESULTS.md, "Drawing"): a 1920x1080 rgba8unorm pass covered by one full-screen triangle
// whose fragment shader does a few ALU operations per pixel, and the seed page's picture (600x360
// bgra8unorm, the `view` shader's draw(4, 128) over 128 smoothed values), and the shape of the CTS's
// drawIndexed vertex_buffer_OOB cases (drawIndexed(100, 10000) with a vertex shader that returns
// one point: 330,000 empty triangles into a 1x1 target). A frame is one submit of
// the pass (clear, draw) followed by onSubmittedWorkDone; the median of the frames is printed, and
// the fastest frame beside it (on a shared machine the least disturbed one), then the median of the
// process's CPU time per frame (all its threads: on a shared machine steadier than the wall clock).
// Usage: wgx_draw_bench [--pass=full|seed|indexed] [FRAMES [THREADS...]]   (default every pass, 15
// frames, on 1 and 2 threads; --pass measures one, e.g. under a profiler)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <tuple>
#include <vector>

#include "wgx/gpu.h"

namespace gpu = wgx::gpu;

namespace {

const char* kFullScreen = R"(
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  let p = vec2f(f32((v << 1) & 2), f32(v & 2));
  return vec4f(p * 2 - 1, 0, 1);
}
@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {
  let uv = p.xy / vec2f(1920, 1080);
  let d = fract(uv * 8) - 0.5;
  return vec4f(uv, 1 - dot(d, d) * 2, 1);
}
)";

const char* kSeedView = R"(
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

const char* kNoOp = R"(
@vertex fn vs() -> @builtin(position) vec4f { return vec4f(0, 0, 0, 1); }
@fragment fn fs() -> @location(0) vec4f { return vec4f(1); }
)";

struct Scene {
  const char* code;
  uint32_t width, height;
  gpu::TextureFormat format;
  gpu::PrimitiveTopology topology;
  uint32_t vertices, instances;
  bool storage;  // binds 128 floats at @group(0) @binding(0)
  bool indexed = false;  // drawIndexed over indices 0, 1, ... vertices - 1
};

bool g_failed = false;

struct Timing {
  double median, best, cpu;
};

double process_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

Timing frame_ms(unsigned threads, const Scene& s, int frames) {
  gpu::Instance instance = gpu::createInstance();
  gpu::DeviceDescriptor desc;
  desc.execution.threads = threads;
  desc.uncapturedErrorCallback = [](const gpu::Error& e) {
    std::fprintf(stderr, "error: %s\n", e.message.c_str());
    g_failed = true;
  };
  gpu::Device device = instance.requestAdapter().requestDevice(desc);
  gpu::ShaderModule module = device.createShaderModule({.code = s.code});
  gpu::RenderPipeline pipeline = device.createRenderPipeline(
      {.vertex = {{.module = module}},
       .primitive = {.topology = s.topology},
       .fragment = gpu::FragmentState{{.module = module}, {gpu::ColorTargetState{.format = s.format}}}});
  gpu::Texture target = device.createTexture(
      {.size = {s.width, s.height, 1}, .format = s.format, .usage = gpu::TextureUsage::RenderAttachment});
  gpu::BindGroup group;
  if (s.storage) {
    std::vector<float> values(128);
    for (size_t i = 0; i < values.size(); i++) values[i] = 0.3f + 0.4f * static_cast<float>(i % 64) / 64;
    gpu::Buffer data =
        device.createBuffer({.size = 512, .usage = gpu::BufferUsage::Storage | gpu::BufferUsage::CopyDst});
    device.queue().writeBuffer(data, 0, values.data(), 512);
    group = device.createBindGroup(
        {.layout = pipeline.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = data}}});
  }
  gpu::Buffer indices;
  if (s.indexed) {
    std::vector<uint32_t> values(s.vertices);
    for (uint32_t i = 0; i < s.vertices; i++) values[i] = i;
    indices = device.createBuffer(
        {.size = values.size() * 4, .usage = gpu::BufferUsage::Index | gpu::BufferUsage::CopyDst});
    device.queue().writeBuffer(indices, 0, values.data(), values.size() * 4);
  }
  std::vector<double> times, cpu;
  for (int f = 0; f < frames + 1; f++) {  // the first frame builds the kernels: not counted
    auto start = std::chrono::steady_clock::now();
    double cpu_start = process_cpu_ms();
    gpu::CommandEncoder encoder = device.createCommandEncoder();
    gpu::RenderPassEncoder pass = encoder.beginRenderPass(
        {.colorAttachments = {gpu::RenderPassColorAttachment{.view = target.createView(),
                                                             .clearValue = {0.97, 0.96, 0.93, 1},
                                                             .loadOp = gpu::LoadOp::Clear,
                                                             .storeOp = gpu::StoreOp::Store}}});
    pass.setPipeline(pipeline);
    if (s.storage) pass.setBindGroup(0, group);
    if (s.indexed) {
      pass.setIndexBuffer(indices, gpu::IndexFormat::Uint32);
      pass.drawIndexed(s.vertices, s.instances);
    } else {
      pass.draw(s.vertices, s.instances);
    }
    pass.end();
    device.queue().submit({encoder.finish()});
    instance.waitAny(device.queue().onSubmittedWorkDone([](gpu::QueueWorkDoneStatus) {}));
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (f > 0) times.push_back(ms), cpu.push_back(process_cpu_ms() - cpu_start);
  }
  std::sort(times.begin(), times.end());
  std::sort(cpu.begin(), cpu.end());
  return {times[times.size() / 2], times.front(), cpu[cpu.size() / 2]};
}

}  // namespace

int main(int argc, char** argv) {
  std::string only;
  if (argc > 1 && std::string(argv[1]).rfind("--pass=", 0) == 0) only = argv[1] + 7, argv++, argc--;
  int frames = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
  std::vector<unsigned> threads;
  for (int i = 2; i < argc; i++) threads.push_back(static_cast<unsigned>(std::max(1, std::atoi(argv[i]))));
  if (threads.empty()) threads = {1, 2};
  const Scene full{kFullScreen, 1920, 1080, gpu::TextureFormat::Rgba8Unorm, gpu::PrimitiveTopology::TriangleList,
                   3,           1,    false};
  const Scene seed{kSeedView, 600, 360, gpu::TextureFormat::Bgra8Unorm, gpu::PrimitiveTopology::TriangleStrip,
                   4,         128, true};
  std::printf("%-34s", "pass (median ms per frame)");
  for (unsigned t : threads) std::printf(" %14u thr (best)    cpu", t);
  std::printf("\n");
  const Scene empty{kNoOp, 1, 1, gpu::TextureFormat::Rgba8Unorm, gpu::PrimitiveTopology::TriangleList,
                    100,   10000, false, true};
  for (const auto& [key, name, scene] : {std::tuple{"full", "1920x1080 full-screen fragment", &full},
                                         {"seed", "seed picture 600x360", &seed},
                                         {"indexed", "drawIndexed(100, 10000) into 1x1", &empty}}) {
    if (!only.empty() && only != key) continue;
    std::printf("%-34s", name);
    for (unsigned t : threads) {
      Timing ms = frame_ms(t, *scene, frames);
      std::printf(" %13.2f (%7.2f) %7.2f", ms.median, ms.best, ms.cpu);
    }
    std::printf("\n");
  }
  return g_failed ? 1 : 0;
}
