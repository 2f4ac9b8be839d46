#include "base/utf8.h"

namespace wgx {

DecodedCodePoint decode_utf8(std::string_view text, size_t pos) {
  auto byte = [&](size_t i) { return static_cast<uint8_t>(text[i]); };
  if (pos >= text.size()) return {};
  uint8_t b0 = byte(pos);
  if (b0 < 0x80) return {b0, 1};
  uint32_t need = 0;
  char32_t cp = 0;
  char32_t min = 0;
  if ((b0 & 0xE0) == 0xC0) {
    need = 1, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    need = 2, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    need = 3, cp = b0 & 0x07, min = 0x10000;
  } else {
    return {};
  }
  if (pos + need >= text.size()) return {};
  for (uint32_t i = 1; i <= need; ++i) {
    uint8_t b = byte(pos + i);
    if ((b & 0xC0) != 0x80) return {};
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {};
  return {cp, need + 1};
}

uint32_t line_break_length(std::string_view text, size_t pos) {
  if (pos >= text.size()) return 0;
  char c = text[pos];
  if (c == '\n' || c == '\v' || c == '\f') return 1;
  if (c == '\r') return (pos + 1 < text.size() && text[pos + 1] == '\n') ? 2 : 1;
  if (static_cast<uint8_t>(c) < 0x80) return 0;
  DecodedCodePoint d = decode_utf8(text, pos);
  if (d.code_point == 0x85 || d.code_point == 0x2028 || d.code_point == 0x2029) return d.length;
  return 0;
}

}  // namespace wgx
