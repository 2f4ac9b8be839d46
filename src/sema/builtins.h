// The WGSL builtin functions as sema knows them: one BuiltinId per entry of the builtin list
// (builtin_fns.def), with its name, family and flags, and the lookup by name. The intrinsic
// table's overloads, the const-eval kernels and the IR's runtime forms are keyed on these ids.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

namespace wgx::sema {

// Every WGSL builtin function, in the order of the list.
enum class BuiltinId : uint16_t {
#define WGX_BUILTIN(Id, Name, Family, Flags) Id,
#include "sema/builtin_fns.def"
};

// How a builtin runs (the list's WGX_* macro that names it).
enum class BuiltinFamily : uint8_t { Numeric, Lowered, Atomic, Barrier, Subgroup, Texture, Derivative };

enum BuiltinFlag : uint8_t {
  kNoFlags = 0,
  kConstEval = 1 << 0,    // has a const-eval kernel (Tint's @const)
  kEffects = 1 << 1,      // a call is an effect even when its value is unused
  kOwnArgTypes = 1 << 2,  // each argument keeps its own concrete type (packing)
};

struct BuiltinDef {
  std::string_view name;
  BuiltinFamily family;
  uint8_t flags;
  constexpr bool has(BuiltinFlag f) const { return (flags & f) != 0; }
};

// The entries of the list, indexed by BuiltinId.
inline constexpr BuiltinDef kBuiltinDefs[] = {
#define WGX_BUILTIN(Id, Name, Family, Flags) {Name, BuiltinFamily::Family, Flags},
#include "sema/builtin_fns.def"
};
inline constexpr size_t kBuiltinCount = std::size(kBuiltinDefs);

constexpr const BuiltinDef& builtin_def(BuiltinId id) { return kBuiltinDefs[static_cast<size_t>(id)]; }
constexpr std::string_view builtin_name(BuiltinId id) { return builtin_def(id).name; }

// The builtin function called `name`, if there is one.
std::optional<BuiltinId> find_builtin(std::string_view name);

}  // namespace wgx::sema
