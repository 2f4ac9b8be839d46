// How many cores this process may run on: the default worker count of a dispatch, a draw and the
// compiler's builds. std::thread::hardware_concurrency() counts the machine's online CPUs, so a
// process pinned with `taskset`, started in a cpuset (containers, CI runners) or given a CPU
// quota would start a worker per CPU of the host and have them preempt each other.
#pragma once

#include <string_view>

namespace wgx {

// The CPUs in this process's affinity mask, lowered to the cgroup's CPU quota (cgroup v2
// `cpu.max`, rounded up) where one is set; at least 1. Read once and kept.
unsigned available_cores();

// The cores a cgroup v2 `cpu.max` line ("max 100000", "150000 100000") allows, rounded up; 0 when
// it sets no quota or cannot be read. Exposed for tests.
unsigned cores_of_cpu_max(std::string_view cpu_max);

}  // namespace wgx
