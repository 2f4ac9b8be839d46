#include "wgx/source.h"

#include <gtest/gtest.h>

#include <string>

namespace wgx {
namespace {

void expect_location(const SourceFile& f, uint32_t offset, uint32_t line, uint32_t column) {
  Location loc = f.location(offset);
  EXPECT_EQ(loc.line, line) << "offset " << offset;
  EXPECT_EQ(loc.column, column) << "offset " << offset;
}

TEST(SourceFile, EmptyTextHasOneLine) {
  SourceFile f("a.wgsl", "");
  EXPECT_EQ(f.line_count(), 1u);
  EXPECT_EQ(f.line_text(1), "");
  expect_location(f, 0, 1, 1);
}

TEST(SourceFile, LineFeed) {
  SourceFile f("a.wgsl", "ab\ncd\n");
  EXPECT_EQ(f.line_count(), 3u);
  expect_location(f, 0, 1, 1);
  expect_location(f, 1, 1, 2);
  expect_location(f, 2, 1, 3);  // the line break itself belongs to its line
  expect_location(f, 3, 2, 1);
  expect_location(f, 4, 2, 2);
  expect_location(f, 6, 3, 1);  // end of text
  EXPECT_EQ(f.line_text(1), "ab");
  EXPECT_EQ(f.line_text(2), "cd");
  EXPECT_EQ(f.line_text(3), "");
}

// Columns of an ASCII line are byte counts; a line with other code points counts UTF-16 units,
// and one line's code points do not shift the columns of the next.
TEST(SourceFile, AsciiAndNonAsciiLines) {
  SourceFile f("a.wgsl", std::string(100000, 'x') + "\n\u00e9\U0001F600z\nab");
  expect_location(f, 99999, 1, 100000);
  expect_location(f, 100001 + 2 + 4, 2, 4);  // 'z' after a 1-unit and a 2-unit code point
  expect_location(f, 100001 + 7 + 1 + 1, 3, 2);
}

TEST(SourceFile, CarriageReturnAlone) {
  SourceFile f("a.wgsl", "a\rb");
  EXPECT_EQ(f.line_count(), 2u);
  expect_location(f, 2, 2, 1);
  EXPECT_EQ(f.line_text(1), "a");
  EXPECT_EQ(f.line_text(2), "b");
}

TEST(SourceFile, CrLfIsOneBreak) {
  SourceFile f("a.wgsl", "a\r\nb\r\n\r\nc");
  EXPECT_EQ(f.line_count(), 4u);
  expect_location(f, 3, 2, 1);
  expect_location(f, 8, 4, 1);
  EXPECT_EQ(f.line_text(1), "a");
  EXPECT_EQ(f.line_text(2), "b");
  EXPECT_EQ(f.line_text(3), "");
  EXPECT_EQ(f.line_text(4), "c");
}

TEST(SourceFile, LfCrIsTwoBreaks) {
  SourceFile f("a.wgsl", "a\n\rb");
  EXPECT_EQ(f.line_count(), 3u);
  EXPECT_EQ(f.line_text(2), "");
  EXPECT_EQ(f.line_text(3), "b");
}

TEST(SourceFile, VerticalTabAndFormFeed) {
  SourceFile f("a.wgsl", "a\vb\fc");
  EXPECT_EQ(f.line_count(), 3u);
  expect_location(f, 2, 2, 1);
  expect_location(f, 4, 3, 1);
  EXPECT_EQ(f.line_text(2), "b");
  EXPECT_EQ(f.line_text(3), "c");
}

TEST(SourceFile, UnicodeLineBreaks) {
  // NEL (U+0085, 2 bytes), LINE SEPARATOR (U+2028, 3 bytes), PARAGRAPH SEPARATOR (U+2029).
  SourceFile f("a.wgsl", "a\u0085b\u2028cd\u2029e");
  EXPECT_EQ(f.line_count(), 4u);
  expect_location(f, 3, 2, 1);
  expect_location(f, 7, 3, 1);
  expect_location(f, 8, 3, 2);
  expect_location(f, 12, 4, 1);
  EXPECT_EQ(f.line_text(1), "a");
  EXPECT_EQ(f.line_text(2), "b");
  EXPECT_EQ(f.line_text(3), "cd");
  EXPECT_EQ(f.line_text(4), "e");
}

TEST(SourceFile, ColumnsCountUtf16Units) {
  // Columns count UTF-16 code units, as browsers report them: 'é' (two bytes) is one unit,
  // U+1D4F6 (four bytes) is two.
  SourceFile f("a.wgsl", "\xC3\xA9x\xF0\x9D\x93\xB6y");
  expect_location(f, 2, 1, 2);
  expect_location(f, 7, 1, 5);
}

TEST(SourceFile, OtherUnicodeIsNotABreak) {
  SourceFile f("a.wgsl", "a\u2027b");  // U+2027 is not a line break
  EXPECT_EQ(f.line_count(), 1u);
}

TEST(SourceFile, LineTextOutOfRange) {
  SourceFile f("a.wgsl", "x\ny");
  EXPECT_EQ(f.line_text(0), "");
  EXPECT_EQ(f.line_text(3), "");
}

TEST(SourceFile, KeepsPathAndText) {
  SourceFile f("dir/a.wgsl", "fn f() {}");
  EXPECT_EQ(f.path(), "dir/a.wgsl");
  EXPECT_EQ(f.text(), "fn f() {}");
}

TEST(SourceFile, LoadMissingFileFails) {
  std::string error;
  auto f = SourceFile::load("/nonexistent/dir/x.wgsl", &error);
  EXPECT_EQ(f, nullptr);
  EXPECT_NE(error.find("cannot open"), std::string::npos);
}

TEST(SourceFile, LoadReadsFile) {
  std::string error;
  auto f = SourceFile::load(std::string(WGX_SOURCE_DIR) + "/tests/base/source_test.cpp", &error);
  ASSERT_NE(f, nullptr) << error;
  EXPECT_EQ(f->line_text(1).substr(0, 9), "#include ");
  EXPECT_NE(f->text().find("LoadReadsFile"), std::string_view::npos);
}

}  // namespace
}  // namespace wgx
