#include "syntax/token.h"

#include <algorithm>
#include <array>

namespace wgx {
namespace {

struct Keyword {
  std::string_view word;
  Tok kind;
};

constexpr std::array<Keyword, 27> kKeywords = {{
    {"alias", Tok::KwAlias},
    {"break", Tok::KwBreak},
    {"case", Tok::KwCase},
    {"const", Tok::KwConst},
    {"const_assert", Tok::KwConstAssert},
    {"continue", Tok::KwContinue},
    {"continuing", Tok::KwContinuing},
    {"default", Tok::KwDefault},
    {"diagnostic", Tok::KwDiagnostic},
    {"discard", Tok::KwDiscard},
    {"else", Tok::KwElse},
    {"enable", Tok::KwEnable},
    {"fallthrough", Tok::KwFallthrough},
    {"false", Tok::KwFalse},
    {"fn", Tok::KwFn},
    {"for", Tok::KwFor},
    {"if", Tok::KwIf},
    {"let", Tok::KwLet},
    {"loop", Tok::KwLoop},
    {"override", Tok::KwOverride},
    {"requires", Tok::KwRequires},
    {"return", Tok::KwReturn},
    {"struct", Tok::KwStruct},
    {"switch", Tok::KwSwitch},
    {"true", Tok::KwTrue},
    {"var", Tok::KwVar},
    {"while", Tok::KwWhile},
}};

// Sorted, for binary search.
constexpr std::string_view kReserved[] = {
    "NULL",
    "Self",
    "abstract",
    "active",
    "alignas",
    "alignof",
    "as",
    "asm",
    "asm_fragment",
    "async",
    "attribute",
    "auto",
    "await",
    "become",
    "cast",
    "catch",
    "class",
    "co_await",
    "co_return",
    "co_yield",
    "coherent",
    "column_major",
    "common",
    "compile",
    "compile_fragment",
    "concept",
    "const_cast",
    "consteval",
    "constexpr",
    "constinit",
    "crate",
    "debugger",
    "decltype",
    "delete",
    "demote",
    "demote_to_helper",
    "do",
    "dynamic_cast",
    "enum",
    "explicit",
    "export",
    "extends",
    "extern",
    "external",
    "filter",
    "final",
    "finally",
    "friend",
    "from",
    "fxgroup",
    "get",
    "goto",
    "groupshared",
    "highp",
    "impl",
    "implements",
    "import",
    "inline",
    "instanceof",
    "interface",
    "layout",
    "lowp",
    "macro",
    "macro_rules",
    "match",
    "mediump",
    "meta",
    "mod",
    "module",
    "move",
    "mut",
    "mutable",
    "namespace",
    "new",
    "nil",
    "noexcept",
    "noinline",
    "nointerpolation",
    "non_coherent",
    "noncoherent",
    "noperspective",
    "null",
    "nullptr",
    "of",
    "operator",
    "package",
    "packoffset",
    "partition",
    "pass",
    "patch",
    "pixelfragment",
    "precise",
    "precision",
    "premerge",
    "priv",
    "protected",
    "pub",
    "public",
    "readonly",
    "ref",
    "regardless",
    "register",
    "reinterpret_cast",
    "require",
    "resource",
    "restrict",
    "self",
    "set",
    "shared",
    "sizeof",
    "smooth",
    "snorm",
    "static",
    "static_assert",
    "static_cast",
    "std",
    "subroutine",
    "super",
    "target",
    "template",
    "this",
    "thread_local",
    "throw",
    "trait",
    "try",
    "type",
    "typedef",
    "typeid",
    "typename",
    "typeof",
    "union",
    "unless",
    "unorm",
    "unsafe",
    "unsized",
    "use",
    "using",
    "varying",
    "virtual",
    "volatile",
    "wgsl",
    "where",
    "with",
    "writeonly",
    "yield",
};

}  // namespace

Tok keyword_kind(std::string_view word) {
  // Most identifiers are not keywords: reject by length and first letter before comparing.
  if (word.size() < 2 || word.size() > 12 || word[0] < 'a' || word[0] > 'w') return Tok::Identifier;
  // kKeywords is sorted: start at the first keyword with the same first letter.
  auto it = std::lower_bound(kKeywords.begin(), kKeywords.end(), word[0],
                             [](const Keyword& k, char c) { return k.word[0] < c; });
  for (; it != kKeywords.end() && it->word[0] == word[0]; ++it) {
    if (it->word == word) return it->kind;
  }
  return Tok::Identifier;
}

bool is_reserved_word(std::string_view word) {
  auto end = std::end(kReserved);
  auto it = std::lower_bound(std::begin(kReserved), end, word);
  return it != end && *it == word;
}

bool Token::is_binary_operator() const {
  switch (kind) {
    case Tok::And:
    case Tok::AndAnd:
    case Tok::EqualEqual:
    case Tok::ForwardSlash:
    case Tok::GreaterThan:
    case Tok::GreaterThanEqual:
    case Tok::LessThan:
    case Tok::LessThanEqual:
    case Tok::Minus:
    case Tok::Mod:
    case Tok::NotEqual:
    case Tok::Or:
    case Tok::OrOr:
    case Tok::Plus:
    case Tok::ShiftLeft:
    case Tok::ShiftRight:
    case Tok::Star:
    case Tok::Xor:
      return true;
    default:
      return false;
  }
}

std::string_view token_name(Tok t) {
  switch (t) {
    case Tok::Eof:
      return "end of file";
    case Tok::Error:
      return "error";
    case Tok::Identifier:
      return "identifier";
    case Tok::IntLiteral:
    case Tok::IntLiteralI:
    case Tok::IntLiteralU:
      return "integer literal";
    case Tok::FloatLiteral:
    case Tok::FloatLiteralF:
    case Tok::FloatLiteralH:
      return "float literal";
    case Tok::KwAlias:
      return "alias";
    case Tok::KwBreak:
      return "break";
    case Tok::KwCase:
      return "case";
    case Tok::KwConst:
      return "const";
    case Tok::KwConstAssert:
      return "const_assert";
    case Tok::KwContinue:
      return "continue";
    case Tok::KwContinuing:
      return "continuing";
    case Tok::KwDefault:
      return "default";
    case Tok::KwDiagnostic:
      return "diagnostic";
    case Tok::KwDiscard:
      return "discard";
    case Tok::KwElse:
      return "else";
    case Tok::KwEnable:
      return "enable";
    case Tok::KwFallthrough:
      return "fallthrough";
    case Tok::KwFalse:
      return "false";
    case Tok::KwFn:
      return "fn";
    case Tok::KwFor:
      return "for";
    case Tok::KwIf:
      return "if";
    case Tok::KwLet:
      return "let";
    case Tok::KwLoop:
      return "loop";
    case Tok::KwOverride:
      return "override";
    case Tok::KwRequires:
      return "requires";
    case Tok::KwReturn:
      return "return";
    case Tok::KwStruct:
      return "struct";
    case Tok::KwSwitch:
      return "switch";
    case Tok::KwTrue:
      return "true";
    case Tok::KwVar:
      return "var";
    case Tok::KwWhile:
      return "while";
    case Tok::And:
      return "&";
    case Tok::AndAnd:
      return "&&";
    case Tok::AndEqual:
      return "&=";
    case Tok::Arrow:
      return "->";
    case Tok::Attr:
      return "@";
    case Tok::Bang:
      return "!";
    case Tok::BraceLeft:
      return "{";
    case Tok::BraceRight:
      return "}";
    case Tok::BracketLeft:
      return "[";
    case Tok::BracketRight:
      return "]";
    case Tok::Colon:
      return ":";
    case Tok::Comma:
      return ",";
    case Tok::DivisionEqual:
      return "/=";
    case Tok::Equal:
      return "=";
    case Tok::EqualEqual:
      return "==";
    case Tok::ForwardSlash:
      return "/";
    case Tok::GreaterThan:
      return ">";
    case Tok::GreaterThanEqual:
      return ">=";
    case Tok::LessThan:
      return "<";
    case Tok::LessThanEqual:
      return "<=";
    case Tok::Minus:
      return "-";
    case Tok::MinusEqual:
      return "-=";
    case Tok::MinusMinus:
      return "--";
    case Tok::Mod:
      return "%";
    case Tok::ModuloEqual:
      return "%=";
    case Tok::NotEqual:
      return "!=";
    case Tok::Or:
      return "|";
    case Tok::OrEqual:
      return "|=";
    case Tok::OrOr:
      return "||";
    case Tok::ParenLeft:
      return "(";
    case Tok::ParenRight:
      return ")";
    case Tok::Period:
      return ".";
    case Tok::Plus:
      return "+";
    case Tok::PlusEqual:
      return "+=";
    case Tok::PlusPlus:
      return "++";
    case Tok::Semicolon:
      return ";";
    case Tok::ShiftLeft:
      return "<<";
    case Tok::ShiftLeftEqual:
      return "<<=";
    case Tok::ShiftRight:
      return ">>";
    case Tok::ShiftRightEqual:
      return ">>=";
    case Tok::Star:
      return "*";
    case Tok::TimesEqual:
      return "*=";
    case Tok::Tilde:
      return "~";
    case Tok::Underscore:
      return "_";
    case Tok::Xor:
      return "^";
    case Tok::XorEqual:
      return "^=";
    case Tok::TemplateArgsLeft:
      return "template_arg_left";  // Tint's own names for these
    case Tok::TemplateArgsRight:
      return "template_arg_right";
  }
  return "?";
}

}  // namespace wgx
