// Per-dispatch overhead through the C++ API (include/wgx/gpu.h): the cost of a dispatch whose
// work is a few nanoseconds, which is what small operators of real clients (onnxruntime-web,
// tfjs, typegpu) pay many times per frame. Measured on both CPU executors and, where a GPU and
// NVRTC are present, on the CUDA device (`backend:2`; skipped with the reason elsewhere):
// - DispatchInPass: one pass of 400 one-workgroup dispatches, one submit, waited for; wall time
//   per dispatch.
// - SubmitAndDone: one tiny dispatch submitted, then onSubmittedWorkDone waited for (wall time:
//   the work runs on the device's queue thread).
// - ReadBack64MiB: a dispatch's 64 MiB result copied to a map-read buffer, mapped and read (on
//   CUDA: the GPU-to-host transfer through pinned staging).
// - CompressedTextureRead: a read of an astc texture whose blocks stay the same (its decoding
//   kept) against one whose blocks are written anew before each dispatch (decoded each time).
// - RebuildPerDispatch (the reference, same run): the same one-workgroup dispatch built for its
//   backend at every dispatch, as the engine did before pipelines kept their executable
//   (program::run_once emits, looks up and runs the kernel each time).
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "api/compute_program.h"
#include "api/shader_module.h"
#include "program/executable.h"
#include "wgx/gpu.h"

namespace {

using namespace wgx;
using namespace wgx::gpu;

const char* kIncrement = R"(
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) { data[i] += 1u; }
)";

// One pass of `dispatches` one-workgroup dispatches of `pipeline` over `group`, submitted.
void submit_dispatches(Device& device, ComputePipeline& pipeline, BindGroup& group, int dispatches) {
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  for (int i = 0; i < dispatches; i++) pass.dispatchWorkgroups(1);
  pass.end();
  device.queue().submit({e.finish()});
}

struct Rig {
  Instance instance = createInstance();
  Adapter adapter = instance.requestAdapter();
  Device device;
  ComputePipeline pipeline;
  BindGroup group;
  Buffer data;

  explicit Rig(ExecutionBackend backend) {
    DeviceDescriptor d;
    d.execution.backend = backend;
    d.execution.threads = 1;
    device = adapter.requestDevice(d);
    if (!device) return;  // CUDA without a GPU: the benchmark says so
    data = device.createBuffer({.size = 256, .usage = BufferUsage::Storage});
    ShaderModule m = device.createShaderModule({.code = kIncrement});
    pipeline = device.createComputePipeline({.compute = {.module = m}});
    group =
        device.createBindGroup({.layout = pipeline.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = data}}});
  }

  void submit(int dispatches) { submit_dispatches(device, pipeline, group, dispatches); }
};

ExecutionBackend backend_of(const benchmark::State& state) {
  static constexpr ExecutionBackend kBackends[] = {ExecutionBackend::Interpreter, ExecutionBackend::Compiled,
                                                   ExecutionBackend::Cuda};
  return kBackends[state.range(0)];
}

// The device for `state`'s backend, or false with the benchmark skipped (no GPU for CUDA).
bool usable(benchmark::State& state, const Rig& rig) {
  if (rig.device) return true;
  state.SkipWithError("the device cannot be created (for CUDA: no GPU, driver or NVRTC here)");
  return false;
}

void DispatchInPass(benchmark::State& state) {
  Rig rig(backend_of(state));
  if (!usable(state, rig)) return;
  rig.submit(1);  // the pipeline's build is not a dispatch's cost
  constexpr int kDispatches = 400;
  for (auto _ : state) {
    rig.submit(kDispatches);
    rig.device.queue().waitIdle();  // the work runs on the device's queue thread
  }
  // Seconds per dispatch (printed with an SI prefix: 12.3u is 12.3 µs).
  state.counters["per_dispatch"] =
      benchmark::Counter(kDispatches, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void SubmitAndDone(benchmark::State& state) {
  Rig rig(backend_of(state));
  if (!usable(state, rig)) return;
  rig.submit(1);
  for (auto _ : state) {
    rig.submit(1);
    rig.instance.waitAny(rig.device.queue().onSubmittedWorkDone());
  }
}

// A 64 MiB result read back as a WebGPU program does: a dispatch writes the storage buffer (on
// the CUDA device it is then current in GPU memory only), a copy into a map-read buffer, mapAsync,
// the mapped bytes read once, unmap. Bytes per second of the read-back.
void ReadBack64MiB(benchmark::State& state) {
  Rig rig(backend_of(state));
  if (!usable(state, rig)) return;
  constexpr uint64_t kBytes = 64ull << 20;
  Buffer big = rig.device.createBuffer({.size = kBytes, .usage = BufferUsage::Storage | BufferUsage::CopySrc});
  Buffer readback = rig.device.createBuffer({.size = kBytes, .usage = BufferUsage::MapRead | BufferUsage::CopyDst});
  BindGroup group = rig.device.createBindGroup(
      {.layout = rig.pipeline.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = big}}});
  uint64_t sum = 0;
  for (auto _ : state) {
    CommandEncoder e = rig.device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(rig.pipeline);
    pass.setBindGroup(0, group);
    pass.dispatchWorkgroups(1);
    pass.end();
    e.copyBufferToBuffer(big, 0, readback, 0, kBytes);
    rig.device.queue().submit({e.finish()});
    rig.instance.waitAny(readback.mapAsync(MapMode::Read));
    const auto* words = static_cast<const uint64_t*>(readback.getConstMappedRange());
    for (uint64_t i = 0; i < kBytes / 8; i += 512) sum += words[i];  // touch every page once
    readback.unmap();
  }
  benchmark::DoNotOptimize(sum);
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * kBytes));
}

