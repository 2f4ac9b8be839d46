#include "base/utf8.h"

#include <gtest/gtest.h>

#include <string>

namespace wgx {
namespace {

DecodedCodePoint decode(std::string_view s) { return decode_utf8(s, 0); }

void expect_valid(std::string_view s, char32_t cp) {
  DecodedCodePoint d = decode(s);
  EXPECT_EQ(d.length, s.size()) << "code point U+" << std::hex << static_cast<uint32_t>(cp);
  EXPECT_EQ(d.code_point, cp);
}

void expect_invalid(std::string_view s) {
  EXPECT_EQ(decode(s).length, 0u) << "bytes of length " << s.size() << " accepted";
}

TEST(Utf8, Ascii) {
  expect_valid("a", 'a');
  expect_valid(std::string_view("\0", 1), 0);
  expect_valid("\x7F", 0x7F);
}

TEST(Utf8, TwoBytes) {
  expect_valid("\xC2\x80", 0x80);
  expect_valid("\xC3\xA9", 0xE9);
  expect_valid("\xDF\xBF", 0x7FF);
}

TEST(Utf8, ThreeBytes) {
  expect_valid("\xE0\xA0\x80", 0x800);
  expect_valid("\xE2\x80\xA8", 0x2028);
  expect_valid("\xED\x9F\xBF", 0xD7FF);
  expect_valid("\xEE\x80\x80", 0xE000);
  expect_valid("\xEF\xBF\xBF", 0xFFFF);
}

TEST(Utf8, FourBytes) {
  expect_valid("\xF0\x90\x80\x80", 0x10000);
  expect_valid("\xF0\x9F\x98\x80", 0x1F600);
  expect_valid("\xF4\x8F\xBF\xBF", 0x10FFFF);
}

TEST(Utf8, DecodesAtOffset) {
  std::string s = "ab\xC3\xA9";
  DecodedCodePoint d = decode_utf8(s, 2);
  EXPECT_EQ(d.code_point, 0xE9u);
  EXPECT_EQ(d.length, 2u);
  EXPECT_EQ(decode_utf8(s, 4).length, 0u);  // past the end
}

TEST(Utf8, RejectsOverlongForms) {
  expect_invalid("\xC0\x80");          // U+0000 in two bytes
  expect_invalid("\xC1\xBF");          // U+007F in two bytes
  expect_invalid("\xE0\x80\x80");      // U+0000 in three bytes
  expect_invalid("\xE0\x9F\xBF");      // U+07FF in three bytes
  expect_invalid("\xF0\x80\x80\x80");  // U+0000 in four bytes
  expect_invalid("\xF0\x8F\xBF\xBF");  // U+FFFF in four bytes
}

TEST(Utf8, RejectsSurrogates) {
  expect_invalid("\xED\xA0\x80");  // U+D800
  expect_invalid("\xED\xAF\xBF");  // U+DBFF
  expect_invalid("\xED\xB0\x80");  // U+DC00
  expect_invalid("\xED\xBF\xBF");  // U+DFFF
}

TEST(Utf8, RejectsPastMaximum) {
  expect_invalid("\xF4\x90\x80\x80");  // U+110000
  expect_invalid("\xF7\xBF\xBF\xBF");
  expect_invalid("\xF8\x88\x80\x80\x80");  // five-byte form
  expect_invalid("\xFC\x84\x80\x80\x80\x80");
  expect_invalid("\xFE");
  expect_invalid("\xFF");
}

TEST(Utf8, RejectsTruncatedSequences) {
  expect_invalid("\xC3");
  expect_invalid("\xE2\x80");
  expect_invalid("\xE2");
  expect_invalid("\xF0\x9F\x98");
  expect_invalid("\xF0\x9F");
  expect_invalid("\xF0");
}

TEST(Utf8, RejectsBadContinuationBytes) {
  expect_invalid("\x80");  // lone continuation byte
  expect_invalid("\xBF");
  expect_invalid(std::string("\xC3") + "a");  // continuation replaced by ASCII
  expect_invalid(std::string("\xE2\x80") + "a");
  expect_invalid("\xE2\xC3\xA9");
  expect_invalid(std::string("\xF0\x9F\x98") + "a");
}

TEST(Utf8, LineBreakLengths) {
  EXPECT_EQ(line_break_length("\n", 0), 1u);
  EXPECT_EQ(line_break_length("\v", 0), 1u);
  EXPECT_EQ(line_break_length("\f", 0), 1u);
  EXPECT_EQ(line_break_length("\r", 0), 1u);
  EXPECT_EQ(line_break_length("\r\n", 0), 2u);
  EXPECT_EQ(line_break_length("\xC2\x85", 0), 2u);
  EXPECT_EQ(line_break_length("\xE2\x80\xA8", 0), 3u);
  EXPECT_EQ(line_break_length("\xE2\x80\xA9", 0), 3u);
  EXPECT_EQ(line_break_length("a", 0), 0u);
  EXPECT_EQ(line_break_length(" ", 0), 0u);
  EXPECT_EQ(line_break_length("\t", 0), 0u);
  EXPECT_EQ(line_break_length("\xC3\xA9", 0), 0u);
  EXPECT_EQ(line_break_length("\xE2\x80", 0), 0u);  // truncated LS is not a break
  EXPECT_EQ(line_break_length("", 0), 0u);
}

}  // namespace
}  // namespace wgx
