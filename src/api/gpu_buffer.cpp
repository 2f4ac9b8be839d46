// Buffers: creation with WebGPU's usage and size rules, the map state machine (unmapped ->
// pending -> mapped, with unmap/destroy aborting a pending map), mapped ranges, destroy.
#include <cstring>
#include <new>

#include "api/gpu_impl.h"

namespace wgx::gpu {
namespace {

constexpr BufferUsageFlags kAllUsages = 0x03FF;
constexpr std::align_val_t kAlignment{64};  // enough for any typed view the executor makes

// The first rule of createBuffer that `d` breaks, or "".
std::string check_descriptor(const BufferDescriptor& d, const Limits& limits) {
  if (d.usage == BufferUsage::None) return "Buffer usages must not be 0 (BufferUsage::None).";
  if (d.usage & ~kAllUsages) return "Buffer usages (" + std::to_string(d.usage) + ") contain unknown bits.";
  if ((d.usage & BufferUsage::MapRead) && (d.usage & ~(BufferUsage::MapRead | BufferUsage::CopyDst)))
    return "Buffer usages (" + usage_string(d.usage) +
           ") is invalid. If a buffer usage contains BufferUsage::MapRead the only other allowed usage is "
           "BufferUsage::CopyDst.";
  if ((d.usage & BufferUsage::MapWrite) && (d.usage & ~(BufferUsage::MapWrite | BufferUsage::CopySrc)))
    return "Buffer usages (" + usage_string(d.usage) +
           ") is invalid. If a buffer usage contains BufferUsage::MapWrite the only other allowed usage is "
           "BufferUsage::CopySrc.";
  if (d.mappedAtCreation && d.size % 4 != 0)
    return "Buffer size (" + std::to_string(d.size) + ") must be a multiple of 4 when mappedAtCreation is true.";
  if (d.size > limits.maxBufferSize)
    return "Buffer size (" + std::to_string(d.size) + ") exceeds the max buffer size limit (" +
           std::to_string(limits.maxBufferSize) + ").";
  return "";
}

// Zeroed, aligned memory, or null when the system has none to give (an out-of-memory error,
// never an exception). A zero-sized buffer still gets a valid pointer.
uint8_t* allocate(uint64_t size) {
  void* p = ::operator new(static_cast<size_t>(size ? size : 1), kAlignment, std::nothrow);
  if (p) std::memset(p, 0, static_cast<size_t>(size ? size : 1));
  return static_cast<uint8_t*>(p);
}

std::string call(const BufferImpl& b, const char* method) { return b.name() + "." + method + "()"; }

// Settles a pending map as aborted: its callback runs when events are next processed.
void abort_pending(BufferImpl& b, const char* why) {
  if (!b.pending) return;
  b.pending->aborted = true;
  b.pending->abort_message = why;
  // The abort is known now: the callback need not wait for the queue.
  b.device->instance->mark_ready(b.pending->event);
  b.pending.reset();
  b.map_state = BufferMapState::Unmapped;
}

// The rule of mapAsync that the call breaks, or "".
std::string check_map(const BufferImpl& b, MapModeFlags mode, uint64_t offset, uint64_t size) {
  if (!b.valid) return b.name() + " is invalid.";
  if (b.destroyed) return b.name() + " is destroyed.";
  if (b.map_state == BufferMapState::Pending) return b.name() + " already has an outstanding map pending.";
  if (b.map_state == BufferMapState::Mapped) return b.name() + " is already mapped.";
  if (mode != MapMode::Read && mode != MapMode::Write)
    return "Map mode (" + std::to_string(mode) + ") must be exactly one of MapMode::Read or MapMode::Write.";
  if (mode == MapMode::Read && !(b.usage & BufferUsage::MapRead))
    return "The buffer usages (" + usage_string(b.usage) + ") do not contain BufferUsage::MapRead.";
  if (mode == MapMode::Write && !(b.usage & BufferUsage::MapWrite))
    return "The buffer usages (" + usage_string(b.usage) + ") do not contain BufferUsage::MapWrite.";
  if (offset % 8 != 0) return "Offset (" + std::to_string(offset) + ") must be a multiple of 8.";
  if (size % 4 != 0) return "Size (" + std::to_string(size) + ") must be a multiple of 4.";
  if (!range_in_bounds(offset, size, b.size))
    return "Mapping range (offset:" + std::to_string(offset) + ", size: " + std::to_string(size) +
           ") doesn't fit in the size (" + std::to_string(b.size) + ") of " + b.name() + ".";
  return "";
}

// The rule of getMappedRange that the call breaks, or "".
std::string check_range(const BufferImpl& b, uint64_t offset, uint64_t size, bool writable) {
  if (b.map_state != BufferMapState::Mapped) return b.name() + " is not mapped.";
  if (!b.data) return b.name() + " has no memory to map.";
  if (writable && b.map_mode != MapMode::Write) return b.name() + " is mapped for reading; use getConstMappedRange.";
  if (offset % 8 != 0) return "Offset (" + std::to_string(offset) + ") must be a multiple of 8.";
  if (size % 4 != 0) return "Size (" + std::to_string(size) + ") must be a multiple of 4.";
  if (offset < b.map_offset || !range_in_bounds(offset, size, b.map_offset + b.map_size))
    return "Range (offset: " + std::to_string(offset) + ", size: " + std::to_string(size) +
           ") is not inside the mapped range (offset: " + std::to_string(b.map_offset) +
           ", size: " + std::to_string(b.map_size) + ").";
  for (const BufferImpl::ReturnedRange& r : b.returned_ranges)
    if ((writable || r.writable) && offset < r.offset + r.size && r.offset < offset + size)
      return "Range (offset: " + std::to_string(offset) + ", size: " + std::to_string(size) +
             ") overlaps the range (offset: " + std::to_string(r.offset) + ", size: " + std::to_string(r.size) +
             ") already returned since " + b.name() + " was mapped.";
  return "";
}

void* mapped_range(const std::shared_ptr<BufferImpl>& b, uint64_t offset, uint64_t size, bool writable) {
  if (!b || b->device->lost) return nullptr;
  uint64_t whole = offset <= b->size ? b->size - offset : 0;
  uint64_t n = size == kWholeSize ? whole : size;
  std::string why = check_range(*b, offset, n, writable);
  if (!why.empty()) {
    b->device->validation(why, call(*b, writable ? "GetMappedRange" : "GetConstMappedRange"));
    return nullptr;
  }
  b->returned_ranges.push_back({offset, n, writable});
  return b->data.get() + offset;
}

}  // namespace

void BufferImpl::AlignedFree::operator()(uint8_t* p) const { ::operator delete(p, kAlignment); }

bool range_in_bounds(uint64_t offset, uint64_t size, uint64_t limit) {
  return offset <= limit && size <= limit - offset;
}

std::string usage_string(BufferUsageFlags usage) {
  static const char* kNames[] = {"MapRead", "MapWrite", "CopySrc", "CopyDst",  "Index",
                                 "Vertex",  "Uniform",  "Storage", "Indirect", "QueryResolve"};
  std::string parts;
  int count = 0;
  for (int i = 0; i < 10; i++) {
    if (!(usage & (1u << i))) continue;
    parts += std::string(count++ ? "|" : "") + kNames[i];
  }
  if (count == 0) return "BufferUsage::None";
  return count == 1 ? "BufferUsage::" + parts : "BufferUsage::(" + parts + ")";
}

Buffer Device::createBuffer(const BufferDescriptor& d) {
  if (!impl_) return {};
  auto b = make_object<BufferImpl>(impl_, d.label);
  b->size = d.size;
  b->usage = d.usage;
  // The device tracks its buffers for destroy(); dead entries are dropped as the list doubles.
  std::vector<std::weak_ptr<BufferImpl>>& all = impl_->buffers;
  if (all.size() >= 64 && (all.size() & (all.size() - 1)) == 0)
    std::erase_if(all, [](const std::weak_ptr<BufferImpl>& w) { return w.expired(); });
  all.push_back(b);
  std::string context = impl_->name() + ".CreateBuffer(" + object_name("BufferDescriptor", d.label) + ")";
  std::string why = impl_->lost ? "lost device" : check_descriptor(d, impl_->limits);
  if (!why.empty()) {
    b->valid = false;
    impl_->validation(why, context);
  } else if (!impl_->reserve_memory(d.size, b->name(), context)) {
    b->valid = false;
  } else {
    b->budgeted = d.size;
    b->data.reset(allocate(d.size));
    if (!b->data) {
      b->release_budget();
      b->valid = false;
      impl_->raise(ErrorType::OutOfMemory, "Failed to allocate " + std::to_string(d.size) + " bytes for " + b->name() +
                                               ".\n - While calling " + context + ".");
    }
  }
  if (d.mappedAtCreation) {
    // An invalid buffer is still mapped (its range is scratch memory), so the program that writes
    // through it does not crash, as in WebGPU; beyond the adapter's limit there is no range.
    if (!b->data && d.size <= (uint64_t{1} << 30)) b->data.reset(allocate(d.size));
    b->map_state = BufferMapState::Mapped;
    b->map_mode = MapMode::Write;
    b->map_offset = 0;
    b->map_size = d.size;
    b->returned_ranges.clear();
  }
  return Buffer(b);
}

Future Buffer::mapAsync(MapModeFlags mode, uint64_t offset, uint64_t size, MapCallback callback) {
  if (!impl_) return {};
  auto& b = impl_;
  InstanceImpl& events = *b->device->instance;
  uint64_t n = size == kWholeSize ? (offset <= b->size ? b->size - offset : 0) : size;
  if (b->device->lost) {
    return events.schedule([cb = std::move(callback)] {
      if (cb) cb(MapAsyncStatus::DeviceLost, "The device is lost.");
    });
  }
  std::string why = check_map(*b, mode, offset, n);
  if (!why.empty()) {
    b->device->validation(why, call(*b, "MapAsync"));
    return events.schedule([cb = std::move(callback), why] {
      if (cb) cb(MapAsyncStatus::ValidationError, why);
    });
  }
  auto pending = std::make_shared<BufferImpl::PendingMap>();
  pending->callback = std::move(callback);
  pending->mode = mode, pending->offset = offset, pending->size = n;
  b->pending = pending;
  b->map_state = BufferMapState::Pending;
  // On a CUDA device the mapped bytes are the host's: brought back from the GPU in queue order,
  // after the work submitted before (it cannot change them while the buffer is mapped).
  if (b->device->on_cuda)
    b->device->enqueue([b] {
      if (!b->device->lost) host_current(*b->device, *b, b->name() + ".MapAsync()");
    });
  // The map completes once the work submitted before it has run, at the event processing after
  // that, unless unmap()/destroy() aborted it first.
  std::weak_ptr<BufferImpl> weak = b;
  Future f = b->device->schedule_after_queue([weak, pending] {
    std::shared_ptr<BufferImpl> buffer = weak.lock();
    if (pending->aborted || !buffer) {
      if (pending->callback) pending->callback(MapAsyncStatus::Aborted, pending->abort_message);
      return;
    }
    buffer->pending.reset();
    buffer->map_state = BufferMapState::Mapped;
    buffer->map_mode = pending->mode;
    buffer->map_offset = pending->offset;
    buffer->map_size = pending->size;
    buffer->returned_ranges.clear();
    if (pending->callback) pending->callback(MapAsyncStatus::Success, "");
  });
  pending->event = f.id;
  return f;
}

void* Buffer::getMappedRange(uint64_t offset, uint64_t size) { return mapped_range(impl_, offset, size, true); }

const void* Buffer::getConstMappedRange(uint64_t offset, uint64_t size) {
  return mapped_range(impl_, offset, size, false);
}

void Buffer::unmap() {
  if (!impl_) return;
  // Writes made through the mapped range are already in the buffer: mapping gives its memory.
  // Only the host bytes have them: a copy on the GPU is stale.
  if (impl_->map_state == BufferMapState::Mapped && impl_->map_mode == MapMode::Write) host_written(*impl_);
  abort_pending(*impl_, "Buffer was unmapped before mapping was resolved.");
  impl_->map_state = BufferMapState::Unmapped;
  // A buffer created invalid but mapped at creation loses its scratch memory now.
  if (!impl_->valid) impl_->data.reset();
}

void Buffer::destroy() {
  if (!impl_) return;
  abort_pending(*impl_, "Buffer was destroyed before mapping was resolved.");
  impl_->map_state = BufferMapState::Unmapped;
  if (impl_->destroyed) return;
  impl_->destroyed = true;
  impl_->release_budget();
  // The memory goes once the queue work submitted before has run (it may still use it).
  impl_->device->timeline.enqueue([b = impl_] {
    b->data.reset();
    b->resident.release();
  });
}

uint64_t Buffer::size() const { return impl_ ? impl_->size : 0; }
BufferUsageFlags Buffer::usage() const { return impl_ ? impl_->usage : 0; }
BufferMapState Buffer::mapState() const { return impl_ ? impl_->map_state : BufferMapState::Unmapped; }
std::string Buffer::label() const { return impl_ ? impl_->label : ""; }
bool Buffer::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
