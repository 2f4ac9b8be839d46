// `wgx test FILE...|DIR`: runs shader test scripts (src/script/, docs/test-scripts.md) and prints
// one line per script, `PASS path` or `FAIL path` with what failed, then `N passed, M failed`.
// Exit status 1 when any script failed, 2 for bad usage (no such file, no script in a folder).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "base/printable.h"
#include "cli/commands.h"
#include "script/parser.h"
#include "script/runner.h"

namespace wgx::cli {
namespace {

// Test scripts are `.wgxtest` files: the format is Amber's in shape, but with WGSL shaders and
// commands Amber lacks, so Amber itself could not run them and `.amber` would mislead.
constexpr const char* kScriptExtension = ".wgxtest";

struct TestOptions {
  std::vector<std::string> paths;
  std::string backend = "auto";
  unsigned threads = 0;
  uint64_t max_steps = 0;
  std::vector<std::string> filters;
  std::string format = "text";
  uint64_t max_memory_mib = script::ScriptLimits::kDefaultScriptMemory >> 20;
  std::vector<std::string> allow_read;  // folders SHADER ... FILE may read besides the script's
};

// The scripts named by `paths`, folders searched recursively, each folder's scripts sorted; false
// (with the reason) for a path that does not exist or a folder without scripts.
bool collect_scripts(const std::vector<std::string>& paths, std::vector<std::string>* out, std::string* error) {
  namespace fs = std::filesystem;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_regular_file(p, ec)) {
      out->push_back(p);
      continue;
    }
    if (!fs::is_directory(p, ec)) {
      *error = "no such file or folder: '" + p + "'";
      return false;
    }
    std::vector<std::string> found;
    for (fs::recursive_directory_iterator it(p, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_regular_file() && it->path().extension() == kScriptExtension) found.push_back(it->path().string());
    if (found.empty()) {
      *error = "no " + std::string(kScriptExtension) + " scripts in '" + p + "'";
      return false;
    }
    std::sort(found.begin(), found.end());
    out->insert(out->end(), found.begin(), found.end());
  }
  return true;
}

bool selected(const std::string& path, const std::vector<std::string>& filters) {
  if (filters.empty()) return true;
  return std::any_of(filters.begin(), filters.end(),
                     [&](const std::string& f) { return path.find(f) != std::string::npos; });
}

gpu::ExecutionBackend backend_of(const std::string& name) {
  if (name == "compiled") return gpu::ExecutionBackend::Compiled;
  if (name == "interp") return gpu::ExecutionBackend::Interpreter;
  if (name == "cuda") return gpu::ExecutionBackend::Cuda;
  return gpu::ExecutionBackend::Auto;
}

script::ScriptResult parse_and_run(const std::string& path, const script::ScriptLimits& limits,
                                   const script::RunnerOptions& options) {
  script::ParseError error;
  std::optional<script::Script> parsed = script::load_script(path, &error, limits);
  if (!parsed) {
    std::string where = error.line ? path + ":" + std::to_string(error.line) + ": " : path + ": ";
    return {.passed = false, .failures = {where + error.message}};
  }
  return script::run_script(*parsed, options);
}

// One script's result, whatever happens in it: running out of memory (the system refusing an
// allocation below the script's budget) or any other failure fails that script alone, so a
// folder's report always lists every script.
script::ScriptResult run_one(const std::string& path, const script::ScriptLimits& limits,
                             const script::RunnerOptions& options) {
  try {
    return parse_and_run(path, limits, options);
  } catch (const std::bad_alloc&) {
    return {.passed = false,
            .failures = {path + ": error: out of memory (wgx test --max-memory MIB sets a "
                                "script's budget below what the system gives)"}};
  } catch (const std::exception& e) {
    return {.passed = false, .failures = {path + ": internal error: " + e.what()}};
  }
}

// The text report's lines; input echoed in them (paths, names, shader lines) cannot reach the
// terminal as control sequences.
void print_text_result(const std::string& path, const script::ScriptResult& r) {
  std::cout << (r.passed ? "PASS " : "FAIL ") << printable_text(path) << '\n';
  for (const std::string& f : r.failures) std::cout << "  " << printable_text(f) << (f.ends_with('\n') ? "" : "\n");
  std::cout.flush();
}

int run_tests(const TestOptions& opt) {
  std::vector<std::string> scripts;
  std::string error;
  if (!collect_scripts(opt.paths, &scripts, &error)) {
    std::cerr << "wgx test: " << printable_text(error) << '\n';
    return 2;
  }
  script::RunnerOptions options{.backend = backend_of(opt.backend), .threads = opt.threads, .max_steps = opt.max_steps};
  script::ScriptLimits limits{.max_memory = opt.max_memory_mib << 20, .allowed_folders = opt.allow_read};
  size_t passed = 0, failed = 0;
  nlohmann::json results = nlohmann::json::array();
  for (const std::string& path : scripts) {
    if (!selected(path, opt.filters)) continue;
    script::ScriptResult r = run_one(path, limits, options);
    (r.passed ? passed : failed)++;
    if (opt.format == "json") {
      results.push_back({{"name", path}, {"passed", r.passed}, {"failures", r.failures}});
      continue;
    }
    print_text_result(path, r);
  }
  if (opt.format == "json") {
    nlohmann::json summary = {{"passed", passed}, {"failed", failed}, {"scripts", results}};
    // Paths and echoed script text need not be UTF-8: invalid bytes become U+FFFD, never a throw
    // that would lose the whole report.
    std::cout << summary.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  } else {
    std::cout << passed << " passed, " << failed << " failed\n";
  }
  return failed ? 1 : 0;
}

}  // namespace

void add_test_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<TestOptions>();
  CLI::App* cmd = app.add_subcommand("test", "Run shader test scripts (.wgxtest files, docs/test-scripts.md)");
  cmd->add_option("paths", opt->paths, "Scripts, or folders searched for *.wgxtest")->required();
  cmd->add_option("--backend", opt->backend,
                  "auto (default), compiled, interp, or cuda (the GPU: compute dispatches run there, buffers stay "
                  "in its memory)")
      ->check(CLI::IsMember({"auto", "compiled", "interp", "cuda"}));
  cmd->add_option("--threads", opt->threads, "Worker threads per dispatch (default: the cores this process may use)");
  cmd->add_option("--max-steps", opt->max_steps,
                  "Watchdog: steps one workgroup may take before its dispatch fails (default 100000000)");
  cmd->add_option("--filter", opt->filters, "Run only the scripts whose path contains this text; repeatable");
  cmd->add_option("--format", opt->format, "text (default) or json")->check(CLI::IsMember({"text", "json"}));
  cmd->add_option("--max-memory", opt->max_memory_mib,
                  "A script's memory budget in MiB: its buffers' bytes and 8 times its shaders' text (default 1024)")
      ->check(CLI::Range(uint64_t{1}, uint64_t{1} << 40));
  cmd->add_option("--allow-read", opt->allow_read,
                  "A folder SHADER ... FILE may read besides the script's own; repeatable");
  cmd->callback([opt, &exit_code] { exit_code = run_tests(*opt); });
}

}  // namespace wgx::cli
