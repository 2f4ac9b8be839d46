// Text and JSON rendering of diagnostics: positions, source lines and carets, long lines.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "wgx/diagnostics.h"

namespace wgx {
namespace {

Diagnostic error_at(const SourceFile& f, uint32_t offset, uint32_t length, std::string message) {
  Diagnostic d;
  d.severity = Severity::Error;
  d.id = "test.error";
  d.message = std::move(message);
  d.file = &f;
  d.span = {offset, length};
  return d;
}

std::string text(const std::vector<Diagnostic>& diags, TextStyle style = {}) {
  std::ostringstream out;
  render_text(out, diags, style);
  return out.str();
}

TEST(RenderText, PathLineColumnMessageSourceAndCarets) {
  SourceFile f("shader.wgsl", "fn main() {\n  let x = 1 +;\n}\n");
  // `;` at line 2, column 14
  EXPECT_EQ(text({error_at(f, 25, 1, "unable to parse right side of + expression")}),
            "shader.wgsl:2:14 error: unable to parse right side of + expression\n"
            "  let x = 1 +;\n"
            "             ^\n");
}

TEST(RenderText, LongLinesShowAWindowAroundTheRange) {
  std::string line = std::string(500, 'a') + "BAD" + std::string(500, 'b');
  SourceFile f("long.wgsl", line + "\n");
  std::string out = text({error_at(f, 500, 3, "m")});
  std::string shown = "..." + std::string(60, 'a') + "BAD" + std::string(60, 'b') + "...";
  EXPECT_EQ(out, "long.wgsl:1:501 error: m\n" + shown + "\n" + std::string(63, ' ') + "^^^\n");
}

TEST(RenderText, ManyErrorsOnOneLongLinePrintInProportionToTheirNumber) {
  std::string line;
  for (int i = 0; i < 5000; ++i) line += "const c" + std::to_string(i) + " = u; ";
  SourceFile f("oneline.wgsl", line);
  std::vector<Diagnostic> diags;
  for (uint32_t at = 0; at + 1 < line.size(); at += 20) diags.push_back(error_at(f, at, 1, "m"));
  EXPECT_LT(text(diags).size(), diags.size() * 400);  // once the whole line for every error
}

TEST(RenderText, CaretsCoverTheRange) {
  SourceFile f("a.wgsl", "var<private> abc: i32;");
  EXPECT_EQ(text({error_at(f, 13, 3, "m")}), "a.wgsl:1:14 error: m\nvar<private> abc: i32;\n             ^^^\n");
}

TEST(RenderText, EmptyRangeGetsOneCaret) {
  SourceFile f("a.wgsl", "x");
  EXPECT_EQ(text({error_at(f, 1, 0, "m")}), "a.wgsl:1:2 error: m\nx\n ^\n");
}

TEST(RenderText, RangeOverLinesStopsAtLineEnd) {
  SourceFile f("a.wgsl", "ab\ncd");
  EXPECT_EQ(text({error_at(f, 1, 3, "m")}), "a.wgsl:1:2 error: m\nab\n ^\n");
}

TEST(RenderText, TabsAreKeptInCaretLine) {
  SourceFile f("a.wgsl", "\tx y");
  EXPECT_EQ(text({error_at(f, 3, 1, "m")}), "a.wgsl:1:4 error: m\n\tx y\n\t  ^\n");
}

TEST(RenderText, WithoutSourceLine) {
  SourceFile f("a.wgsl", "x");
  TextStyle style;
  style.source_line = false;
  EXPECT_EQ(text({error_at(f, 0, 1, "m")}, style), "a.wgsl:1:1 error: m\n");
}

TEST(RenderText, SeveritiesAndNoFile) {
  Diagnostic w;
  w.severity = Severity::Warning;
  w.message = "careful";
  Diagnostic n;
  n.severity = Severity::Note;
  n.message = "see here";
  EXPECT_EQ(text({w, n}), "warning: careful\nnote: see here\n");
}

TEST(RenderText, ColorWrapsInAnsiCodes) {
  SourceFile f("a.wgsl", "x");
  TextStyle style;
  style.color = true;
  std::string s = text({error_at(f, 0, 1, "m")}, style);
  EXPECT_NE(s.find("\x1b[1;31merror:"), std::string::npos) << s;
  EXPECT_NE(s.find("\x1b[0m"), std::string::npos);
}

TEST(RenderText, SeveralDiagnosticsInOrder) {
  SourceFile f("a.wgsl", "a\nb\n");
  std::string s = text({error_at(f, 0, 1, "first"), error_at(f, 2, 1, "second")});
  EXPECT_EQ(s, "a.wgsl:1:1 error: first\na\n^\na.wgsl:2:1 error: second\nb\n^\n");
}

TEST(RenderJson, Fields) {
  SourceFile f("dir/a.wgsl", "fn f() {\n  x;\n}");
  nlohmann::json j = nlohmann::json::parse(render_json({error_at(f, 11, 2, "bad")}));
  ASSERT_TRUE(j.is_array());
  ASSERT_EQ(j.size(), 1u);
  const auto& d = j[0];
  EXPECT_EQ(d["severity"], "error");
  EXPECT_EQ(d["id"], "test.error");
  EXPECT_EQ(d["message"], "bad");
  EXPECT_EQ(d["file"], "dir/a.wgsl");
  EXPECT_EQ(d["range"]["start"]["line"], 2);
  EXPECT_EQ(d["range"]["start"]["column"], 3);
  EXPECT_EQ(d["range"]["end"]["line"], 2);
  EXPECT_EQ(d["range"]["end"]["column"], 5);
  EXPECT_EQ(d["offset"], 11);
  EXPECT_EQ(d["length"], 2);
}

TEST(RenderJson, NoFileIsNull) {
  Diagnostic d;
  d.severity = Severity::Warning;
  d.id = "x.y";
  d.message = "m";
  nlohmann::json j = nlohmann::json::parse(render_json({d}));
  EXPECT_TRUE(j[0]["file"].is_null());
  EXPECT_EQ(j[0]["severity"], "warning");
  EXPECT_FALSE(j[0].contains("range"));
}

TEST(RenderJson, EmptyListIsEmptyArray) {
  nlohmann::json j = nlohmann::json::parse(render_json({}));
  EXPECT_TRUE(j.is_array());
  EXPECT_TRUE(j.empty());
}

TEST(RenderJson, InvalidUtf8InMessageIsReplaced) {
  Diagnostic d;
  d.message = "bad \xFF byte";
  std::string s;
  ASSERT_NO_THROW(s = render_json({d}));
  nlohmann::json j;
  EXPECT_NO_THROW(j = nlohmann::json::parse(s));
  EXPECT_TRUE(j.is_array());
}

TEST(DiagnosticList, CountsErrors) {
  DiagnosticList list;
  EXPECT_TRUE(list.empty());
  Diagnostic w;
  w.severity = Severity::Warning;
  list.add(w);
  EXPECT_FALSE(list.has_errors());
  list.add(Diagnostic{});
  EXPECT_TRUE(list.has_errors());
  EXPECT_EQ(list.error_count(), 1u);
  EXPECT_EQ(list.all().size(), 2u);
}

}  // namespace
}  // namespace wgx
