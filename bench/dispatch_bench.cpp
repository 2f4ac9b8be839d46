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

  void submit(int dispatches) {
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, group);
    for (int i = 0; i < dispatches; i++) pass.dispatchWorkgroups(1);
    pass.end();
    device.queue().submit({e.finish()});
  }
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

// backend: 0 the interpreter, 1 the compiled backend, 2 CUDA.
BENCHMARK(DispatchInPass)->ArgName("backend")->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(SubmitAndDone)->ArgName("backend")->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(ReadBack64MiB)->ArgName("backend")->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(RebuildPerDispatch)->ArgName("compiled")->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
