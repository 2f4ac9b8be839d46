// Input echoed to a terminal (base/printable.h): control characters and invalid UTF-8 come out
// as `\xNN`, everything else unchanged, and caret columns match what is printed.
#include "base/printable.h"

#include <gtest/gtest.h>

#include <string>

namespace wgx {
namespace {

TEST(Printable, PlainTextIsUnchanged) {
  EXPECT_EQ(printable_text("fn main() {}\n\tx = 1;"), "fn main() {}\n\tx = 1;");
  EXPECT_EQ(printable_text("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80"), "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
}

TEST(Printable, ControlCharactersAreEscaped) {
  EXPECT_EQ(printable_text("a\x1b]0;owned\x07\x1b[2J"), "a\\x1b]0;owned\\x07\\x1b[2J");
  EXPECT_EQ(printable_text(std::string("\0\r\x7f", 3)), "\\x00\\x0d\\x7f");
  EXPECT_EQ(printable_text("\xC2\x9B"
                           "31m"),
            "\\xc2\\x9b31m");  // U+009B, the C1 CSI
}

TEST(Printable, InvalidUtf8BytesAreEscaped) {
  EXPECT_EQ(printable_text("\xff\x9b ok \xC3"), "\\xff\\x9b ok \\xc3");
  EXPECT_EQ(printable_text("\xED\xA0\x80"), "\\xed\\xa0\\x80");  // a surrogate
}

TEST(Printable, ColumnsFollowTheEscapes) {
  EXPECT_EQ(printed_code_point("\x1b", 0).columns, 4u);
  EXPECT_EQ(printed_code_point("\xC2\x9B", 0).columns, 8u);
  EXPECT_EQ(printed_code_point("\xC2\x9B", 0).bytes, 2u);
  EXPECT_EQ(printed_code_point("\xC3\xA9", 0).columns, 1u);
  EXPECT_EQ(printed_code_point("\xff", 0).columns, 4u);
}

}  // namespace
}  // namespace wgx
