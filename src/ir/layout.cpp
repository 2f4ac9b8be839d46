// Naming a byte range of a variable by its layout (ir/layout.h).
#include "ir/layout.h"

namespace wgx::ir {
namespace {

// The element of an array, vector or matrix that holds the range, or null when it spans several.
const Layout* element_at(const Layout& l, uint64_t* offset, uint64_t bytes, std::string* path) {
  if (l.stride == 0 || !l.elem) return nullptr;
  uint64_t index = *offset / l.stride;
  if (l.count && index >= l.count) return nullptr;
  uint64_t inner = *offset - index * l.stride;
  if (inner + bytes > l.elem->size) return nullptr;
  if (l.kind == Layout::Kind::Vector && index < 4)
    *path += std::string(".") + "xyzw"[index];
  else
    *path += "[" + std::to_string(index) + "]";
  *offset = inner;
  return l.elem.get();
}

const Layout* member_at(const Layout& l, uint64_t* offset, uint64_t bytes, std::string* path) {
  for (const Layout::Member& m : l.members) {
    if (*offset < m.offset || *offset + bytes > m.offset + m.layout->size) continue;
    *path += "." + m.name;
    *offset -= m.offset;
    return m.layout.get();
  }
  return nullptr;
}

}  // namespace

std::string layout_path(const Layout* layout, uint64_t offset, uint64_t bytes) {
  std::string path;
  while (layout && layout->kind != Layout::Kind::Scalar) {
    bool runtime_sized = layout->kind == Layout::Kind::Array && layout->count == 0;
    if (offset == 0 && bytes == layout->size && !runtime_sized) break;  // exactly this value
    layout = layout->kind == Layout::Kind::Struct ? member_at(*layout, &offset, bytes, &path)
                                                  : element_at(*layout, &offset, bytes, &path);
  }
  return path;
}

}  // namespace wgx::ir
