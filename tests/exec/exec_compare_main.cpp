// wgx_exec_compare MANIFEST.json [--all]: compares output files under the rules of the execution
// goldens (exec/output_compare.h) and prints one line per disagreement. The manifest is a list of
// {"case", "job", "want", "got", "want_name", "got_name"}: the job file gives the tolerance, want
// and got are output files in the Dawn oracle's JSON format. Each binding lists at most 8 words
// unless --all. Exit status 0 when everything agrees, 1 when something does not, 2 on bad input.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "exec/output_compare.h"

namespace {

using nlohmann::json;
namespace ec = wgx::exec_compare;

json load(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read '" + path + "'");
  return json::parse(in);
}

// Prints the disagreements of one comparison; returns how many there are.
size_t report(const json& entry, bool all) {
  const std::string name = entry.at("case").get<std::string>();
  const std::string want_name = entry.at("want_name").get<std::string>();
  const std::string got_name = entry.at("got_name").get<std::string>();
  std::vector<ec::Disagreement> ds =
      ec::compare_outputs(ec::outputs_from_json(load(entry.at("want").get<std::string>())),
                          ec::outputs_from_json(load(entry.at("got").get<std::string>())),
                          ec::job_tolerance(load(entry.at("job").get<std::string>())));
  constexpr size_t kPerBinding = 8;
  size_t shown = 0;
  for (size_t i = 0; i < ds.size(); i++) {
    bool same_binding = i && ds[i].group == ds[i - 1].group && ds[i].binding == ds[i - 1].binding;
    shown = same_binding ? shown + 1 : 0;
    if (all || shown < kPerBinding) {
      std::cout << name << ": " << ec::describe(ds[i], want_name, got_name) << '\n';
    } else if (shown == kPerBinding) {
      size_t rest = 0;
      for (size_t j = i; j < ds.size() && ds[j].group == ds[i].group && ds[j].binding == ds[i].binding; j++) rest++;
      std::cout << name << ": binding " << ds[i].group << ":" << ds[i].binding << ": " << rest << " more words differ ("
                << want_name << " vs " << got_name << ")\n";
    }
  }
  return ds.size();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: wgx_exec_compare MANIFEST.json [--all]\n";
    return 2;
  }
  bool all = argc > 2 && std::string(argv[2]) == "--all";
  size_t total = 0;
  try {
    for (const json& entry : load(argv[1])) total += report(entry, all);
  } catch (const std::exception& e) {
    std::cerr << "wgx_exec_compare: " << e.what() << '\n';
    return 2;
  }
  return total ? 1 : 0;
}
