// Hostile input through the API: sizes that must not wrap, memory and time that must stay bounded,
// and limits the browser applies. Each ends in an error a host can handle, never a crash or hang.
#include <chrono>

#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

constexpr const char* kOverrideWorkgroup = R"(
override N: u32 = 16;
var<workgroup> w: array<u32, N>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  w[i * 60u] = i;
  workgroupBarrier();
  o[i] = w[(63u - i) * 60u];
}
)";

class gpu_hostile : public GpuDispatchTest {
 protected:
  // Dispatches `p` once over a fresh storage buffer of `size` bytes at binding 0; returns the
  // error the submit raised (any filter), or none.
  std::optional<Error> submit(const ComputePipeline& p, uint64_t size, uint32_t x = 1) {
    Buffer out = buffer(size, BufferUsage::Storage | BufferUsage::CopySrc);
    BindGroup g =
        device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.dispatchWorkgroups(x);
    pass.end();
    device.pushErrorScope(ErrorFilter::Internal);
    device.pushErrorScope(ErrorFilter::OutOfMemory);
    device.queue().submit({e.finish()});
    PopErrorScopeResult oom = device.popErrorScope();
    PopErrorScopeResult internal = device.popErrorScope();
    if (oom.error) return oom.error;
    return internal.error;
  }
};

// N elements of 4 bytes: 4097 is 16 bytes over the limit (Dawn's message); 2^32-1 elements once
// wrapped to a 12-byte allocation the shader wrote gigabytes past.
TEST_P(gpu_hostile, OverrideSizedWorkgroupArrayIsLimited) {
  for (double n : {4097.0, 1073741824.0, 4294967295.0}) {
    std::string err = validation_error([&] { pipeline(kOverrideWorkgroup, {{"N", n}}); });
    EXPECT_NE(err.find("The total use of workgroup storage ("), std::string::npos) << n << ": " << err;
    EXPECT_NE(err.find("is larger than the maximum allowed (16384 bytes)"), std::string::npos) << err;
  }
  EXPECT_NE(validation_error([&] {
              pipeline(kOverrideWorkgroup, {{"N", 4097}});
            }).find("The total use of workgroup storage (16400 bytes)"),
            std::string::npos);
  ComputePipeline ok = pipeline(kOverrideWorkgroup, {{"N", 4096}});
  ASSERT_TRUE(ok.isValid());
  Buffer out = buffer(256, BufferUsage::Storage | BufferUsage::CopySrc);
  BindGroup g =
      device.createBindGroup({.layout = ok.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(ok);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroups(1);
  pass.end();
  device.queue().submit({e.finish()});
  std::vector<uint32_t> words = read_u32(out);
  for (uint32_t i = 0; i < 64; i++) EXPECT_EQ(words[i], 63 - i) << i;
}

// 4 GiB of private memory per invocation is valid WGSL; running it is an out-of-memory error, not
// an abort of the host.
TEST_P(gpu_hostile, HugePrivateMemoryIsAnError) {
  const char* code = R"(
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> a: array<array<u32, 65535>, 16383>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) { a[i][i] = i; o[i] = a[i][i]; }
)";
  device.pushErrorScope(ErrorFilter::Internal);
  ComputePipeline p = pipeline(code);
  EXPECT_TRUE(p.isValid());  // WebGPU's rules hold; wgx cannot run it
  Buffer out = device.createBuffer({.size = 16, .usage = BufferUsage::Storage});
  BindGroup g = device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
  dispatch(p, g);
  PopErrorScopeResult r = device.popErrorScope();
  // Lowering refuses more than 1 GiB per invocation before anything is allocated; the dispatch
  // says so.
  ASSERT_TRUE(r.error);
  EXPECT_NE(r.error->message.find("private and function memory per invocation needs 4294639620 bytes"),
            std::string::npos)
      << r.error->message;
}

TEST_P(gpu_hostile, DispatchMemoryBeyondTheDeviceBoundIsOutOfMemory) {
  DeviceDescriptor d;
  d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
  d.execution.backend = GetParam();
  d.execution.maxDispatchMemory = 1 << 20;
  device = adapter.requestDevice(d);
  const char* code = R"(
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> a: array<u32, 65535>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) { a[i] = i; o[i] = a[i]; }
)";
  ComputePipeline p = pipeline(code);
  ASSERT_TRUE(p.isValid());
  std::optional<Error> err = submit(p, 16);
  ASSERT_TRUE(err);
  EXPECT_EQ(err->type, ErrorType::OutOfMemory);
  EXPECT_NE(err->message.find("out of memory: a workgroup needs"), std::string::npos) << err->message;
}

