// Reads the oracles' recorded answers beside a golden job and checks that each oracle that can
// run the job has one (oracle_answers.h).
#include "exec/oracle_answers.h"

#include <algorithm>
#include <fstream>

namespace wgx::golden {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

json read_json(const fs::path& p) {
  std::ifstream in(p);
  return json::parse(in);
}

// The cases wgpu_exclusions.json lists (wgpu cannot run them; the file says why).
std::vector<std::string> wgpu_exclusions(const fs::path& folder) {
  std::vector<std::string> cases;
  fs::path file = folder / "wgpu_exclusions.json";
  if (!fs::exists(file)) return cases;
  json listed = read_json(file);  // kept: a range-for over a temporary's member would dangle
  for (const json& group : listed["exclusions"])
    for (const json& c : group["cases"]) cases.push_back(c.get<std::string>());
  return cases;
}

}  // namespace

OracleAnswers oracle_answers(const fs::path& folder, const std::string& stem) {
  OracleAnswers out;
  fs::path dawn = folder / (stem + ".dawn.json"), wgpu = folder / (stem + ".wgpu.json");
  if (fs::exists(dawn))
    out.answers.push_back({"Dawn", read_json(dawn)});
  else
    out.problems.push_back("no Dawn answer: " + dawn.string());
  std::vector<std::string> excluded = wgpu_exclusions(folder);
  bool listed = std::find(excluded.begin(), excluded.end(), stem) != excluded.end();
  if (fs::exists(wgpu)) {
    out.answers.push_back({"wgpu", read_json(wgpu)});
    if (listed) out.problems.push_back(stem + " has wgpu's answer but wgpu_exclusions.json lists it");
  } else if (!listed) {
    out.problems.push_back("no wgpu answer (tools/record_wgpu.py) and no reason in wgpu_exclusions.json: " +
                           wgpu.string());
  }
  return out;
}

}  // namespace wgx::golden
