// Running a shader test script through the WebGPU-shaped API (include/wgx/gpu.h): one device per
// script; SHADER, BUFFER and PIPELINE create the API's objects, RUN encodes and submits a dispatch,
// EXPECT reads buffers back through a mapped staging buffer. So `wgx test` exercises exactly what
// a program using the API gets, errors included (each API error is reported with its message).
#pragma once

#include <string>
#include <vector>

#include "script/script.h"
#include "wgx/gpu.h"

namespace wgx::script {

struct RunnerOptions {
  gpu::ExecutionBackend backend = gpu::ExecutionBackend::Auto;
  unsigned threads = 0;    // 0: all cores
  uint64_t max_steps = 0;  // the watchdog's budget per workgroup; 0: the engine's default
  double max_seconds = 0;  // the time limit of each dispatch; 0: the engine's default (10 s)
};

struct ScriptResult {
  bool passed = true;
  // One entry per failed expectation or setup step: `path:line: what`, then indented detail lines.
  std::vector<std::string> failures{};
};

ScriptResult run_script(const Script& script, const RunnerOptions& options);

// Whether a sanitizer finding meets an EXPECT_RACE / EXPECT_OOB / EXPECT_NUMERICS line: its id
// names the kind ("sanitize." and "race"; "bounds" or "oob"; any other "sanitize." id is numerics), its
// locations are those of the line (a race's two accesses in either order, the finding at one and a
// note at the other), and its message contains the text.
bool finding_matches(const ExpectFinding& expect, const gpu::SanitizerFinding& finding);

// `12:5 sanitize.data-race: message (3 times)` plus a `note at 10:3: ...` line per note.
std::string describe_finding(const gpu::SanitizerFinding& finding);

// The part of the runner that meets findings: an expectation claims every pending finding it
// matches (one access pair may be reported for several kinds of access, a read and a write on one
// line) and fails when there is none; EXPECT_CLEAN and the end of the script want none pending.
class FindingLedger {
 public:
  void add(std::vector<gpu::SanitizerFinding> findings);
  // Empty when met, else the failure detail.
  std::string expect(const ExpectFinding& e);
  std::string expect_clean();
  const std::vector<gpu::SanitizerFinding>& pending() const { return pending_; }

 private:
  std::string list_pending() const;
  std::vector<gpu::SanitizerFinding> pending_;
};

}  // namespace wgx::script
