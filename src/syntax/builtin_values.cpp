// The name lookup of the builtin-value list (builtin_values.h).
#include "syntax/builtin_values.h"

#include <algorithm>

namespace wgx {
namespace {

// The parser lists the names in the list's order, which is alphabetical; the lookup searches it.
constexpr bool names_are_sorted() {
  for (size_t i = 1; i < kBuiltinValueCount; ++i)
    if (!(kBuiltinValueDefs[i - 1].name < kBuiltinValueDefs[i].name)) return false;
  return true;
}
static_assert(names_are_sorted(), "builtin_values.def: keep the names sorted and unique");

}  // namespace

std::optional<BuiltinValue> find_builtin_value(std::string_view name) {
  // The list is sorted (above): a binary search needs no map of its own.
  const BuiltinValueDef* end = std::end(kBuiltinValueDefs);
  const BuiltinValueDef* it = std::lower_bound(std::begin(kBuiltinValueDefs), end, name,
                                               [](const BuiltinValueDef& d, std::string_view n) { return d.name < n; });
  if (it == end || it->name != name) return std::nullopt;
  return static_cast<BuiltinValue>(it - std::begin(kBuiltinValueDefs));
}

}  // namespace wgx
