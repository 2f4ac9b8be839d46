// The WGSL lexer: text to tokens. Faults become Tok::Error tokens carrying their message, and
// lexing goes on after them so that later errors are reported in the same run.
#pragma once

#include <vector>

#include "syntax/token.h"

namespace wgx {

class SourceFile;

// Tokenizes `file`, then runs template-list discovery; the last token is always Tok::Eof.
std::vector<Token> lex(const SourceFile& file);

// Tokenizes without template-list discovery (for tests and tools).
std::vector<Token> lex_raw(const SourceFile& file);

}  // namespace wgx
