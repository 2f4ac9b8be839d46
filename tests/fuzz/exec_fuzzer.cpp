// libFuzzer target past the checker: every input the checker accepts with a compute entry point
// is lowered to the IR, the IR must pass its validator (a checked module never makes a backend
// fail), and one workgroup runs on the interpreter over small zeroed buffers under a tight
// watchdog, then again from the same buffers with wgx's own sanitizer attached, whose run must
// leave the same buffers (it only watches). A crash, an address/UB sanitizer report, an invalid IR
// or a difference between the two runs is a bug; a run-time error is not.
// The compiled backend is left out (a C++ build per input); the generated-program differential
// (tools/backend_differential.py) compares it with the interpreter.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "api/pipeline_checks.h"
#include "api/shader_module.h"
#include "program/executable.h"
#include "exec/executor.h"
#include "ir/lower.h"
#include "sanitize/sanitizer.h"

namespace {

constexpr uint64_t kBufferBytes = 4096;         // the fixed part of each binding, at most
constexpr uint64_t kLaneMemoryBytes = 1 << 24;  // private memory of a workgroup the run allows

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  wgx::SourceFile file("fuzz.wgsl", std::string(reinterpret_cast<const char*>(data), size));
  wgx::DiagnosticList diags;
  wgx::CompiledModule module = wgx::compile_module(file, diags);
  if (!module.ok) return 0;
  std::shared_ptr<const wgx::sema::ModuleInfo> values;
  wgx::check_compute_pipelines(module, file, wgx::PipelineOptions{}, diags, &values);
  if (diags.has_errors()) return 0;
  wgx::ir::LowerResult lowered = wgx::ir::lower(*module.ast, *values, file, wgx::ir::LowerOptions{});
  if (!lowered.module) return 0;  // no compute entry point, or an unsupported construct named in .error
  std::string invalid = wgx::ir::validate(*lowered.module);
  if (!invalid.empty()) {
    std::fprintf(stderr, "lowering made an invalid module: %s\n", invalid.c_str());
    std::abort();
  }
  const wgx::ir::Module& m = *lowered.module;
  uint64_t lanes = uint64_t{m.workgroup_size[0]} * m.workgroup_size[1] * m.workgroup_size[2];
  if (uint64_t{m.lane_bytes} * lanes > kLaneMemoryBytes) return 0;
  std::vector<std::vector<uint8_t>> storage;
  std::vector<wgx::exec::BufferBinding> buffers;
  for (const wgx::ir::Variable& v : m.vars) {
    if (v.group < 0) continue;
    uint64_t bytes = std::min<uint64_t>(v.size, kBufferBytes) + (v.runtime_sized ? 64 : 0);
    if (bytes < v.size) return 0;  // a binding larger than the run allows
    storage.emplace_back(bytes, 0);
  }
  size_t k = 0;
  for (const wgx::ir::Variable& v : m.vars)
    if (v.group >= 0) buffers.push_back({v.group, v.binding, storage[k].data(), storage[k].size()}), k++;
  wgx::exec::ExecOptions options;
  options.threads = 1;
  options.max_steps = 200'000;
  options.backend = wgx::exec::Backend::Interpreter;
  std::vector<std::vector<uint8_t>> initial = storage;
  std::string plain = wgx::program::run_once(m, buffers, options);
  std::vector<std::vector<uint8_t>> after = storage;
  for (size_t i = 0; i < storage.size(); i++)  // in place: the views in `buffers` stay valid
    std::copy(initial[i].begin(), initial[i].end(), storage[i].begin());
  wgx::sanitize::Settings checks;
  checks.numerics = true;
  wgx::sanitize::Result sanitized = wgx::sanitize::run(m, buffers, options, checks);
  if (plain.empty() && sanitized.error.empty() && storage != after) {
    std::fprintf(stderr, "the sanitized run left other buffers than the plain one\n");
    std::abort();
  }
  return 0;
}
