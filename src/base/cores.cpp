// available_cores(): the affinity mask and the cgroup's CPU quota (base/cores.h says why).
#include "base/cores.h"

#include <sched.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

namespace wgx {
namespace {

unsigned affinity_cores() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) {
    int n = CPU_COUNT(&set);
    if (n > 0) return static_cast<unsigned>(n);
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

// The quota of the cgroup this process is in (cgroup v2 mounted at /sys/fs/cgroup); 0 for none.
unsigned quota_cores() {
  std::ifstream file("/sys/fs/cgroup/cpu.max");
  if (!file) return 0;
  std::string line;
  std::getline(file, line);
  return cores_of_cpu_max(line);
}

bool parse_u64(std::string_view text, uint64_t& value) {
  auto [end, err] = std::from_chars(text.data(), text.data() + text.size(), value);
  return err == std::errc() && end == text.data() + text.size();
}

}  // namespace

unsigned cores_of_cpu_max(std::string_view cpu_max) {
  while (!cpu_max.empty() && (cpu_max.back() == '\n' || cpu_max.back() == ' ')) cpu_max.remove_suffix(1);
  size_t space = cpu_max.find(' ');
  if (space == std::string_view::npos) return 0;
  uint64_t quota = 0, period = 0;
  if (!parse_u64(cpu_max.substr(0, space), quota) || !parse_u64(cpu_max.substr(space + 1), period)) return 0;
  if (quota == 0 || period == 0) return 0;
  uint64_t cores = (quota + period - 1) / period;
  return static_cast<unsigned>(std::min<uint64_t>(cores, 1u << 16));
}

unsigned available_cores() {
  static const unsigned cores = [] {
    unsigned n = affinity_cores();
    unsigned quota = quota_cores();
    return quota ? std::max(1u, std::min(n, quota)) : n;
  }();
  return cores;
}

}  // namespace wgx
