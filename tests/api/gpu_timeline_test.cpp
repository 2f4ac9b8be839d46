// The device timeline (api/device_timeline.h): queue work runs in order off the caller's thread;
// its errors go to the error scopes pushed when it was submitted, popErrorScope's result waits for
// that work, futures resolve when the work before them has run (and when the device is lost), and
// the device's memory budget covers buffers and textures.
#include <atomic>

#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

class gpu_timeline : public GpuTest {
 protected:
  // A device whose dispatches stop at the watchdog after a few steps, and a pipeline that loops
  // forever: each dispatch of it raises one internal error on the queue timeline.
  void open_failing_device() {
    DeviceDescriptor d;
    d.uncapturedErrorCallback = [this](const Error& e) { late_uncaptured.push_back(e); };
    d.execution.maxSteps = 1000;
    d.execution.backend = ExecutionBackend::Interpreter;
    device = adapter.requestDevice(d);
    const char* code = R"(
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1) fn main() { loop { if (out[0] == 1u) { break; } out[1] += 1u; } }
)";
    failing = pipeline(code);
    Buffer out = buffer(8, BufferUsage::Storage);
    group =
        device.createBindGroup({.layout = failing.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = out}}});
  }
  ComputePipeline failing;
  BindGroup group;
  std::vector<Error> late_uncaptured;
};

TEST_F(gpu_timeline, QueueErrorsGoToTheScopePushedAtSubmit) {
  open_failing_device();
  device.pushErrorScope(ErrorFilter::Internal);
  dispatch(failing, group);
  // A scope pushed after the submit sees nothing of it, even while the work may still run.
  device.pushErrorScope(ErrorFilter::Internal);
  PopErrorScopeResult later = device.popErrorScope();
  EXPECT_FALSE(later.error) << later.error->message;
  std::optional<PopErrorScopeResult> outer;
  Future f = device.popErrorScope([&](const PopErrorScopeResult& r) { outer = r; });
  EXPECT_EQ(instance.waitAny(f), WaitStatus::Success);
  ASSERT_TRUE(outer && outer->error);
  EXPECT_EQ(outer->error->type, ErrorType::Internal);
  EXPECT_NE(outer->error->message.find("did not finish"), std::string::npos) << outer->error->message;
}

TEST_F(gpu_timeline, UncapturedQueueErrorsArriveAsEvents) {
  open_failing_device();
  std::atomic<int> wakeups{0};
  instance.setEventsReadyCallback([&] { wakeups++; });
  dispatch(failing, group);
  instance.waitAny(device.queue().onSubmittedWorkDone());
  instance.processEvents();
  ASSERT_EQ(late_uncaptured.size(), 1u);
  EXPECT_EQ(late_uncaptured[0].type, ErrorType::Internal);
  EXPECT_GE(wakeups.load(), 1);
  instance.setEventsReadyCallback(nullptr);
}

TEST_F(gpu_timeline, PopErrorScopeOnAnEmptyStack) {
  std::optional<PopErrorScopeResult> r;
  instance.waitAny(device.popErrorScope([&](const PopErrorScopeResult& x) { r = x; }));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, PopErrorScopeStatus::EmptyStack);
  EXPECT_EQ(device.popErrorScope().status, PopErrorScopeStatus::EmptyStack);
}

// Work runs in submission order: each dispatch adds to what the one before left.
TEST_F(gpu_timeline, SubmissionsRunInOrder) {
  ComputePipeline p = pipeline(R"(
@group(0) @binding(0) var<storage, read_write> v: array<u32>;
@compute @workgroup_size(1) fn main() { v[0] = v[0] * 3u + 1u; }
)");
  Buffer b = upload_u32({0}, BufferUsage::Storage | BufferUsage::CopySrc);
  BindGroup g = device.createBindGroup({.layout = p.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = b}}});
  uint32_t expected = 0;
  for (int i = 0; i < 20; i++) {
    dispatch(p, g);
    expected = expected * 3 + 1;
    if (i == 10) {
      uint32_t five = 5;
      device.queue().writeBuffer(b, 0, &five, 4);
      expected = 5;
    }
  }
  EXPECT_EQ(read_u32(b), std::vector<uint32_t>{expected});
}

// The memory written by writeBuffer is taken at the call: changing it afterwards changes nothing.
TEST_F(gpu_timeline, WriteBufferTakesTheBytesAtTheCall) {
  Buffer b = buffer(4, BufferUsage::CopyDst | BufferUsage::CopySrc);
  uint32_t word = 7;
  device.queue().writeBuffer(b, 0, &word, 4);
  word = 9;
  EXPECT_EQ(read_u32(b), std::vector<uint32_t>{7});
}

