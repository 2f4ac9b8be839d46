// Golden tests for the uniformity analysis. Each tests/golden/uniformity/X.wgsl (valid WGSL but
// for its uniformity) has beside it:
//   X.wgsl.tint      Tint's output (tools/record_tint.sh): wgx's diagnostics, one line each as
//                    `X.wgsl:L:C severity: message`, notes included, must equal Tint's lines.
//   X.wgsl.expected  wgx's full text output (blessed: WGX_BLESS=1 rewrites it).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "sema/resolver.h"
#include "sema/uniformity.h"
#include "sema/uniformity_messages.h"
#include "golden_support.h"
#include "syntax/parser.h"
#include "wgx/diagnostics.h"

namespace wgx {
namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = fs::path(WGX_SOURCE_DIR) / "tests/golden/uniformity";

using testing_support::blessing;
using testing_support::read_text;
using testing_support::wgsl_files;

struct Outcome {
  std::string text;                // full rendered output
  std::vector<std::string> lines;  // `name:L:C severity: message`, one per diagnostic
};

// Parses, resolves and analyzes `path` as if it were named by its file name only, so outputs
// do not depend on where the repository lives. Each phase runs only if the previous one passed.
Outcome check(const fs::path& path) {
  SourceFile file(path.filename().string(), read_text(path));
  DiagnosticList diags;
  std::unique_ptr<ast::Module> module = parse(file, diags);
  if (!diags.has_errors()) {
    std::unique_ptr<sema::ModuleInfo> info = sema::resolve(*module, file, diags);
    if (!diags.has_errors()) sema::analyze_uniformity(*module, *info, file, diags);
  }
  Outcome o;
  std::ostringstream out;
  render_text(out, diags.all(), TextStyle{});
  o.text = out.str();
  for (const Diagnostic& d : diags.all()) {
    Location l = d.file ? d.file->location(d.span.offset) : Location{};
    o.lines.push_back(file.path() + ":" + std::to_string(l.line) + ":" + std::to_string(l.column) + " " +
                      severity_name(d.severity) + ": " + d.message);
  }
  return o;
}

std::vector<std::string> tint_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (!line.empty()) out.push_back(line);
  }
  return out;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l + "\n";
  return s;
}

class UniformityGolden : public testing::TestWithParam<fs::path> {};

TEST_P(UniformityGolden, MatchesTintAndExpected) {
  const fs::path& path = GetParam();
  Outcome o = check(path);

  fs::path tint_path = path.string() + ".tint";
  ASSERT_TRUE(fs::exists(tint_path)) << tint_path << " is missing; run tools/record_tint.sh tests/golden/uniformity";
  EXPECT_EQ(joined(tint_lines(read_text(tint_path))), joined(o.lines)) << "diagnostics differ from Tint's for " << path;

  fs::path expected_path = path.string() + ".expected";
  if (blessing()) {
    std::ofstream(expected_path, std::ios::binary) << o.text;
  } else {
    ASSERT_TRUE(fs::exists(expected_path)) << expected_path << " is missing; run with WGX_BLESS=1";
    EXPECT_EQ(read_text(expected_path), o.text) << "output changed for " << path;
  }
}

std::string test_name(const testing::TestParamInfo<fs::path>& info) {
  std::string s = info.param.stem().string();
  for (char& c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return s;
}

INSTANTIATE_TEST_SUITE_P(Uniformity, UniformityGolden, testing::ValuesIn(wgsl_files(kCorpus)), test_name);

// The corpus covers the analysis broadly: failures of each kind and valid shaders alike.
TEST(UniformityCorpus, IsBroad) {
  size_t errors = 0, warnings_or_info = 0, clean = 0;
  for (const fs::path& p : wgsl_files(kCorpus)) {
    std::string tint = read_text(p.string() + ".tint");
    if (tint.find(" error: ") != std::string::npos) {
      ++errors;
    } else if (!tint_lines(tint).empty()) {
      ++warnings_or_info;
    } else {
      ++clean;
    }
  }
  EXPECT_GE(errors + warnings_or_info + clean, 120u);
  EXPECT_GE(errors, 60u);
  EXPECT_GE(warnings_or_info, 10u);
  EXPECT_GE(clean, 40u);
}

// Message ids are stable and distinct, and every template is filled in.
TEST(UniformityMessages, IdsAreUniqueAndPrefixed) {
  std::set<std::string_view> ids;
  for (const auto& m : sema::uniformity::kMessages) {
    EXPECT_TRUE(ids.insert(m.id).second) << m.id;
    EXPECT_EQ(m.id.rfind("uniformity.", 0), 0u) << m.id;
  }
  EXPECT_EQ(sema::uniformity::format_message(sema::uniformity::Msg::CalledBy, "f", "main"),
            "called by 'f' from 'main'");
  EXPECT_EQ(sema::uniformity::format_message(sema::uniformity::Msg::ArgumentMustBeUniform, "workgroupUniformLoad", "0"),
            "'workgroupUniformLoad' requires argument 0 to be uniform");
}

// The examples shipped with wgx: the rejected one gives Tint's diagnostics, the others pass.
TEST(UniformityExamples, SmoothingPassesDirectReadFails) {
  fs::path examples = fs::path(WGX_SOURCE_DIR) / "examples";
  Outcome ok = check(examples / "smoothing.wgsl");
  EXPECT_TRUE(ok.lines.empty()) << ok.text;
  Outcome bad = check(examples / "smoothing_direct_read.wgsl");
  std::vector<std::string> want = {
      "smoothing_direct_read.wgsl:15:5 error: 'workgroupBarrier' must only be called from uniform control flow",
      "smoothing_direct_read.wgsl:11:3 note: control flow depends on possibly non-uniform value",
      "smoothing_direct_read.wgsl:10:11 note: reading from workgroup storage variable 'steps' may result in a "
      "non-uniform value",
  };
  EXPECT_EQ(joined(want), joined(bad.lines));
}

}  // namespace
}  // namespace wgx
