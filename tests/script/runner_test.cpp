// Tests of the shader test script runner: scripts run through the gpu.h API on the interpreter;
// passing and failing expectations, the diffs they print, API errors surfacing as failures, and
// the sanitizer expectations met against findings made by hand (the ledger) and against real
// ones from the sanitizer (the tests at the end).
#include "script/runner.h"

#include <gtest/gtest.h>

#include "script/parser.h"

namespace wgx::script {
namespace {

ScriptResult run_text(const std::string& text) {
  ParseError error;
  std::optional<Script> s = parse_script("t.wgxtest", text, &error);
  if (!s) {
    ADD_FAILURE() << "parse error " << error.line << ": " << error.message;
    return {.passed = false};
  }
  return run_script(*s, {.backend = gpu::ExecutionBackend::Interpreter, .threads = 1});
}

std::string all_failures(const ScriptResult& r) {
  std::string out;
  for (const std::string& f : r.failures) out += f + "\n";
  return out;
}

// data[i] = data[i] * factor + offset, for every i < arrayLength.
const std::string kScale = R"(SHADER compute scale WGSL
override factor: f32 = 2.0;
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) id: vec3u) {
  if (id.x < arrayLength(&data)) { data[id.x] = data[id.x] * factor; }
}
END
)";

TEST(ScriptRunner, PassingScriptWithSeveralRuns) {
  ScriptResult r = run_text(kScale + R"(
BUFFER data DATA_TYPE float SIZE 6 SERIES_FROM 1 INC_BY 1
PIPELINE compute p
  ATTACH scale
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 2 1 1
EXPECT data IDX 0 EQ 2 4 6 8 10 12
RUN p 2
EXPECT data IDX 4 EQ 20 24
EXPECT data IDX 0 GT 3
EXPECT data IDX 0 LE 4 8
)");
  EXPECT_TRUE(r.passed) << all_failures(r);
}

TEST(ScriptRunner, OverridesAndEqBuffer) {
  ScriptResult r = run_text(kScale + R"(
BUFFER data DATA_TYPE float DATA 1 -2 0.5 END
BUFFER want DATA_TYPE float DATA -3 6 -1.5 END
PIPELINE compute p
  ATTACH scale
  CONSTANT factor -3
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1
EXPECT data EQ_BUFFER want
)");
  EXPECT_TRUE(r.passed) << all_failures(r);
}

