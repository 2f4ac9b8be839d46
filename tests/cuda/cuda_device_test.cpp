// The API's device on the GPU (ExecutionBackend::Cuda, docs/cuda.md): without a GPU, requestDevice
// fails naming why (what the CI checks); with one, dispatches run there over buffers kept in its
// memory between dispatches and submits, and every host-side operation (writeBuffer, copies,
// clears, maps, indirect counts, texel copies of a storage texture the GPU wrote, a pipeline that
// falls back to the CPU) sees and leaves the same bytes as a device on the CPU. The GPU tests skip, naming why, where
// no CUDA GPU is present.
#include <gtest/gtest.h>


#include "api/gpu_test_support.h"
#include "program/device_buffer.h"
#include "program/executable.h"

namespace wgx::gpu::testing {
namespace {

bool gpu_here(std::string* why) {
  bool available = false;
  *why = program::cuda_device(&available);
  return available;
}

TEST(CudaDevice, RequestSaysWhyWithoutAGpu) {
  std::string device;
  if (gpu_here(&device)) GTEST_SKIP() << "a GPU is here: " << device;
  DeviceDescriptor d;
  d.execution.backend = ExecutionBackend::Cuda;
  std::string error;
  Device none = createInstance().requestAdapter().requestDevice(d, &error);
  EXPECT_FALSE(none);
  EXPECT_EQ(error, "The CUDA backend is unavailable: " + device + ".");
}

class CudaDeviceTest : public GpuTest {
 protected:
  void SetUp() override {
    std::string why;
    if (!gpu_here(&why)) GTEST_SKIP() << "no CUDA GPU here: " << why;
    open_device(ExecutionBackend::Cuda);
  }
  BindGroup group(const ComputePipeline& p, std::vector<BindGroupEntry> entries) {
    return device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = std::move(entries)});
  }
  void submit(const std::function<void(CommandEncoder&)>& record) {
    CommandEncoder e = device.createCommandEncoder();
    record(e);
    device.queue().submit({e.finish()});
  }
};

// Adds 1 to every word, `data[i] += 1 + bias`.
constexpr const char* kIncrement = R"(
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@group(0) @binding(1) var<uniform> bias: u32;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
  if (id.x < arrayLength(&data)) { data[id.x] += 1u + bias; }
}
)";

TEST_F(CudaDeviceTest, ReportsTheGpu) {
  AdapterInfo info = device.adapterInfo();
  EXPECT_EQ(info.vendor, "nvidia");
  EXPECT_EQ(info.architecture.rfind("sm_", 0), 0u) << info.architecture;
  EXPECT_FALSE(info.device.empty());
  EXPECT_EQ(info.subgroupMinSize, 32u);
  EXPECT_LE(device.limits().maxComputeInvocationsPerWorkgroup, 1024u);
}

TEST_F(CudaDeviceTest, SubgroupSizesOtherThanWarpsAreRefused) {
  DeviceDescriptor d;
  d.execution.backend = ExecutionBackend::Cuda;
  d.execution.subgroupSize = 16;
  std::string error;
  EXPECT_FALSE(adapter.requestDevice(d, &error));
  EXPECT_NE(error.find("warps of 32"), std::string::npos) << error;
}

// Dispatches in separate submits, writeBuffer into the uniform between them, reading back at the
// end: each dispatch sees the one before (the buffer stays on the GPU), and the host the last.
TEST_F(CudaDeviceTest, BuffersStayOnTheGpuBetweenSubmits) {
  constexpr uint32_t n = 1000;
  Buffer data = upload_u32(std::vector<uint32_t>(n, 5), BufferUsage::Storage | BufferUsage::CopySrc);
  Buffer bias = upload_u32({0}, BufferUsage::Uniform);
  ComputePipeline p = pipeline(kIncrement);
  ASSERT_TRUE(p.isValid());
  EXPECT_EQ(p.executionNote(), "");
  BindGroup g = group(p, {{.binding = 0, .buffer = data}, {.binding = 1, .buffer = bias}});
  for (uint32_t i = 0; i < 10; i++) {
    uint32_t b = i % 2;
    device.queue().writeBuffer(bias, 0, &b, 4);
    dispatch(p, g, (n + 63) / 64);
  }
  std::vector<uint32_t> words = read_u32(data);
  ASSERT_EQ(words.size(), n);
  for (uint32_t w : words) ASSERT_EQ(w, 5u + 10u + 5u);
  // The host's turn in between: a partial writeBuffer into the buffer that lives on the GPU, then
  // one more dispatch (the bias is still 1).
  uint32_t seven[2] = {7, 7};
  device.queue().writeBuffer(data, 8, seven, 8);
  dispatch(p, g, (n + 63) / 64);
  words = read_u32(data);
  EXPECT_EQ(words[0], 22u);
  EXPECT_EQ(words[2], 9u);
  EXPECT_EQ(words[3], 9u);
  EXPECT_EQ(words[4], 22u);
}

