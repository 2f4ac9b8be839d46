// The WGSL builtin values as the front end knows them: one BuiltinValue per entry of the list
// (builtin_values.def), with its name, type and flags, and the lookup by name.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

namespace wgx {

enum class BuiltinValue : uint8_t {
#define WGX_BUILTIN_VALUE(Id, Name, Type, Flags) Id,
#include "syntax/builtin_values.def"
};

// The type a declaration of the value must have.
enum class BuiltinValueType : uint8_t { U32, Bool, F32, Vec3U32, Vec3F32, Vec4F32, F32Array };

enum BuiltinValueFlag : uint8_t {
  kNoValueFlags = 0,
  kWorkgroupUniform = 1 << 0,  // the same for every invocation of a workgroup
  kSubgroupUniform = 1 << 1,   // the same for every invocation of a subgroup
  kSubgroupValue = 1 << 2,     // `enable subgroups;`, and depends on the subgroup size
};

struct BuiltinValueDef {
  std::string_view name;
  BuiltinValueType type;
  bool compute_input;  // lowering reads it as an ir::InputKind
  uint8_t flags;
  constexpr bool has(BuiltinValueFlag f) const { return (flags & f) != 0; }
};

// The entries of the list, indexed by BuiltinValue.
inline constexpr BuiltinValueDef kBuiltinValueDefs[] = {
#define WGX_BUILTIN_VALUE(Id, Name, Type, Flags) {Name, BuiltinValueType::Type, false, Flags},
#define WGX_COMPUTE_INPUT(Id, Name, Type, Flags) {Name, BuiltinValueType::Type, true, Flags},
#include "syntax/builtin_values.def"
};
inline constexpr size_t kBuiltinValueCount = std::size(kBuiltinValueDefs);

constexpr const BuiltinValueDef& builtin_value_def(BuiltinValue v) { return kBuiltinValueDefs[static_cast<size_t>(v)]; }

// The builtin value called `name`, if there is one.
std::optional<BuiltinValue> find_builtin_value(std::string_view name);

}  // namespace wgx
