// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104): the kernel cache seals each compiled kernel
// with a keyed hash so that a file it did not write, or one cut short, is never loaded.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace wgx {

using Digest256 = std::array<uint8_t, 32>;

class Sha256 {
 public:
  Sha256();
  void update(const uint8_t* data, size_t size);
  void update(std::string_view s) { update(reinterpret_cast<const uint8_t*>(s.data()), s.size()); }
  Digest256 finish();

 private:
  void block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buf_[64];
  size_t used_ = 0;     // bytes in buf_
  uint64_t total_ = 0;  // bytes hashed so far
};

Digest256 sha256(const uint8_t* data, size_t size);

// HMAC-SHA-256 of `data` (then `extra`, as one message) under `key`.
Digest256 hmac_sha256(const uint8_t* key, size_t key_size, const uint8_t* data, size_t size,
                      std::string_view extra = {});

// Compares two digests in time independent of where they differ.
bool digests_equal(const uint8_t* a, const uint8_t* b);

}  // namespace wgx