// Copies between buffers on the GPU, a clear of a buffer there, and a copy into a map-read buffer.
TEST_F(CudaDeviceTest, CopiesAndClearsSeeTheGpusBytes) {
  constexpr uint32_t n = 256;
  BufferUsageFlags usage = BufferUsage::Storage | BufferUsage::CopySrc | BufferUsage::CopyDst;
  Buffer a = upload_u32(std::vector<uint32_t>(n, 1), usage);
  Buffer b = upload_u32(std::vector<uint32_t>(n, 100), usage);
  Buffer bias = upload_u32({0}, BufferUsage::Uniform);
  ComputePipeline p = pipeline(kIncrement);
  BindGroup ga = group(p, {{.binding = 0, .buffer = a}, {.binding = 1, .buffer = bias}});
  BindGroup gb = group(p, {{.binding = 0, .buffer = b}, {.binding = 1, .buffer = bias}});
  dispatch(p, ga, n / 64);  // a: 2, on the GPU alone
  dispatch(p, gb, n / 64);  // b: 101, on the GPU alone
  submit([&](CommandEncoder& e) {
    e.copyBufferToBuffer(a, 0, b, 0, 64 * 4);  // both on the GPU: b[0..64) = 2
    e.clearBuffer(a, 128 * 4, 64 * 4);         // on the GPU too (a's copy there is the current one)
  });
  dispatch(p, ga, n / 64);  // a: 3, or 1 where cleared
  dispatch(p, gb, n / 64);  // b: 3, or 102
  std::vector<uint32_t> wa = read_u32(a), wb = read_u32(b);
  for (uint32_t i = 0; i < n; i++) {
    ASSERT_EQ(wa[i], i >= 128 && i < 192 ? 1u : 3u) << i;
    ASSERT_EQ(wb[i], i < 64 ? 3u : 102u) << i;
  }
}

// An indirect dispatch whose counts a GPU dispatch wrote: they are read back before it runs.
TEST_F(CudaDeviceTest, IndirectCountsWrittenOnTheGpu) {
  ComputePipeline writer = pipeline(R"(
@group(0) @binding(0) var<storage, read_write> args: array<u32, 3>;
@compute @workgroup_size(1) fn main() { args = array<u32, 3>(4u, 1u, 1u); }
)");
  ComputePipeline counter = pipeline(R"(
@group(0) @binding(0) var<storage, read_write> hits: atomic<u32>;
@compute @workgroup_size(32) fn main() { atomicAdd(&hits, 1u); }
)");
  Buffer args = upload_u32({0, 0, 0}, BufferUsage::Storage | BufferUsage::Indirect);
  Buffer hits = upload_u32({0}, BufferUsage::Storage | BufferUsage::CopySrc);
  BindGroup gw = group(writer, {{.binding = 0, .buffer = args}});
  BindGroup gc = group(counter, {{.binding = 0, .buffer = hits}});
  submit([&](CommandEncoder& e) {
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(writer);
    pass.setBindGroup(0, gw);
    pass.dispatchWorkgroups(1);
    pass.setPipeline(counter);
    pass.setBindGroup(0, gc);
    pass.dispatchWorkgroupsIndirect(args, 0);
    pass.end();
  });
  EXPECT_EQ(read_u32(hits), std::vector<uint32_t>{4 * 32});
}