void RebuildPerDispatch(benchmark::State& state) {
  SourceFile file("increment.wgsl", kIncrement);
  DiagnosticList diags;
  CompiledModule module = compile_module(file, diags);
  ComputeProgram program = prepare_compute_program(module, file, PipelineOptions{}, diags);
  std::vector<uint8_t> data(256);
  std::vector<exec::BufferBinding> buffers = {{0, 0, data.data(), data.size()}};
  exec::ExecOptions options;
  options.threads = 1;
  options.backend = state.range(0) ? exec::Backend::Compiled : exec::Backend::Interpreter;
  if (!program.module || !program::run_once(*program.module, buffers, options).empty()) {
    state.SkipWithError("the reference program does not run");
    return;
  }
  for (auto _ : state) benchmark::DoNotOptimize(program::run_once(*program.module, buffers, options));
}

// A one-texel read of a 1024x1024 astc-4x4-unorm texture per dispatch (compiled backend): with
// `rewritten` 1 its blocks are written anew (alternating two contents) before each dispatch, so
// every dispatch decodes the 65,536 blocks, as every dispatch did before decoded views were kept;
// with 0 the texture stays as it is and dispatches read the decoding kept for its view.
void CompressedTextureRead(benchmark::State& state) {
  Instance instance = createInstance();
  Adapter adapter = instance.requestAdapter();
  DeviceDescriptor d;
  d.requiredFeatures = {"texture-compression-astc"};
  d.execution.backend = ExecutionBackend::Compiled;
  d.execution.threads = 1;
  Device device = adapter.requestDevice(d);
  constexpr uint32_t kSize = 1024;
  Texture texture = device.createTexture({.size = {kSize, kSize, 1},
                                          .format = TextureFormat::Astc4x4Unorm,
                                          .usage = TextureUsage::TextureBinding | TextureUsage::CopyDst});
  Buffer out = device.createBuffer({.size = 16, .usage = BufferUsage::Storage});
  ShaderModule m = device.createShaderModule({.code = R"(
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> out: vec4f;
@compute @workgroup_size(1) fn main() { out = textureLoad(t, vec2(5, 7), 0); }
)"});
  ComputePipeline pipeline = device.createComputePipeline({.compute = {.module = m}});
  BindGroup group = device.createBindGroup(
      {.layout = pipeline.getBindGroupLayout(0),
       .entries = {{.binding = 0, .textureView = texture.createView()}, {.binding = 1, .buffer = out}}});
  // Two contents: void-extent blocks (one colour each) of two colours.
  std::vector<uint8_t> blocks[2];
  for (int k = 0; k < 2; k++) {
    const uint8_t block[16] = {0xfc, 0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, uint8_t(k ? 0x80 : 0x40),
                               0,    0xff, 0xff};
    for (uint32_t i = 0; i < (kSize / 4) * (kSize / 4); i++) blocks[k].insert(blocks[k].end(), block, block + 16);
  }
  auto write = [&](int k) {
    device.queue().writeTexture({.texture = texture}, blocks[k].data(), blocks[k].size(),
                                {.bytesPerRow = kSize / 4 * 16, .rowsPerImage = kSize / 4}, {kSize, kSize, 1});
  };
  auto dispatch = [&] {
    submit_dispatches(device, pipeline, group, 1);
    device.queue().waitIdle();
  };
  write(0);
  dispatch();  // the pipeline's build and the first decoding are not what is measured
  int k = 0;
  for (auto _ : state) {
    if (state.range(0)) write(k ^= 1);
    dispatch();
  }
}

// backend: 0 the interpreter, 1 the compiled backend, 2 CUDA.
BENCHMARK(DispatchInPass)->ArgName("backend")->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(SubmitAndDone)->ArgName("backend")->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(ReadBack64MiB)->ArgName("backend")->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(RebuildPerDispatch)->ArgName("compiled")->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(CompressedTextureRead)->ArgName("rewritten")->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
