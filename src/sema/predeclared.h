// Predeclared names of WGSL: types and type generators (f32, vec3, vec3f, array, ptr, texture_2d,
// ...) and enumerants (address spaces, access modes, texel formats). Builtin functions are in
// the intrinsic table. User declarations may shadow any of these.
#pragma once

#include <string_view>

#include "sema/type.h"

namespace wgx::sema {

enum class Predeclared : uint8_t {
  None,
  Type,           // a complete type: f32, vec3f, mat4x4h, sampler, texture_depth_2d, ...
  TypeGenerator,  // needs a template list: vec3, array, ptr, atomic, texture_2d, ...
  AddressSpace,
  Access,
  TexelFormat,
};

Predeclared predeclared_kind(std::string_view name);

// The complete type named by `name` (kind Type), or null.
const Type* predeclared_type(TypeTable& types, std::string_view name);

bool address_space_from_name(std::string_view name, AddressSpace* out);
bool access_from_name(std::string_view name, Access* out);

}  // namespace wgx::sema
