// Escaping input for a terminal (printable.h).
#include "base/printable.h"

#include "base/utf8.h"

namespace wgx {
namespace {

constexpr size_t kEscapeColumns = 4;  // `\xNN`

bool is_control(char32_t c) { return (c < 0x20 && c != '\t' && c != '\n') || (c >= 0x7F && c <= 0x9F); }

void append_escaped_bytes(std::string* out, std::string_view bytes) {
  static const char* hex = "0123456789abcdef";
  for (char ch : bytes) {
    auto b = static_cast<uint8_t>(ch);
    *out += "\\x";
    *out += hex[b >> 4];
    *out += hex[b & 15];
  }
}

}  // namespace

PrintedCodePoint printed_code_point(std::string_view text, size_t pos) {
  DecodedCodePoint d = decode_utf8(text, pos);
  if (d.length == 0) return {1, kEscapeColumns};
  return {d.length, is_control(d.code_point) ? kEscapeColumns * d.length : 1};
}

std::string printable_text(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    DecodedCodePoint d = decode_utf8(text, i);
    size_t n = d.length ? d.length : 1;
    if (d.length == 0 || is_control(d.code_point))
      append_escaped_bytes(&out, text.substr(i, n));
    else
      out.append(text.substr(i, n));
    i += n;
  }
  return out;
}

}  // namespace wgx
