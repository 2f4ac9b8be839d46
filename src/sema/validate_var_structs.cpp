// Struct declarations: member types and attributes (@align, @size, @location, @builtin, ...),
// layout limits, runtime-sized array placement, and the IO attribute rules that do not depend
// on a pipeline stage (Tint's Resolver::Structure, then Validator::Structure with no stage).
#include <algorithm>
#include <optional>
#include <set>
#include <utility>

#include "sema/validate_var.h"
#include "syntax/builtin_values.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

constexpr uint32_t kMaxNestDepth = 255;
constexpr size_t kMaxStructMembers = 16383;
constexpr uint32_t kMaxClipDistances = 8;

std::string_view ident_arg(const Attribute* a, size_t i) {
  if (i >= a->args.size() || a->args[i]->kind != ExprKind::Ident) return {};
  return static_cast<const IdentExpr*>(a->args[i])->ident.name;
}

bool is_int_type(const Type* t) {
  return t && (t->kind == TypeKind::AbstractInt || t->kind == TypeKind::I32 || t->kind == TypeKind::U32);
}

bool is_vec_of(const Type* t, uint32_t n, TypeKind k) {
  return t->kind == TypeKind::Vector && t->width == n && t->elem->kind == k;
}

bool is_numeric_scalar_or_vector(const Type* t) {
  const Type* s = t->kind == TypeKind::Vector ? t->elem : t;
  return is_numeric_scalar(s) && !is_abstract(s);
}

bool is_creation_fixed_footprint(const Type* t) {
  switch (t->kind) {
    case TypeKind::Array: return t->count > 0 && is_creation_fixed_footprint(t->elem);
    case TypeKind::Struct:
      return t->structure->creation_fixed_footprint;
    default:
      return true;
  }
}

// An attribute's integer argument for layout (@align, @size): checks its type and that it is a
// constant. Returns false after reporting; `value` stays nullopt when it is not known.
bool layout_value(Validator& v, const Attribute* a, std::optional<int64_t>& value) {
  if (a->args.empty()) return true;
  const Type* t = v.info.type(a->args[0]);
  if (!t) return true;
  if (!check_attribute_const(v, a)) return false;
  if (!is_int_type(unwrap_ref(t))) {
    v.error(a->span, ValidateId::LayoutAttributeType, attr_quoted(a->kind) + " value must be an 'i32' or 'u32'");
    return false;
  }
  value = v.int_value(a->args[0]);
  return true;
}

// Tint's Resolver::Structure: per member, its type, then its attributes' values; then the size.
bool check_members(Validator& v, const StructDecl* decl, const Type* type) {
  const StructInfo* si = type->structure;
  uint64_t offset = 0;
  uint64_t struct_align = 1;
  for (const StructMemberInfo& mi : si->members) {
    const StructMember* m = mi.decl;
    const Type* mt = mi.type;
    if (!is_plain_type(mt)) {
      v.error(m->name.span, ValidateId::StructMemberType,
              type_name(mt) + " cannot be used as the type of a structure member");
      return false;
    }
    if (!check_duplicate_attributes(v, m->attrs)) return false;
    uint64_t align = align_of(mt);
    uint64_t size = size_of(mt);
    for (const Attribute* a : m->attrs) {
      switch (a->kind) {
        case AttrKind::Align: {
          std::optional<int64_t> value;
          if (!layout_value(v, a, value)) return false;
          if (!value) break;
          if (*value <= 0 || (*value & (*value - 1)) != 0) {
            v.error(a->span, ValidateId::AlignValue, "'@align' value must be a positive, power-of-two integer");
            return false;
          }
          align = static_cast<uint64_t>(*value);
          break;
        }
        case AttrKind::Size: {
          std::optional<int64_t> value;
          if (!layout_value(v, a, value)) return false;
          if (!value) break;
          if (*value <= 0) {
            v.error(a->span, ValidateId::SizeValue, "'@size' value must be a positive integer");
            return false;
          }
          if (static_cast<uint64_t>(*value) < size) {
            v.error(a->span, ValidateId::SizeTooSmall,
                    "'@size' must be at least as big as the type's size (" + std::to_string(size) + ")");
            return false;
          }
          size = static_cast<uint64_t>(*value);
          break;
        }
        case AttrKind::Location:
        case AttrKind::Color:
          if (!attribute_u32(v, a)) return false;
          break;
        case AttrKind::BlendSrc: {
          if (a->args.empty()) break;
          const Type* t = v.info.type(a->args[0]);
          if (!t) break;
          if (!check_attribute_const(v, a)) return false;
          if (!is_int_type(unwrap_ref(t))) {
            v.error(a->span, ValidateId::BlendSrcType, "'@blend_src' value must be 'i32' or 'u32'");
            return false;
          }
          std::optional<int64_t> value = v.int_value(a->args[0]);
          if (value && *value != 0 && *value != 1) {
            v.error(a->span, ValidateId::BlendSrcValue, "'@blend_src' value must be zero or one");
            return false;
          }
          break;
        }
        case AttrKind::Builtin:
        case AttrKind::Interpolate:
        case AttrKind::Invariant:
          break;
        default:
          report_invalid_attribute(v, a, "'struct' members");
          return false;
      }
    }
    offset = round_up64(align, offset);
    if (offset > 0xffffffffull) {
      v.error(m->name.span, ValidateId::MemberOffset,
              "struct member offset (" + hex_size(offset) + ") must not exceed 0xffffffff bytes");
      return false;
    }
    offset += size;
    struct_align = std::max(struct_align, align);
  }
  uint64_t struct_size = round_up64(struct_align, offset);
  if (struct_size > 0xffffffffull) {
    v.error(decl->span, ValidateId::StructSize,
            "struct size (" + hex_size(struct_size) + ") must not exceed 0xffffffff bytes");
    return false;
  }
  return true;
}