TEST(ScriptRunner, FailedValuesGiveADiffInTheBuffersType) {
  ScriptResult r = run_text(kScale + R"(
BUFFER data DATA_TYPE float SIZE 16 SERIES_FROM 0.1 INC_BY 1
PIPELINE compute p
  ATTACH scale
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 4
EXPECT data IDX 0 EQ 0.2 2 4.2 6.2 0 0 0 0 0 0 0 0 0 0 0 0
EXPECT data IDX 1 TOLERANCE 0.01 EQ 2.2
EXPECT data IDX 1 TOLERANCE 11% EQ 2
EXPECT data IDX 1 TOLERANCE 1% EQ 2
)");
  EXPECT_FALSE(r.passed);
  ASSERT_EQ(r.failures.size(), 2u) << all_failures(r);
  const std::string& diff = r.failures[0];
  EXPECT_NE(diff.find("t.wgxtest:15: EXPECT data IDX 0 EQ: 13 of 16 f32 values differ"), std::string::npos) << diff;
  EXPECT_NE(diff.find("    data[1]: expected 2, got 2.2\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("    data[4]: expected 0, got 8.2\n"), std::string::npos) << diff;
  EXPECT_NE(diff.find("... and 3 more"), std::string::npos) << diff;
  EXPECT_NE(r.failures[1].find("t.wgxtest:18: EXPECT data IDX 1 EQ: 1 of 1 f32 values differ beyond TOLERANCE 1%"),
            std::string::npos)
      << r.failures[1];
}

TEST(ScriptRunner, VectorAndIntegerDiffs) {
  ScriptResult r = run_text(R"(SHADER compute k WGSL
@group(0) @binding(0) var<storage, read_write> v: array<vec3<i32>>;
@group(0) @binding(1) var<storage, read_write> u: array<u32>;
@compute @workgroup_size(1) fn main() { v[1] = vec3i(-1, 7, 3); u[0] = 0xffffffffu; }
END
BUFFER v DATA_TYPE vec3<int32> SIZE 2 FILL 0
BUFFER u DATA_TYPE uint32 SIZE 1 FILL 0
PIPELINE compute p
  ATTACH k
  BIND BUFFER v AS storage DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER u AS storage DESCRIPTOR_SET 0 BINDING 1
END
RUN p 1
EXPECT v IDX 1 EQ -1 8 3
EXPECT u IDX 0 NE 4294967295
EXPECT u IDX 0 EQ 0xffffffff
)");
  ASSERT_EQ(r.failures.size(), 2u) << all_failures(r);
  EXPECT_NE(r.failures[0].find("1 of 3 vec3<i32> values differ"), std::string::npos) << r.failures[0];
  EXPECT_NE(r.failures[0].find("v[1].y: expected 8, got 7"), std::string::npos) << r.failures[0];
  EXPECT_NE(r.failures[1].find("u[0]: expected != 4294967295, got 4294967295"), std::string::npos) << r.failures[1];
}

TEST(ScriptRunner, HalfValuesPrintAsHalves) {
  ScriptResult r = run_text(R"(DEVICE_FEATURE shader-f16
SHADER compute k WGSL
enable f16;
@group(0) @binding(0) var<storage, read_write> h: array<f16>;
@compute @workgroup_size(1) fn main() { h[1] = h[0] / 3.0h; }
END
BUFFER h DATA_TYPE float16 SIZE 2 DATA 1 0 END
PIPELINE compute p
  ATTACH k
  BIND BUFFER h AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1
EXPECT h IDX 1 EQ 0.3333
EXPECT h IDX 1 EQ 0.3
)");
  ASSERT_EQ(r.failures.size(), 1u) << all_failures(r);
  EXPECT_NE(r.failures[0].find("h[1]: expected 0.3, got 0.3333"), std::string::npos) << r.failures[0];
}

TEST(ScriptRunner, RandomFillIsTheOraclesXorshift) {
  ScriptResult r = run_text(R"(BUFFER w DATA_TYPE uint32 SIZE 2 RANDOM SEED 7
BUFFER d DATA_TYPE uint32 SIZE 64 RANDOM SEED 3 RANGE 1 6
BUFFER f DATA_TYPE float SIZE 64 RANDOM SEED 3
EXPECT w IDX 0 EQ 1892583 470389255
EXPECT d IDX 0 GE 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
EXPECT d IDX 0 LE 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6
EXPECT f IDX 0 LT 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
)");
  EXPECT_TRUE(r.passed) << all_failures(r);
}

TEST(ScriptRunner, ExpectedCompileErrors) {
  const std::string shader = R"(SHADER compute bad WGSL
@compute @workgroup_size(1) fn main() {
  let x: u32 = 1.5;
}
END
)";
  EXPECT_TRUE(run_text(shader + "EXPECT_ERROR SHADER bad 2:16 \"cannot convert\"\n").passed);
  EXPECT_TRUE(run_text(shader + "EXPECT_ERROR SHADER bad 2\n").passed);
  ScriptResult wrong_line = run_text(shader + "EXPECT_ERROR SHADER bad 2:1\n");
  ASSERT_EQ(wrong_line.failures.size(), 1u);
  EXPECT_NE(wrong_line.failures[0].find("has no error at 2:1; its errors:\n    2:16 error: cannot convert"),
            std::string::npos)
      << wrong_line.failures[0];
  ScriptResult unexpected = run_text(shader);
  ASSERT_EQ(unexpected.failures.size(), 1u);
  EXPECT_NE(unexpected.failures[0].find("t.wgxtest:1: shader 'bad' does not compile:"), std::string::npos)
      << unexpected.failures[0];
  ScriptResult compiles = run_text(kScale + "EXPECT_ERROR SHADER scale 1\n");
  ASSERT_EQ(compiles.failures.size(), 1u);
  EXPECT_NE(compiles.failures[0].find("shader 'scale' compiles, expected an error at 1"), std::string::npos);
}

TEST(ScriptRunner, ExpectedPipelineErrors) {
  const std::string pipelines = kScale + R"(
BUFFER data DATA_TYPE float SIZE 4 FILL 1
PIPELINE compute wrong_entry
  ATTACH scale ENTRY_POINT nope
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
PIPELINE compute fine
  ATTACH scale
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
)";
  EXPECT_TRUE(
      run_text(pipelines + "EXPECT_ERROR PIPELINE wrong_entry \"Entry point \\\"nope\\\" doesn't exist\"\n").passed);
  ScriptResult other_text = run_text(pipelines + "EXPECT_ERROR PIPELINE wrong_entry \"workgroup\"\n");
  ASSERT_EQ(other_text.failures.size(), 1u);
  EXPECT_NE(other_text.failures[0].find("failed, but not with an error containing \"workgroup\":"), std::string::npos)
      << other_text.failures[0];
  ScriptResult created =
      run_text(kScale + "PIPELINE compute fine\n  ATTACH scale\nEND\nEXPECT_ERROR PIPELINE fine \"scale\"\n");
  ASSERT_EQ(created.failures.size(), 1u);
  EXPECT_NE(created.failures[0].find("pipeline 'fine' was created, expected an error containing \"scale\""),
            std::string::npos);
  ScriptResult run = run_text(pipelines + "EXPECT_ERROR PIPELINE wrong_entry\nRUN wrong_entry 1\n");
  ASSERT_EQ(run.failures.size(), 1u);
  EXPECT_NE(run.failures[0].find("RUN wrong_entry: the pipeline could not be created"), std::string::npos);
}