// 65535^3 workgroups through an indirect dispatch: the dispatch's time bound stops it.
TEST_P(gpu_hostile, IndirectHugeDispatchStopsAtItsDeadline) {
  DeviceDescriptor d;
  d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
  d.execution.backend = GetParam();
  d.execution.maxDispatchSeconds = 0.3;
  device = adapter.requestDevice(d);
  ComputePipeline p = pipeline(R"(
@group(0) @binding(0) var<storage, read_write> c: atomic<u32>;
@compute @workgroup_size(1) fn main() { atomicAdd(&c, 1u); }
)");
  Buffer out = buffer(4, BufferUsage::Storage);
  Buffer counts = upload_u32({65535, 65535, 65535}, BufferUsage::Indirect);
  BindGroup g = device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
  CommandEncoder e = device.createCommandEncoder();
  ComputePassEncoder pass = e.beginComputePass();
  pass.setPipeline(p);
  pass.setBindGroup(0, g);
  pass.dispatchWorkgroupsIndirect(counts, 0);
  pass.end();
  auto start = std::chrono::steady_clock::now();
  device.pushErrorScope(ErrorFilter::Internal);
  device.queue().submit({e.finish()});
  PopErrorScopeResult r = device.popErrorScope();
  double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(r.error);
  EXPECT_NE(r.error->message.find("the dispatch did not finish in 0.3 s"), std::string::npos) << r.error->message;
  EXPECT_LT(took, 5.0);
}

// A step budget too large to matter (maxSteps = UINT64_MAX) still ends at the dispatch's deadline,
// inside the one workgroup that loops.
TEST_P(gpu_hostile, EndlessLoopWithoutStepBudgetStopsAtItsDeadline) {
  DeviceDescriptor d;
  d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
  d.execution.backend = GetParam();
  d.execution.maxSteps = UINT64_MAX;
  d.execution.maxDispatchSeconds = 0.3;
  device = adapter.requestDevice(d);
  ComputePipeline p = pipeline(R"(
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(1) fn main() { while o[0] == 0u { o[1] += 1u; } }
)");
  ASSERT_TRUE(p.isValid());
  std::optional<Error> err = submit(p, 64);
  ASSERT_TRUE(err);
  EXPECT_NE(err->message.find("the dispatch did not finish in 0.3 s"), std::string::npos) << err->message;
}

// Each function calls the next twice: 2^40 calls without a loop. The watchdog charges calls.
TEST_P(gpu_hostile, CallTreeWithoutLoopsMeetsTheWatchdog) {
  std::string code = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n";
  for (int i = 0; i < 40; i++)
    code += "fn f" + std::to_string(i) + "(x: u32) -> u32 { o[2] += x; return f" + std::to_string(i + 1) + "(x) + f" +
            std::to_string(i + 1) + "(x + 1u); }\n";
  code += "fn f40(x: u32) -> u32 { o[3] += x; return x; }\n";
  code += "@compute @workgroup_size(1) fn main() { o[0] = f0(1u); }\n";
  DeviceDescriptor d;
  d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
  d.execution.backend = GetParam();
  d.execution.maxSteps = 1000000;
  device = adapter.requestDevice(d);
  ComputePipeline p = pipeline(code);
  ASSERT_TRUE(p.isValid());
  std::optional<Error> err = submit(p, 16);
  ASSERT_TRUE(err);
  EXPECT_NE(err->message.find("step budget of 1000000 exceeded"), std::string::npos) << err->message;
}

TEST_P(gpu_hostile, BindingNumberOverTheLimitIsRejected) {
  std::string err = validation_error([&] {
    pipeline(
        "@group(0) @binding(999999) var<storage, read_write> o: array<u32>;\n"
        "@compute @workgroup_size(1) fn main() { o[0] = 1u; }\n");
  });
  EXPECT_NE(err.find("Binding number (999999) exceeds the maxBindingsPerBindGroup limit (1000)"), std::string::npos)
      << err;
}

WGX_GPU_ON_BOTH_BACKENDS(gpu_hostile);

}  // namespace
}  // namespace wgx::gpu::testing