// Texture pipelines on the GPU over buffers that stay there: the view's texels copied in at each
// dispatch (a writeTexture between dispatches is seen), and a storage texture the GPU wrote read by
// a texel copy on the CPU.
TEST_F(CudaDeviceTest, TexturesRunOnTheGpuAndTheCpuSeesTheirBytes) {
  Texture t = device.createTexture({.size = {4, 1, 1},
                                    .format = TextureFormat::R32Uint,
                                    .usage = TextureUsage::TextureBinding | TextureUsage::CopyDst});
  uint32_t texels[4] = {10, 20, 30, 40};
  device.queue().writeTexture({.texture = t}, texels, sizeof texels, {.bytesPerRow = 16, .rowsPerImage = 1},
                              {4, 1, 1});
  ComputePipeline load = pipeline(R"(
@group(0) @binding(0) var src: texture_2d<u32>;
@group(0) @binding(1) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {
  data[i] += textureLoad(src, vec2u(i, 0u), 0).x;
}
)");
  ASSERT_TRUE(load.isValid());
  EXPECT_EQ(load.executionNote(), "");
  Buffer data = upload_u32({1, 1, 1, 1}, BufferUsage::Storage | BufferUsage::CopySrc);
  Buffer bias = upload_u32({0}, BufferUsage::Uniform);
  ComputePipeline inc = pipeline(kIncrement);
  BindGroup gi = group(inc, {{.binding = 0, .buffer = data}, {.binding = 1, .buffer = bias}});
  BindGroup gl = group(load, {{.binding = 0, .textureView = t.createView()}, {.binding = 1, .buffer = data}});
  dispatch(inc, gi);   // 2
  dispatch(load, gl);  // 12 22 32 42
  dispatch(inc, gi);   // 13 23 33 43
  EXPECT_EQ(read_u32(data), (std::vector<uint32_t>{13, 23, 33, 43}));
  uint32_t more[4] = {100, 200, 300, 400};
  device.queue().writeTexture({.texture = t}, more, sizeof more, {.bytesPerRow = 16, .rowsPerImage = 1}, {4, 1, 1});
  dispatch(load, gl);  // 113 223 333 443
  EXPECT_EQ(read_u32(data), (std::vector<uint32_t>{113, 223, 333, 443}));

  Texture out = device.createTexture({.size = {4, 1, 1},
                                      .format = TextureFormat::R32Uint,
                                      .usage = TextureUsage::StorageBinding | TextureUsage::CopySrc});
  ComputePipeline store = pipeline(R"(
@group(0) @binding(0) var dst: texture_storage_2d<r32uint, write>;
@group(0) @binding(1) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {
  textureStore(dst, vec2u(i, 0u), vec4u(data[i] * 2u));
}
)");
  ASSERT_TRUE(store.isValid());
  EXPECT_EQ(store.executionNote(), "");
  dispatch(store, group(store, {{.binding = 0, .textureView = out.createView()}, {.binding = 1, .buffer = data}}));
  Buffer copied = device.createBuffer({.size = 256, .usage = BufferUsage::CopyDst | BufferUsage::CopySrc});
  submit([&](CommandEncoder& e) {
    e.copyTextureToBuffer({.texture = out}, {.layout = {.bytesPerRow = 256, .rowsPerImage = 1}, .buffer = copied},
                          {4, 1, 1});
  });
  std::vector<uint32_t> words = read_u32(copied);
  words.resize(4);
  EXPECT_EQ(words, (std::vector<uint32_t>{226, 446, 666, 886}));
}

// A pipeline the CUDA backend refuses (a depth comparison) runs on the CPU executors, saying why,
// over the same buffers as pipelines on the GPU.
TEST_F(CudaDeviceTest, RefusedTextureBuiltinsRunOnTheCpuSayingWhy) {
  Texture t = device.createTexture({.size = {4, 1, 1},
                                    .format = TextureFormat::Depth32Float,
                                    .usage = TextureUsage::TextureBinding | TextureUsage::RenderAttachment});
  ComputePipeline compare = pipeline(R"(
@group(0) @binding(0) var depth: texture_depth_2d;
@group(0) @binding(1) var less: sampler_comparison;
@group(0) @binding(2) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {
  data[i] += 10u * u32(textureSampleCompareLevel(depth, less, vec2f(0.5), 0.5));
}
)");
  ASSERT_TRUE(compare.isValid());
  EXPECT_NE(compare.executionNote().find("textureSampleCompareLevel"), std::string::npos) << compare.executionNote();
  Buffer data = upload_u32({1, 1, 1, 1}, BufferUsage::Storage | BufferUsage::CopySrc);
  Buffer bias = upload_u32({0}, BufferUsage::Uniform);
  ComputePipeline inc = pipeline(kIncrement);
  BindGroup gi = group(inc, {{.binding = 0, .buffer = data}, {.binding = 1, .buffer = bias}});
  Sampler less = device.createSampler({.compare = CompareFunction::Less});
  BindGroup gc = group(
      compare,
      {{.binding = 0, .textureView = t.createView()}, {.binding = 1, .sampler = less}, {.binding = 2, .buffer = data}});
  dispatch(inc, gi);      // GPU: 2
  dispatch(compare, gc);  // CPU: 0.5 < 0 (the texture's zeros) fails: 2
  dispatch(inc, gi);      // GPU: 3
  EXPECT_EQ(read_u32(data), (std::vector<uint32_t>{3, 3, 3, 3}));
}

// Mapping a buffer written on the GPU through a copy, and a buffer destroyed while on the GPU.
TEST_F(CudaDeviceTest, DestroyedBuffersAndDevicesLetGoOfTheGpu) {
  Buffer data = upload_u32(std::vector<uint32_t>(64, 0), BufferUsage::Storage | BufferUsage::CopySrc);
  Buffer bias = upload_u32({1}, BufferUsage::Uniform);
  ComputePipeline p = pipeline(kIncrement);
  dispatch(p, group(p, {{.binding = 0, .buffer = data}, {.binding = 1, .buffer = bias}}));
  EXPECT_EQ(read_u32(data), std::vector<uint32_t>(64, 2));
  data.destroy();
  device.queue().waitIdle();
  device.destroy();
}