TEST(ScriptRunner, ApiErrorsEndTheScript) {
  // The shader uses binding 0 only; binding 1 is not in the pipeline's layout.
  ScriptResult extra = run_text(kScale + R"(
BUFFER data DATA_TYPE float SIZE 4 FILL 1
BUFFER other DATA_TYPE float SIZE 4 FILL 1
PIPELINE compute p
  ATTACH scale
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER other AS storage DESCRIPTOR_SET 0 BINDING 1
END
RUN p 1
EXPECT data IDX 0 EQ 99
)");
  ASSERT_EQ(extra.failures.size(), 1u) << all_failures(extra);
  EXPECT_NE(extra.failures[0].find("pipeline 'p', @group(0):"), std::string::npos) << extra.failures[0];
  // A buffer bound only as uniform lacks the STORAGE usage the shader's binding needs.
  ScriptResult usage = run_text(kScale + R"(
BUFFER data DATA_TYPE float SIZE 4 FILL 1
PIPELINE compute p
  ATTACH scale
  BIND BUFFER data AS uniform DESCRIPTOR_SET 0 BINDING 0
END
)");
  ASSERT_EQ(usage.failures.size(), 1u) << all_failures(usage);
  EXPECT_NE(usage.failures[0].find("Storage"), std::string::npos) << usage.failures[0];
  // Too many workgroups for the device's limit: the dispatch is rejected.
  ScriptResult big = run_text(kScale + R"(
BUFFER data DATA_TYPE float SIZE 4 FILL 1
PIPELINE compute p
  ATTACH scale
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 70000
)");
  ASSERT_EQ(big.failures.size(), 1u) << all_failures(big);
  EXPECT_NE(big.failures[0].find("t.wgxtest:14: RUN p:"), std::string::npos) << big.failures[0];
}

TEST(ScriptRunner, UnknownFeatureFailsAtItsLine) {
  ScriptResult r = run_text(
      "# features\nDEVICE_FEATURE subgroups\nDEVICE_FEATURE texture-component-swizzle\nBUFFER b DATA_TYPE u32 SIZE 1 "
      "FILL "
      "0\n");
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_NE(r.failures[0].find("t.wgxtest:2: no device: "), std::string::npos) << r.failures[0];
  EXPECT_NE(r.failures[0].find("texture-component-swizzle"), std::string::npos) << r.failures[0];
}

TEST(ScriptRunner, WithoutSanitizerFindingsCleanRunsPass) {
  ScriptResult r = run_text(kScale + R"(SANITIZE races bounds
BUFFER data DATA_TYPE float SIZE 4 FILL 1
PIPELINE compute p
  ATTACH scale
  BIND BUFFER data AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1
EXPECT_CLEAN
EXPECT data IDX 0 EQ 2 2 2 2
)");
  EXPECT_TRUE(r.passed) << all_failures(r);
}

// ---- Sanitizer expectations against hand-made findings -------------------------------------------

class FindingLedgerTest : public ::testing::Test {
 protected:
  // Line n of the file starts at byte 10 (n - 1): each line is nine characters and a newline.
  FindingLedgerTest() : file_("k.wgsl", lines_of_nine()) {}
  static std::string lines_of_nine() {
    std::string text(200, ' ');
    for (size_t i = 9; i < text.size(); i += 10) text[i] = '\n';
    return text;
  }
  Diagnostic at(uint32_t line, uint32_t column, std::string id, std::string message = "m") {
    Diagnostic d;
    d.id = std::move(id);
    d.message = std::move(message);
    d.file = &file_;
    d.span = {10 * (line - 1) + column - 1, 1};
    return d;
  }
  gpu::SanitizerFinding race(uint32_t later, uint32_t other) {
    return {.diagnostic = at(later, 3, "sanitize.data-race", "data race on 'tile[5]'"),
            .notes = {at(other, 5, "sanitize.data-race-other")},
            .count = 2};
  }
  static ExpectFinding expect(FindingKind kind, std::vector<ShaderLocation> locations, std::string text = "") {
    return {.line = 1, .kind = kind, .at = std::move(locations), .text = std::move(text)};
  }
  SourceFile file_;
};

