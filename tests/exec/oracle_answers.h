// The oracles' answers recorded beside a golden job (tests/golden/exec_textures, tests/golden/render):
// NAME.dawn.json (Dawn's Vulkan backend on Mesa lavapipe, ../shared/oracles/dawn-run.mjs) and
// NAME.wgpu.json (wgpu + Naga on lavapipe through Deno, tools/record_wgpu.py). The golden tests
// compare wgx with each of them under the same rules. Every job has Dawn's answer; wgpu's is
// required too unless the folder's wgpu_exclusions.json lists the case with its reason, so that a
// missing recording is a failure, never a silently smaller comparison.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace wgx::golden {

struct OracleAnswer {
  std::string oracle;  // "Dawn", "wgpu": the name failures are labelled with
  nlohmann::json answer;
};

struct OracleAnswers {
  std::vector<OracleAnswer> answers;  // Dawn's first
  std::vector<std::string> problems;  // a missing answer, or an answer for a case listed as excluded
};

// The answers beside `folder`/`stem`.job.json.
OracleAnswers oracle_answers(const std::filesystem::path& folder, const std::string& stem);

}  // namespace wgx::golden