// Tint's Validator::Structure with no pipeline stage.
bool check_structure(Validator& v, const Type* type) {
  const StructInfo* si = type->structure;
  const Attribute* first_blend_src = nullptr;
  const Type* first_blend_src_type = nullptr;
  const Attribute* first_location_without_blend_src = nullptr;
  bool blend_src_seen[2] = {false, false};
  std::set<std::pair<int64_t, int64_t>> locations;  // (location, blend_src or -1)
  for (size_t i = 0; i < si->members.size(); ++i) {
    const StructMemberInfo& mi = si->members[i];
    const StructMember* m = mi.decl;
    const Type* mt = mi.type;
    if (mt->kind == TypeKind::Array) {
      if (is_runtime_array(mt) && i + 1 != si->members.size()) {
        v.error(m->name.span, ValidateId::RuntimeArrayNotLast,
                "runtime arrays may only appear as the last member of a struct");
        return false;
      }
      if (mt->override_count) {
        v.error(m->type ? m->type->span : m->name.span, ValidateId::OverrideArrayUse,
                "'array' with an 'override' element count can only be used as the store type of a 'var<workgroup>'");
        return false;
      }
    } else if (!is_fixed_footprint(mt)) {
      v.error(m->name.span, ValidateId::NestedRuntimeStruct,
              "a struct that contains a runtime array cannot be nested inside another struct");
      return false;
    }

    bool has_position = false;
    const Attribute* blend_src = nullptr;
    const Attribute* location = nullptr;
    const Attribute* invariant = nullptr;
    const Attribute* interpolate = nullptr;
    int64_t location_value = -1;
    int64_t blend_src_value = -1;
    for (const Attribute* a : m->attrs) {
      switch (a->kind) {
        case AttrKind::Invariant: invariant = a; break;
        case AttrKind::Location:
          location = a;
          if (!a->args.empty()) location_value = v.int_value(a->args[0]).value_or(-1);
          if (!is_numeric_scalar_or_vector(mt)) {
            v.error(m->name.span, ValidateId::LocationType,
                    "cannot apply '@location' to declaration of type '" + type_name(mt) + "'");
            v.note(a->span, ValidateId::LocationType,
                   "'@location' must only be applied to declarations of numeric scalar or numeric vector type");
            return false;
          }
          break;
        case AttrKind::BlendSrc:
          blend_src = a;
          if (!a->args.empty()) blend_src_value = v.int_value(a->args[0]).value_or(-1);
          if (!extension_enabled(v.module, "dual_source_blending")) {
            v.error(a->span, ValidateId::BlendSrcExtension,
                    "use of '@blend_src' requires enabling extension 'dual_source_blending'");
            return false;
          }
          break;
        case AttrKind::Color:
          v.error(a->span, ValidateId::ColorExtension,
                  "use of '@color' requires enabling extension 'chromium_experimental_framebuffer_fetch'");
          return false;
        case AttrKind::Builtin:
          if (!validate_struct_member_builtin(v, a, mt)) return false;
          if (ident_arg(a, 0) == "position") has_position = true;
          break;
        case AttrKind::Interpolate: {
          interpolate = a;
          std::string_view type_arg = ident_arg(a, 0), sampling = ident_arg(a, 1);
          const Type* s = mt->kind == TypeKind::Vector ? mt->elem : mt;
          if ((s->kind == TypeKind::I32 || s->kind == TypeKind::U32) && type_arg != "flat") {
            v.error(a->span, ValidateId::InterpolateIntegral,
                    "interpolation type must be 'flat' for integral user-defined IO types");
            return false;
          }
          if (!sampling.empty()) {
            bool first_or_either = sampling == "first" || sampling == "either";
            if (type_arg == "flat" && !first_or_either) {
              v.error(a->span, ValidateId::InterpolateSampling,
                      "flat interpolation can only use 'first' and 'either' sampling parameters");
              return false;
            }
            if (type_arg != "flat" && first_or_either) {
              v.error(a->span, ValidateId::InterpolateSampling,
                      "'first' and 'either' sampling parameters can only be used with flat interpolation");
              return false;
            }
          }
          break;
        }
        case AttrKind::Size:
          if (!is_creation_fixed_footprint(mt)) {
            v.error(a->span, ValidateId::SizeNotFixed,
                    "'@size' can only be applied to members where the member's type size can be fully determined "
                    "at shader creation time");
            return false;
          }
          break;
        case AttrKind::Align: {
          if (!(is_host_shareable(type) || is_constructible(type)) || a->args.empty()) break;
          std::optional<int64_t> value = v.int_value(a->args[0]);
          uint32_t need = align_of(mt);
          if (value && need && *value % need != 0) {
            v.error(a->args[0]->span, ValidateId::AlignMultiple,
                    "alignment must be a multiple of '" + std::to_string(need) + "' bytes");
            return false;
          }
          break;
        }
        default: break;
      }
    }
    if (invariant && !has_position) {
      v.error(invariant->span, ValidateId::InvariantPosition, "'@invariant' must be applied to a position builtin");
      return false;
    }
    if (blend_src) {
      if ((location ? location_value : 1) != 0) {
        v.error(blend_src->span, ValidateId::BlendSrcLocation, "'@blend_src' can only be used with '@location(0)'");
        return false;
      }
      if (!first_blend_src) {
        first_blend_src = blend_src;
        first_blend_src_type = mt;
      } else if (first_blend_src_type != mt) {
        v.error(blend_src->span, ValidateId::BlendSrcType, "All the outputs with '@blend_src' must have same type");
        return false;
      }
      if (blend_src_value == 0 || blend_src_value == 1) blend_src_seen[blend_src_value] = true;
    } else if (location) {
      first_location_without_blend_src = location;
    }
    if (first_blend_src && first_location_without_blend_src) {
      v.error(m->name.span, ValidateId::BlendSrcMixed,
              "'@blend_src' and '@location' are used on one member while another member with '@location' doesn't "
              "use '@blend_src'");
      return false;
    }
    if (interpolate && !location) {
      v.error(interpolate->span, ValidateId::InterpolateLocation, "'@interpolate' can only be used with '@location'");
      return false;
    }
    if (location && location_value >= 0) {
      int64_t bs = blend_src ? blend_src_value : -1;
      if (!locations.emplace(location_value, bs).second) {
        std::string what = "'@location(" + std::to_string(location_value) + ")";
        if (blend_src) what += " @blend_src(" + std::to_string(bs) + ")";
        v.error(location->span, ValidateId::LocationDuplicate, what + "' appears multiple times");
        return false;
      }
    }
  }
  if (first_blend_src && !(blend_src_seen[0] && blend_src_seen[1])) {
    for (int i = 0; i < 2; ++i) {
      if (blend_src_seen[i]) continue;
      v.error(first_blend_src->span, ValidateId::BlendSrcMissing,
              "'@blend_src(" + std::to_string(i) + ")' is missing when '@blend_src' is used");
    }
    return false;
  }
  return true;
}

}  // namespace

