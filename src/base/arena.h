// A bump allocator for trees that live and die together (the AST). Objects placed here must be
// trivially destructible: nothing is destroyed one by one, the blocks are freed at once.
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace wgx {

class Arena {
 public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  Arena(Arena&&) = default;
  Arena& operator=(Arena&&) = default;

  void* allocate(size_t size, size_t align);

  template <typename T, typename... Args>
  T* make(Args&&... args) {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    return new (allocate(sizeof(T), alignof(T))) T(std::forward<Args>(args)...);
  }

  size_t bytes_used() const { return used_; }

 private:
  std::vector<std::unique_ptr<std::byte[]>> blocks_;
  std::byte* cursor_ = nullptr;
  size_t left_ = 0;
  size_t used_ = 0;
};

// A read-only array living in an arena.
template <typename T>
struct List {
  T* data = nullptr;
  uint32_t count = 0;

  T* begin() const { return data; }
  T* end() const { return data + count; }
  uint32_t size() const { return count; }
  bool empty() const { return count == 0; }
  T& operator[](size_t i) const { return data[i]; }
  T& back() const { return data[count - 1]; }

  static List copy(Arena& arena, const std::vector<T>& items) {
    List l;
    l.count = static_cast<uint32_t>(items.size());
    if (l.count == 0) return l;
    l.data = static_cast<T*>(arena.allocate(sizeof(T) * items.size(), alignof(T)));
    std::memcpy(static_cast<void*>(l.data), items.data(), sizeof(T) * items.size());
    return l;
  }
};

}  // namespace wgx
