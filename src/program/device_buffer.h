// A buffer's bytes on the GPU beside its bytes in main memory, for an API device that runs its
// dispatches on the CUDA backend. It knows which copy is current (the host's, the device's, or
// both), so that a dispatch uploads only what the host changed since, and the host (a map, a
// copy on the CPU, writeBuffer, a dispatch that falls back to the CPU) downloads only what a
// dispatch changed: buffers stay in device memory between dispatches and submits, as on a GPU.
//
// The host bytes stay the caller's (the API's BufferImpl::data, passed to each call); this holds
// the device allocation, made at the first dispatch that binds the buffer and freed by release()
// or the destructor. A buffer no CUDA dispatch used has no allocation and every call is a no-op.
// Not thread-safe: the API calls it on the device timeline, or on the content timeline while no
// queue work can use the buffer (a mapped buffer).
#pragma once

#include <cstdint>
#include <string>

namespace wgx::program {

class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  ~DeviceBuffer() { release(); }

  // The device copy made current: allocated at first, the host's `size` bytes uploaded when they
  // are newer. "" or why not; `out_of_memory` says the GPU refused the allocation.
  std::string to_device(const uint8_t* host, uint64_t size, bool* out_of_memory);
  // The host copy made current: the device bytes downloaded when they are newer.
  std::string to_host(uint8_t* host, uint64_t size);
  // `n` bytes written at `offset` into every copy that is current (writeBuffer), so that a
  // buffer that lives on the device stays there and nothing is downloaded.
  std::string write(uint8_t* host, uint64_t offset, const uint8_t* bytes, uint64_t n);
  // clearBuffer: `n` zero bytes at `offset` in every copy that is current (cuMemsetD8 on the GPU).
  std::string clear(uint8_t* host, uint64_t offset, uint64_t n);
  // copyBufferToBuffer: between device copies when both are current there (a device-to-device
  // copy); straight from the source's device copy into the destination's host bytes when only
  // those are current; else through the host bytes.
  static std::string copy(DeviceBuffer& from, uint8_t* from_host, uint64_t from_size, uint64_t from_offset,
                          DeviceBuffer& to, uint8_t* to_host, uint64_t to_offset, uint64_t n);

  void host_written();    // the host bytes changed: the device copy is stale
  void device_written();  // a dispatch wrote the device copy: the host bytes are stale
  bool on_device() const { return address_ != 0; }
  // The device copy's address (0 before the first to_device).
  uint64_t address() const { return address_; }
  // Frees the device copy (the host bytes must be current, or no longer wanted).
  void release();

  // Bytes copied between host and device by every DeviceBuffer of the process so far (uploads and
  // downloads, not copies on the GPU): what the tests watch to see that buffers stay put.
  static uint64_t bytes_transferred();

 private:
  uint64_t address_ = 0;
  bool host_valid_ = true;
  bool device_valid_ = false;
};

}  // namespace wgx::program