bool validate_struct_member_builtin(Validator& v, const Attribute* a, const Type* t) {
  std::string_view b = ident_arg(a, 0);
  std::string quoted = "'@builtin(" + std::string(b) + ")'";
  auto wrong_type = [&](const char* required) {
    v.error(a->span, ValidateId::BuiltinType, "store type of " + quoted + " must be '" + required + "'");
    return false;
  };
  auto needs_extension = [&](const char* ext, bool attribute_word) {
    if (extension_enabled(v.module, ext)) return true;
    v.error(a->span, ValidateId::BuiltinExtension,
            "use of " + quoted + (attribute_word ? " attribute" : "") + " requires enabling extension '" + ext + "'");
    return false;
  };
  // One case per value of the builtin-value list (syntax/builtin_values.def) and no default: a
  // new value does not compile until its rule is here.
  std::optional<BuiltinValue> value = find_builtin_value(b);
  if (value) {
    switch (*value) {
      case BuiltinValue::Position:
        if (!is_vec_of(t, 4, TypeKind::F32)) return wrong_type("vec4<f32>");
        break;
      case BuiltinValue::GlobalInvocationId:
      case BuiltinValue::LocalInvocationId:
      case BuiltinValue::NumWorkgroups:
      case BuiltinValue::WorkgroupId:
        if (!is_vec_of(t, 3, TypeKind::U32)) return wrong_type("vec3<u32>");
        break;
      case BuiltinValue::FragDepth:
        if (t->kind != TypeKind::F32) return wrong_type("f32");
        break;
      case BuiltinValue::FrontFacing:
        if (t->kind != TypeKind::Bool) return wrong_type("bool");
        break;
      case BuiltinValue::LocalInvocationIndex:
      case BuiltinValue::VertexIndex:
      case BuiltinValue::InstanceIndex:
      case BuiltinValue::SampleMask:
      case BuiltinValue::SampleIndex:
        if (t->kind != TypeKind::U32) return wrong_type("u32");
        break;
      case BuiltinValue::SubgroupId:
      case BuiltinValue::NumSubgroups:
      case BuiltinValue::SubgroupInvocationId:
      case BuiltinValue::SubgroupSize:
        if (!needs_extension("subgroups", true)) return false;
        if (t->kind != TypeKind::U32) return wrong_type("u32");
        break;
      case BuiltinValue::ClipDistances:
        if (!needs_extension("clip_distances", false)) return false;
        if (!(t->kind == TypeKind::Array && t->elem->kind == TypeKind::F32 && t->count > 0 &&
              t->count <= kMaxClipDistances)) {
          v.error(
              a->span, ValidateId::BuiltinType,
              "store type of " + quoted + " must be 'array<f32, N>' (N <= " + std::to_string(kMaxClipDistances) + ")");
          return false;
        }
        break;
      case BuiltinValue::PrimitiveIndex:
        if (!needs_extension("primitive_index", false)) return false;
        if (t->kind != TypeKind::U32) return wrong_type("u32");
        break;
      case BuiltinValue::BarycentricCoord:
        if (!needs_extension("chromium_experimental_barycentric_coord", false)) return false;
        break;
      case BuiltinValue::GlobalInvocationIndex:
      case BuiltinValue::ViewIndex:
      case BuiltinValue::WorkgroupIndex:
        break;
    }
  }
  return true;
}

