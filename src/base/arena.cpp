#include "base/arena.h"

#include <cstdint>

namespace wgx {

void* Arena::allocate(size_t size, size_t align) {
  size_t pad = (align - (reinterpret_cast<uintptr_t>(cursor_) & (align - 1))) & (align - 1);
  if (cursor_ == nullptr || pad + size > left_) {
    size_t block = size + align > 64 * 1024 ? size + align : 64 * 1024;
    blocks_.push_back(std::unique_ptr<std::byte[]>(new std::byte[block]));  // no zero-fill
    cursor_ = blocks_.back().get();
    left_ = block;
    pad = (align - (reinterpret_cast<uintptr_t>(cursor_) & (align - 1))) & (align - 1);
  }
  void* p = cursor_ + pad;
  cursor_ += pad + size;
  left_ -= pad + size;
  used_ += size;
  return p;
}

}  // namespace wgx
