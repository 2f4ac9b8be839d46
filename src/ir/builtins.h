// The runtime form of each WGSL builtin function, derived from the builtin list
// (sema/builtin_fns.def): the enumerator of its instruction in its family's IR enum; and of each
// builtin value, from the builtin-value list (syntax/builtin_values.def): its InputKind. Lowering
// asks these instead of spelling builtin names.
#pragma once

#include <cstdint>
#include <iterator>
#include <optional>

#include "ir/inst.h"
#include "sema/builtins.h"
#include "syntax/builtin_values.h"

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
// textureBarrier is a workgroup control barrier to the executors (imm[0] Workgroup); its imm[1],
// kTexelBarrier, tells the sanitizer that it orders the handle address space (storage texels) and
// only that (WGSL, "Memory Model": textureBarrier has ImageMemory semantics).
inline constexpr uint32_t kTexelBarrier = 1;
constexpr BarrierScope barrier_scope(sema::BuiltinId id) {
  return static_cast<BarrierScope>(detail::kRuntimeForm[static_cast<size_t>(id)]);
}
constexpr SubgroupOp subgroup_op(sema::BuiltinId id) {
  return static_cast<SubgroupOp>(detail::kRuntimeForm[static_cast<size_t>(id)]);
}

namespace detail {
// Per InputKind, its builtin value.
inline constexpr BuiltinValue kInputValues[] = {
#define WGX_COMPUTE_INPUT(Id, Name, Type, Flags) BuiltinValue::Id,
#include "syntax/builtin_values.def"
};
// Per BuiltinValue, its InputKind (meaningful for compute inputs only).
inline constexpr InputKind kValueInputs[] = {
#define WGX_COMPUTE_INPUT(Id, Name, Type, Flags) InputKind::Id,
#define WGX_BUILTIN_VALUE(Id, Name, Type, Flags) InputKind{},
#include "syntax/builtin_values.def"
};
static_assert(std::size(kValueInputs) == kBuiltinValueCount);
}  // namespace detail

constexpr BuiltinValue input_value(InputKind k) { return detail::kInputValues[static_cast<size_t>(k)]; }

// The input a compute shader reads a builtin value as; none for the values that do not run here.
constexpr std::optional<InputKind> input_kind(BuiltinValue v) {
  if (!builtin_value_def(v).compute_input) return std::nullopt;
  return detail::kValueInputs[static_cast<size_t>(v)];
}

// The width of an input's u32 register: 3 for the vec3<u32> values, else 1.
constexpr uint8_t input_width(InputKind k) {
  return builtin_value_def(input_value(k)).type == BuiltinValueType::Vec3U32 ? 3 : 1;
}

}  // namespace wgx::ir
