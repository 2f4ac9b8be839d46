// The name lookup of the builtin-value list (builtin_values.h).
#include "syntax/builtin_values.h"

#include <unordered_map>

namespace wgx {
namespace {

// The parser lists the names in the list's order, which is alphabetical.
constexpr bool names_are_sorted() {
  for (size_t i = 1; i < kBuiltinValueCount; ++i)
    if (!(kBuiltinValueDefs[i - 1].name < kBuiltinValueDefs[i].name)) return false;
  return true;
}
static_assert(names_are_sorted(), "builtin_values.def: keep the names sorted and unique");

}  // namespace

std::optional<BuiltinValue> find_builtin_value(std::string_view name) {
  static const std::unordered_map<std::string_view, BuiltinValue> kByName = [] {
    std::unordered_map<std::string_view, BuiltinValue> m;
    for (size_t i = 0; i < kBuiltinValueCount; ++i) m.emplace(kBuiltinValueDefs[i].name, static_cast<BuiltinValue>(i));
    return m;
  }();
  auto it = kByName.find(name);
  if (it == kByName.end()) return std::nullopt;
  return it->second;
}

}  // namespace wgx
