// Execution goldens: each tests/golden/exec/X.job.json (the Dawn oracle's job format) runs through
// wgx (lower + CPU executor) and every binding's bytes must equal Dawn's (X.dawn.json, recorded by
// tools/record_dawn.py). Jobs with "wgx_ulp": N compare 32-bit words as floats within N ULP
// (transcendental builtins are not correctly rounded on either side); "wgx_abs": E also accepts
// floats within E (llvmpipe's asin/acos are accurate to about 2e-4 only). X.expected.json, where
// present, replaces Dawn's output and says why (a case Dawn on llvmpipe gets wrong, or one no oracle
// here can run, such as subgroups); its bindings give "hex" bytes or readable words ("u32": [...],
// "i32", "f32"). "wgx_subgroup_size": N runs the job with that subgroup size; "wgx_backends":
// ["interp"] names the executors that run the job (default: both), with "wgx_backends_why".
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "api/shader_module.h"
#include "exec/executor.h"
#include "ir/lower.h"

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

// The words of one initializer or expectation {"u32": [...]} / {"i32": ...} / {"f32": ...}.
uint32_t word_of(const std::string& kind, const json& v) {
  if (kind == "f32") return std::bit_cast<uint32_t>(v.get<float>());
  if (kind == "i32") return static_cast<uint32_t>(v.get<int32_t>());
  return v.get<uint32_t>();
}

// The Dawn oracle's initialBytes().
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
  for (auto& [kind, values] : init.items()) {
    for (size_t i = 0; i < values.size() && i < words; i++) {
      uint32_t w = word_of(kind, values[i]);
      std::memcpy(bytes.data() + 4 * i, &w, 4);
    }
  }
  return bytes;
}

std::vector<uint8_t> from_hex(const std::string& h) {
  std::vector<uint8_t> out(h.size() / 2);
  for (size_t i = 0; i < out.size(); i++) out[i] = static_cast<uint8_t>(std::stoi(h.substr(2 * i, 2), nullptr, 16));
  return out;
}

// An expected binding's bytes: "hex", or words of one kind.
std::vector<uint8_t> expected_bytes(const json& b) {
  if (b.contains("hex")) return from_hex(b["hex"].get<std::string>());
  for (const char* kind : {"u32", "i32", "f32"})
    if (b.contains(kind)) {
      std::vector<uint8_t> bytes;
      for (const json& v : b[kind]) {
        uint32_t w = word_of(kind, v);
        bytes.insert(bytes.end(), reinterpret_cast<uint8_t*>(&w), reinterpret_cast<uint8_t*>(&w) + 4);
      }
      return bytes;
    }
  return {};
}

// Distance in units in the last place, with +0 and -0 equal (WGSL lets an implementation ignore
// the sign of zero; Dawn on llvmpipe folds -x * 0.0 to +0).
int64_t ulp_distance(uint32_t a, uint32_t b) {
  auto key = [](uint32_t w) {
    return (w & 0x80000000u) ? -static_cast<int64_t>(w & 0x7fffffffu) : static_cast<int64_t>(w);
  };
  return std::llabs(key(a) - key(b));
}

// Every job runs through both executors: the interpreter and the compiled backend.
class ExecGolden : public testing::TestWithParam<std::tuple<std::string, exec::Backend>> {};

