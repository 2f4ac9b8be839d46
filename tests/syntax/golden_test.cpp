// Golden tests for the syntax phase. Each tests/golden/syntax/**/X.wgsl has beside it:
//   X.wgsl.expected  wgx's full text output (blessed: WGX_BLESS=1 rewrites it), and
//   X.wgsl.tint      Tint's output (recorded by tools/record_tint.sh): wgx's first error must
//                    have Tint's line, column and message.
// Spec examples (tests/spec_examples, per MANIFEST.tsv) that are meant to be valid must parse.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "golden_support.h"

namespace wgx {
namespace {

using namespace testing_support;  // NOLINT

class SyntaxGolden : public testing::TestWithParam<fs::path> {};

TEST_P(SyntaxGolden, MatchesExpectedAndTint) {
  const fs::path& path = GetParam();
  Outcome o = run_wgx(path, Phases::Syntax);
  fs::path expected_path = path.string() + ".expected";
  if (blessing()) {
    std::ofstream(expected_path, std::ios::binary) << o.text;
  } else {
    ASSERT_TRUE(fs::exists(expected_path)) << expected_path << " is missing; run scripts/bless.sh";
    EXPECT_EQ(read_text(expected_path), o.text) << "output changed for " << path;
  }
  fs::path tint_path = path.string() + ".tint";
  if (!fs::exists(tint_path)) return;
  std::string tint_first = first_tint_error(read_text(tint_path), path.filename().string());
  if (tint_first.empty()) {
    EXPECT_EQ(o.errors, 0u) << "Tint accepts " << path << " but wgx reports:\n" << o.text;
    return;
  }
  EXPECT_EQ(tint_first, o.first_error) << "first error differs from Tint's for " << path;
}

std::string test_name(const testing::TestParamInfo<fs::path>& info) { return test_name_for(info.param); }

INSTANTIATE_TEST_SUITE_P(Syntax, SyntaxGolden,
                         testing::ValuesIn(wgsl_files(fs::path(WGX_SOURCE_DIR) / "tests/golden/syntax")), test_name);

// Every example of the spec that is meant to be valid parses without error.
TEST(SpecExamples, ValidExamplesParse) {
  fs::path dir = fs::path(WGX_SOURCE_DIR) / "tests/spec_examples";
  std::ifstream manifest(dir / "MANIFEST.tsv");
  ASSERT_TRUE(manifest) << "tests/spec_examples/MANIFEST.tsv missing; run tools/extract_spec_examples.py";
  std::string line;
  std::getline(manifest, line);  // header
  int parsed = 0;
  while (std::getline(manifest, line)) {
    std::istringstream row(line);
    std::string file, kind;
    std::getline(row, file, '\t');
    std::getline(row, kind, '\t');
    if (kind != "module" && kind != "function-body" && kind != "type") continue;
    Outcome o = run_wgx(dir / file, Phases::Syntax);
    EXPECT_EQ(o.errors, 0u) << file << " (" << kind << ") fails to parse:\n" << o.text;
    ++parsed;
  }
  EXPECT_GT(parsed, 100);
}

}  // namespace
}  // namespace wgx
