// Golden tests for the syntax phase. Each tests/golden/syntax/**/X.wgsl has beside it:
//   X.wgsl.expected  wgx's full text output (blessed: WGX_BLESS=1 rewrites it), and
//   X.wgsl.tint      Tint's output (recorded by tools/record_tint.sh): wgx's first error must
//                    have Tint's line, column and message.
// Spec examples (tests/spec_examples, per MANIFEST.tsv) that are meant to be valid must parse.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "syntax/parser.h"
#include "wgx/diagnostics.h"

namespace wgx {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool blessing() {
  const char* b = std::getenv("WGX_BLESS");
  return b != nullptr && std::string(b) == "1";
}

std::vector<fs::path> wgsl_files(const fs::path& dir) {
  std::vector<fs::path> out;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (e.is_regular_file() && e.path().extension() == ".wgsl") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct Outcome {
  std::string text;          // full rendered output
  std::string first_error;   // "L:C message" of the first error, or empty
  size_t errors = 0;
};

// Parses `path` as if it were named by its file name only, so outputs do not depend on where
// the repository lives.
Outcome check(const fs::path& path) {
  SourceFile file(path.filename().string(), read_text(path));
  DiagnosticList diags;
  parse(file, diags);
  Outcome o;
  std::ostringstream out;
  render_text(out, diags.all(), TextStyle{});
  o.text = out.str();
  o.errors = diags.error_count();
  for (const Diagnostic& d : diags.all()) {
    if (d.severity != Severity::Error) continue;
    std::string pos = "0:0";
    if (d.file && (d.span.offset != 0 || d.span.length != 0 || d.id != "syntax.stopping-after")) {
      Location l = d.file->location(d.span.offset);
      pos = std::to_string(l.line) + ":" + std::to_string(l.column);
    }
    o.first_error = pos + " " + d.message;
    break;
  }
  return o;
}

// The first error in a recorded Tint output: "name:L:C error: message" plus continuation lines.
std::string first_tint_error(const std::string& tint, const std::string& name) {
  std::istringstream in(tint);
  std::string line, result;
  bool inside = false;
  while (std::getline(in, line)) {
    bool header = line.rfind(name + ":", 0) == 0;
    if (header && inside) break;
    if (header) {
      size_t sev = line.find(" error: ");
      if (sev == std::string::npos) continue;
      std::string pos = line.substr(name.size() + 1, sev - name.size() - 1);
      result = pos + " " + line.substr(sev + 8);
      inside = true;
      continue;
    }
    if (inside) result += "\n" + line;
  }
  return result;
}

class SyntaxGolden : public testing::TestWithParam<fs::path> {};

TEST_P(SyntaxGolden, MatchesExpectedAndTint) {
  const fs::path& path = GetParam();
  Outcome o = check(path);
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

std::string test_name(const testing::TestParamInfo<fs::path>& info) {
  std::string s = info.param.parent_path().filename().string() + "_" + info.param.stem().string();
  for (char& c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return s;
}

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
    Outcome o = check(dir / file);
    EXPECT_EQ(o.errors, 0u) << file << " (" << kind << ") fails to parse:\n" << o.text;
    ++parsed;
  }
  EXPECT_GT(parsed, 100);
}

}  // namespace
}  // namespace wgx
