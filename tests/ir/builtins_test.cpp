// The IR's runtime forms of the builtins (ir/builtins.h), derived from the builtin list: each
// builtin that runs as one instruction maps to the enumerator of that name, and the IR's names
// are the WGSL names.
#include "ir/builtins.h"

#include <gtest/gtest.h>

#include <set>

namespace wgx::ir {
namespace {

using sema::BuiltinFamily;
using sema::BuiltinId;

TEST(BuiltinForms, NumericBuiltinsAreOneBuiltinFnEach) {
  std::set<BuiltinFn> seen;
  for (size_t i = 0; i < sema::kBuiltinCount; ++i) {
    BuiltinId id = static_cast<BuiltinId>(i);
    if (sema::builtin_def(id).family != BuiltinFamily::Numeric) continue;
    BuiltinFn f = numeric_builtin(id);
    EXPECT_EQ(builtin_fn_name(f), sema::builtin_name(id));
    EXPECT_TRUE(seen.insert(f).second) << sema::builtin_name(id);
  }
  // The rest of BuiltinFn are the parts of frexp and modf.
  EXPECT_EQ(builtin_fn_name(BuiltinFn::FrexpFract), "frexp.fract");
  EXPECT_EQ(builtin_fn_name(BuiltinFn::ModfWhole), "modf.whole");
  EXPECT_EQ(seen.size() + 4, static_cast<size_t>(BuiltinFn::ModfWhole) + 1);
}

TEST(BuiltinForms, SubgroupBuiltinsAreOneSubgroupOpEach) {
  std::set<SubgroupOp> seen;
  for (size_t i = 0; i < sema::kBuiltinCount; ++i) {
    BuiltinId id = static_cast<BuiltinId>(i);
    if (sema::builtin_def(id).family != BuiltinFamily::Subgroup) continue;
    SubgroupOp op = subgroup_op(id);
    EXPECT_EQ(subgroup_op_name(op), sema::builtin_name(id));
    EXPECT_TRUE(seen.insert(op).second) << sema::builtin_name(id);
  }
  EXPECT_EQ(seen.size(), static_cast<size_t>(SubgroupOp::QuadSwapDiagonal) + 1);
}

TEST(BuiltinForms, AtomicsAndBarriers) {
  EXPECT_EQ(atomic_op(BuiltinId::AtomicLoad), AtomicOp::Load);
  EXPECT_EQ(atomic_op(BuiltinId::AtomicMin), AtomicOp::Min);
  EXPECT_EQ(atomic_op(BuiltinId::AtomicCompareExchangeWeak), AtomicOp::CompareExchange);
  EXPECT_EQ(barrier_scope(BuiltinId::WorkgroupBarrier), BarrierScope::Workgroup);
  EXPECT_EQ(barrier_scope(BuiltinId::StorageBarrier), BarrierScope::Storage);
  EXPECT_EQ(barrier_scope(BuiltinId::TextureBarrier), BarrierScope::Workgroup);
  std::set<AtomicOp> seen;
  for (size_t i = 0; i < sema::kBuiltinCount; ++i) {
    BuiltinId id = static_cast<BuiltinId>(i);
    if (sema::builtin_def(id).family != BuiltinFamily::Atomic) continue;
    EXPECT_TRUE(seen.insert(atomic_op(id)).second);
  }
  EXPECT_EQ(seen.size(), static_cast<size_t>(AtomicOp::CompareExchange) + 1);
}

}  // namespace
}  // namespace wgx::ir
