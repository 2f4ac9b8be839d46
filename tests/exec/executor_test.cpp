// The executors' watchdog and error paths.
#include "exec/executor.h"

#include <gtest/gtest.h>

#include "program/executable.h"
#include "ir/lower.h"
#include "lower_text.h"

namespace wgx {
namespace {

TEST(Executor, WatchdogNamesTheLoop) {
  Lowered l = lower_text(
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {\n"
      "  var n = 0u;\n"
      "  loop {\n"
      "    n += out[i] + 1u;\n"
      "    if (n == 0u) { break; }\n"
      "  }\n"
      "}\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  std::vector<uint8_t> bytes(16, 0);
  std::vector<exec::BufferBinding> bufs = {{0, 0, bytes.data(), bytes.size()}};
  for (exec::Backend backend : {exec::Backend::Interpreter, exec::Backend::Compiled}) {
    exec::ExecOptions o;
    o.max_steps = 100000;
    o.backend = backend;
    std::string err = program::run_once(*l.ir.module, bufs, o);
    EXPECT_NE(err.find("the loop at 4:3 did not finish"), std::string::npos) << err;
  }
}

TEST(Executor, MissingBindingIsAnError) {
  Lowered l = lower_text(
      "@group(0) @binding(3) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(1) fn main() { out[0] = 1u; }\n");
  ASSERT_TRUE(l.ir.module);
  std::vector<exec::BufferBinding> bufs;
  EXPECT_EQ(program::run_once(*l.ir.module, bufs, {}), "no buffer bound to @group(0) @binding(3) ('out')");
}

// The subgroup size is checked where a dispatch starts. (What subgroup operations and f16 compute on
// both executors is in tests/exec/scripts/, subgroup_add.wgxtest and f16_rounding.wgxtest.)
TEST(Executor, SubgroupSizeMustBeAPowerOfTwo) {
  Lowered l = lower_text(
      "enable subgroups;\n"
      "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) i: u32) { out[i] = subgroupAdd(i); }\n");
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  for (exec::Backend b : {exec::Backend::Interpreter, exec::Backend::Compiled}) {
    std::vector<uint32_t> words(8, 0);
    std::vector<exec::BufferBinding> bufs = {{0, 0, reinterpret_cast<uint8_t*>(words.data()), 32}};
    exec::ExecOptions o;
    o.backend = b;
    o.subgroup_size = 12;
    EXPECT_EQ(program::run_once(*l.ir.module, bufs, o), "the subgroup size must be a power of two from 4 to 128, not 12");
  }
}

}  // namespace
}  // namespace wgx