void validate_struct(Validator& v, const StructDecl* decl, const Type* type) {
  if (!decl || !type || type->kind != TypeKind::Struct) return;
  if (decl->members.size() > kMaxStructMembers) {
    v.error(decl->span, ValidateId::StructMembers,
            "struct '" + std::string(decl->name.name) + "' has " + std::to_string(decl->members.size()) +
                " members, maximum is " + std::to_string(kMaxStructMembers));
    return;
  }
  if (!decl->attrs.empty()) {
    if (!check_duplicate_attributes(v, decl->attrs)) return;
    report_invalid_attribute(v, decl->attrs[0], "'struct' declarations");
    return;
  }
  if (!check_members(v, decl, type)) return;
  for (const StructMemberInfo& m : type->structure->members) {
    if (m.type->kind == TypeKind::Atomic) {
      v.info.atomic_sources.emplace(type, m.decl->name.span);
    } else if (auto it = v.info.atomic_sources.find(m.type); it != v.info.atomic_sources.end()) {
      v.info.atomic_sources.emplace(type, it->second);
    }
  }
  if (!check_structure(v, type)) return;
  uint32_t depth = nest_depth(type);
  if (depth > kMaxNestDepth) {
    v.error(decl->span, ValidateId::NestDepth,
            "struct '" + std::string(decl->name.name) + "' has nesting depth of " + std::to_string(depth) +
                ", maximum is " + std::to_string(kMaxNestDepth));
  }
}

}  // namespace wgx::sema
