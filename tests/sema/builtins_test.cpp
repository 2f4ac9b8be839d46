// The builtin list (sema/builtin_fns.def) and what is keyed on it agree: the intrinsic table names
// the same builtins and marks the same ones @const, the const-eval kernels are those of the
// kConstEval entries, and the flags hold for their families.
#include "sema/builtins.h"

#include <gtest/gtest.h>

#include <string>

#include "sema/const_eval_ops.h"
#include "sema/intrinsic_def.h"
#include "sema/intrinsics.h"

namespace wgx::sema {
namespace {

TEST(BuiltinList, EveryEntryIsInTheIntrinsicTable) {
  for (size_t i = 0; i < kBuiltinCount; ++i) {
    BuiltinId id = static_cast<BuiltinId>(i);
    const IntrinsicInfo* info = builtin_info(builtin_name(id));
    ASSERT_NE(info, nullptr) << builtin_name(id);
    EXPECT_EQ(info->id, id) << builtin_name(id);
    EXPECT_EQ(info->is_const, builtin_def(id).has(kConstEval)) << builtin_name(id);
  }
}

TEST(BuiltinList, EveryBuiltinOfTheIntrinsicTableIsInTheList) {
  for (const intrinsic::GroupDef& g : intrinsic::group_defs(intrinsic::TableKind::Builtin)) {
    std::optional<BuiltinId> id = find_builtin(g.name);
    ASSERT_TRUE(id.has_value()) << g.name;
    EXPECT_EQ(builtin_name(*id), g.name);
  }
  EXPECT_FALSE(find_builtin("notABuiltin").has_value());
  EXPECT_FALSE(find_builtin("vec3").has_value());  // a constructor, not a builtin function
}

TEST(BuiltinList, ConstEvaluableEntriesAndOnlyThoseHaveAKernel) {
  for (size_t i = 0; i < kBuiltinCount; ++i) {
    BuiltinId id = static_cast<BuiltinId>(i);
    EXPECT_EQ(ce::builtin_fn(id) != nullptr, builtin_def(id).has(kConstEval)) << builtin_name(id);
  }
}

TEST(BuiltinList, FlagsFollowTheFamilies) {
  for (const BuiltinDef& d : kBuiltinDefs) {
    bool effectful_family = d.family == BuiltinFamily::Atomic || d.family == BuiltinFamily::Barrier;
    // Effects: every atomic and barrier, and workgroupUniformLoad (a barrier on each side).
    EXPECT_EQ(d.has(kEffects), effectful_family || d.name == "workgroupUniformLoad") << d.name;
    // Nothing that runs on a subgroup, touches memory or synchronizes is const-evaluable.
    bool computes = d.family == BuiltinFamily::Numeric || d.family == BuiltinFamily::Lowered;
    EXPECT_TRUE(computes || !d.has(kConstEval)) << d.name;
    // The packing builtins are the ones whose arguments keep their own types.
    bool packing = d.name.starts_with("pack") || d.name.starts_with("unpack") || d.name.starts_with("dot4");
    EXPECT_EQ(d.has(kOwnArgTypes), packing) << d.name;
  }
}

TEST(BuiltinList, SubgroupFamilyIsTheSubgroupsExtension) {
  for (size_t i = 0; i < kBuiltinCount; ++i) {
    BuiltinId id = static_cast<BuiltinId>(i);
    const IntrinsicInfo* info = builtin_info(builtin_name(id));
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(builtin_def(id).family == BuiltinFamily::Subgroup, info->extension == "subgroups") << info->name;
  }
}

}  // namespace
}  // namespace wgx::sema
