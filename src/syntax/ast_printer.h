// Prints an AST back as WGSL text. Binary and unary operands are parenthesized wherever the
// grammar could read them differently, so print -> parse gives the same tree.
#pragma once

#include <string>

#include "syntax/ast.h"

namespace wgx {

std::string print_wgsl(const ast::Module& module);

// WGSL text for a float literal that parses back to exactly `value` (shortest round-trip
// digits), with its suffix ('f', 'h' or 0 for abstract). Used by the printer and the dump.
std::string float_literal_text(double value, char suffix);

}  // namespace wgx
