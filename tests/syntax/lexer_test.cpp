// The lexer's tricky cases: literal forms and their limits, identifiers, comments, blankspace,
// and template-list discovery.
#include "syntax/lexer.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "wgx/source.h"

namespace wgx {
namespace {

struct Lexed {
  std::unique_ptr<SourceFile> file;  // tokens point into its text
  std::vector<Token> tokens;
  std::string text;
  std::string spelling(size_t i) const { return text.substr(tokens[i].span.offset, tokens[i].span.length); }
};

Lexed lex_text(const std::string& text, bool templates = true) {
  auto file = std::make_unique<SourceFile>("test.wgsl", text);
  std::vector<Token> tokens = templates ? lex(*file) : lex_raw(*file);
  return Lexed{std::move(file), std::move(tokens), text};
}

std::vector<Tok> kinds(const std::string& text) {
  std::vector<Tok> out;
  for (const Token& t : lex_text(text).tokens) out.push_back(t.kind);
  return out;
}

TEST(Lexer, IntegerLiterals) {
  Lexed l = lex_text("0 1i 2u 0x1F 0XffU 2147483647i 4294967295u 9223372036854775807");
  ASSERT_EQ(l.tokens.size(), 10u);
  EXPECT_EQ(l.tokens[0].kind, Tok::IntLiteral);
  EXPECT_EQ(l.tokens[1].kind, Tok::IntLiteralI);
  EXPECT_EQ(l.tokens[2].kind, Tok::IntLiteralU);
  EXPECT_EQ(l.tokens[3].int_value, 31);
  EXPECT_EQ(l.tokens[4].int_value, 255);
  EXPECT_EQ(l.tokens[5].kind, Tok::Identifier);  // `U` is not a suffix: 0Xff then U
  EXPECT_EQ(l.tokens[6].int_value, 2147483647);
  EXPECT_EQ(l.tokens[7].int_value, 4294967295);
  EXPECT_EQ(l.tokens[8].int_value, 9223372036854775807);
}

TEST(Lexer, IntegerLimitsAreErrors) {
  Lexed l = lex_text("2147483648i 4294967296u 9223372036854775808 012");
  ASSERT_EQ(l.tokens[0].kind, Tok::Error);
  EXPECT_EQ(l.tokens[0].error, Msg::NotRepresentable);
  EXPECT_EQ(l.tokens[0].error_arg, "i32");
  EXPECT_EQ(l.tokens[1].error_arg, "u32");
  EXPECT_EQ(l.tokens[2].error_arg, "abstract-int");
  EXPECT_EQ(l.tokens[3].error, Msg::LeadingZeros);
  EXPECT_EQ(l.tokens.back().kind, Tok::Eof);  // lexing goes on after errors
}

TEST(Lexer, DecimalFloats) {
  Lexed l = lex_text("1.5 .5 5. 1e3 1E-3f 2.5h 0f 1f 1e+2");
  std::vector<Tok> want = {Tok::FloatLiteral,  Tok::FloatLiteral,  Tok::FloatLiteral,
                           Tok::FloatLiteral,  Tok::FloatLiteralF, Tok::FloatLiteralH,
                           Tok::FloatLiteralF, Tok::FloatLiteralF, Tok::FloatLiteral};
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(l.tokens[i].kind, want[i]) << l.spelling(i);
  EXPECT_DOUBLE_EQ(l.tokens[1].float_value, 0.5);
  EXPECT_DOUBLE_EQ(l.tokens[3].float_value, 1000.0);
  EXPECT_FLOAT_EQ(static_cast<float>(l.tokens[4].float_value), 1e-3f);
}

TEST(Lexer, FloatErrors) {
  Lexed l = lex_text("1e 1e+ 1e39f 70000.0h 1e400");
  EXPECT_EQ(l.tokens[0].error, Msg::IncompleteExponent);
  EXPECT_EQ(l.tokens[0].error_arg, "1e");
  EXPECT_EQ(l.tokens[1].error_arg, "1e+");
  EXPECT_EQ(l.tokens[2].error_arg, "f32");
  EXPECT_EQ(l.tokens[3].error_arg, "f16");
  EXPECT_EQ(l.tokens[4].error_arg, "abstract-float");
}

TEST(Lexer, FloatUnderflowIsZeroNotError) {
  Lexed l = lex_text("1e-400 0.0000001e-400f");
  EXPECT_EQ(l.tokens[0].kind, Tok::FloatLiteral);
  EXPECT_EQ(l.tokens[0].float_value, 0.0);
  EXPECT_EQ(l.tokens[1].kind, Tok::FloatLiteralF);
}

TEST(Lexer, HexFloats) {
  Lexed l = lex_text("0x1p4 0x1.8p-1f 0x.8p1 0xA.p0h 0x1.fffffep127f 0x1p");
  EXPECT_EQ(l.tokens[0].kind, Tok::FloatLiteral);
  EXPECT_DOUBLE_EQ(l.tokens[0].float_value, 16.0);
  EXPECT_EQ(l.tokens[1].kind, Tok::FloatLiteralF);
  EXPECT_DOUBLE_EQ(l.tokens[1].float_value, 0.75);
  EXPECT_DOUBLE_EQ(l.tokens[2].float_value, 1.0);
  EXPECT_EQ(l.tokens[3].kind, Tok::FloatLiteralH);
  EXPECT_DOUBLE_EQ(l.tokens[3].float_value, 10.0);
  EXPECT_EQ(l.tokens[4].kind, Tok::FloatLiteralF);
  EXPECT_EQ(l.tokens[5].error, Msg::HexExponentMissing);
}

TEST(Lexer, HexFloatRepresentability) {
  Lexed l = lex_text("0x1p128f 0x1.000001p0f 0x1p-150f 0x1p16h 0x1.0000000000000000001p0");
  EXPECT_EQ(l.tokens[0].error, Msg::NotRepresentable);
  EXPECT_EQ(l.tokens[1].error, Msg::NotExactlyRepresentable);
  EXPECT_EQ(l.tokens[2].error, Msg::NotExactlyRepresentable);
  EXPECT_EQ(l.tokens[3].error, Msg::NotRepresentable);
  EXPECT_EQ(l.tokens[4].error, Msg::HexMantissaTooLarge);
}

TEST(Lexer, HexWithoutDigits) {
  Lexed l = lex_text("0x 0xg");
  EXPECT_EQ(l.tokens[0].error, Msg::HexNoDigits);
  EXPECT_EQ(l.tokens[1].error, Msg::HexNoDigits);
}

TEST(Lexer, IdentifiersAndKeywords) {
  Lexed l = lex_text("Δέλτα réflexion _x x_1 _ __y fn var vec4f");
  EXPECT_EQ(l.tokens[0].kind, Tok::Identifier);
  EXPECT_EQ(l.spelling(0), "Δέλτα");
  EXPECT_EQ(l.tokens[1].kind, Tok::Identifier);
  EXPECT_EQ(l.tokens[2].kind, Tok::Identifier);
  EXPECT_EQ(l.tokens[3].kind, Tok::Identifier);
  EXPECT_EQ(l.tokens[4].kind, Tok::Underscore);
  EXPECT_EQ(l.tokens[5].error, Msg::DoubleUnderscore);
  EXPECT_EQ(l.tokens[6].kind, Tok::KwFn);
  EXPECT_EQ(l.tokens[7].kind, Tok::KwVar);
  EXPECT_EQ(l.tokens[8].kind, Tok::Identifier);
}

TEST(Lexer, NestedBlockCommentsAndBlankspace) {
  // U+2028 (line separator) and U+200E (left-to-right mark) are blankspace.
  Lexed l = lex_text("a /* x /* y */ z */ b // c\n\xE2\x80\xA8 c\xE2\x80\x8E d");
  ASSERT_EQ(l.tokens.size(), 5u);
  EXPECT_EQ(l.spelling(1), "b");
  EXPECT_EQ(l.spelling(2), "c");
  EXPECT_EQ(l.spelling(3), "d");
}

TEST(Lexer, UnterminatedCommentPointsAtItsStart) {
  Lexed l = lex_text("a /* x /* y */");
  ASSERT_EQ(l.tokens[1].kind, Tok::Error);
  EXPECT_EQ(l.tokens[1].error, Msg::UnterminatedComment);
  EXPECT_EQ(l.tokens[1].span.offset, 2u);
}

TEST(Lexer, InvalidCharactersAndUtf8) {
  Lexed l = lex_text("a $ \xff b \xc3 # \xe2\x82\xac");
  EXPECT_EQ(l.tokens[1].error, Msg::InvalidCharacter);
  EXPECT_EQ(l.tokens[2].error, Msg::InvalidCharacter);
  EXPECT_EQ(l.tokens[3].kind, Tok::Identifier);
  EXPECT_EQ(l.tokens[4].error, Msg::InvalidCharacter);
  EXPECT_EQ(l.tokens[5].error, Msg::InvalidCharacter);
  EXPECT_EQ(l.tokens[6].error, Msg::InvalidCharacter);
  EXPECT_EQ(l.tokens[6].span.length, 3u);  // one code point, not one byte
}

TEST(Lexer, Punctuation) {
  std::vector<Tok> want = {Tok::ShiftLeftEqual, Tok::ShiftRightEqual,
                           Tok::Arrow,          Tok::MinusMinus,
                           Tok::PlusPlus,       Tok::AndAnd,
                           Tok::OrOr,           Tok::NotEqual,
                           Tok::EqualEqual,     Tok::LessThanEqual,
                           Tok::Attr,           Tok::XorEqual,
                           Tok::ModuloEqual,    Tok::Eof};
  EXPECT_EQ(kinds("<<= >>= -> -- ++ && || != == <= @ ^= %="), want);
}

TEST(Lexer, EndOfFileSitsOnTheLastLine) {
  Lexed l = lex_text("a\n");
  EXPECT_EQ(l.tokens.back().span.offset, 1u);
  l = lex_text("a\r\n");
  EXPECT_EQ(l.tokens.back().span.offset, 1u);
}

// ---- Template-list discovery (the examples of the spec's algorithm) ----

TEST(TemplateLists, SimpleAndNested) {
  EXPECT_EQ(
      kinds("array<vec4<f32>,4>"),
      (std::vector<Tok>{Tok::Identifier, Tok::TemplateArgsLeft, Tok::Identifier, Tok::TemplateArgsLeft, Tok::Identifier,
                        Tok::TemplateArgsRight, Tok::Comma, Tok::IntLiteral, Tok::TemplateArgsRight, Tok::Eof}));
}

TEST(TemplateLists, ShiftRightIsSplit) {
  Lexed l = lex_text("array<vec2<f32>>");
  std::vector<Tok> want = {Tok::Identifier, Tok::TemplateArgsLeft,  Tok::Identifier,        Tok::TemplateArgsLeft,
                           Tok::Identifier, Tok::TemplateArgsRight, Tok::TemplateArgsRight, Tok::Eof};
  ASSERT_EQ(l.tokens.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(l.tokens[i].kind, want[i]);
  EXPECT_EQ(l.tokens[5].span.offset, 14u);
  EXPECT_EQ(l.tokens[6].span.offset, 15u);
}

TEST(TemplateLists, GreaterEqualIsSplitIntoCloseAndAssign) {
  // `a<b>=c` is an assignment to a templated name.
  EXPECT_EQ(kinds("a<b>=c"), (std::vector<Tok>{Tok::Identifier, Tok::TemplateArgsLeft, Tok::Identifier,
                                               Tok::TemplateArgsRight, Tok::Equal, Tok::Identifier, Tok::Eof}));
}

TEST(TemplateLists, ComparisonsAreNotTemplates) {
  // a < b || c > d: the || rejects the candidate.
  EXPECT_EQ(kinds("a<b||c>d")[1], Tok::LessThan);
  // a < (b) > c ... the nesting level differs
  EXPECT_EQ(kinds("a<(b>c)")[1], Tok::LessThan);
  // `a<b>(c)` is a templated call.
  EXPECT_EQ(kinds("a<b>(c)")[1], Tok::TemplateArgsLeft);
  // A statement boundary clears candidates.
  EXPECT_EQ(kinds("x = a<b; y = c>d;")[3], Tok::LessThan);
  // `<=` and `<<` never open a list.
  EXPECT_EQ(kinds("a<=b>c")[1], Tok::LessThanEqual);
  EXPECT_EQ(kinds("a<<b>c")[1], Tok::ShiftLeft);
}

TEST(TemplateLists, NestedExpressionsInsideArguments) {
  // The '>' inside select(...) is at a deeper nesting level, so it does not close the list.
  std::vector<Tok> k = kinds("array<i32,select(2,3,a>b)>");
  EXPECT_EQ(k[1], Tok::TemplateArgsLeft);
  EXPECT_EQ(k[k.size() - 2], Tok::TemplateArgsRight);
}

TEST(TemplateLists, VarQualifier) {
  std::vector<Tok> k = kinds("var<storage,read_write> x: array<u32>;");
  EXPECT_EQ(k[1], Tok::TemplateArgsLeft);
  EXPECT_EQ(k[5], Tok::TemplateArgsRight);
}

// Past the module-scope declaration limit the lexer stops: its tokens end at the declaration
// after the first one past the limit, so a file of millions of declarations costs only those.
TEST(Lexer, StopsPastTheDeclarationLimit) {
  std::string text = "{\n";  // braces do not hide a `fn`: WGSL has none inside a function
  for (size_t i = 0; i < kMaxDeclarations + 10; i++) text += "fn f" + std::to_string(i) + "(){}\n";
  Lexed l = lex_text(text, false);
  ASSERT_TRUE(l.tokens.back().is(Tok::Eof));
  EXPECT_EQ(l.tokens.back().int_value, kEofPastDeclarationLimit);
  EXPECT_EQ(l.tokens.size(), 1 + 6 * (kMaxDeclarations + 1) + 1);
  std::string under;
  for (size_t i = 0; i < 100; i++)
    under += "const c" + std::to_string(i) + " = 1;\nfn g" + std::to_string(i) + "() { var x = 1; }\n";
  Lexed m = lex_text(under, false);
  EXPECT_EQ(m.tokens.back().int_value, 0);
  EXPECT_EQ(m.tokens.back().span.offset, under.size() - 1);
}

}  // namespace
}  // namespace wgx