TEST_F(gpu_timeline, DestroyedDeviceResolvesFutures) {
  open_failing_device();
  dispatch(failing, group);
  Buffer r = buffer(4, BufferUsage::MapRead | BufferUsage::CopyDst);
  std::optional<MapAsyncStatus> map;
  std::optional<QueueWorkDoneStatus> done;
  Future fm = r.mapAsync(MapMode::Read, 0, 4, [&](MapAsyncStatus s, std::string_view) { map = s; });
  Future fd = device.queue().onSubmittedWorkDone([&](QueueWorkDoneStatus s) { done = s; });
  device.destroy();
  EXPECT_EQ(instance.waitAny(fm), WaitStatus::Success);
  EXPECT_EQ(instance.waitAny(fd), WaitStatus::Success);
  EXPECT_EQ(map, MapAsyncStatus::Aborted);
  ASSERT_TRUE(done);
  Future after = device.queue().onSubmittedWorkDone([&](QueueWorkDoneStatus s) { done = s; });
  instance.waitAny(after);
  EXPECT_EQ(done, QueueWorkDoneStatus::DeviceLost);
}

TEST_F(gpu_timeline, MemoryBudgetCoversBuffersAndTextures) {
  DeviceDescriptor d;
  d.execution.memoryBudget = 1 << 20;
  device = adapter.requestDevice(d);
  Buffer a = buffer(512 << 10, BufferUsage::Storage);
  TextureDescriptor td;
  td.size = {256, 256, 1};  // 256 KiB of rgba8unorm
  td.format = TextureFormat::Rgba8Unorm;
  td.usage = TextureUsage::CopyDst;
  Texture t = device.createTexture(td);
  EXPECT_TRUE(a.isValid());
  EXPECT_TRUE(t.isValid());
  device.pushErrorScope(ErrorFilter::OutOfMemory);
  Buffer past = buffer(512 << 10, BufferUsage::Storage);
  Texture past_texture = device.createTexture(td);
  Texture third = device.createTexture(td);
  PopErrorScopeResult oom = device.popErrorScope();
  EXPECT_FALSE(past.isValid());
  EXPECT_TRUE(past_texture.isValid());  // 768 KiB + 256 KiB: exactly the budget
  EXPECT_FALSE(third.isValid());
  ASSERT_TRUE(oom.error);
  EXPECT_NE(oom.error->message.find("memory budget"), std::string::npos) << oom.error->message;
  // What a destroyed or dropped object held is given back.
  a.destroy();
  t = {};
  device.pushErrorScope(ErrorFilter::OutOfMemory);
  Buffer fits = buffer(768 << 10, BufferUsage::Storage);
  PopErrorScopeResult none = device.popErrorScope();
  EXPECT_FALSE(none.error) << none.error->message;
  EXPECT_TRUE(fits.isValid());
}

// Async creation: the error goes to the callback, not to the application's scopes; a valid
// compute pipeline's program is built before the callback (its first dispatch emits no kernel).
TEST_F(gpu_timeline, CreatePipelineAsyncReportsToItsCallback) {
  device.pushErrorScope(ErrorFilter::Validation);
  ShaderModule m = device.createShaderModule({.code = R"(
@group(0) @binding(0) var<storage, read_write> v: array<u32>;
@compute @workgroup_size(1) fn main() { v[0] = 1u; }
)"});
  std::optional<CreatePipelineAsyncStatus> bad_status;
  std::string bad_message;
  instance.waitAny(
      device.createComputePipelineAsync({.compute = {.module = m, .entryPoint = "nope"}},
                                        [&](CreatePipelineAsyncStatus s, ComputePipeline, std::string_view message) {
                                          bad_status = s, bad_message = message;
                                        }));
  EXPECT_EQ(bad_status, CreatePipelineAsyncStatus::ValidationError);
  EXPECT_NE(bad_message.find("nope"), std::string::npos) << bad_message;
  ComputePipeline made;
  instance.waitAny(device.createComputePipelineAsync(
      {.compute = {.module = m}}, [&](CreatePipelineAsyncStatus s, ComputePipeline p, std::string_view) {
        EXPECT_EQ(s, CreatePipelineAsyncStatus::Success);
        made = p;
      }));
  PopErrorScopeResult r = device.popErrorScope();
  EXPECT_FALSE(r.error) << r.error->message;
  ASSERT_TRUE(made.isValid());
  Buffer b = buffer(4, BufferUsage::Storage | BufferUsage::CopySrc);
  BindGroup g =
      device.createBindGroup({.layout = made.getBindGroupLayout(0), .entries = {{.binding = 0, .buffer = b}}});
  dispatch(made, g);
  EXPECT_EQ(read_u32(b), std::vector<uint32_t>{1});
}

}  // namespace
}  // namespace wgx::gpu::testing
