// Buffers kept in device memory for the CUDA backend, with the copy that is current tracked
// (device_buffer.h).
#include "program/device_buffer.h"

#include <atomic>
#include <cstring>

#include "cuda/cuda_executor.h"

namespace wgx::program {
namespace {

std::atomic<uint64_t> transferred{0};

std::string upload(uint64_t address, const void* host, uint64_t n) {
  transferred += n;
  return cuda::upload(address, host, n);
}

std::string download(void* host, uint64_t address, uint64_t n) {
  transferred += n;
  return cuda::download(host, address, n);
}

}  // namespace

uint64_t DeviceBuffer::bytes_transferred() { return transferred.load(); }

std::string DeviceBuffer::to_device(const uint8_t* host, uint64_t size, bool* out_of_memory) {
  *out_of_memory = false;
  if (device_valid_) return "";
  if (!address_)
    if (std::string error = cuda::allocate(size, &address_, out_of_memory); !error.empty()) return error;
  if (std::string error = upload(address_, host, size); !error.empty()) return error;
  device_valid_ = true;
  return "";
}

std::string DeviceBuffer::to_host(uint8_t* host, uint64_t size) {
  if (host_valid_) return "";
  if (std::string error = download(host, address_, size); !error.empty()) return error;
  host_valid_ = true;
  return "";
}

std::string DeviceBuffer::write(uint8_t* host, uint64_t offset, const uint8_t* bytes, uint64_t n) {
  if (host_valid_) std::memcpy(host + offset, bytes, n);
  if (device_valid_) return upload(address_ + offset, bytes, n);
  return "";
}

std::string DeviceBuffer::clear(uint8_t* host, uint64_t offset, uint64_t n) {
  if (host_valid_) std::memset(host + offset, 0, n);
  if (device_valid_) return cuda::clear_on_device(address_ + offset, n);
  return "";
}

std::string DeviceBuffer::copy(DeviceBuffer& from, uint8_t* from_host, uint64_t from_size, uint64_t from_offset,
                               DeviceBuffer& to, uint8_t* to_host, uint64_t to_offset, uint64_t n) {
  if (from.device_valid_ && to.device_valid_) {
    std::string error = cuda::copy_on_device(to.address_ + to_offset, from.address_ + from_offset, n);
    if (error.empty()) to.device_written();
    return error;
  }
  if (from.device_valid_ && !from.host_valid_ && !to.device_valid_) {
    // A result read back (storage -> map-read buffer): only the range crosses, not the whole source.
    std::string error = download(to_host + to_offset, from.address_ + from_offset, n);
    if (error.empty()) to.host_written();
    return error;
  }
  if (std::string error = from.to_host(from_host, from_size); !error.empty()) return error;
  return to.write(to_host, to_offset, from_host + from_offset, n);
}

void DeviceBuffer::host_written() {
  host_valid_ = true;
  device_valid_ = false;
}

void DeviceBuffer::device_written() {
  device_valid_ = true;
  host_valid_ = false;
}

void DeviceBuffer::release() {
  if (address_) cuda::release(address_);
  address_ = 0;
  device_valid_ = false;
  host_valid_ = true;
}

}  // namespace wgx::program