TEST_P(ExecGolden, MatchesDawn) {
  fs::path job_path = std::get<0>(GetParam());
  std::string stem = job_path.string().substr(0, job_path.string().size() - 9);
  // X.expected.json overrides Dawn where Dawn on llvmpipe is wrong (it says why inside).
  fs::path dawn_path = fs::exists(stem + ".expected.json") ? stem + ".expected.json" : stem + ".dawn.json";
  ASSERT_TRUE(fs::exists(dawn_path)) << "no recorded Dawn output; run tools/record_dawn.py";
  json job = json::parse(read(job_path));
  exec::Backend backend = std::get<1>(GetParam());
  std::string backend_name = backend == exec::Backend::Compiled ? "compiled" : "interp";
  std::vector<std::string> backends = job.value("wgx_backends", std::vector<std::string>{"interp", "compiled"});
  if (std::find(backends.begin(), backends.end(), backend_name) == backends.end())
    GTEST_SKIP() << job.value("wgx_backends_why", "not run by this executor");
  json dawn = json::parse(read(dawn_path));
  fs::path shader = job_path.parent_path() / job["shader"].get<std::string>();
  SourceFile file(shader.string(), read(shader));
  DiagnosticList diags;
  CompiledModule module = compile_module(file, diags);
  ASSERT_TRUE(module.ok) << shader;
  ir::LowerOptions lo;
  lo.entry_point = job.value("entry", "main");
  if (job.contains("constants"))
    for (auto& [k, v] : job["constants"].items()) lo.constants[k] = v.get<double>();
  ir::LowerResult lowered = ir::lower(*module.ast, *module.info, file, lo);
  ASSERT_TRUE(lowered.module) << lowered.error;
  std::vector<exec::BufferBinding> buffers;
  std::deque<std::vector<uint8_t>> contents;
  for (const json& b : job["bindings"]) {
    contents.push_back(initial_bytes(b));
    buffers.push_back(
        {b["group"].get<int64_t>(), b["binding"].get<int64_t>(), contents.back().data(), contents.back().size()});
  }
  exec::ExecOptions eo;
  for (int i = 0; i < 3; i++) eo.dispatch[i] = job["dispatch"][i].get<uint32_t>();
  eo.threads = 2;
  eo.backend = backend;
  eo.subgroup_size = job.value("wgx_subgroup_size", eo.subgroup_size);
  std::string error = exec::execute(*lowered.module, buffers, eo);
  ASSERT_EQ(error, "");
  int64_t ulp = job.value("wgx_ulp", 0);
  double abs_tol = job.value("wgx_abs", 0.0);
  for (const json& d : dawn["bindings"]) {
    const exec::BufferBinding* mine = nullptr;
    for (const auto& b : buffers)
      if (b.group == d["group"].get<int64_t>() && b.binding == d["binding"].get<int64_t>()) mine = &b;
    ASSERT_NE(mine, nullptr);
    std::vector<uint8_t> want = expected_bytes(d);
    ASSERT_EQ(want.size(), mine->size);
    for (size_t i = 0; i + 4 <= want.size(); i += 4) {
      uint32_t a, b;
      std::memcpy(&a, want.data() + i, 4);
      std::memcpy(&b, mine->data + i, 4);
      if (a == b) continue;
      if (abs_tol > 0 && std::fabs(std::bit_cast<float>(a) - std::bit_cast<float>(b)) <= abs_tol) continue;
      EXPECT_LE(ulp_distance(a, b), ulp) << "binding " << d["binding"] << " word " << i / 4 << ": Dawn 0x" << std::hex
                                         << a << " (" << std::bit_cast<float>(a) << "), wgx 0x" << b << " ("
                                         << std::bit_cast<float>(b) << ")" << std::dec;
    }
  }
}

std::vector<std::string> jobs() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(fs::path(WGX_SOURCE_DIR) / "tests/golden/exec"))
    if (e.path().string().ends_with(".job.json")) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string test_name(const testing::TestParamInfo<std::tuple<std::string, exec::Backend>>& info) {
  std::string n = fs::path(std::get<0>(info.param)).filename().string();
  n = n.substr(0, n.size() - 9) + (std::get<1>(info.param) == exec::Backend::Compiled ? "_compiled" : "_interp");
  for (char& c : n)
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Dawn, ExecGolden,
                         testing::Combine(testing::ValuesIn(jobs()),
                                          testing::Values(exec::Backend::Interpreter, exec::Backend::Compiled)),
                         test_name);

}  // namespace
}  // namespace wgx
