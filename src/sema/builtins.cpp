// The name lookup of the builtin list (builtins.h).
#include "sema/builtins.h"

#include <string_view>
#include <unordered_map>

namespace wgx::sema {
namespace {

// The list names each builtin once, so a name finds one entry.
constexpr bool names_are_unique() {
  for (size_t i = 0; i < kBuiltinCount; ++i)
    for (size_t j = i + 1; j < kBuiltinCount; ++j)
      if (kBuiltinDefs[i].name == kBuiltinDefs[j].name) return false;
  return true;
}
static_assert(names_are_unique(), "builtin_fns.def names a builtin twice");

}  // namespace

std::optional<BuiltinId> find_builtin(std::string_view name) {
  static const std::unordered_map<std::string_view, BuiltinId> kByName = [] {
    std::unordered_map<std::string_view, BuiltinId> m;
    for (size_t i = 0; i < kBuiltinCount; ++i) m.emplace(kBuiltinDefs[i].name, static_cast<BuiltinId>(i));
    return m;
  }();
  auto it = kByName.find(name);
  if (it == kByName.end()) return std::nullopt;
  return it->second;
}

}  // namespace wgx::sema
