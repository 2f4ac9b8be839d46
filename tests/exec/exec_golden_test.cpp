// Execution goldens: each tests/golden/exec/X.job.json (the Dawn oracle's job format) runs through
// wgx (lower + CPU executor) and every binding's bytes must agree with Dawn's (X.dawn.json, recorded
// by tools/record_dawn.py) under the rules of exec/output_compare.h. X.expected.json, where
// present, replaces Dawn's output and says why (a case Dawn on llvmpipe gets wrong, or one no oracle
// here can run, such as subgroups); its bindings give "hex" bytes or readable words ("u32": [...],
// "i32", "f32", or halves "f16"). "wgx_subgroup_size": N runs the job with that subgroup size; "wgx_backends":
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
#include "program/executable.h"
#include "exec/executor.h"
#include "exec/output_compare.h"
#include "ir/lower.h"
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
  sema::OverrideValues constants;
  if (job.contains("constants"))
    for (auto& [k, v] : job["constants"].items()) constants[k] = v.get<double>();
  std::unique_ptr<sema::ModuleInfo> values = sema::resolve(*module.ast, file, diags, &constants);
  ir::LowerResult lowered = ir::lower(*module.ast, *values, file, lo);
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
  std::string error = program::run_once(*lowered.module, buffers, eo);
  ASSERT_EQ(error, "");
  exec_compare::Outputs mine;
  for (const auto& b : buffers) mine[{b.group, b.binding}] = std::vector<uint8_t>(b.data, b.data + b.size);
  for (const auto& d :
       exec_compare::compare_outputs(exec_compare::outputs_from_json(dawn), mine, exec_compare::job_tolerance(job)))
    ADD_FAILURE() << exec_compare::describe(d, "Dawn", "wgx");
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
