// Tokens of WGSL: literals, keywords, identifiers and syntactic tokens, plus the two template
// delimiters that template-list discovery assigns and an error token that carries a lexer fault.
#pragma once

#include <cstdint>
#include <string_view>

#include "diag/catalogue.h"
#include "wgx/source.h"

namespace wgx {

enum class Tok : uint8_t {
  Eof,
  Error,
  Identifier,
  // Literals
  IntLiteral,    // abstract int
  IntLiteralI,   // 1i
  IntLiteralU,   // 1u
  FloatLiteral,  // abstract float
  FloatLiteralF,
  FloatLiteralH,
  // Keywords
  KwAlias,
  KwBreak,
  KwCase,
  KwConst,
  KwConstAssert,
  KwContinue,
  KwContinuing,
  KwDefault,
  KwDiagnostic,
  KwDiscard,
  KwElse,
  KwEnable,
  KwFallthrough,
  KwFalse,
  KwFn,
  KwFor,
  KwIf,
  KwLet,
  KwLoop,
  KwOverride,
  KwRequires,
  KwReturn,
  KwStruct,
  KwSwitch,
  KwTrue,
  KwVar,
  KwWhile,
  // Syntactic tokens
  And,                // &
  AndAnd,             // &&
  AndEqual,           // &=
  Arrow,              // ->
  Attr,               // @
  Bang,               // !
  BraceLeft,          // {
  BraceRight,         // }
  BracketLeft,        // [
  BracketRight,       // ]
  Colon,              // :
  Comma,              // ,
  DivisionEqual,      // /=
  Equal,              // =
  EqualEqual,         // ==
  ForwardSlash,       // /
  GreaterThan,        // >
  GreaterThanEqual,   // >=
  LessThan,           // <
  LessThanEqual,      // <=
  Minus,              // -
  MinusEqual,         // -=
  MinusMinus,         // --
  Mod,                // %
  ModuloEqual,        // %=
  NotEqual,           // !=
  Or,                 // |
  OrEqual,            // |=
  OrOr,               // ||
  ParenLeft,          // (
  ParenRight,         // )
  Period,             // .
  Plus,               // +
  PlusEqual,          // +=
  PlusPlus,           // ++
  Semicolon,          // ;
  ShiftLeft,          // <<
  ShiftLeftEqual,     // <<=
  ShiftRight,         // >>
  ShiftRightEqual,    // >>=
  Star,               // *
  TimesEqual,         // *=
  Tilde,              // ~
  Underscore,         // _
  Xor,                // ^
  XorEqual,           // ^=
  TemplateArgsLeft,   // '<' that opens a template list
  TemplateArgsRight,  // '>' that closes a template list
};

struct Token {
  Tok kind = Tok::Eof;
  Span span;
  union {
    int64_t int_value;
    double float_value;
    Msg error;  // for Tok::Error
  };
  // Argument of an error message (e.g. the type a literal cannot be represented as).
  std::string_view error_arg;
  bool reported = false;  // set once the parser has reported this error token

  Token() : int_value(0) {}
  bool is(Tok t) const { return kind == t; }
  bool is_identifier() const { return kind == Tok::Identifier; }
  bool is_binary_operator() const;
};

// How Tint names a token kind in messages: the spelling for syntactic tokens and keywords.
std::string_view token_name(Tok t);

// Keyword token for `word`, or Tok::Identifier when it is not a keyword.
Tok keyword_kind(std::string_view word);

// Words the spec reserves for future use; they may not be declared.
bool is_reserved_word(std::string_view word);

}  // namespace wgx
