// The catalogue's table of ids and templates, and the filling of a template.
#include "diag/catalogue.h"

#include <cstddef>
#include <iterator>

namespace wgx {
namespace {

// Indexed by Msg: both come from catalogue.def.
constexpr MessageInfo kMessages[] = {
#define WGX_MSG(name, id, text) {id, text},
#include "diag/catalogue.def"
};
static_assert(std::size(kMessages) == static_cast<size_t>(Msg::kCount));

}  // namespace

const MessageInfo& message_info(Msg m) { return kMessages[static_cast<size_t>(m)]; }

std::string format_message(Msg m, std::initializer_list<std::string_view> args) {
  std::string_view text = message_info(m).text;
  std::string out;
  out.reserve(text.size() + 16);
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '{' && i + 2 < text.size() && text[i + 2] == '}' && text[i + 1] >= '0' && text[i + 1] <= '9') {
      size_t index = static_cast<size_t>(text[i + 1] - '0');
      if (index < args.size()) out += *(args.begin() + index);
      i += 2;
      continue;
    }
    out += c;
  }
  return out;
}

}  // namespace wgx
