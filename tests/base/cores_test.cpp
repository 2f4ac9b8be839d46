// available_cores(): a pinned process counts the CPUs it may use, and cgroup quotas round up.
#include "base/cores.h"

#include <gtest/gtest.h>
#include <sched.h>

namespace wgx {
namespace {

TEST(Cores, CountsTheAffinityMask) {
  cpu_set_t set;
  CPU_ZERO(&set);
  ASSERT_EQ(sched_getaffinity(0, sizeof set, &set), 0);
  unsigned mask = static_cast<unsigned>(CPU_COUNT(&set));
  EXPECT_GE(available_cores(), 1u);
  EXPECT_LE(available_cores(), mask);
}

TEST(Cores, ReadsCpuMaxQuotas) {
  EXPECT_EQ(cores_of_cpu_max("max 100000\n"), 0u);
  EXPECT_EQ(cores_of_cpu_max("200000 100000\n"), 2u);
  EXPECT_EQ(cores_of_cpu_max("150000 100000"), 2u);
  EXPECT_EQ(cores_of_cpu_max("50000 100000"), 1u);
  EXPECT_EQ(cores_of_cpu_max("0 100000"), 0u);
  EXPECT_EQ(cores_of_cpu_max("100000 0"), 0u);
  EXPECT_EQ(cores_of_cpu_max("garbage"), 0u);
  EXPECT_EQ(cores_of_cpu_max("12x 100000"), 0u);
  EXPECT_EQ(cores_of_cpu_max(""), 0u);
}

}  // namespace
}  // namespace wgx
