// The IR's runtime forms of the builtins (ir/builtins.h), derived from the builtin lists: each
// builtin function that runs as one instruction maps to the enumerator of that name, each compute
// builtin value to its input, and the IR's names are the WGSL names.
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

TEST(BuiltinForms, ComputeInputsAreOneInputKindEach) {
  size_t inputs = 0;
  for (size_t i = 0; i < kBuiltinValueCount; ++i) {
    BuiltinValue v = static_cast<BuiltinValue>(i);
    const BuiltinValueDef& d = builtin_value_def(v);
    EXPECT_EQ(find_builtin_value(d.name), v) << d.name;
    std::optional<InputKind> k = input_kind(v);
    EXPECT_EQ(k.has_value(), d.compute_input) << d.name;
    if (!k) continue;
    ++inputs;
    EXPECT_EQ(input_value(*k), v) << d.name;
    EXPECT_EQ(input_name(*k), d.name);
    EXPECT_EQ(is_subgroup_input(*k), d.has(kSubgroupValue)) << d.name;
  }
  EXPECT_EQ(inputs, static_cast<size_t>(InputKind::WorkgroupId) + 1);  // the last compute input
  EXPECT_EQ(input_width(InputKind::GlobalInvocationId), 3);
  EXPECT_EQ(input_width(InputKind::NumWorkgroups), 3);
  EXPECT_EQ(input_width(InputKind::LocalInvocationIndex), 1);
  EXPECT_EQ(input_width(InputKind::SubgroupSize), 1);
  EXPECT_FALSE(input_kind(BuiltinValue::Position).has_value());
  EXPECT_FALSE(find_builtin_value("not_a_builtin").has_value());
}

}  // namespace
}  // namespace wgx::ir