// The same dispatches on the GPU and on the CPU's interpreter give the same bytes (floats included:
// the correctly rounded operations, not the transcendental builtins, whose precision WGSL bounds).
TEST_F(CudaDeviceTest, SameBytesAsTheInterpreter) {
  const char* code = R"(
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
var<workgroup> tile: array<f32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32, @builtin(workgroup_id) w: vec3u) {
  tile[l] = f32(l + w.x * 64u) * 0.37 / (1.0 + f32(l));
  workgroupBarrier();
  out[w.x * 64u + l] = tile[63u - l] * 3.0 + sqrt(f32(l));
}
)";
  auto run_on = [&](Device& d) {
    Buffer out = d.createBuffer({.size = 4096 * 4, .usage = BufferUsage::Storage | BufferUsage::CopySrc});
    ShaderModule m = d.createShaderModule({.code = code});
    ComputePipeline p = d.createComputePipeline({.compute = {.module = m}});
    BindGroup g = d.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
    CommandEncoder e = d.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.dispatchWorkgroups(64);
    pass.end();
    d.queue().submit({e.finish()});
    return out;
  };
  std::vector<uint32_t> gpu = read_u32(run_on(device));
  Device cpu = adapter.requestDevice({.execution = {.threads = 1, .backend = ExecutionBackend::Interpreter}});
  Device saved = device;
  device = cpu;
  std::vector<uint32_t> interp = read_u32(run_on(cpu));
  device = saved;
  EXPECT_EQ(gpu, interp);
}

// Twenty dispatches over a 64 MiB buffer and one read-back: on the GPU the buffer crosses twice
// (up before the first, back at the end), not forty times: nothing crosses between dispatches.
// The same on a device of the compiled backend gives the same words. (The time these take is
// build/bench/wgx_dispatch_bench's ReadBack64MiB, not this test's.)
TEST_F(CudaDeviceTest, RepeatedDispatchesCrossOnlyOnce) {
  constexpr uint32_t n = 16u << 20, dispatches = 20;
  auto run_on = [&](Device& d) {
    Buffer data = d.createBuffer({.size = uint64_t{n} * 4, .usage = BufferUsage::Storage | BufferUsage::CopySrc});
    Buffer bias = d.createBuffer({.size = 4, .usage = BufferUsage::Uniform | BufferUsage::CopyDst});
    ShaderModule m = d.createShaderModule({.code = R"(
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@group(0) @binding(1) var<uniform> bias: u32;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u, @builtin(num_workgroups) w: vec3u) {
  let i = id.y * w.x * 64u + id.x;
  if (i < arrayLength(&data)) { data[i] += 1u + bias; }
}
)"});
    ComputePipeline p = d.createComputePipeline({.compute = {.module = m}});
    EXPECT_EQ(p.executionNote(), "");
    BindGroup g = d.createBindGroup(
        {.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = data}, {.binding = 1, .buffer = bias}}});
    auto submit_one = [&] {
      CommandEncoder e = d.createCommandEncoder();
      ComputePassEncoder pass = e.beginComputePass();
      pass.setPipeline(p);
      pass.setBindGroup(0, g);
      pass.dispatchWorkgroups(n / 64 / 64, 64);  // 64 rows of workgroups: under 65535 per dimension
      pass.end();
      d.queue().submit({e.finish()});
    };
    // One dispatch first: it builds the pipeline (NVRTC, or the C++ compiler) and, on the GPU,
    // uploads the buffer.
    submit_one();
    d.queue().waitIdle();
    uint64_t moved = program::DeviceBuffer::bytes_transferred();
    for (uint32_t i = 1; i < dispatches; i++) submit_one();
    d.queue().waitIdle();
    // Nothing crossed between host and GPU while the dispatches ran (on the CPU device nothing
    // ever does).
    EXPECT_EQ(program::DeviceBuffer::bytes_transferred(), moved);
    Device saved = device;
    device = d;
    std::vector<uint32_t> words = read_u32(data);
    device = saved;
    EXPECT_EQ(words.front(), dispatches);
    EXPECT_EQ(words.back(), dispatches);
    return words;
  };
  std::vector<uint32_t> gpu = run_on(device);
  Device cpu = adapter.requestDevice({.execution = {.backend = ExecutionBackend::Compiled}});
  EXPECT_TRUE(gpu == run_on(cpu));  // 16M words: no listing of them on a mismatch
}

}  // namespace
}  // namespace wgx::gpu::testing
