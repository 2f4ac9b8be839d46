// wgx::gpu buffers: creation rules, the map state machine and mapped ranges, writeBuffer rules.
#include "api/gpu_test_support.h"

namespace wgx::gpu::testing {
namespace {

// Lower-case suite names, so that `ctest -R gpu` selects these tests.
using gpu_buffer = GpuTest;

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

TEST_F(gpu_buffer, BufferUsageMustNotBeZero) {
  Buffer b;
  std::string err = validation_error([&] { b = buffer(16, BufferUsage::None, "nothing"); });
  EXPECT_TRUE(contains(err, "Buffer usages must not be 0")) << err;
  EXPECT_TRUE(contains(err, "While calling [Device].CreateBuffer([BufferDescriptor \"nothing\"])")) << err;
  EXPECT_FALSE(b.isValid());
}

TEST_F(gpu_buffer, MapReadOnlyWithCopyDst) {
  std::string err = validation_error([&] { buffer(16, BufferUsage::MapRead | BufferUsage::Storage); });
  EXPECT_TRUE(contains(err,
                       "Buffer usages (BufferUsage::(MapRead|Storage)) is invalid. If a buffer usage contains "
                       "BufferUsage::MapRead the only other allowed usage is BufferUsage::CopyDst."))
      << err;
  EXPECT_EQ(validation_error([&] { buffer(16, BufferUsage::MapRead | BufferUsage::CopyDst); }), "");
}

TEST_F(gpu_buffer, MapWriteOnlyWithCopySrc) {
  std::string err = validation_error([&] { buffer(16, BufferUsage::MapWrite | BufferUsage::CopyDst); });
  EXPECT_TRUE(contains(err, "the only other allowed usage is BufferUsage::CopySrc")) << err;
}

TEST_F(gpu_buffer, UnknownUsageBits) {
  EXPECT_TRUE(contains(validation_error([&] { buffer(16, 0x8000); }), "unknown bits"));
}

TEST_F(gpu_buffer, MappedAtCreationNeedsSizeMultipleOf4) {
  std::string err = validation_error(
      [&] { device.createBuffer({.size = 6, .usage = BufferUsage::CopySrc, .mappedAtCreation = true}); });
  EXPECT_TRUE(contains(err, "must be a multiple of 4 when mappedAtCreation is true")) << err;
}

TEST_F(gpu_buffer, SizeOverMaxBufferSize) {
  std::string err = validation_error([&] { buffer(device.limits().maxBufferSize + 4, BufferUsage::Storage); });
  EXPECT_TRUE(contains(err, "exceeds the max buffer size limit (268435456)")) << err;
}

TEST_F(gpu_buffer, AbsurdSizeIsACleanError) {
  Buffer b;
  std::string err = validation_error([&] {
    b = device.createBuffer({.size = UINT64_MAX - 3, .usage = BufferUsage::Storage, .mappedAtCreation = true});
  });
  EXPECT_TRUE(contains(err, "exceeds the max buffer size limit")) << err;
  EXPECT_FALSE(b.isValid());
  EXPECT_EQ(b.mapState(), BufferMapState::Mapped);  // as WebGPU: invalid, but mapped at creation
  err = validation_error([&] { EXPECT_EQ(b.getMappedRange(), nullptr); });
  EXPECT_TRUE(contains(err, "has no memory to map")) << err;
  b.unmap();
  b.destroy();
}

TEST_F(gpu_buffer, InvalidBufferMappedAtCreationStillGivesScratchMemory) {
  Buffer b;
  validation_error(
      [&] { b = device.createBuffer({.size = 64, .usage = BufferUsage::None, .mappedAtCreation = true}); });
  void* p = b.getMappedRange();
  ASSERT_NE(p, nullptr);
  std::memset(p, 1, 64);
  b.unmap();
}

TEST_F(gpu_buffer, MapStateMachine) {
  Buffer b = buffer(16, BufferUsage::MapRead | BufferUsage::CopyDst);
  EXPECT_EQ(b.mapState(), BufferMapState::Unmapped);
  MapAsyncStatus status = MapAsyncStatus::Aborted;
  Future f = b.mapAsync(MapMode::Read, 0, kWholeSize, [&](MapAsyncStatus s, std::string_view) { status = s; });
  EXPECT_EQ(b.mapState(), BufferMapState::Pending);
  EXPECT_TRUE(contains(validation_error([&] { EXPECT_EQ(b.getConstMappedRange(), nullptr); }), "is not mapped"));
  instance.waitAny(f);
  EXPECT_EQ(status, MapAsyncStatus::Success);
  EXPECT_EQ(b.mapState(), BufferMapState::Mapped);
  EXPECT_NE(b.getConstMappedRange(), nullptr);
  b.unmap();
  EXPECT_EQ(b.mapState(), BufferMapState::Unmapped);
}

TEST_F(gpu_buffer, MapAsyncWhilePending) {
  Buffer b = buffer(16, BufferUsage::MapRead | BufferUsage::CopyDst, "rb");
  b.mapAsync(MapMode::Read);
  MapAsyncStatus second = MapAsyncStatus::Success;
  std::string err = validation_error(
      [&] { b.mapAsync(MapMode::Read, 0, kWholeSize, [&](MapAsyncStatus s, std::string_view) { second = s; }); });
  EXPECT_TRUE(contains(err, "[Buffer \"rb\"] already has an outstanding map pending.")) << err;
  device.tick();
  EXPECT_EQ(second, MapAsyncStatus::ValidationError);
  EXPECT_EQ(b.mapState(), BufferMapState::Mapped);
  EXPECT_TRUE(contains(validation_error([&] { b.mapAsync(MapMode::Read); }), "is already mapped"));
  device.tick();
}

TEST_F(gpu_buffer, MapAsyncNeedsTheMatchingUsage) {
  Buffer b = buffer(16, BufferUsage::Storage);
  std::string err = validation_error([&] { b.mapAsync(MapMode::Read); });
  EXPECT_TRUE(contains(err, "do not contain BufferUsage::MapRead")) << err;
  Buffer w = buffer(16, BufferUsage::MapRead | BufferUsage::CopyDst);
  EXPECT_TRUE(contains(validation_error([&] { w.mapAsync(MapMode::Write); }), "BufferUsage::MapWrite"));
  EXPECT_TRUE(contains(validation_error([&] { w.mapAsync(MapMode::Read | MapMode::Write); }), "exactly one"));
  device.tick();
}

TEST_F(gpu_buffer, MapAsyncRangeRules) {
  Buffer b = buffer(32, BufferUsage::MapRead | BufferUsage::CopyDst);
  EXPECT_TRUE(contains(validation_error([&] { b.mapAsync(MapMode::Read, 4, 8); }), "multiple of 8"));
  EXPECT_TRUE(contains(validation_error([&] { b.mapAsync(MapMode::Read, 8, 6); }), "multiple of 4"));
  EXPECT_TRUE(contains(validation_error([&] { b.mapAsync(MapMode::Read, 16, 32); }), "doesn't fit"));
  EXPECT_TRUE(contains(validation_error([&] { b.mapAsync(MapMode::Read, 8, UINT64_MAX - 3); }), "doesn't fit"));
  device.tick();
  EXPECT_EQ(b.mapState(), BufferMapState::Unmapped);
}

TEST_F(gpu_buffer, GetMappedRangeOutsideTheMappedRange) {
  Buffer b = buffer(64, BufferUsage::MapWrite | BufferUsage::CopySrc);
  instance.waitAny(b.mapAsync(MapMode::Write, 16, 32));
  EXPECT_NE(b.getMappedRange(16, 8), nullptr);
  EXPECT_NE(b.getMappedRange(24, 8), nullptr);
  EXPECT_TRUE(contains(validation_error([&] { EXPECT_EQ(b.getMappedRange(0, 8), nullptr); }), "not inside"));
  EXPECT_TRUE(contains(validation_error([&] { EXPECT_EQ(b.getMappedRange(40, 16), nullptr); }), "not inside"));
  EXPECT_TRUE(contains(validation_error([&] { EXPECT_EQ(b.getMappedRange(20, 8), nullptr); }), "multiple of 8"));
}

// webgpu.h: a range may not overlap one returned since the mapping began, except that const
// ranges may overlap each other; a new mapping starts afresh.
TEST_F(gpu_buffer, MappedRangesMayNotOverlapUnlessBothAreConst) {
  Buffer w = buffer(64, BufferUsage::MapWrite | BufferUsage::CopySrc);
  instance.waitAny(w.mapAsync(MapMode::Write));
  EXPECT_NE(w.getMappedRange(16, 32), nullptr);
  EXPECT_TRUE(contains(validation_error([&] { EXPECT_EQ(w.getMappedRange(24, 8), nullptr); }), "overlaps"));
  EXPECT_TRUE(contains(validation_error([&] { EXPECT_EQ(w.getConstMappedRange(40, 16), nullptr); }), "overlaps"));
  EXPECT_NE(w.getMappedRange(48, 16), nullptr);
  w.unmap();
  instance.waitAny(w.mapAsync(MapMode::Write));
  EXPECT_NE(w.getMappedRange(24, 8), nullptr);

  Buffer r = buffer(64, BufferUsage::MapRead | BufferUsage::CopyDst);
  instance.waitAny(r.mapAsync(MapMode::Read));
  EXPECT_NE(r.getConstMappedRange(0, 32), nullptr);
  EXPECT_NE(r.getConstMappedRange(0, 32), nullptr);
}

TEST_F(gpu_buffer, ReadMappingIsNotWritable) {
  Buffer b = buffer(16, BufferUsage::MapRead | BufferUsage::CopyDst);
  instance.waitAny(b.mapAsync(MapMode::Read));
  EXPECT_TRUE(contains(validation_error([&] { EXPECT_EQ(b.getMappedRange(), nullptr); }), "getConstMappedRange"));
}

TEST_F(gpu_buffer, UnmapAbortsAPendingMap) {
  Buffer b = buffer(16, BufferUsage::MapRead | BufferUsage::CopyDst);
  MapAsyncStatus status = MapAsyncStatus::Success;
  std::string message;
  b.mapAsync(MapMode::Read, 0, 16, [&](MapAsyncStatus s, std::string_view m) { status = s, message = m; });
  b.unmap();
  instance.processEvents();
  EXPECT_EQ(status, MapAsyncStatus::Aborted);
  EXPECT_TRUE(contains(message, "unmapped before mapping was resolved")) << message;
  EXPECT_EQ(b.mapState(), BufferMapState::Unmapped);
}

TEST_F(gpu_buffer, DestroyAbortsAPendingMapAndLaterUseIsAnError) {
  Buffer b = buffer(16, BufferUsage::MapRead | BufferUsage::CopyDst);
  MapAsyncStatus status = MapAsyncStatus::Success;
  b.mapAsync(MapMode::Read, 0, 16, [&](MapAsyncStatus s, std::string_view) { status = s; });
  b.destroy();
  instance.processEvents();
  EXPECT_EQ(status, MapAsyncStatus::Aborted);
  EXPECT_TRUE(contains(validation_error([&] { b.mapAsync(MapMode::Read); }), "is destroyed"));
  EXPECT_TRUE(contains(validation_error([&] { device.queue().writeBuffer(b, 0, "abcd", 4); }), "is destroyed"));
  device.tick();
}

TEST_F(gpu_buffer, WriteBufferRules) {
  Buffer b = buffer(16, BufferUsage::Storage, "s");
  uint32_t words[8] = {};
  EXPECT_TRUE(contains(validation_error([&] { device.queue().writeBuffer(b, 0, words, 4); }),
                       "doesn't include BufferUsage::CopyDst"));
  Buffer d = buffer(16, BufferUsage::Storage | BufferUsage::CopyDst);
  EXPECT_TRUE(contains(validation_error([&] { device.queue().writeBuffer(d, 2, words, 4); }), "multiple of 4"));
  EXPECT_TRUE(contains(validation_error([&] { device.queue().writeBuffer(d, 0, words, 6); }), "multiple of 4"));
  EXPECT_TRUE(contains(validation_error([&] { device.queue().writeBuffer(d, 8, words, 16); }), "does not fit"));
  EXPECT_TRUE(contains(validation_error([&] { device.queue().writeBuffer(d, 0, nullptr, 4); }), "Data is null"));
}

TEST_F(gpu_buffer, WriteBufferToAMappedBuffer) {
  Buffer b = device.createBuffer({.size = 16, .usage = BufferUsage::CopyDst, .mappedAtCreation = true});
  EXPECT_TRUE(contains(validation_error([&] { device.queue().writeBuffer(b, 0, "abcd", 4); }), "is mapped"));
}

TEST_F(gpu_buffer, RequestedMaxBufferSizeAllowsLargerBuffers) {
  Device big = adapter.requestDevice({.requiredLimits = {{"maxBufferSize", 300u << 20}}});
  ASSERT_TRUE(big);
  EXPECT_EQ(big.limits().maxBufferSize, 300u << 20);
  big.pushErrorScope(ErrorFilter::Validation);
  big.pushErrorScope(ErrorFilter::OutOfMemory);
  Buffer b = big.createBuffer({.size = 300u << 20, .usage = BufferUsage::Storage});
  EXPECT_FALSE(big.popErrorScope().error);
  EXPECT_FALSE(big.popErrorScope().error);
  EXPECT_TRUE(b.isValid());
  b.destroy();
}

}  // namespace
}  // namespace wgx::gpu::testing
