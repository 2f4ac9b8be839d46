// The shape of a variable's memory (arrays, structure members, vectors), kept on ir::Variable so
// that reports about memory (the sanitizer's races and out-of-bounds accesses) can name a byte
// range as the source does: 'tile[5]', 'items[2].pos'. Executors never read it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace wgx::ir {

struct Layout {
  enum class Kind : uint8_t { Scalar, Vector, Matrix, Array, Struct };
  struct Member {
    std::string name;
    uint32_t offset = 0;
    std::shared_ptr<const Layout> layout;
  };
  Kind kind = Kind::Scalar;
  uint32_t size = 0;                   // bytes (a runtime-sized array: one element)
  uint32_t count = 0;                  // Array: elements (0: runtime-sized); Vector: components; Matrix: columns
  uint32_t stride = 0;                 // Array, Vector, Matrix: bytes from one element (component, column) to the next
  std::shared_ptr<const Layout> elem;  // Array, Vector, Matrix
  std::vector<Member> members;         // Struct
};

// The path from a variable to the innermost element that holds bytes [offset, offset + bytes):
// "[5]", ".pos", "[2].v" (empty for the whole variable). Vector components are named ".x".. ".w".
std::string layout_path(const Layout* layout, uint64_t offset, uint64_t bytes);

}  // namespace wgx::ir
