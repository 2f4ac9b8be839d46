// The executors' watchdog and error paths.
#include "exec/executor.h"

#include <gtest/gtest.h>

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
    std::string err = exec::execute(*l.ir.module, bufs, o);
    EXPECT_NE(err.find("the loop at 4:3 did not finish"), std::string::npos) << err;
  }
}

TEST(Executor, MissingBindingIsAnError) {
  Lowered l = lower_text(
      "@group(0) @binding(3) var<storage, read_write> out: array<u32>;\n"
      "@compute @workgroup_size(1) fn main() { out[0] = 1u; }\n");
  ASSERT_TRUE(l.ir.module);
  std::vector<exec::BufferBinding> bufs;
  EXPECT_EQ(exec::execute(*l.ir.module, bufs, {}), "no buffer bound to @group(0) @binding(3) ('out')");
}

}  // namespace
}  // namespace wgx
