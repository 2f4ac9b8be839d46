// libFuzzer target for test scripts (`wgx test`): any input is parsed as a .wgxtest script under
// a small memory budget and, when it parses, run on the interpreter through the API with a tight
// watchdog and dispatch time limit. Its report must come out as valid JSON (bytes that are not
// UTF-8 replaced) and as text without a control character. A crash, a sanitizer report, an
// exception out of the runner or a report that breaks those rules is a bug; a failing script is
// not. The script's folder does not exist, so no SHADER ... FILE reads anything.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "base/printable.h"
#include "script/parser.h"
#include "script/runner.h"

namespace {

constexpr const char* kScriptPath = "/nonexistent-wgx-fuzz/fuzz.wgxtest";

bool has_control_character(const std::string& text) {
  for (char c : text)
    if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7f) return true;
  return false;
}

void check_report(const wgx::script::ScriptResult& result) {
  nlohmann::json report = {{"name", kScriptPath}, {"passed", result.passed}, {"failures", result.failures}};
  std::string dumped = report.dump(1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (!nlohmann::json::accept(dumped)) {
    std::cerr << "the JSON report does not parse back:\n" << dumped << "\n";
    std::abort();
  }
  for (const std::string& failure : result.failures) {
    if (has_control_character(wgx::printable_text(failure))) {
      std::cerr << "a control character survives printable_text in:\n" << failure << "\n";
      std::abort();
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  wgx::script::ScriptLimits limits{.max_memory = uint64_t{16} << 20};
  wgx::script::ParseError error;
  std::optional<wgx::script::Script> script = wgx::script::parse_script(kScriptPath, text, &error, limits);
  if (!script) {
    check_report({.passed = false, .failures = {error.message}});
    return 0;
  }
  wgx::script::RunnerOptions options{
      .backend = wgx::gpu::ExecutionBackend::Interpreter, .threads = 1, .max_steps = 100000, .max_seconds = 1};
  check_report(wgx::script::run_script(*script, options));
  return 0;
}
