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

// Spec examples listed in MANIFEST.tsv (file name first, tab-separated fields) as fragments
// that are not whole modules ('signature') or that must fail ('expect-error') are left out.
std::set<std::string> spec_examples_to_skip(const fs::path& dir) {
  std::set<std::string> skip;
  std::istringstream in(read_file(dir / "MANIFEST.tsv"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::istringstream ls(line);
    for (std::string f; std::getline(ls, f, '\t');) fields.push_back(f);
    if (fields.empty()) continue;
    bool excluded = std::any_of(fields.begin() + 1, fields.end(),
                                [](const std::string& f) { return f == "signature" || f == "expect-error"; });
    if (excluded) skip.insert(fields[0]);
  }
  return skip;
}

std::vector<std::string> corpus() {
  std::vector<fs::path> files;
  add_wgsl_files(kRoot / "tests/golden/syntax/valid", true, &files);
  add_wgsl_files(kRoot / "examples", false, &files);
  fs::path spec = kRoot / "tests/spec_examples";
  std::vector<fs::path> spec_files;
  add_wgsl_files(spec, true, &spec_files);
  std::set<std::string> skip = spec_examples_to_skip(spec);
  for (const fs::path& p : spec_files) {
    std::string rel = fs::relative(p, spec).generic_string();
    if (!skip.count(rel) && !skip.count(p.filename().string())) files.push_back(p);
  }
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
  test::expect_round_trip(rel, read_file(kRoot / rel));
}

INSTANTIATE_TEST_SUITE_P(Corpus, RoundTrip, ::testing::ValuesIn(corpus()), test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RoundTrip);

}  // namespace
}  // namespace wgx