TEST_F(FindingLedgerTest, RaceMatchesBothAccessesInEitherOrder) {
  EXPECT_TRUE(finding_matches(expect(FindingKind::Race, {{12, 0}, {10, 0}}), race(12, 10)));
  EXPECT_TRUE(finding_matches(expect(FindingKind::Race, {{10, 5}, {12, 3}}), race(12, 10)));
  EXPECT_TRUE(finding_matches(expect(FindingKind::Race, {{10, 0}}), race(12, 10)));
  EXPECT_TRUE(finding_matches(expect(FindingKind::Race, {{12, 0}}, "tile[5]"), race(12, 10)));
  EXPECT_FALSE(finding_matches(expect(FindingKind::Race, {{12, 4}}), race(12, 10)));
  EXPECT_FALSE(finding_matches(expect(FindingKind::Race, {{12, 0}, {11, 0}}), race(12, 10)));
  EXPECT_FALSE(finding_matches(expect(FindingKind::Race, {{12, 0}}, "buf"), race(12, 10)));
  EXPECT_FALSE(finding_matches(expect(FindingKind::OutOfBounds, {{12, 0}}), race(12, 10)));
}

TEST_F(FindingLedgerTest, OutOfBoundsAndNumericsByIdKeyword) {
  gpu::SanitizerFinding oob{.diagnostic = at(7, 1, "sanitize.out-of-bounds", "out-of-bounds read: index 100"),
                            .notes = {}};
  gpu::SanitizerFinding nan{.diagnostic = at(8, 1, "sanitize.nan", "NaN produced"), .notes = {}};
  gpu::SanitizerFinding other{.diagnostic = at(7, 1, "uniformity.barrier", "not a finding"), .notes = {}};
  EXPECT_TRUE(finding_matches(expect(FindingKind::OutOfBounds, {{7, 0}}, "index 100"), oob));
  EXPECT_FALSE(finding_matches(expect(FindingKind::Numerics, {{7, 0}}), oob));
  EXPECT_TRUE(finding_matches(expect(FindingKind::Numerics, {{8, 1}}), nan));
  EXPECT_FALSE(finding_matches(expect(FindingKind::OutOfBounds, {{7, 0}}), other));
}

TEST_F(FindingLedgerTest, ExpectationsConsumeFindingsAndCleanWantsNone) {
  FindingLedger ledger;
  ledger.add({race(12, 10), race(12, 10), race(20, 10)});
  EXPECT_EQ(ledger.expect(expect(FindingKind::Race, {{20, 0}})), "");
  EXPECT_EQ(ledger.pending().size(), 2u);
  EXPECT_EQ(ledger.expect(expect(FindingKind::Race, {{12, 0}, {10, 0}})), "");
  EXPECT_EQ(ledger.pending().size(), 0u);
  ledger.add({race(12, 10)});
  std::string left = ledger.expect_clean();
  EXPECT_NE(left.find("12:3 sanitize.data-race: data race on 'tile[5]' (2 times)"), std::string::npos) << left;
  EXPECT_NE(left.find("note at 10:5"), std::string::npos) << left;
  EXPECT_EQ(ledger.expect_clean(), "");
  std::string none = ledger.expect(expect(FindingKind::Race, {{12, 0}}));
  EXPECT_EQ(none, "EXPECT_RACE 12: the sanitizer found nothing");
  ledger.add({race(12, 10)});
  std::string wrong = ledger.expect(expect(FindingKind::Race, {{3, 0}}));
  EXPECT_NE(wrong.find("EXPECT_RACE 3: no such finding; the sanitizer found:\n"), std::string::npos) << wrong;
}

// ---- Real findings -------------------------------------------------------------------------------
// The sanitizer (ExecutionSettings::sanitize) publishes findings through
// Device::takeSanitizerFindings; tests/scripts/sanitizer/ holds the same as scripts.

const std::string kRacy = R"(SHADER compute racy WGSL
var<workgroup> tile: array<u32, 64>;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  tile[i] = i;
  out[i] = tile[(i + 1) % 64];
}
END
BUFFER out DATA_TYPE uint32 SIZE 64 FILL 0
PIPELINE compute p
  ATTACH racy
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 0
END
)";

TEST(ScriptRunnerSanitizer, MissingBarrierIsAReportedRace) {
  ScriptResult r = run_text("SANITIZE races\n" + kRacy + "RUN p 1\nEXPECT_RACE 5 4 \"tile\"\n");
  EXPECT_TRUE(r.passed) << all_failures(r);
}

TEST(ScriptRunnerSanitizer, UnclaimedRaceFailsTheScript) {
  ScriptResult r = run_text("SANITIZE races\n" + kRacy + "RUN p 1\nEXPECT_CLEAN\n");
  ASSERT_FALSE(r.passed);
  EXPECT_NE(r.failures[0].find("EXPECT_CLEAN, but the sanitizer found:"), std::string::npos) << r.failures[0];
}

}  // namespace
}  // namespace wgx::script
