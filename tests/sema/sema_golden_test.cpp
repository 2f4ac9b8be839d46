// Golden tests for semantic analysis over tests/golden/sema/** (the family corpus) and
// tests/golden/holdout/** (written apart from the implementation, to measure how it generalizes):
// wgx's full output must equal X.wgsl.expected, and its first error must equal Tint's
// (X.wgsl.tint) unless the file is listed in that corpus's KNOWN_GAPS.txt, the honest list of
// checks not implemented yet. The list is a ratchet: a listed file that now matches Tint fails
// the test until it is removed (scripts/bless.sh rewrites both the .expected files and the list).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "golden_support.h"

namespace wgx {
namespace {

using namespace testing_support;  // NOLINT

std::set<std::string> known_gaps(const fs::path& root) {
  std::set<std::string> gaps;
  std::istringstream in(read_text(root / "KNOWN_GAPS.txt"));
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#') gaps.insert(line);
  }
  return gaps;
}

struct Verdict {
  std::string file;  // relative to the corpus root
  bool matches_tint = false;
};

Verdict judge(const fs::path& root, const fs::path& path, std::string* expected_out) {
  Outcome o = run_wgx(path, Phases::All);
  *expected_out = o.text;
  std::string tint = first_tint_error(read_text(path.string() + ".tint"), path.filename().string());
  bool match = tint.empty() ? o.errors == 0 : first_errors_agree(tint, o.first_error);
  return {fs::relative(path, root).string(), match};
}

class SemaGolden : public testing::TestWithParam<std::string> {};

TEST_P(SemaGolden, OutputsAndTintAgreement) {
  const fs::path root = fs::path(WGX_SOURCE_DIR) / "tests/golden" / GetParam();
  const fs::path gaps_path = root / "KNOWN_GAPS.txt";
  std::vector<fs::path> files = wgsl_files(root);
  ASSERT_GT(files.size(), 300u);
  std::set<std::string> gaps = known_gaps(root);
  std::vector<std::string> new_gaps;
  size_t agree = 0;
  for (const fs::path& path : files) {
    std::string text;
    Verdict v = judge(root, path, &text);
    fs::path expected_path = path.string() + ".expected";
    if (blessing()) {
      std::ofstream(expected_path, std::ios::binary) << text;
    } else {
      EXPECT_EQ(read_text(expected_path), text) << "output changed for " << v.file << " (scripts/bless.sh)";
    }
    if (v.matches_tint) ++agree;
    if (!v.matches_tint) new_gaps.push_back(v.file);
    if (blessing()) continue;
    bool listed = gaps.count(v.file) != 0;
    EXPECT_FALSE(!v.matches_tint && !listed) << v.file << ": first error differs from Tint's (a regression?)";
    EXPECT_FALSE(v.matches_tint && listed) << v.file << " now agrees with Tint: remove it from KNOWN_GAPS.txt";
  }
  if (blessing()) {
    std::ofstream out(gaps_path);
    out << "# Files of this corpus whose first error does not yet match Tint's: checks wgx does not\n"
           "# implement yet. Rewritten by scripts/bless.sh; it may only shrink.\n";
    for (const std::string& f : new_gaps) out << f << '\n';
  }
  std::cout << "[ " << GetParam() << " ] " << agree << " of " << files.size() << " files agree with Tint\n";
}

INSTANTIATE_TEST_SUITE_P(Corpora, SemaGolden, testing::Values("sema", "holdout"));

}  // namespace
}  // namespace wgx
