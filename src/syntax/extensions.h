// The WGSL extensions as the front end knows them: one entry per extension of the list
// (extensions.def), with its name and the WebGPU feature it needs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>

namespace wgx {

enum class Extension : uint8_t {
#define WGX_EXTENSION(Id, Name, Feature) Id,
#include "syntax/extensions.def"
};

struct ExtensionDef {
  std::string_view name;
  std::string_view feature;  // the device feature `enable` needs (WebGPU's name), or empty
};

// The entries of the list, indexed by Extension.
inline constexpr ExtensionDef kExtensionDefs[] = {
#define WGX_EXTENSION(Id, Name, Feature) {Name, Feature},
#include "syntax/extensions.def"
};
inline constexpr size_t kExtensionCount = std::size(kExtensionDefs);

constexpr const ExtensionDef& extension_def(Extension e) { return kExtensionDefs[static_cast<size_t>(e)]; }

// The parser lists the names in the list's order.
constexpr bool extension_names_are_sorted() {
  for (size_t i = 1; i < kExtensionCount; ++i)
    if (!(kExtensionDefs[i - 1].name < kExtensionDefs[i].name)) return false;
  return true;
}
static_assert(extension_names_are_sorted(), "extensions.def: keep the names sorted and unique");

}  // namespace wgx
