// saxpy with the wgx::gpu API: y = a * x + y over 1000 floats, the way a WebGPU program does it
// (upload, auto-layout pipeline, bind group, dispatch, copy to a readback buffer, map, read).
#include <cstdio>
#include <cstring>
#include <vector>

#include "wgx/gpu.h"

namespace gpu = wgx::gpu;

static const char* kShader = R"(
struct Params { a: f32, n: u32 }
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;

@compute @workgroup_size(64)
fn saxpy(@builtin(global_invocation_id) id: vec3u) {
  if (id.x < params.n) { y[id.x] = params.a * x[id.x] + y[id.x]; }
}
)";

int main() {
  constexpr uint32_t n = 1000;
  gpu::Instance instance = gpu::createInstance();
  gpu::Device device = instance.requestAdapter().requestDevice(
      {.uncapturedErrorCallback = [](const gpu::Error& e) { std::fprintf(stderr, "error: %s\n", e.message.c_str()); }});

  std::vector<float> x(n), y(n);
  for (uint32_t i = 0; i < n; i++) x[i] = float(i), y[i] = 1.0f;
  struct {
    float a;
    uint32_t n;
  } params{2.0f, n};

  gpu::Queue queue = device.queue();
  gpu::Buffer uniforms = device.createBuffer(
      {.label = "params", .size = 16, .usage = gpu::BufferUsage::Uniform | gpu::BufferUsage::CopyDst});
  gpu::Buffer xs = device.createBuffer(
      {.label = "x", .size = n * 4, .usage = gpu::BufferUsage::Storage | gpu::BufferUsage::CopyDst});
  gpu::Buffer ys =
      device.createBuffer({.label = "y",
                           .size = n * 4,
                           .usage = gpu::BufferUsage::Storage | gpu::BufferUsage::CopyDst | gpu::BufferUsage::CopySrc});
  gpu::Buffer readback = device.createBuffer(
      {.label = "readback", .size = n * 4, .usage = gpu::BufferUsage::MapRead | gpu::BufferUsage::CopyDst});
  queue.writeBuffer(uniforms, 0, &params, sizeof params);
  queue.writeBuffer(xs, 0, x.data(), n * 4);
  queue.writeBuffer(ys, 0, y.data(), n * 4);

  gpu::ShaderModule module = device.createShaderModule({.label = "saxpy", .code = kShader});
  for (const gpu::CompilationMessage& m : module.getCompilationInfo().messages)
    std::fprintf(stderr, "%llu:%llu %s\n", (unsigned long long)m.lineNum, (unsigned long long)m.linePos,
                 m.message.c_str());
  gpu::ComputePipeline pipeline =
      device.createComputePipeline({.label = "saxpy", .compute = {.module = module, .entryPoint = "saxpy"}});
  gpu::BindGroup group = device.createBindGroup(
      {.layout = pipeline.getBindGroupLayout(0),
       .entries = {{.binding = 0, .buffer = uniforms}, {.binding = 1, .buffer = xs}, {.binding = 2, .buffer = ys}}});

  gpu::CommandEncoder encoder = device.createCommandEncoder();
  gpu::ComputePassEncoder pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.dispatchWorkgroups((n + 63) / 64);
  pass.end();
  encoder.copyBufferToBuffer(ys, 0, readback, 0, n * 4);
  queue.submit({encoder.finish()});

  bool mapped = false;
  instance.waitAny(readback.mapAsync(gpu::MapMode::Read, 0, n * 4, [&](gpu::MapAsyncStatus s, std::string_view) {
    mapped = s == gpu::MapAsyncStatus::Success;
  }));
  if (!mapped) return 1;
  std::vector<float> result(n);
  std::memcpy(result.data(), readback.getConstMappedRange(), n * 4);
  readback.unmap();

  int wrong = 0;
  for (uint32_t i = 0; i < n; i++) wrong += result[i] != 2.0f * x[i] + 1.0f;
  std::printf("y[0] = %g, y[1] = %g, y[999] = %g; %d wrong\n", result[0], result[1], result[999], wrong);
  return wrong == 0 ? 0 : 1;
}
