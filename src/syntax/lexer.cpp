#include "syntax/lexer.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>

#include "base/utf8.h"
#include "syntax/template_lists.h"
#include "syntax/unicode_xid.h"
#include "wgx/source.h"

namespace wgx {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int hex_value(char c) {
  if (is_digit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

constexpr double kF32Max = 3.40282346638528859811704183484516925440e+38;
constexpr double kF16Max = 65504.0;

// True when `v` is exactly an f16 value (normal or subnormal) in range.
bool exact_f16(double v) {
  double a = std::fabs(v);
  if (a > kF16Max) return false;
  if (a == 0) return true;
  int exp = 0;
  std::frexp(a, &exp);  // a = m * 2^exp, m in [0.5, 1)
  // Normal f16 keeps 11 significant bits; subnormals (below 2^-14) keep fewer, down to 2^-24.
  int lsb = exp - 11;
  if (lsb < -24) lsb = -24;
  double scaled = std::ldexp(a, -lsb);
  return scaled == std::floor(scaled);
}

// Counts the tokens that start a module-scope declaration: `fn`, `struct`, `alias` and
// `override` wherever they are (WGSL has them nowhere else), `var`, `const` and `const_assert`
// outside braces. The parser enforces kMaxDeclarations; this only lets the lexer stop early.
class DeclarationCount {
 public:
  // True for the token starting the second declaration past the limit: the parser sees one past
  // it, and reports the limit.
  bool past_limit(const Token& t) {
    if (t.is(Tok::BraceLeft)) depth_++;
    if (t.is(Tok::BraceRight) && depth_ > 0) depth_--;
    bool anywhere = t.is(Tok::KwFn) || t.is(Tok::KwStruct) || t.is(Tok::KwAlias) || t.is(Tok::KwOverride);
    bool outside = depth_ == 0 && (t.is(Tok::KwVar) || t.is(Tok::KwConst) || t.is(Tok::KwConstAssert));
    if (anywhere || outside) count_++;
    return count_ > kMaxDeclarations + 1;
  }

 private:
  size_t depth_ = 0;
  size_t count_ = 0;
};

class Lexer {
 public:
  explicit Lexer(const SourceFile& file) : text_(file.text()) {}

  std::vector<Token> run() {
    std::vector<Token> out;
    // Room for one token per two bytes (real code has about one per three), up to the token
    // limit: growing a vector of a million tokens copies it and touches twice the memory.
    // Reserved pages that no token fills are never touched.
    out.reserve(std::min<size_t>(text_.size() / 2 + 16, kMaxTokens + 1));
    DeclarationCount decls;
    while (true) {
      Token t = next();
      if (decls.past_limit(t) || (out.size() == kMaxTokens && !t.is(Tok::Eof))) {
        int64_t why = out.size() == kMaxTokens ? kEofPastTokenLimit : kEofPastDeclarationLimit;
        t = make(Tok::Eof, t.span.offset, t.span.offset);
        t.int_value = why;
      }
      // Grown by doubling, but never past the token limit's room (a doubling to 16M tokens
      // would hold twice what the limit allows).
      if (out.size() == out.capacity()) out.reserve(std::min(out.capacity() * 2, kMaxTokens + 1));
      out.push_back(t);
      if (t.kind == Tok::Eof) break;
    }
    return out;
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;

  char at(size_t i) const { return i < text_.size() ? text_[i] : '\0'; }
  bool eof() const { return pos_ >= text_.size(); }

  Token make(Tok kind, size_t begin, size_t end) const {
    Token t;
    t.kind = kind;
    t.span = {static_cast<uint32_t>(begin), static_cast<uint32_t>(end - begin)};
    return t;
  }
  Token error(Msg m, size_t begin, size_t end, std::string_view arg = {}) const {
    Token t = make(Tok::Error, begin, end);
    t.error = m;
    t.error_arg = arg;
    return t;
  }

  Token next();
  bool skip_blankspace();
  // Returns an error token for an unterminated block comment, else Eof-kind token meaning "none".
  bool skip_comment(Token* err);
  bool try_hex_float(Token* out);
  bool try_hex_integer(Token* out);
  bool try_float(Token* out);
  bool try_integer(Token* out);
  bool try_ident(Token* out);
  bool try_punctuation(Token* out);
  Token integer_token(size_t begin, size_t digits_begin, int base);
};

bool Lexer::skip_blankspace() {
  size_t start = pos_;
  while (!eof()) {
    char c = text_[pos_];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r') {
      ++pos_;
      continue;
    }
    if (static_cast<uint8_t>(c) < 0x80) break;
    DecodedCodePoint d = decode_utf8(text_, pos_);
    if (d.code_point == 0x85 || d.code_point == 0x200E || d.code_point == 0x200F || d.code_point == 0x2028 ||
        d.code_point == 0x2029) {
      pos_ += d.length;
      continue;
    }
    break;
  }
  return pos_ != start;
}

bool Lexer::skip_comment(Token* err) {
  if (at(pos_) != '/') return false;
  if (at(pos_ + 1) == '/') {
    pos_ += 2;
    while (!eof()) {
      auto c = static_cast<uint8_t>(text_[pos_]);
      if (c >= 0x20 && c < 0x80) {  // printable ASCII: never a line break
        ++pos_;
        continue;
      }
      // A browser rejects a shader holding a NUL anywhere, comments included.
      if (c == 0) {
        *err = error(Msg::NullCharacter, pos_, pos_ + 1);
        ++pos_;
        return true;
      }
      if (line_break_length(text_, pos_) != 0) break;
      ++pos_;
    }
    return true;
  }
  if (at(pos_ + 1) != '*') return false;
  size_t begin = pos_;
  pos_ += 2;
  int depth = 1;
  while (!eof() && depth > 0) {
    if (at(pos_) == '/' && at(pos_ + 1) == '*') {
      pos_ += 2;
      ++depth;
    } else if (at(pos_) == '*' && at(pos_ + 1) == '/') {
      pos_ += 2;
      --depth;
    } else if (text_[pos_] == '\0') {
      *err = error(Msg::NullCharacter, pos_, pos_ + 1);
      ++pos_;
      return true;
    } else {
      ++pos_;
    }
  }
  if (depth > 0) {
    *err = error(Msg::UnterminatedComment, begin, begin + 2);
    return true;
  }
  return true;
}

Token Lexer::next() {
  while (true) {
    bool progressed = skip_blankspace();
    Token err;
    err.kind = Tok::Eof;
    if (skip_comment(&err)) {
      if (err.kind == Tok::Error) return err;
      continue;
    }
    if (!progressed) break;
  }
  if (eof()) {
    // Like Tint, end of file sits at the end of the last line, not after its line break.
    size_t at_end = text_.size();
    for (size_t i = at_end > 3 ? at_end - 3 : 0; i < at_end; ++i) {
      if (line_break_length(text_, i) == at_end - i) {
        at_end = i;
        break;
      }
    }
    return make(Tok::Eof, at_end, at_end);
  }

  Token t;
  char c = text_[pos_];
  // Dispatch on the first character: numbers start with a digit or '.', names with a letter, '_'
  // or a non-ASCII code point.
  bool number_start = (c >= '0' && c <= '9') || c == '.';
  if (number_start && (try_hex_float(&t) || try_hex_integer(&t) || try_float(&t) || try_integer(&t))) return t;
  if (!number_start || c == '.') {
    if (try_ident(&t) || try_punctuation(&t)) return t;
  }
  size_t begin = pos_;
  if (text_[pos_] == '\0') {
    ++pos_;
    return error(Msg::NullCharacter, begin, pos_);
  }
  // A byte-order mark is not blankspace in WGSL; Tint names it.
  if (text_.substr(pos_, 3) == "\xef\xbb\xbf") {
    pos_ += 3;
    return error(Msg::InvalidBom, begin, pos_);
  }
  // Skip one code point, or one byte of invalid UTF-8 (a browser sees U+FFFD there).
  DecodedCodePoint d = decode_utf8(text_, pos_);
  pos_ += d.length ? d.length : 1;
  return error(Msg::InvalidCharacter, begin, pos_);
}

bool Lexer::try_float(Token* out) {
  size_t start = pos_;
  size_t end = pos_;
  bool mantissa_digits = false;
  while (is_digit(at(end))) ++end, mantissa_digits = true;
  bool dot = false;
  if (at(end) == '.') {
    dot = true;
    ++end;
  }
  while (is_digit(at(end))) ++end, mantissa_digits = true;
  if (!mantissa_digits) return false;

  bool exponent = false;
  if (at(end) == 'e' || at(end) == 'E') {
    exponent = true;
    ++end;
    if (at(end) == '+' || at(end) == '-') ++end;
    bool exp_digits = false;
    while (is_digit(at(end))) ++end, exp_digits = true;
    if (!exp_digits) {
      pos_ = end;
      *out = error(Msg::IncompleteExponent, start, end, text_.substr(start, end - start));
      return true;
    }
  }
  char suffix = at(end);
  bool f = suffix == 'f';
  bool h = suffix == 'h';
  if (!dot && !exponent && !f && !h) return false;  // an integer

  std::string digits(text_.substr(start, end - start));
  errno = 0;
  double value = std::strtod(digits.c_str(), nullptr);
  // Underflow keeps strtod's rounded result (zero or a subnormal); only overflow is an error.
  bool overflow = errno == ERANGE && std::isinf(value);
  pos_ = end + ((f || h) ? 1 : 0);

  if (f) {
    if (overflow || std::fabs(value) > kF32Max) {
      *out = error(Msg::NotRepresentable, start, pos_, "f32");
      return true;
    }
    *out = make(Tok::FloatLiteralF, start, pos_);
    out->float_value = static_cast<double>(static_cast<float>(value));
    return true;
  }
  if (h) {
    if (overflow || std::fabs(value) > kF16Max) {
      *out = error(Msg::NotRepresentable, start, pos_, "f16");
      return true;
    }
    *out = make(Tok::FloatLiteralH, start, pos_);
    out->float_value = value;
    return true;
  }
  if (overflow) {
    *out = error(Msg::NotRepresentable, start, pos_, "abstract-float");
    return true;
  }
  *out = make(Tok::FloatLiteral, start, pos_);
  out->float_value = value;
  return true;
}

bool Lexer::try_hex_float(Token* out) {
  size_t start = pos_;
  if (!(at(start) == '0' && (at(start + 1) == 'x' || at(start + 1) == 'X'))) return false;
  size_t end = start + 2;
  size_t int_begin = end;
  while (is_hex(at(end))) ++end;
  size_t int_end = end;
  bool point = false;
  if (at(end) == '.') {
    point = true;
    ++end;
  }
  size_t frac_begin = end;
  while (is_hex(at(end))) ++end;
  size_t frac_end = end;
  if (int_begin == int_end && frac_begin == frac_end) return false;
  bool has_exponent = at(end) == 'p' || at(end) == 'P';
  if (!has_exponent && !point) return false;
  if (has_exponent) ++end;

  // Gather up to 64 significant bits; more is an error, as in Tint.
  uint64_t mantissa = 0;
  int bits = 0;          // significant bits gathered
  int64_t exponent = 0;  // binary exponent applied to `mantissa`
  bool seen_one = false;
  auto push_digit = [&](int nibble, bool fractional) -> bool {
    for (int b = 3; b >= 0; --b) {
      int v = (nibble >> b) & 1;
      if (!seen_one && v == 0) {
        if (fractional) --exponent;
        continue;
      }
      seen_one = true;
      if (bits == 64) {
        if (v) return false;
        if (!fractional) ++exponent;
        continue;
      }
      mantissa = (mantissa << 1) | static_cast<uint64_t>(v);
      ++bits;
      if (fractional) --exponent;
    }
    return true;
  };
  for (size_t i = int_begin; i < int_end; ++i) {
    if (!push_digit(hex_value(text_[i]), false)) {
      pos_ = end;
      *out = error(Msg::HexMantissaTooLarge, start, end);
      return true;
    }
  }
  for (size_t i = frac_begin; i < frac_end; ++i) {
    if (!push_digit(hex_value(text_[i]), true)) {
      pos_ = end;
      *out = error(Msg::HexMantissaTooLarge, start, end);
      return true;
    }
  }

  int64_t input_exponent = 0;
  char suffix = 0;
  if (has_exponent) {
    int64_t sign = 1;
    if (at(end) == '+') {
      ++end;
    } else if (at(end) == '-') {
      sign = -1;
      ++end;
    }
    bool digits = false;
    bool too_large = false;
    while (is_digit(at(end))) {
      digits = true;
      if (input_exponent > (std::numeric_limits<int64_t>::max() - 9) / 10) {
        too_large = true;
      } else {
        input_exponent = input_exponent * 10 + (at(end) - '0');
      }
      ++end;
    }
    if (at(end) == 'f' || at(end) == 'h') suffix = at(end++);
    if (!digits) {
      pos_ = end;
      *out = error(Msg::HexExponentMissing, start, end);
      return true;
    }
    if (too_large && seen_one) {
      pos_ = end;
      *out = error(Msg::HexExponentTooLarge, start, end);
      return true;
    }
    input_exponent *= sign;
  }
  pos_ = end;

  double value = 0.0;
  if (seen_one) {
    // Keep the top 53 bits, truncating like Tint does, then scale.
    int64_t e = exponent + input_exponent;
    uint64_t m = mantissa;
    if (bits > 53) {
      m >>= (bits - 53);
      e += bits - 53;
    }
    if (e > 4000) {
      value = std::numeric_limits<double>::infinity();
    } else if (e < -4000) {
      value = 0.0;
    } else {
      value = std::ldexp(static_cast<double>(m), static_cast<int>(e));
    }
  }
  const char* type = suffix == 'f' ? "f32" : suffix == 'h' ? "f16" : "abstract-float";
  if (std::isinf(value)) {
    *out = error(Msg::NotRepresentable, start, end, type);
    return true;
  }
  if (suffix == 'f') {
    if (std::fabs(value) > kF32Max) {
      *out = error(Msg::NotRepresentable, start, end, type);
      return true;
    }
    if (static_cast<double>(static_cast<float>(value)) != value) {
      *out = error(Msg::NotExactlyRepresentable, start, end, type);
      return true;
    }
    *out = make(Tok::FloatLiteralF, start, end);
  } else if (suffix == 'h') {
    if (std::fabs(value) > kF16Max) {
      *out = error(Msg::NotRepresentable, start, end, type);
      return true;
    }
    if (!exact_f16(value)) {
      *out = error(Msg::NotExactlyRepresentable, start, end, type);
      return true;
    }
    *out = make(Tok::FloatLiteralH, start, end);
  } else {
    *out = make(Tok::FloatLiteral, start, end);
  }
  out->float_value = value;
  return true;
}

Token Lexer::integer_token(size_t begin, size_t digits_begin, int base) {
  size_t end = digits_begin;
  while (base == 16 ? is_hex(at(end)) : is_digit(at(end))) ++end;
  int64_t value = 0;
  auto res = std::from_chars(text_.data() + digits_begin, text_.data() + end, value, base);
  bool overflow = res.ec != std::errc();
  pos_ = end;
  if (at(pos_) == 'u') {
    ++pos_;
    if (overflow || value > 0xFFFFFFFFll) return error(Msg::NotRepresentable, begin, pos_ - 1, "u32");
    Token t = make(Tok::IntLiteralU, begin, pos_);
    t.int_value = value;
    return t;
  }
  if (at(pos_) == 'i') {
    ++pos_;
    if (overflow || value > 0x7FFFFFFFll) return error(Msg::NotRepresentable, begin, pos_ - 1, "i32");
    Token t = make(Tok::IntLiteralI, begin, pos_);
    t.int_value = value;
    return t;
  }
  if (overflow) return error(Msg::NotRepresentable, begin, pos_, "abstract-int");
  Token t = make(Tok::IntLiteral, begin, pos_);
  t.int_value = value;
  return t;
}

bool Lexer::try_hex_integer(Token* out) {
  size_t start = pos_;
  if (!(at(start) == '0' && (at(start + 1) == 'x' || at(start + 1) == 'X'))) return false;
  if (!is_hex(at(start + 2))) {
    pos_ = start + 2;
    *out = error(Msg::HexNoDigits, start, start + 2);
    return true;
  }
  *out = integer_token(start, start + 2, 16);
  return true;
}

bool Lexer::try_integer(Token* out) {
  size_t start = pos_;
  if (!is_digit(at(start))) return false;
  if (at(start) == '0' && is_digit(at(start + 1))) {
    size_t end = start;
    while (is_digit(at(end))) ++end;
    pos_ = end;
    *out = error(Msg::LeadingZeros, start, start + 1);
    return true;
  }
  *out = integer_token(start, start, 10);
  return true;
}

bool Lexer::try_ident(Token* out) {
  size_t start = pos_;
  unsigned char c = static_cast<unsigned char>(at(start));
  size_t end = start;
  if (c < 0x80) {
    if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return false;
    ++end;
  } else {
    DecodedCodePoint d = decode_utf8(text_, start);
    if (d.length == 0 || !is_xid_start(d.code_point)) return false;
    end += d.length;
  }
  while (end < text_.size()) {
    unsigned char k = static_cast<unsigned char>(text_[end]);
    if (k < 0x80) {
      if (!((k >= 'a' && k <= 'z') || (k >= 'A' && k <= 'Z') || (k >= '0' && k <= '9') || k == '_')) break;
      ++end;
      continue;
    }
    DecodedCodePoint d = decode_utf8(text_, end);
    if (d.length == 0 || !is_xid_continue(d.code_point)) break;
    end += d.length;
  }
  std::string_view word = text_.substr(start, end - start);
  pos_ = end;
  if (word == "_") {
    *out = make(Tok::Underscore, start, end);
    return true;
  }
  if (word.size() >= 2 && word[0] == '_' && word[1] == '_') {
    *out = error(Msg::DoubleUnderscore, start, end);
    return true;
  }
  *out = make(keyword_kind(word), start, end);
  return true;
}

bool Lexer::try_punctuation(Token* out) {
  size_t start = pos_;
  char c = at(start);
  char c1 = at(start + 1);
  char c2 = at(start + 2);
  Tok kind;
  size_t len = 1;
  switch (c) {
    case '@':
      kind = Tok::Attr;
      break;
    case '(':
      kind = Tok::ParenLeft;
      break;
    case ')':
      kind = Tok::ParenRight;
      break;
    case '[':
      kind = Tok::BracketLeft;
      break;
    case ']':
      kind = Tok::BracketRight;
      break;
    case '{':
      kind = Tok::BraceLeft;
      break;
    case '}':
      kind = Tok::BraceRight;
      break;
    case ':':
      kind = Tok::Colon;
      break;
    case ',':
      kind = Tok::Comma;
      break;
    case '.':
      kind = Tok::Period;
      break;
    case ';':
      kind = Tok::Semicolon;
      break;
    case '~':
      kind = Tok::Tilde;
      break;
    case '&':
      if (c1 == '&')
        kind = Tok::AndAnd, len = 2;
      else if (c1 == '=')
        kind = Tok::AndEqual, len = 2;
      else
        kind = Tok::And;
      break;
    case '/':
      if (c1 == '=')
        kind = Tok::DivisionEqual, len = 2;
      else
        kind = Tok::ForwardSlash;
      break;
    case '!':
      if (c1 == '=')
        kind = Tok::NotEqual, len = 2;
      else
        kind = Tok::Bang;
      break;
    case '=':
      if (c1 == '=')
        kind = Tok::EqualEqual, len = 2;
      else
        kind = Tok::Equal;
      break;
    case '>':
      if (c1 == '=')
        kind = Tok::GreaterThanEqual, len = 2;
      else if (c1 == '>' && c2 == '=')
        kind = Tok::ShiftRightEqual, len = 3;
      else if (c1 == '>')
        kind = Tok::ShiftRight, len = 2;
      else
        kind = Tok::GreaterThan;
      break;
    case '<':
      if (c1 == '=')
        kind = Tok::LessThanEqual, len = 2;
      else if (c1 == '<' && c2 == '=')
        kind = Tok::ShiftLeftEqual, len = 3;
      else if (c1 == '<')
        kind = Tok::ShiftLeft, len = 2;
      else
        kind = Tok::LessThan;
      break;
    case '%':
      if (c1 == '=')
        kind = Tok::ModuloEqual, len = 2;
      else
        kind = Tok::Mod;
      break;
    case '-':
      if (c1 == '>')
        kind = Tok::Arrow, len = 2;
      else if (c1 == '-')
        kind = Tok::MinusMinus, len = 2;
      else if (c1 == '=')
        kind = Tok::MinusEqual, len = 2;
      else
        kind = Tok::Minus;
      break;
    case '+':
      if (c1 == '+')
        kind = Tok::PlusPlus, len = 2;
      else if (c1 == '=')
        kind = Tok::PlusEqual, len = 2;
      else
        kind = Tok::Plus;
      break;
    case '|':
      if (c1 == '|')
        kind = Tok::OrOr, len = 2;
      else if (c1 == '=')
        kind = Tok::OrEqual, len = 2;
      else
        kind = Tok::Or;
      break;
    case '*':
      if (c1 == '=')
        kind = Tok::TimesEqual, len = 2;
      else
        kind = Tok::Star;
      break;
    case '^':
      if (c1 == '=')
        kind = Tok::XorEqual, len = 2;
      else
        kind = Tok::Xor;
      break;
    default:
      return false;
  }
  pos_ = start + len;
  *out = make(kind, start, pos_);
  return true;
}

}  // namespace

std::vector<Token> lex_raw(const SourceFile& file) { return Lexer(file).run(); }

std::vector<Token> lex(const SourceFile& file) {
  std::vector<Token> tokens = lex_raw(file);
  discover_template_lists(tokens);
  return tokens;
}

}  // namespace wgx
