// The WGSL lexer: text to tokens. Faults become Tok::Error tokens carrying their message, and
// lexing goes on after them so that later errors are reported in the same run.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "syntax/token.h"

namespace wgx {

class SourceFile;

// Module-scope declarations one module may hold (wgx's own bound; Tint has none): 1M small
// functions would otherwise take gigabytes to check. The lexer stops at the start of the
// declaration after the first one past it (the parser reports the limit there), so a file of
// millions of tiny functions costs only the tokens up to the limit.
inline constexpr size_t kMaxDeclarations = 65536;
// Tokens one source may hold (wgx's own bound; Tint has none): each token and the syntax built
// on it cost memory, so a 64 MiB source of one-byte tokens (`;;;...`) would take gigabytes. The
// lexer stops there, and the parser reports the limit.
inline constexpr size_t kMaxTokens = size_t{1} << 22;
// The int_value of an Eof token put there because of one of those limits (a real end of file
// has 0).
inline constexpr int64_t kEofPastDeclarationLimit = 1;
inline constexpr int64_t kEofPastTokenLimit = 2;

// Tokenizes `file`, then runs template-list discovery; the last token is always Tok::Eof.
std::vector<Token> lex(const SourceFile& file);

// Tokenizes without template-list discovery (for tests and tools).
std::vector<Token> lex_raw(const SourceFile& file);

}  // namespace wgx
