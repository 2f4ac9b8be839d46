// Every valid WGSL file in the repository survives parse -> print -> parse with the same tree.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "syntax/parse_helpers.h"

namespace wgx {
namespace {

namespace fs = std::filesystem;

const fs::path kRoot = WGX_SOURCE_DIR;

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void add_wgsl_files(const fs::path& dir, bool recursive, std::vector<fs::path>* out) {
  if (!fs::is_directory(dir)) return;
  auto add = [&](const fs::directory_entry& e) {
    if (e.is_regular_file() && e.path().extension() == ".wgsl") out->push_back(e.path());
  };
  if (recursive) {
    for (const auto& e : fs::recursive_directory_iterator(dir)) add(e);
  } else {
    for (const auto& e : fs::directory_iterator(dir)) add(e);
  }
}

// The spec examples that are whole programs, per MANIFEST.tsv (columns: file, kind, ...; the
// first row names them). 'signature', 'fragment' and 'expect-error' rows are not valid programs.
std::set<std::string> spec_example_programs(const fs::path& dir) {
  std::set<std::string> programs;
  std::istringstream in(read_file(dir / "MANIFEST.tsv"));
  std::string line;
  size_t kind_column = 1;
  for (bool header = true; std::getline(in, line); header = false) {
    std::vector<std::string> fields;
    std::istringstream ls(line);
    for (std::string f; std::getline(ls, f, '\t');) fields.push_back(f);
    if (header) {
      auto it = std::find(fields.begin(), fields.end(), "kind");
      if (it != fields.end()) kind_column = static_cast<size_t>(it - fields.begin());
      continue;
    }
    if (fields.size() <= kind_column) continue;
    const std::string& kind = fields[kind_column];
    if (kind == "module" || kind == "function-body" || kind == "type") programs.insert(fields[0]);
  }
  return programs;
}

std::vector<std::string> corpus() {
  std::vector<fs::path> files;
  add_wgsl_files(kRoot / "tests/golden/syntax/valid", true, &files);
  add_wgsl_files(kRoot / "examples", false, &files);
  fs::path spec = kRoot / "tests/spec_examples";
  for (const std::string& name : spec_example_programs(spec)) files.push_back(spec / name);
  std::vector<std::string> names;
  for (const fs::path& p : files) names.push_back(fs::relative(p, kRoot).generic_string());
  std::sort(names.begin(), names.end());
  return names;
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name + "_" + std::to_string(info.index);
}

class RoundTrip : public ::testing::TestWithParam<std::string> {};

TEST_P(RoundTrip, PrintThenParseGivesTheSameTree) {
  const std::string& rel = GetParam();
  std::string text = read_file(kRoot / rel);
  auto original = test::parse_text(rel, text);
  // Whether a file should parse is the golden tests' verdict; a round trip needs a clean parse.
  if (original->diags.has_errors()) GTEST_SKIP() << "does not parse:\n" << original->errors();
  test::expect_round_trip(rel, text);
}

INSTANTIATE_TEST_SUITE_P(Corpus, RoundTrip, ::testing::ValuesIn(corpus()), test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RoundTrip);

}  // namespace
}  // namespace wgx
