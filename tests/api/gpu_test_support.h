// Shared helpers of the wgx::gpu tests: a device whose uncaptured errors are collected, and
// shortcuts for buffers, pipelines and readback.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "wgx/gpu.h"

namespace wgx::gpu::testing {

class GpuTest : public ::testing::Test {
 protected:
  // Validation-only tests run on the interpreter; those that dispatch derive GpuDispatchTest.
  void SetUp() override { open_device(ExecutionBackend::Interpreter); }
  void open_device(ExecutionBackend backend) {
    instance = createInstance();
    adapter = instance.requestAdapter();
    DeviceDescriptor d;
    d.uncapturedErrorCallback = [this](const Error& e) { uncaptured.push_back(e); };
    d.execution.threads = 1;
    d.execution.backend = backend;
    device = adapter.requestDevice(d);
    ASSERT_TRUE(device);
  }
  void TearDown() override {
    // The queue's errors reach the callback as events: deliver them first.
    if (device) instance.waitAny(device.queue().onSubmittedWorkDone());
    instance.processEvents();
    for (const Error& e : uncaptured) ADD_FAILURE() << "uncaptured error: " << e.message;
  }

  // Runs `f` inside a validation error scope and returns the error it raised ("" for none).
  template <typename F>
  std::string validation_error(F&& f) {
    device.pushErrorScope(ErrorFilter::Validation);
    f();
    PopErrorScopeResult r = device.popErrorScope();
    return r.error ? r.error->message : "";
  }

  Buffer buffer(uint64_t size, BufferUsageFlags usage, const std::string& label = "") {
    return device.createBuffer({.label = label, .size = size, .usage = usage});
  }

  Buffer upload_u32(const std::vector<uint32_t>& words, BufferUsageFlags usage) {
    Buffer b = buffer(words.size() * 4, usage | BufferUsage::CopyDst);
    device.queue().writeBuffer(b, 0, words.data(), words.size() * 4);
    return b;
  }

  ComputePipeline pipeline(const std::string& code, std::map<std::string, double> constants = {},
                           PipelineLayout layout = {}) {
    ShaderModule m = device.createShaderModule({.code = code});
    return device.createComputePipeline({.layout = layout, .compute = {.module = m, .constants = constants}});
  }

  // Submits one dispatch of `p` over `x` workgroups with bind group 0 `g`.
  void dispatch(const ComputePipeline& p, const BindGroup& g, uint32_t x = 1) {
    CommandEncoder e = device.createCommandEncoder();
    ComputePassEncoder pass = e.beginComputePass();
    pass.setPipeline(p);
    pass.setBindGroup(0, g);
    pass.dispatchWorkgroups(x);
    pass.end();
    device.queue().submit({e.finish()});
  }

  // Copies `source` to a MAP_READ buffer, maps it and returns its words.
  std::vector<uint32_t> read_u32(const Buffer& source) {
    uint64_t size = source.size();
    Buffer staging = buffer(size, BufferUsage::MapRead | BufferUsage::CopyDst);
    CommandEncoder e = device.createCommandEncoder();
    e.copyBufferToBuffer(source, 0, staging, 0, size);
    device.queue().submit({e.finish()});
    MapAsyncStatus status = MapAsyncStatus::Aborted;
    instance.waitAny(staging.mapAsync(MapMode::Read, 0, size, [&](MapAsyncStatus s, std::string_view) { status = s; }));
    EXPECT_EQ(status, MapAsyncStatus::Success);
    std::vector<uint32_t> out(size / 4);
    if (const void* p = staging.getConstMappedRange()) std::memcpy(out.data(), p, size);
    staging.unmap();
    return out;
  }

  Instance instance;
  Adapter adapter;
  Device device;
  std::vector<Error> uncaptured;
};

// Tests that run dispatches, once per executor: TEST_P on a suite of this fixture, instantiated
// with WGX_GPU_ON_BOTH_BACKENDS(suite) (test names end in /interp and /compiled).
class GpuDispatchTest : public GpuTest, public ::testing::WithParamInterface<ExecutionBackend> {
 protected:
  void SetUp() override { open_device(GetParam()); }
};

inline std::string backend_name(const ::testing::TestParamInfo<ExecutionBackend>& info) {
  return info.param == ExecutionBackend::Compiled ? "compiled" : "interp";
}

#define WGX_GPU_ON_BOTH_BACKENDS(suite)     \
  INSTANTIATE_TEST_SUITE_P(Backends, suite, \
                           ::testing::Values(ExecutionBackend::Interpreter, ExecutionBackend::Compiled), backend_name)

}  // namespace wgx::gpu::testing
