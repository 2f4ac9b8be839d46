// createComputePipeline's checks: override-expressions evaluated with the pipeline's values, and the
// limits, with Dawn's messages (checked against Dawn through the oracle).
#include "api/pipeline_checks.h"

#include <gtest/gtest.h>

#include <string>

namespace wgx {
namespace {

std::string first_error(const std::string& wgsl, PipelineOptions options = {}) {
  SourceFile file("p.wgsl", wgsl);
  DiagnosticList diags;
  CompiledModule m = compile_module(file, diags);
  EXPECT_TRUE(m.ok);
  check_compute_pipelines(m, file, options, diags);
  for (const Diagnostic& d : diags.all()) {
    if (d.severity == Severity::Error) return d.message;
  }
  return "";
}

TEST(PipelineChecks, WorkgroupSizePerDimension) {
  EXPECT_EQ(first_error("@compute @workgroup_size(512) fn main() {}"),
            "Entry-point uses workgroup_size(512, 1, 1) that exceeds the maximum allowed (256, 256, 64).");
  EXPECT_EQ(first_error("@compute @workgroup_size(1, 1, 128) fn main() {}"),
            "Entry-point uses workgroup_size(1, 1, 128) that exceeds the maximum allowed (256, 256, 64).");
  EXPECT_EQ(first_error("@compute @workgroup_size(256) fn main() {}"), "");
}

TEST(PipelineChecks, InvocationsPerWorkgroup) {
  EXPECT_EQ(first_error("@compute @workgroup_size(16, 32) fn main() {}"),
            "The total number of workgroup invocations (512) exceeds the maximum allowed (256).");
  EXPECT_EQ(first_error("@compute @workgroup_size(16, 16) fn main() {}"), "");
}

TEST(PipelineChecks, WorkgroupStorage) {
  // Each workgroup variable counts rounded up to 16 bytes.
  EXPECT_EQ(first_error("var<workgroup> a: array<f32, 5000>;\n"
                        "@compute @workgroup_size(1) fn main() { _ = a[0]; }"),
            "The total use of workgroup storage (20000 bytes) is larger than the maximum allowed (16384 bytes).");
  EXPECT_EQ(first_error("var<workgroup> a: array<f32, 4096>;\n"
                        "@compute @workgroup_size(1) fn main() { _ = a[0]; }"),
            "");
  // Unused workgroup variables do not count.
  EXPECT_EQ(first_error("var<workgroup> a: array<f32, 5000>;\n@compute @workgroup_size(1) fn main() {}"), "");
}

TEST(PipelineChecks, OverridesAreSubstituted) {
  const char* wgsl = "@id(7) override n: u32 = 64;\n@compute @workgroup_size(n) fn main() {}";
  EXPECT_EQ(first_error(wgsl), "");
  PipelineOptions by_name;  // an override with an @id is set by its id only, as WebGPU says
  by_name.constants["n"] = 300;
  EXPECT_EQ(first_error(wgsl, by_name), "Pipeline overridable constant \"n\" not found in [ShaderModule].");
  PipelineOptions by_id;
  by_id.constants["7"] = 512;
  EXPECT_EQ(first_error(wgsl, by_id),
            "Entry-point uses workgroup_size(512, 1, 1) that exceeds the maximum allowed (256, 256, 64).");
}

TEST(PipelineChecks, OverrideExpressionsAreEvaluated) {
  const char* wgsl =
      "override tile: u32 = 8;\nconst rows = 2u;\noverride width = tile * rows;\n"
      "@compute @workgroup_size(width, tile + 1) fn main() {}";
  EXPECT_EQ(first_error(wgsl), "");  // 16 x 9 = 144 invocations
  PipelineOptions big;
  big.constants["tile"] = 16;  // 32 x 17 = 544 invocations
  EXPECT_EQ(first_error(wgsl, big),
            "The total number of workgroup invocations (544) exceeds the maximum allowed (256).");
}

// Evaluating override-expressions with the pipeline's values fails as constant evaluation does.
TEST(PipelineChecks, OverrideExpressionsThatFailToEvaluate) {
  auto with = [](const char* name, double value) {
    PipelineOptions o;
    o.constants[name] = value;
    return o;
  };
  const char* acos_of = "override x: f32;\n@compute @workgroup_size(1) fn main() { _ = acos(x); }";
  EXPECT_EQ(first_error(acos_of, with("x", 0.5)), "");
  EXPECT_NE(first_error(acos_of, with("x", 2))
                .find("2:45 error: acos must be called with a value in the range [-1 .. 1] (inclusive)"),
            std::string::npos);
  EXPECT_NE(first_error("override d: i32;\n@compute @workgroup_size(1) fn main() { _ = 1 / d; }", with("d", 0))
                .find("integer division by zero is invalid"),
            std::string::npos);
  EXPECT_NE(first_error("override s: u32;\n@compute @workgroup_size(1) fn main() { _ = 1u << s; }", with("s", 40)), "");
  EXPECT_NE(
      first_error("override lo: i32;\n@compute @workgroup_size(1) fn main() { _ = clamp(1, lo, 2); }", with("lo", 3)),
      "");
  EXPECT_NE(first_error("override f: f32;\n@compute @workgroup_size(1) fn main() { _ = f * f; }", with("f", 1e30)), "");
  // An override's initializer counts too; the module without values stays valid.
  const char* init = "override a: f32;\noverride b = acos(a);\n@compute @workgroup_size(1) fn main() { _ = b; }";
  EXPECT_NE(first_error(init, with("a", 3)), "");
  EXPECT_EQ(first_error(init, with("a", 1)), "");
}

TEST(PipelineChecks, OverrideErrorsOfOtherEntryPointsDoNotCount) {
  const char* wgsl =
      "override d: i32;\nfn other() -> i32 { return 1 / d; }\n"
      "@compute @workgroup_size(1) fn a() { _ = other(); }\n@compute @workgroup_size(1) fn b() {}";
  PipelineOptions o;
  o.constants["d"] = 0;
  o.entry_point = "b";
  EXPECT_EQ(first_error(wgsl, o), "");
  o.entry_point = "a";
  EXPECT_NE(first_error(wgsl, o), "");
}

// Dawn checks only what the entry point uses: an override another entry point uses, whose
// initializer fails, does not count (CTS compute_pipeline:overrides,entry_point,validation_error).
TEST(PipelineChecks, OverridesTheEntryPointDoesNotUseDoNotCount) {
  const char* wgsl =
      "override cu: u32 = 0u;\noverride cx: u32 = 1u / cu;\n"
      "@compute @workgroup_size(1) fn main_success() { _ = cu; }\n"
      "@compute @workgroup_size(1) fn main_pipe_error() { _ = cx; }";
  PipelineOptions o;
  o.entry_point = "main_success";
  EXPECT_EQ(first_error(wgsl, o), "");
  o.entry_point = "main_pipe_error";
  EXPECT_NE(first_error(wgsl, o).find("integer division by zero is invalid"), std::string::npos);
}

// Every override the entry point uses needs a value: directly, through another override's
// initializer, through its workgroup size or a workgroup array's count (Dawn's message).
TEST(PipelineChecks, UninitializedOverrides) {
  const char* wgsl =
      "override a: u32;\noverride b: f32;\noverride c = b * 2;\noverride unused: u32;\n"
      "@compute @workgroup_size(a) fn main() { _ = c; }";
  EXPECT_EQ(first_error(wgsl), "There are uninitialized pipeline overridable constants, their identifiers:[a, b]");
  PipelineOptions given;
  given.constants["a"] = 4;
  given.constants["b"] = 1;
  EXPECT_EQ(first_error(wgsl, given), "");
  EXPECT_EQ(first_error("override n: u32;\nalias A = array<f32, n>;\nvar<workgroup> w: A;\n"
                        "@compute @workgroup_size(1) fn main() { _ = w[0]; }"),
            "There are uninitialized pipeline overridable constants, their identifiers:[n]");
}

// Sizes may use any builtin the checker evaluates, not only min, max, abs, clamp and select.
TEST(PipelineChecks, OverrideExpressionsWithAnyBuiltin) {
  EXPECT_EQ(first_error("override n: u32 = 7;\n@compute @workgroup_size(countOneBits(n) * 100) fn main() {}"),
            "Entry-point uses workgroup_size(300, 1, 1) that exceeds the maximum allowed (256, 256, 64).");
  EXPECT_EQ(first_error("override n: u32 = 2;\nvar<workgroup> w: array<f32, u32(exp2(f32(n))) * 2048u>;\n"
                        "@compute @workgroup_size(1) fn main() { _ = w[0]; }"),
            "The total use of workgroup storage (32768 bytes) is larger than the maximum allowed (16384 bytes).");
}

TEST(PipelineChecks, ConfigurableLimits) {
  PipelineOptions small;
  small.limits.maxComputeInvocationsPerWorkgroup = 64;
  EXPECT_EQ(first_error("@compute @workgroup_size(128) fn main() {}", small),
            "The total number of workgroup invocations (128) exceeds the maximum allowed (64).");
}

}  // namespace
}  // namespace wgx
