#include "diag/suggest.h"

#include <algorithm>

namespace wgx {

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> prev(a.size() + 1), cur(a.size() + 1);
  for (size_t i = 0; i <= a.size(); ++i) prev[i] = i;
  for (size_t j = 1; j <= b.size(); ++j) {
    cur[0] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
      size_t sub = prev[i - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[i] = std::min({prev[i] + 1, cur[i - 1] + 1, sub});
    }
    std::swap(prev, cur);
  }
  return prev[a.size()];
}

std::string suggest_alternatives(std::string_view got, const std::vector<std::string_view>& names) {
  std::string out;
  if (!got.empty() && got.size() < 64) {
    size_t best = 5;
    std::string_view candidate;
    for (std::string_view n : names) {
      size_t d = edit_distance(n, got);
      if (d < best) best = d, candidate = n;
    }
    if (!candidate.empty()) out += "Did you mean '" + std::string(candidate) + "'?\n";
  }
  out += "Possible values: ";
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += ", ";
    out += "'" + std::string(names[i]) + "'";
  }
  return out;
}

}  // namespace wgx
