// The runtime form of each WGSL builtin function, derived from the builtin list
// (sema/builtin_fns.def): the enumerator of its instruction in its family's IR enum. Lowering
// asks these instead of spelling builtin names.
#pragma once

#include <cstdint>
#include <iterator>

#include "ir/inst.h"
#include "sema/builtins.h"

namespace wgx::ir {

namespace detail {
// Per BuiltinId: the enumerator of its runtime form (0 for the families without one).
inline constexpr uint32_t kRuntimeForm[] = {
#define WGX_NUMERIC(Id, Name, Flags) static_cast<uint32_t>(BuiltinFn::Id),
#define WGX_ATOMIC(Id, Name, Op, Flags) static_cast<uint32_t>(AtomicOp::Op),
#define WGX_BARRIER(Id, Name, Scope, Flags) static_cast<uint32_t>(BarrierScope::Scope),
#define WGX_SUBGROUP(Id, Name, Op, Flags) static_cast<uint32_t>(SubgroupOp::Op),
#define WGX_BUILTIN(Id, Name, Family, Flags) 0u,
#include "sema/builtin_fns.def"
};
static_assert(std::size(kRuntimeForm) == sema::kBuiltinCount);
}  // namespace detail

// Each of these asks for a builtin of its family (sema::builtin_def(id).family).
constexpr BuiltinFn numeric_builtin(sema::BuiltinId id) {
  return static_cast<BuiltinFn>(detail::kRuntimeForm[static_cast<size_t>(id)]);
}
constexpr AtomicOp atomic_op(sema::BuiltinId id) {
  return static_cast<AtomicOp>(detail::kRuntimeForm[static_cast<size_t>(id)]);
}
constexpr BarrierScope barrier_scope(sema::BuiltinId id) {
  return static_cast<BarrierScope>(detail::kRuntimeForm[static_cast<size_t>(id)]);
}
constexpr SubgroupOp subgroup_op(sema::BuiltinId id) {
  return static_cast<SubgroupOp>(detail::kRuntimeForm[static_cast<size_t>(id)]);
}

}  // namespace wgx::ir
