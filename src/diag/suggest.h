// "Did you mean 'x'?" hints, as Tint gives them for unknown enumerants, attributes and extensions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace wgx {

// Levenshtein distance between two strings.
size_t edit_distance(std::string_view a, std::string_view b);

// "Did you mean 'x'?\n" when one of `names` is within edit distance 4 of `got` (and `got` is not
// empty or very long), then "Possible values: 'a', 'b', ...".
std::string suggest_alternatives(std::string_view got, const std::vector<std::string_view>& names);

}  // namespace wgx
