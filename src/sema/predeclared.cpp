#include "sema/predeclared.h"

#include <array>

namespace wgx::sema {
namespace {

// `buffer` and friends (language feature buffer_view) are known but not yet modelled: types
// built from them resolve to "unknown" and nothing built on them is reported.
constexpr std::array<std::string_view, 28> kGenerators = {
    "vec2", "vec3", "vec4", "mat2x2", "mat2x3", "mat2x4", "mat3x2", "mat3x3", "mat3x4", "mat4x2",
    "mat4x3", "mat4x4", "array", "atomic", "ptr", "texture_1d", "texture_2d", "texture_2d_array", "texture_3d",
    "texture_cube", "texture_cube_array", "texture_multisampled_2d", "texture_storage_1d", "texture_storage_2d",
    "texture_storage_2d_array", "texture_storage_3d", "binding_array", "buffer"};

// vecNs and matCxRs aliases: the suffix letter names the component type.
const Type* suffix_scalar(TypeTable& types, char c) {
  switch (c) {
    case 'f': return types.f32();
    case 'h': return types.f16();
    case 'i': return types.i32();
    case 'u': return types.u32();
    default: return nullptr;
  }
}

bool is_type_name(std::string_view name) {
  static constexpr std::string_view kNames[] = {
      "bool", "i32", "u32", "f32", "f16", "sampler", "sampler_comparison", "texture_external", "texture_depth_2d",
      "texture_depth_2d_array", "texture_depth_cube", "texture_depth_cube_array", "texture_depth_multisampled_2d"};
  for (std::string_view n : kNames) {
    if (n == name) return true;
  }
  auto suffix = [](char c) { return c == 'f' || c == 'h' || c == 'i' || c == 'u'; };
  if (name.size() == 5 && name.substr(0, 3) == "vec" && name[3] >= '2' && name[3] <= '4') return suffix(name[4]);
  return name.size() == 7 && name.substr(0, 3) == "mat" && name[4] == 'x' && name[3] >= '2' && name[3] <= '4' &&
         name[5] >= '2' && name[5] <= '4' && (name[6] == 'f' || name[6] == 'h');
}

}  // namespace

bool address_space_from_name(std::string_view name, AddressSpace* out) {
  static constexpr std::pair<std::string_view, AddressSpace> kSpaces[] = {
      {"function", AddressSpace::Function}, {"private", AddressSpace::Private},
      {"workgroup", AddressSpace::Workgroup}, {"uniform", AddressSpace::Uniform},
      {"storage", AddressSpace::Storage},     {"immediate", AddressSpace::Immediate}};
  for (auto [n, s] : kSpaces) {
    if (n == name) {
      *out = s;
      return true;
    }
  }
  return false;
}

bool access_from_name(std::string_view name, Access* out) {
  static constexpr std::pair<std::string_view, Access> kAccess[] = {
      {"read", Access::Read}, {"write", Access::Write}, {"read_write", Access::ReadWrite}};
  for (auto [n, a] : kAccess) {
    if (n == name) {
      *out = a;
      return true;
    }
  }
  return false;
}

const Type* predeclared_type(TypeTable& types, std::string_view name) {
  if (name == "bool") return types.bool_type();
  if (name == "i32") return types.i32();
  if (name == "u32") return types.u32();
  if (name == "f32") return types.f32();
  if (name == "f16") return types.f16();
  if (name == "sampler") return types.sampler(false);
  if (name == "sampler_comparison") return types.sampler(true);
  if (name == "texture_external") return types.external_texture();
  if (name == "texture_depth_2d") return types.depth_texture(TextureDim::D2, false);
  if (name == "texture_depth_2d_array") return types.depth_texture(TextureDim::D2Array, false);
  if (name == "texture_depth_cube") return types.depth_texture(TextureDim::Cube, false);
  if (name == "texture_depth_cube_array") return types.depth_texture(TextureDim::CubeArray, false);
  if (name == "texture_depth_multisampled_2d") return types.depth_texture(TextureDim::D2, true);
  // vec2f ... vec4u
  if (name.size() == 5 && name.substr(0, 3) == "vec" && name[3] >= '2' && name[3] <= '4') {
    const Type* s = suffix_scalar(types, name[4]);
    return s ? types.vec(s, static_cast<uint32_t>(name[3] - '0')) : nullptr;
  }
  // mat2x2f ... mat4x4h
  if (name.size() == 7 && name.substr(0, 3) == "mat" && name[4] == 'x' && name[3] >= '2' && name[3] <= '4' &&
      name[5] >= '2' && name[5] <= '4' && (name[6] == 'f' || name[6] == 'h')) {
    return types.mat(suffix_scalar(types, name[6]), static_cast<uint32_t>(name[3] - '0'),
                     static_cast<uint32_t>(name[5] - '0'));
  }
  return nullptr;
}

Predeclared predeclared_kind(std::string_view name) {
  for (std::string_view g : kGenerators) {
    if (g == name) return Predeclared::TypeGenerator;
  }
  if (is_type_name(name)) return Predeclared::Type;
  AddressSpace as;
  if (address_space_from_name(name, &as)) return Predeclared::AddressSpace;
  Access ac;
  if (access_from_name(name, &ac)) return Predeclared::Access;
  TexelFormat f;
  if (texel_format_from_name(name, &f)) return Predeclared::TexelFormat;
  return Predeclared::None;
}

}  // namespace wgx::sema
