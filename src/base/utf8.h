// UTF-8 decoding for the lexer and the source manager.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace wgx {

struct DecodedCodePoint {
  char32_t code_point = 0;
  uint32_t length = 0;  // bytes consumed; 0 means the bytes are not valid UTF-8
};

// Decodes one code point at `text[pos]`; rejects overlong forms, surrogates and values past
// U+10FFFF, as the WGSL spec requires valid UTF-8.
DecodedCodePoint decode_utf8(std::string_view text, size_t pos);

// Length in bytes of the line break starting at `pos`, or 0 if there is none.
uint32_t line_break_length(std::string_view text, size_t pos);

}  // namespace wgx
