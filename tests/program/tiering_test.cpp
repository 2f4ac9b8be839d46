// Tiering (docs/jit.md, "Tiering"): an Auto build of a kernel in no cache runs its dispatches on
// the interpreter while the compiler works in the background, and hands them to the kernel once it
// lands, inside a dispatch too. The compiler here is a wrapper that waits for a file the test
// creates, so the test decides when the build may finish and nothing depends on the machine's speed.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "exec/executor.h"
#include "lower_text.h"
#include "program/executable.h"
#include "program/kernel_builds.h"

namespace wgx {
namespace {
namespace fs = std::filesystem;

// A kernel-cache folder of its own and a compiler that starts only once `release()` is called (or
// after 30 s, so that a build that waits for it fails the test instead of hanging it).
class HeldCompiler {
 public:
  HeldCompiler() {
    char pattern[] = "/tmp/wgx-tiering-XXXXXX";
    dir_ = mkdtemp(pattern);
    go_ = dir_ + "/go";
    std::string cxx = dir_ + "/held-c++";
    std::ofstream(cxx) << "#!/bin/sh\necho started >> '" << dir_ << "/started'\ni=0\nwhile [ ! -e '" << go_
                       << "' ] && [ $i -lt 3000 ]; do sleep 0.01; i=$((i + 1)); done\nexec c++ \"$@\"\n";
    chmod(cxx.c_str(), 0755);
    setenv("WGX_CXX", cxx.c_str(), 1);
    setenv("WGX_CACHE_DIR", (dir_ + "/cache").c_str(), 1);
  }
  ~HeldCompiler() {
    release();
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  void release() const { std::ofstream(go_) << ""; }
  // How many times the compiler has been started.
  int started() const {
    std::ifstream in(dir_ + "/started");
    int n = 0;
    for (std::string line; std::getline(in, line);) n++;
    return n;
  }
  // The kernels sealed into the cache.
  int cached_kernels() const {
    int n = 0;
    std::error_code ec;
    for (const auto& f : fs::directory_iterator(dir_ + "/cache", ec))
      if (f.path().extension() == ".so" && f.path().stem().string().find('.') == std::string::npos) n++;
    return n;
  }

 private:
  std::string dir_, go_;
};

std::shared_ptr<const ir::Module> module_of(const std::string& wgsl) {
  Lowered l = lower_text(wgsl);
  EXPECT_TRUE(l.ir.module) << l.ir.error;
  return std::move(l.ir.module);
}

// Each invocation runs a linear congruential generator `steps` times from its global id; every
// invocation also counts itself in `count` (an order-free atomic: the kernel accumulates it per worker).
std::string lcg_shader(uint32_t steps) {
  return "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
         "@group(0) @binding(1) var<storage, read_write> count: atomic<u32>;\n"
         "@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
         "  var x = g.x;\n"
         "  for (var i = 0u; i < " +
         std::to_string(steps) +
         "u; i++) { x = x * 1664525u + 1013904223u; }\n"
         "  out[g.x] = x;\n"
         "  atomicAdd(&count, 1u);\n"
         "}\n";
}

std::vector<uint32_t> lcg_expected(uint32_t invocations, uint32_t steps) {
  std::vector<uint32_t> want(invocations);
  for (uint32_t i = 0; i < invocations; i++) {
    uint32_t x = i;
    for (uint32_t s = 0; s < steps; s++) x = x * 1664525u + 1013904223u;
    want[i] = x;
  }
  return want;
}

struct LcgRun {
  std::vector<uint32_t> out;
  uint32_t count = 0;
  program::RunResult result;
};

LcgRun run_lcg(const program::Executable& e, uint32_t workgroups, const program::DeviceSettings& settings) {
  LcgRun r;
  r.out.assign(size_t{workgroups} * 64, 0);
  std::vector<exec::BufferBinding> b = {{0, 0, reinterpret_cast<uint8_t*>(r.out.data()), r.out.size() * 4},
                                        {0, 1, reinterpret_cast<uint8_t*>(&r.count), 4}};
  const uint32_t dispatch[3] = {workgroups, 1, 1};
  r.result = program::run(e, b, dispatch, settings);
  return r;
}

// The first dispatch's right bytes come while the compiler has not even started; once the build
// lands the executable runs compiled, and the kernel is in the disk cache for the next process.
TEST(Tiering, FirstResultComesBeforeTheBuildAndLaterDispatchesRunCompiled) {
  HeldCompiler compiler;
  auto module = module_of(lcg_shader(5));
  program::DeviceSettings settings;
  std::string error;
  auto e = program::Executable::build(module, exec::Backend::Auto, settings, &error);
  ASSERT_TRUE(e) << error;
  EXPECT_TRUE(e->building());
  EXPECT_FALSE(e->compiled());
  LcgRun first = run_lcg(*e, 4, settings);
  ASSERT_TRUE(first.result.ok()) << first.result.message;
  EXPECT_EQ(first.out, lcg_expected(4 * 64, 5));
  EXPECT_EQ(first.count, 4u * 64);
  EXPECT_TRUE(e->building());  // the compiler is still held: the result came from the interpreter
  compiler.release();
  ASSERT_TRUE(e->finish_build(settings, std::chrono::steady_clock::now() + std::chrono::seconds(120)));
  EXPECT_TRUE(e->compiled());
  EXPECT_EQ(e->fallback_reason(), "");
  EXPECT_EQ(compiler.cached_kernels(), 1);
  program::TieredCounts before = program::tiered_counts();
  LcgRun later = run_lcg(*e, 4, settings);
  ASSERT_TRUE(later.result.ok()) << later.result.message;
  EXPECT_EQ(later.out, first.out);
  EXPECT_EQ(later.count, first.count);
  program::TieredCounts after = program::tiered_counts();
  EXPECT_EQ(after.interpreted, before.interpreted);  // not a tiered dispatch any more: the kernel's
  EXPECT_EQ(after.compiled, before.compiled);
}

// A build that lands while a dispatch runs takes over the workgroups not yet claimed; the bytes are
// the interpreter's (the generator's values and the exact count of the order-free atomic).
TEST(Tiering, ADispatchSwitchesToTheKernelMidWayWithTheSameBytes) {
  HeldCompiler compiler;
  constexpr uint32_t kSteps = 64, kWorkgroups = 16384;  // far past the time limit on the interpreter alone
  auto module = module_of(lcg_shader(kSteps));
  program::DeviceSettings settings;
  settings.threads = 2;
  settings.max_seconds = 60;
  std::string error;
  auto e = program::Executable::build(module, exec::Backend::Auto, settings, &error);
  ASSERT_TRUE(e) << error;
  ASSERT_TRUE(e->building());
  program::TieredCounts before = program::tiered_counts();
  // Lets the compiler go once the dispatch is under way on the interpreter (whose workers, seeing
  // how much is left, then wait for the kernel).
  std::atomic<bool> stop{false};
  std::thread releaser([&] {
    while (!stop && program::tiered_counts().interpreted < before.interpreted + 1)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    compiler.release();
  });
  LcgRun r = run_lcg(*e, kWorkgroups, settings);
  stop = true;
  releaser.join();
  ASSERT_TRUE(r.result.ok()) << r.result.message;
  program::TieredCounts after = program::tiered_counts();
  EXPECT_GE(after.interpreted - before.interpreted, 1u);
  EXPECT_GT(after.compiled - before.compiled, 0u);
  EXPECT_EQ(after.interpreted - before.interpreted + after.compiled - before.compiled, kWorkgroups);
  EXPECT_EQ(r.out, lcg_expected(kWorkgroups * 64, kSteps));
  EXPECT_EQ(r.count, kWorkgroups * 64);
  EXPECT_TRUE(e->compiled());
}

// Waiting for the build is not running: a dispatch whose workers wait for a build longer than its
// time limit still gets the limit's whole time afterwards, as it would with the build done first.
TEST(Tiering, WaitingForTheBuildDoesNotCountAgainstTheTimeLimit) {
  HeldCompiler compiler;
  constexpr uint32_t kSteps = 64, kWorkgroups = 16384;
  auto module = module_of(lcg_shader(kSteps + 1));
  program::DeviceSettings settings;
  settings.max_seconds = 1;
  std::string error;
  auto e = program::Executable::build(module, exec::Backend::Auto, settings, &error);
  ASSERT_TRUE(e) << error;
  std::thread releaser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    compiler.release();
  });
  LcgRun r = run_lcg(*e, kWorkgroups, settings);
  releaser.join();
  ASSERT_TRUE(r.result.ok()) << r.result.message;
  EXPECT_EQ(r.out, lcg_expected(kWorkgroups * 64, kSteps + 1));
  EXPECT_EQ(r.count, kWorkgroups * 64);
}

// Builds of the same kernel text share one build, and no more than max_concurrent_builds() run
// at once: the rest wait for a free builder.
TEST(Tiering, BuildsAreSharedAndBounded) {
  HeldCompiler compiler;
  program::DeviceSettings settings;
  std::string error;
  std::vector<std::shared_ptr<const program::Executable>> executables;
  for (uint32_t steps : {11u, 12u, 13u, 14u, 11u}) {  // four kernels, one of them twice
    executables.push_back(
        program::Executable::build(module_of(lcg_shader(steps)), exec::Backend::Auto, settings, &error));
    ASSERT_TRUE(executables.back()) << error;
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // time enough for builders to start
  EXPECT_LE(compiler.started(), static_cast<int>(program::max_concurrent_builds()));
  compiler.release();
  for (const auto& e : executables) {
    ASSERT_TRUE(e->finish_build(settings, std::chrono::steady_clock::now() + std::chrono::seconds(120)));
    EXPECT_TRUE(e->compiled()) << e->fallback_reason();
  }
  EXPECT_EQ(compiler.started(), 4);
  EXPECT_EQ(compiler.cached_kernels(), 4);
}

// An explicit Compiled build still waits for the compiler; a failed background build is told to
// the warning callback once, in build()'s words, and the dispatches keep their bytes.
TEST(Tiering, CompiledWaitsAndAFailedBuildIsToldOnce) {
  HeldCompiler compiler;
  compiler.release();
  program::DeviceSettings settings;
  std::string error;
  auto compiled = program::Executable::build(module_of(lcg_shader(3)), exec::Backend::Compiled, settings, &error);
  ASSERT_TRUE(compiled) << error;
  EXPECT_TRUE(compiled->compiled());
  EXPECT_FALSE(compiled->building());

  setenv("WGX_CXX", "false", 1);  // a compiler that fails every build
  std::vector<std::string> warnings;
  settings.on_warning = [&](const std::string& w) { warnings.push_back(w); };
  auto e = program::Executable::build(module_of(lcg_shader(7)), exec::Backend::Auto, settings, &error);
  ASSERT_TRUE(e) << error;
  ASSERT_TRUE(e->finish_build(settings, std::chrono::steady_clock::now() + std::chrono::seconds(120)));
  EXPECT_FALSE(e->compiled());
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0], e->fallback_reason());
  EXPECT_TRUE(warnings[0].starts_with("using the interpreter: the C++ compiler")) << warnings[0];
  for (int i = 0; i < 2; i++) {
    LcgRun r = run_lcg(*e, 2, settings);
    ASSERT_TRUE(r.result.ok()) << r.result.message;
    EXPECT_EQ(r.out, lcg_expected(2 * 64, 7));
  }
  EXPECT_EQ(warnings.size(), 1u);
}

}  // namespace
}  // namespace wgx
