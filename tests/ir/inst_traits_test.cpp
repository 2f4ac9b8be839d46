// The opcode traits (ir/inst.h, op_traits): the validator holds every instruction to its opcode's
// result rule, and the analyses that ask the traits see loads, stores, atomics and zeroing as
// the memory accesses they are.
#include <gtest/gtest.h>

#include "ir/inst.h"
#include "ir/module.h"
#include "ir/walk.h"
#include "lower_text.h"

namespace wgx {
namespace {

// A shader with each kind of memory instruction: loads, stores, atomics with and without a
// result (atomicStore has none), arrayLength, and workgroup memory that is zeroed.
const char* kMemoryShader =
    "@group(0) @binding(0) var<storage, read_write> data: array<u32>;\n"
    "@group(0) @binding(1) var<storage, read_write> counter: atomic<u32>;\n"
    "var<workgroup> tile: array<u32, 4>;\n"
    "@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) {\n"
    "  tile[i] = data[i];\n"
    "  workgroupBarrier();\n"
    "  atomicStore(&counter, 0u);\n"
    "  data[i] = tile[3u - i] + atomicAdd(&counter, 1u) + arrayLength(&data);\n"
    "}\n";

// The first instruction of `m`'s entry point with opcode `op`, or null.
ir::Inst* first(ir::Module& m, ir::Op op) {
  ir::Inst* found = nullptr;
  ir::for_each_inst(m.functions.back().body, [&](const ir::Inst& in) {
    if (!found && in.op == op) found = const_cast<ir::Inst*>(&in);
  });
  return found;
}

TEST(InstTraits, LoweredMemoryInstructionsFollowTheirTraits) {
  Lowered l = lower_text(kMemoryShader);
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  EXPECT_EQ(ir::validate(*l.ir.module), "");
  int accesses = 0, writes = 0, results_of_atomics = 0, atomics = 0;
  ir::for_each_inst(l.ir.module->functions.back().body, [&](const ir::Inst& in) {
    ir::OpTraits t = ir::op_traits(in.op);
    if (t.names_var) {
      EXPECT_LT(in.var, l.ir.module->vars.size()) << ir::op_name(in.op);
    }
    accesses += ir::accesses_memory(in.op);
    writes += t.writes;
    if (in.op == ir::Op::Atomic) atomics++, results_of_atomics += in.result != ir::kNoReg;
  });
  EXPECT_GE(accesses, 6);  // the two loads, the two stores, the two atomics at least
  EXPECT_GE(writes, 4);
  EXPECT_EQ(atomics, 2);
  EXPECT_EQ(results_of_atomics, 1);                        // atomicAdd's; atomicStore defines nothing
  EXPECT_FALSE(ir::accesses_memory(ir::Op::ArrayLength));  // it reads the binding's size only
  EXPECT_TRUE(ir::op_traits(ir::Op::ArrayLength).names_var);
}

TEST(InstTraits, ValidatorRejectsAStoreThatDefinesARegister) {
  Lowered l = lower_text(kMemoryShader);
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  ir::Inst* store = first(*l.ir.module, ir::Op::Store);
  ASSERT_NE(store, nullptr);
  store->result = l.ir.module->functions.back().reg_count - 1;
  EXPECT_EQ(ir::validate(*l.ir.module), "main: store defines a register");
}

TEST(InstTraits, ValidatorRejectsALoadThatDefinesNoRegister) {
  Lowered l = lower_text(kMemoryShader);
  ASSERT_TRUE(l.ir.module) << l.ir.error;
  ir::Inst* load = first(*l.ir.module, ir::Op::Load);
  ASSERT_NE(load, nullptr);
  load->result = ir::kNoReg;
  EXPECT_EQ(ir::validate(*l.ir.module), "main: load defines no register");
}

}  // namespace
}  // namespace wgx
