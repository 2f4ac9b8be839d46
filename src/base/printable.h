// Text that came from input (a file name, a buffer name, a line of a shader) made safe to print
// on a terminal: an escape sequence hidden in a name could otherwise retitle the window, clear
// the screen or forge output. Every report that echoes input passes it through printable_text.
#pragma once

#include <string>
#include <string_view>

namespace wgx {

// `text` with every control character (C0 but tab and line feed, DEL, the C1 controls
// U+0080-U+009F) and every byte that is not valid UTF-8 written as `\xNN`; valid UTF-8 text
// without controls comes back unchanged.
std::string printable_text(std::string_view text);

// The number of columns printable_text gives the code point (or invalid byte) at `text[pos]`
// beyond its own one, and the bytes it takes: for lining carets up under an escaped line.
struct PrintedCodePoint {
  size_t bytes = 1;
  size_t columns = 1;
};
PrintedCodePoint printed_code_point(std::string_view text, size_t pos);

}  // namespace wgx
