// The CUDA backend's tests. Code generation (no GPU needed, NVRTC only): every kernel of the
// execution corpus (tests/golden/exec/*.job.json) and every entry point of the benchmark kernels
// (bench/kernels/*.wgsl) is written as CUDA C++ and compiled by NVRTC for sm_90 (and each
// benchmark entry point's cubin is the same with and without NVRTC's --minimal), and so is every
// kernel of the texture corpus (tests/golden/exec_textures) and the texture benchmarks
// (bench/texture_kernels) but the four the backend refuses by name; an NVRTC error fails. Execution (a GPU needed):
// every corpus kernel runs on the GPU and its bindings must agree with the recorded expectation under the goldens'
// rules (tests/exec/output_compare.h), as the CPU executors do in tests/exec/exec_golden_test.cpp. Where NVRTC or a GPU
// is missing the tests are skipped, saying why.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "api/shader_module.h"
#include "cuda/cuda_api.h"
#include "cuda/cuda_emitter.h"
#include "exec/output_compare.h"
#include "ir/lower.h"
#include "program/executable.h"
#include "sema/resolver.h"

namespace wgx {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A shader's entry point lowered as the executors take it; null with `error` set.
std::shared_ptr<const ir::Module> lower(const fs::path& shader, const std::string& entry, const json& constants,
                                        std::string* error) {
  static std::deque<SourceFile> files;  // the modules' messages point into their files
  files.emplace_back(shader.string(), read(shader));
  const SourceFile& file = files.back();
  DiagnosticList diags;
  CompiledModule module = compile_module(file, diags);
  if (!module.ok) return *error = "does not compile", nullptr;
  sema::OverrideValues values;
  for (auto& [k, v] : constants.items()) values[k] = v.get<double>();
  std::unique_ptr<sema::ModuleInfo> info = sema::resolve(*module.ast, file, diags, &values);
  ir::LowerOptions lo;
  lo.entry_point = entry;
  ir::LowerResult lowered = ir::lower(*module.ast, *info, file, lo);
  if (!lowered.module) return *error = lowered.error, nullptr;
  return std::shared_ptr<const ir::Module>(std::move(lowered.module));
}

// Emits and compiles; fails on an NVRTC error, skips (naming the construct) a refused kernel.
// Whether this build hands the kernel `name` to NVRTC. The sanitizer build writes every kernel
// (the emitter is what AddressSanitizer checks) but compiles one in eight: NVRTC is the same
// closed library in both builds, the release build compiles all of them, and under the sanitizer's
// allocator NVRTC took four times as long (six minutes of the sanitizer run for the corpus).
bool nvrtc_compiles(const std::string& name) {
#ifdef WGX_SANITIZED_BUILD
  return std::hash<std::string>{}(name) % 8 == 0;
#else
  (void)name;
  return true;
#endif
}

void expect_compiles(const ir::Module& m, const std::string& name) {
  std::string why;
  if (!cuda::nvrtc(&why)) GTEST_SKIP() << "NVRTC is not available: " << why;
  cuda::EmittedCuda e = cuda::emit_cuda(m);
  ASSERT_TRUE(e.unsupported.empty()) << "refused: " << e.unsupported;
  ASSERT_FALSE(e.source.empty());
  if (!nvrtc_compiles(name)) return;
  std::string log;
  std::string ptx = cuda::compile_cuda(e.source, "compute_90", &log);
  EXPECT_FALSE(ptx.empty()) << "NVRTC:\n" << log;
}

// The source tree: $WGX_SOURCE_DIR where set (a copy of the tree beside a binary built
// elsewhere), else the one this test was built from.
fs::path source_dir() {
  const char* env = std::getenv("WGX_SOURCE_DIR");
  return env && *env ? fs::path(env) : fs::path(WGX_SOURCE_DIR);
}

std::vector<std::string> files_in(const char* folder, const char* suffix) {
  std::vector<std::string> out;
  fs::path dir = source_dir() / folder;
  if (!fs::exists(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().string().ends_with(suffix)) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string param_name(const std::string& path, size_t suffix) {
  std::string n = fs::path(path).filename().string();
  n = n.substr(0, n.size() - suffix);
  for (char& c : n)
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

// --- the execution corpus ------------------------------------------------------------------

class CudaCorpus : public testing::TestWithParam<std::string> {
 protected:
  json job() const { return json::parse(read(GetParam())); }
  std::shared_ptr<const ir::Module> module(const json& j) const {
    std::string error;
    fs::path shader = fs::path(GetParam()).parent_path() / j["shader"].get<std::string>();
    auto m = lower(shader, j.value("entry", "main"), j.value("constants", json::object()), &error);
    EXPECT_TRUE(m) << shader << ": " << error;
    return m;
  }
};

TEST_P(CudaCorpus, CompilesWithNvrtc) {
  json j = job();
  auto m = module(j);
  if (m) expect_compiles(*m, fs::path(GetParam()).filename().string());
}

// The Dawn oracle's initialBytes() (as tests/exec/exec_golden_test.cpp reads a job).
std::vector<uint8_t> initial_bytes(const json& b) {
  std::vector<uint8_t> bytes(b["size"].get<size_t>(), 0);
  if (!b.contains("init") || b["init"].is_string()) return bytes;
  const json& init = b["init"];
  size_t words = bytes.size() / 4;
  if (init.contains("random")) {
    uint32_t x = init["random"].get<uint32_t>();
    if (!x) x = 1;
    for (size_t i = 0; i < words; i++) {
      x ^= x << 13, x ^= x >> 17, x ^= x << 5;
      std::memcpy(bytes.data() + 4 * i, &x, 4);
    }
    return bytes;
  }
  for (auto& [kind, values] : init.items())
    for (size_t i = 0; i < values.size() && i < words; i++) {
      uint32_t w = kind == "f32"   ? std::bit_cast<uint32_t>(values[i].get<float>())
                   : kind == "i32" ? static_cast<uint32_t>(values[i].get<int32_t>())
                                   : values[i].get<uint32_t>();
      std::memcpy(bytes.data() + 4 * i, &w, 4);
    }
  return bytes;
}

// Corpus cases whose recorded bytes the GPU cannot be held to, each with the reason (measured on
// an H100, docs/cuda.md): programs with a data race, where WGSL leaves the value to whichever
// store lands last (the CPU's lockstep order makes the highest lane win), and a NaN's bit pattern,
// which WGSL leaves open (x86 makes 0xffc00000, NVIDIA GPUs 0x7fffffff).
const char* known_difference(const std::string& name) {
  static const std::map<std::string, const char*> known = {
      {"robust_runtime", "a race: four invocations store to the same clamped last element"},
      {"zero_init_robust_nested", "a race: two invocations store to the same clamped grid[1][2]"},
      {"float_rem_div", "a NaN's bit pattern (x86 0xffc00000, NVIDIA 0x7fffffff)"},
  };
  auto it = known.find(name);
  return it == known.end() ? nullptr : it->second;
}

// Whether a GPU and NVRTC are here, found without opening the driver's context: so that, in a
// process of its own (ctest runs each test alone), a test's first build is the one that opens it,
// on another thread while NVRTC compiles (cuda::compile), and the corpus covers that path.
bool gpu_found(std::string* why) { return cuda::nvrtc(why) && cuda::find_gpu(why); }

TEST_P(CudaCorpus, RunsOnTheGpu) {
  std::string device;
  if (!gpu_found(&device)) GTEST_SKIP() << "no CUDA GPU here: " << device;
  json j = job();
  std::vector<std::string> backends = j.value("wgx_backends", std::vector<std::string>{"interp", "compiled"});
  if (std::find(backends.begin(), backends.end(), "compiled") == backends.end())
    GTEST_SKIP() << j.value("wgx_backends_why", "not run by the compiled backends");
  if (j.value("wgx_subgroup_size", 32u) != 32u) GTEST_SKIP() << "subgroup size other than 32 (warps are 32)";
  std::string stem = GetParam().substr(0, GetParam().size() - 9);
  if (const char* why = known_difference(fs::path(stem).filename().string()))
    GTEST_SKIP() << "its bytes are not the GPU's to match: " << why;
  fs::path want = fs::exists(stem + ".expected.json") ? stem + ".expected.json" : stem + ".dawn.json";
  auto m = module(j);
  if (!m) return;
  cuda::EmittedCuda e = cuda::emit_cuda(*m);
  if (!e.unsupported.empty()) GTEST_SKIP() << "refused by the CUDA backend: " << e.unsupported;
  std::vector<exec::BufferBinding> buffers;
  std::deque<std::vector<uint8_t>> contents;
  for (const json& b : j["bindings"]) {
    contents.push_back(initial_bytes(b));
    buffers.push_back(
        {b["group"].get<int64_t>(), b["binding"].get<int64_t>(), contents.back().data(), contents.back().size()});
  }
  program::DeviceSettings settings;
  std::string error;
  auto x = program::Executable::build(m, exec::Backend::Cuda, settings, &error);
  ASSERT_TRUE(x) << error;
  uint32_t dispatch[3];
  for (int i = 0; i < 3; i++) dispatch[i] = j["dispatch"][i].get<uint32_t>();
  program::RunResult r = program::run(*x, buffers, dispatch, settings);
  ASSERT_TRUE(r.ok()) << r.message;
  exec_compare::Outputs mine;
  for (const auto& b : buffers) mine[{b.group, b.binding}] = std::vector<uint8_t>(b.data, b.data + b.size);
  for (const auto& d : exec_compare::compare_outputs(exec_compare::outputs_from_json(json::parse(read(want))), mine,
                                                     exec_compare::job_tolerance(j)))
    ADD_FAILURE() << exec_compare::describe(d, "expected", "cuda");
}

INSTANTIATE_TEST_SUITE_P(Golden, CudaCorpus, testing::ValuesIn(files_in("tests/golden/exec", ".job.json")),
                         [](const testing::TestParamInfo<std::string>& i) { return param_name(i.param, 9); });

// The texture corpus: every kernel is written as CUDA C++ and compiled by NVRTC, except those
// whose sampling the CUDA emitter does not write yet (a depth comparison, a cube's faces: the
// CPU kernels run them through texel_rules.h's general filter) or takes log2f
// (textureSampleGrad), which the backend refuses naming the builtin: exactly the five listed.
// (tests/exec/texture_golden_test.cpp runs them on the GPU through a CUDA device.)
class CudaTextureCorpus : public testing::TestWithParam<std::string> {};

const char* refused_texture_case(const std::string& name) {
  static const std::map<std::string, const char*> refused = {
      {"gather", "the texture builtin textureGather of a cube texture"},
      {"sample_compare", "the texture builtin textureSampleCompareLevel"},
      {"sample_cube", "the texture builtin textureSampleLevel of a cube texture"},
      {"sample_cube_random", "the texture builtin textureSampleLevel of a cube texture"},
      {"sample_grad", "the texture builtin textureSampleGrad"},
  };
  auto it = refused.find(name);
  return it == refused.end() ? nullptr : it->second;
}

TEST_P(CudaTextureCorpus, CompilesWithNvrtc) {
  json j = json::parse(read(GetParam()));
  std::string error;
  fs::path shader = fs::path(GetParam()).parent_path() / j["shader"].get<std::string>();
  auto m = lower(shader, j.value("entry", "main"), j.value("constants", json::object()), &error);
  ASSERT_TRUE(m) << error;
  std::string name = fs::path(GetParam()).filename().string();
  cuda::EmittedCuda e = cuda::emit_cuda(*m);
  if (const char* why = refused_texture_case(name.substr(0, name.size() - 9))) {
    EXPECT_EQ(e.unsupported.rfind(why, 0), 0u) << e.unsupported;
    EXPECT_TRUE(e.source.empty());
    return;
  }
  ASSERT_TRUE(e.unsupported.empty()) << e.unsupported;
  EXPECT_NE(e.source.find("WGX_EXEC_TEXEL_RULES_H"), std::string::npos) << "the kernel lacks the texel rules";
  std::string why;
  if (!cuda::nvrtc(&why)) GTEST_SKIP() << "NVRTC is not available: " << why;
  if (!nvrtc_compiles(name)) return;
  std::string log;
  std::string ptx = cuda::compile_cuda(e.source, "compute_90", &log);
  EXPECT_FALSE(ptx.empty()) << "NVRTC:\n" << log;
}

// A storage texture's conversions are its declared format's, folded in as constants; a sampled
// texture's come from the bound view, with rgba8unorm's copy beside the general one.
TEST(CudaEmitter, StorageTextureLayoutIsTheDeclaredFormats) {
  std::string error;
  auto m = lower(source_dir() / "bench/texture_kernels/blur5_texture.wgsl", "main", json::object(), &error);
  ASSERT_TRUE(m) << error;
  cuda::EmittedCuda e = cuda::emit_cuda(*m);
  ASSERT_TRUE(e.unsupported.empty()) << e.unsupported;
  auto var = [&](const char* name) {
    for (size_t v = 0; v < m->vars.size(); v++)
      if (m->vars[v].name == name) return std::to_string(v);
    return std::string("?");
  };
  std::string dst = var("dst"), src = var("src");
  // rgba8unorm: TexelEncoding::Unorm (1), 4 components of 8 bits, 4 bytes.
  EXPECT_NE(e.source.find("const u32 TE" + dst + " = 1u, TC" + dst + " = 4u, TB" + dst + " = 8u, TY" + dst + " = 4u;"),
            std::string::npos);
  EXPECT_NE(e.source.find("const u32 TE" + src + " = c.b->tex[" + src + "].encoding"), std::string::npos);
  EXPECT_NE(e.source.find("wgx_texel_decode_any("), std::string::npos);
  EXPECT_NE(e.source.find("wgx_texel_encode(TE" + dst + ", TC" + dst + ", TB" + dst), std::string::npos);
}

// The texture benchmark kernels (bench/texture_kernels): compiled by NVRTC.
class CudaTextureBench : public testing::TestWithParam<std::string> {};

TEST_P(CudaTextureBench, CompilesWithNvrtc) {
  fs::path shader = GetParam();
  std::string error;
  auto m = lower(shader, "main", json::object(), &error);
  ASSERT_TRUE(m) << error;
  expect_compiles(*m, shader.filename().string());
}

INSTANTIATE_TEST_SUITE_P(TextureBench, CudaTextureBench, testing::ValuesIn(files_in("bench/texture_kernels", ".wgsl")),
                         [](const testing::TestParamInfo<std::string>& i) { return param_name(i.param, 5); });

TEST(CudaTextureBenchKernels, AreInTheRepository) { EXPECT_EQ(files_in("bench/texture_kernels", ".wgsl").size(), 2u); }

INSTANTIATE_TEST_SUITE_P(Textures, CudaTextureCorpus,
                         testing::ValuesIn(files_in("tests/golden/exec_textures", ".job.json")),
                         [](const testing::TestParamInfo<std::string>& i) { return param_name(i.param, 9); });

// A loop's state in function variables read and written whole at constant offsets is written as
// locals (registers), not lane memory; an array indexed at run time stays in lane memory. The
// corpus on the GPU (RunsOnTheGpu) checks that both give the recorded bytes.
TEST(CudaEmitter, LaneVariablesAtConstantOffsetsAreRegisters) {
  fs::path dir = fs::temp_directory_path() / ("wgx_cuda_regvars_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  auto emit = [&](const std::string& name, const std::string& code) {
    fs::path shader = dir / name;
    std::ofstream(shader) << code;
    std::string error;
    auto m = lower(shader, "main", json::object(), &error);
    EXPECT_TRUE(m) << error;
    return m ? cuda::emit_cuda(*m).source : std::string();
  };
  std::string loop = emit("loop.wgsl", R"(
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3u) {
  var acc = vec2f(0.0, 1.0);
  var n = 0u;
  loop { if (n >= g.x) { break; } acc = acc * 1.5 + vec2f(1.0); n++; }
  out[g.x] = bitcast<u32>(acc.x) ^ n;
}
)");
  EXPECT_EQ(loop.find("u32 lm["), std::string::npos) << loop;
  EXPECT_NE(loop.find("c.lm = 0;"), std::string::npos);
  std::string indexed = emit("indexed.wgsl", R"(
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3u) {
  var a = array<u32, 4>(1u, 2u, 3u, 4u);
  var n = 0u;
  loop { if (n >= 4u) { break; } a[(g.x + n) % 4u] += n; n++; }
  out[g.x] = a[g.x % 4u] + n;
}
)");
  EXPECT_NE(indexed.find("u32 lm["), std::string::npos) << indexed;
  fs::remove_all(dir);
}

// Where the backend cannot run, building for it fails and says why (no driver, no GPU, no NVRTC).
TEST(CudaBackend, SaysWhyItIsUnavailable) {
  bool available = false;
  std::string device = program::cuda_device(&available);
  EXPECT_FALSE(device.empty());
  if (available) GTEST_SKIP() << "a GPU is here: " << device;
  std::string error;
  auto m = lower(source_dir() / "bench/kernels/saxpy.wgsl", "main", json::object(), &error);
  ASSERT_TRUE(m) << error;
  auto x = program::Executable::build(m, exec::Backend::Cuda, program::DeviceSettings{}, &error);
  EXPECT_FALSE(x);
  EXPECT_EQ(error, "the CUDA backend cannot run this module: " + device);
}

// Finding the GPU (what NVRTC needs) and opening it (its context) fail alike where there is none,
// with the same reason; where there is one, the first build opens the context (on another thread
// while NVRTC compiles) and the architecture it compiled for is the opened GPU's.
TEST(CudaBackend, FindsTheGpuAsOpeningItDoes) {
  std::string found_why, open_why;
  const cuda::Gpu* found = cuda::find_gpu(&found_why);
  if (!found) {
    EXPECT_FALSE(found_why.empty());
    EXPECT_EQ(cuda::gpu(&open_why), nullptr);
    EXPECT_EQ(open_why, found_why);
    EXPECT_FALSE(cuda::gpu_context_open());
    return;
  }
  std::string nvrtc_why;
  if (!cuda::nvrtc(&nvrtc_why)) GTEST_SKIP() << "NVRTC is not available: " << nvrtc_why;
  bool opened_before = cuda::gpu_context_open();
  std::string error;
  auto m = lower(source_dir() / "bench/kernels/saxpy.wgsl", "main", json::object(), &error);
  ASSERT_TRUE(m) << error;
  auto x = program::Executable::build(m, exec::Backend::Cuda, program::DeviceSettings{}, &error);
  ASSERT_TRUE(x) << error;
  EXPECT_TRUE(cuda::gpu_context_open());
  const cuda::Gpu* g = cuda::gpu(&open_why);
  ASSERT_EQ(g, found) << open_why;
  EXPECT_NE(g->context, nullptr);
  if (opened_before) GTEST_SKIP() << "the context was open before the build (run the test alone to cover the overlap)";
}

// The watchdog on the GPU: an endless loop is stopped by the step budget, and by the dispatch's
// deadline (the host raises the flag the loops read), each with the CPU executors' message.
class CudaWatchdog : public testing::Test {
 protected:
  void SetUp() override {
    bool available = false;
    std::string device = program::cuda_device(&available);
    if (!available) GTEST_SKIP() << "no CUDA GPU here: " << device;
    fs::path shader = fs::path(testing::TempDir()) / "wgx_cuda_endless.wgsl";
    std::ofstream(shader) << "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
                             "@compute @workgroup_size(32) fn main(@builtin(global_invocation_id) g: vec3u) {\n"
                             "  var i = 0u;\n"
                             "  loop { if (out[0] == 12345u) { break; } i += 1u; out[g.x + 1u] = i; }\n"
                             "}\n";
    std::string error;
    module_ = lower(shader, "main", json::object(), &error);
    ASSERT_TRUE(module_) << error;
  }
  program::RunResult run(const program::DeviceSettings& settings) {
    std::string error;
    auto x = program::Executable::build(module_, exec::Backend::Cuda, settings, &error);
    EXPECT_TRUE(x) << error;
    if (!x) return {};
    std::vector<uint8_t> bytes(4096, 0);
    std::vector<exec::BufferBinding> buffers = {{0, 0, bytes.data(), bytes.size()}};
    const uint32_t dispatch[3] = {4, 1, 1};
    return program::run(*x, buffers, dispatch, settings);
  }
  std::shared_ptr<const ir::Module> module_;
};

TEST_F(CudaWatchdog, StepBudgetStopsAnEndlessLoop) {
  program::DeviceSettings settings;
  settings.max_steps = 100000;
  program::RunResult r = run(settings);
  EXPECT_EQ(r.status, program::Status::Failed);
  EXPECT_NE(r.message.find("step budget of 100000 exceeded in workgroup"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("the loop at 4:3 did not finish"), std::string::npos) << r.message;
}

TEST_F(CudaWatchdog, DeadlineStopsAnEndlessLoop) {
  program::DeviceSettings settings;
  settings.max_steps = ~uint64_t{0};
  settings.max_seconds = 0.5;
  auto start = std::chrono::steady_clock::now();
  program::RunResult r = run(settings);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.status, program::Status::Failed);
  EXPECT_NE(r.message.find("the dispatch did not finish in 0.5 s"), std::string::npos) << r.message;
  EXPECT_LT(seconds, 30);
}

// --- the benchmark kernels -----------------------------------------------------------------

// Each entry point the BENCH header names ("entry": "main" or a list). Read by hand: std::regex
// under GCC 12's -O1 sanitizer build trips -Wmaybe-uninitialized inside libstdc++.
std::vector<std::string> bench_entries(const std::string& source) {
  size_t at = source.find("\"entry\":");
  if (at == std::string::npos) return {"main"};
  at = source.find_first_not_of(" \t\n", at + 8);
  if (at == std::string::npos) return {"main"};
  size_t end = source[at] == '[' ? source.find(']', at) : source.find('"', at + 1);
  if (end == std::string::npos) return {"main"};
  std::vector<std::string> out;
  for (size_t q = source.find('"', at); q != std::string::npos && q < end + 1; q = source.find('"', q + 1)) {
    size_t close = source.find('"', q + 1);
    if (close == std::string::npos || close > end) break;
    out.push_back(source.substr(q + 1, close - q - 1));
    q = close;
  }
  return out.empty() ? std::vector<std::string>{"main"} : out;
}

class CudaBench : public testing::TestWithParam<std::string> {};

TEST_P(CudaBench, CompilesWithNvrtc) {
  fs::path shader = GetParam();
  for (const std::string& entry : bench_entries(read(shader))) {
    SCOPED_TRACE(entry);
    std::string error;
    auto m = lower(shader, entry, json::object(), &error);
    ASSERT_TRUE(m) << error;
    expect_compiles(*m, shader.filename().string() + ":" + entry);
  }
}

// NVRTC's --minimal (the backend's option, docs/cuda.md "The first dispatch") only drops
// declarations no kernel uses: each entry point's cubin for sm_90 (ptxas included) must be the
// same bytes with and without it, so the option saves NVRTC time and changes no result.
TEST_P(CudaBench, MinimalGivesTheSameCubin) {
  std::string why;
  if (!cuda::nvrtc(&why)) GTEST_SKIP() << "NVRTC is not available: " << why;
  fs::path shader = GetParam();
  if (!nvrtc_compiles(shader.filename().string())) return;
  for (const std::string& entry : bench_entries(read(shader))) {
    SCOPED_TRACE(entry);
    std::string error, log;
    auto m = lower(shader, entry, json::object(), &error);
    ASSERT_TRUE(m) << error;
    cuda::EmittedCuda e = cuda::emit_cuda(*m);
    ASSERT_TRUE(e.unsupported.empty()) << e.unsupported;
    std::string minimal = cuda::compile_cuda_with(e.source, "sm_90", cuda::nvrtc_options("sm_90", true), &log);
    ASSERT_FALSE(minimal.empty()) << "NVRTC:\n" << log;
    std::string full = cuda::compile_cuda_with(e.source, "sm_90", cuda::nvrtc_options("sm_90", false), &log);
    ASSERT_FALSE(full.empty()) << "NVRTC:\n" << log;
    EXPECT_TRUE(minimal == full) << "--minimal changed the cubin (" << minimal.size() << " against " << full.size()
                                 << " bytes)";
  }
}

INSTANTIATE_TEST_SUITE_P(Bench, CudaBench, testing::ValuesIn(files_in("bench/kernels", ".wgsl")),
                         [](const testing::TestParamInfo<std::string>& i) { return param_name(i.param, 5); });

TEST(CudaBenchKernels, AreInTheRepository) { EXPECT_EQ(files_in("bench/kernels", ".wgsl").size(), 9u); }

}  // namespace
}  // namespace wgx
