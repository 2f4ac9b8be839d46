// IR golden files (tests/golden/ir/README.md): each X.wgsl lowered and printed whole, before and
// after the compiled backend's IR-to-IR passes (inlining, then loop unrolling), compared with
// X.wgsl.ir and X.wgsl.passes.ir; WGX_BLESS=1 rewrites them. Both modules must validate.
#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <string>

#include "golden_support.h"
#include "ir/module.h"
#include "ir/passes/pipeline.h"
#include "lower_text.h"

namespace wgx {
namespace {

using namespace testing_support;  // NOLINT

class IrGolden : public testing::TestWithParam<fs::path> {};

void compare_or_bless(const fs::path& expected_path, const std::string& text) {
  if (blessing()) {
    std::ofstream(expected_path, std::ios::binary) << text;
    return;
  }
  ASSERT_TRUE(fs::exists(expected_path)) << expected_path << " is missing; run scripts/bless.sh";
  EXPECT_EQ(read_text(expected_path), text) << "the IR changed: " << expected_path;
}

TEST_P(IrGolden, MatchesTheRecordedIr) {
  const fs::path& path = GetParam();
  Lowered l = lower_text(read_text(path));
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  compare_or_bless(path.string() + ".ir", ir::print(*l.ir.module));
  ir::PassedModule passed = ir::run_lane_passes(*l.ir.module);
  ASSERT_TRUE(passed.module) << passed.error;
  compare_or_bless(path.string() + ".passes.ir", ir::print(*passed.module));
}

std::string test_name(const testing::TestParamInfo<fs::path>& info) { return test_name_for(info.param); }

INSTANTIATE_TEST_SUITE_P(Ir, IrGolden, testing::ValuesIn(wgsl_files(fs::path(WGX_SOURCE_DIR) / "tests/golden/ir")),
                         test_name);

}  // namespace
}  // namespace wgx
