// Type-generator constraints (vecN<T>, matCxR<T>, atomic<T>, array<E, N>, ptr<AS, T, A>,
// textures), template-argument counts, f16 without `enable f16;`, and the rules that tie a type
// to an address space (Tint's ApplyAddressSpaceUsageToType and CheckTypeAccessAddressSpace).

#include "sema/validate_var.h"

namespace wgx::sema {
namespace {

using namespace ast;  // NOLINT

constexpr int64_t kMaxArrayElementCount = 65536;
constexpr uint32_t kMaxNestDepth = 255;

bool is_vec_name(std::string_view n) { return n.size() == 4 && n.substr(0, 3) == "vec" && n[3] >= '2' && n[3] <= '4'; }
bool is_mat_name(std::string_view n) {
  return n.size() == 6 && n.substr(0, 3) == "mat" && n[3] >= '2' && n[3] <= '4' && n[4] == 'x' && n[5] >= '2' &&
         n[5] <= '4';
}
bool is_sampled_texture_name(std::string_view n) {
  return n == "texture_1d" || n == "texture_2d" || n == "texture_2d_array" || n == "texture_3d" ||
         n == "texture_cube" || n == "texture_cube_array" || n == "texture_multisampled_2d";
}
bool is_storage_texture_name(std::string_view n) { return n.substr(0, 16) == "texture_storage_"; }

// Type generators: names that take a template list.
bool is_generator_name(std::string_view n) {
  return is_vec_name(n) || is_mat_name(n) || n == "array" || n == "atomic" || n == "ptr" || n == "binding_array" ||
         is_sampled_texture_name(n) || is_storage_texture_name(n);
}

// Predeclared names that spell an f16 type: f16, vec3h, mat2x2h.
bool names_f16(std::string_view n) {
  if (n == "f16") return true;
  return (n.substr(0, 3) == "vec" || n.substr(0, 3) == "mat") && n.size() >= 5 && n.back() == 'h';
}


bool validate_array(Validator& v, const IdentExpr* spec, const Type* t) {
  const auto& args = spec->template_args;
  const Type* elem = t->elem;
  if (t->count > 0 && args.size() > 1) {
    uint64_t stride = round_up64(align_of(elem), size_of(elem));
    uint64_t bytes = stride * t->count;
    if (bytes > 0xffffffffull) {
      v.error(args[1]->span, ValidateId::ArrayTooLarge,
              "array byte size (" + hex_size(bytes) + ") must not exceed 0xffffffff bytes");
      return false;
    }
  }
  uint32_t depth = 1 + nest_depth(elem);
  if (depth > kMaxNestDepth) {
    v.error(spec->span, ValidateId::NestDepth,
            "array has nesting depth of " + std::to_string(depth) + ", maximum is " + std::to_string(kMaxNestDepth));
    return false;
  }
  Span elem_at = args.empty() ? spec->span : args[0]->span;
  if (!is_plain_type(elem)) {
    v.error(elem_at, ValidateId::ArrayElementType, type_name(elem) + " cannot be used as an element type of an array");
    return false;
  }
  if (!is_fixed_footprint(elem)) {
    v.error(elem_at, ValidateId::ArrayElementRuntime, "an array element type cannot contain a runtime-sized array");
    return false;
  }
  if (elem->kind == TypeKind::Array && elem->override_count) {
    v.error(elem_at, ValidateId::OverrideArrayUse,
            "'array' with an 'override' element count can only be used as the store type of a 'var<workgroup>'");
    return false;
  }
  if (elem->kind == TypeKind::Atomic) {
    v.info.atomic_sources.emplace(t, elem_at);
  } else if (auto it = v.info.atomic_sources.find(elem); it != v.info.atomic_sources.end()) {
    v.info.atomic_sources.emplace(t, it->second);
  }
  return true;
}

bool validate_pointer(Validator& v, const IdentExpr* spec, const Type* t) {
  const auto& args = spec->template_args;
  const Type* store = t->elem;
  if (t->space != AddressSpace::Handle && is_handle_type(store)) {
    v.error(spec->span, ValidateId::PointerToHandle, "pointer can not be formed to handle type " + type_name(store));
    return false;
  }
  if (args.size() > 2 && t->space != AddressSpace::Storage) {
    v.error(spec->span, ValidateId::PointerAccessMode,
            "only pointers in <storage> address space may specify an access mode");
    return false;
  }
  Span store_at = args.size() > 1 ? args[1]->span : spec->span;
  if (!is_storable_type(store)) {
    v.error(store_at, ValidateId::PointerStoreType,
            type_name(store) + " cannot be used as the store type of a pointer");
    return false;
  }
  if (!check_type_access_address_space(v, store, t->access, t->space, spec->span)) return false;
  if (!apply_address_space_usage(v, t->space, store, store_at)) {
    v.note(spec->span, ValidateId::WhileInstantiating, "while instantiating " + type_name(t));
    return false;
  }
  return true;
}

}  // namespace

bool validate_template_args(Validator& v, const IdentExpr* spec) {
  std::string_view n = spec->ident.name;
  size_t lo = 0, hi = 0;
  if (is_vec_name(n) || is_mat_name(n) || n == "atomic" || is_sampled_texture_name(n)) {
    lo = hi = 1;
  } else if (n == "array") {
    lo = 1, hi = 2;
  } else if (n == "ptr") {
    lo = 2, hi = 3;
  } else if (is_storage_texture_name(n) || n == "binding_array") {
    lo = hi = 2;
  } else {
    return true;
  }
  size_t got = spec->template_args.size();
  std::string quoted = "'" + std::string(n) + "'";
  if (lo == hi && got != lo) {
    v.error(spec->span, ValidateId::TemplateArgCount,
            quoted + " requires " + std::to_string(lo) + " template arguments");
    return false;
  }
  if (got < lo) {
    v.error(spec->span, ValidateId::TemplateArgCount,
            quoted + " requires at least " + std::to_string(lo) + " template arguments");
    return false;
  }
  if (got > hi) {
    v.error(spec->span, ValidateId::TemplateArgCount,
            quoted + " requires at most " + std::to_string(hi) + " template arguments");
    return false;
  }
  return true;
}

bool validate_type(Validator& v, const IdentExpr* spec, const Type* type) {
  if (!spec || !type) return true;
  std::string_view name = spec->ident.name;
  const Entity* named = v.info.entity(spec);
  if (named && (named->kind == EntityKind::Struct || named->kind == EntityKind::Alias)) {
    if (spec->template_args.empty()) return true;
    v.error(spec->span, ValidateId::NotTemplated, "type '" + std::string(name) + "' does not take template arguments");
    if (named->decl) {
      v.note(named->decl->span, ValidateId::DeclaredHere,
             std::string(named->kind == EntityKind::Struct ? "'struct " : "'alias ") + std::string(name) +
                 "' declared here");
    }
    return false;
  }
  if (!is_generator_name(name)) {
    if (!spec->template_args.empty()) {
      v.error(spec->span, ValidateId::NotTemplated,
              "type '" + std::string(name) + "' does not take template arguments");
      return false;
    }
    if (names_f16(name) && !check_f16_enabled(v, spec->ident.span)) return false;
    return true;
  }
  switch (type->kind) {
    case TypeKind::Vector:
      if (!is_scalar(type->elem) || is_abstract(type->elem)) {
        v.error(spec->ident.span, ValidateId::VectorElement,
                "vector element type must be 'bool', 'f32', 'f16', 'i32' or 'u32'");
        return false;
      }
      return true;
    case TypeKind::Matrix:
      if (type->elem->kind != TypeKind::F32 && type->elem->kind != TypeKind::F16) {
        v.error(spec->ident.span, ValidateId::MatrixElement, "matrix element type must be 'f32' or 'f16'");
        return false;
      }
      return true;
    case TypeKind::Atomic: {
      const Type* e = type->elem;
      if (e->kind == TypeKind::I32 || e->kind == TypeKind::U32) return true;
      Span at = spec->template_args.empty() ? spec->span : spec->template_args[0]->span;
      if (e->kind == TypeKind::Vector && e->width == 2 && e->elem->kind == TypeKind::U32) {
        if (extension_enabled(v.module, "atomic_vec2u_min_max")) return true;
        v.error(at, ValidateId::AtomicVec2u,
                " The type 'atomic<vec2u>' cannot be used without the extension 'atomic_vec2u_min_max'");
        return false;
      }
      v.error(at, ValidateId::AtomicType, "'atomic' only supports 'i32', 'u32' or 'vec2u' types");
      return false;
    }
    case TypeKind::Array: return validate_array(v, spec, type);
    case TypeKind::Pointer: return validate_pointer(v, spec, type);
    case TypeKind::Texture:
      if (type->texture == TextureKind::Sampled || type->texture == TextureKind::Multisampled) {
        const Type* e = type->elem;
        if (!e || (e->kind != TypeKind::F32 && e->kind != TypeKind::I32 && e->kind != TypeKind::U32)) {
          v.error(spec->ident.span, ValidateId::TextureSampledType,
                  type->texture == TextureKind::Sampled
                      ? "texture_2d<type>: type must be f32, i32 or u32"
                      : "texture_multisampled_2d<type>: type must be f32, i32 or u32");
          return false;
        }
      }
      return true;
    default:
      return true;
  }
}

bool apply_address_space_usage(Validator& v, AddressSpace as, const Type* t, Span usage) {
  t = unwrap_ref(t);
  if (t->kind == TypeKind::Struct) {
    uint32_t bit = 1u << static_cast<uint32_t>(as);
    uint32_t& used = v.info.struct_address_spaces[t];
    if (used & bit) return true;
    used |= bit;
    for (const StructMemberInfo& m : t->structure->members) {
      if (!m.decl) continue;
      if (!apply_address_space_usage(v, as, m.type, m.decl->type ? m.decl->type->span : m.decl->name.span)) {
        v.note(m.decl->name.span, ValidateId::WhileAnalyzing,
               "while analyzing structure member " + type_name(t) + "." + std::string(m.name));
        return false;
      }
    }
    return true;
  }
  if (t->kind == TypeKind::Array) {
    // Runtime-sized arrays: buffer_view is allowed here, so uniform and workgroup may hold them.
    if (is_runtime_array(t) && as != AddressSpace::Storage && as != AddressSpace::Uniform &&
        as != AddressSpace::Workgroup) {
      if (as == AddressSpace::Undefined) {
        v.error(usage, ValidateId::RuntimeArraySpace, "runtime-sized arrays must be used with an address space");
      } else {
        v.error(
            usage, ValidateId::RuntimeArraySpace,
            "runtime-sized arrays cannot be used in the <" + std::string(address_space_name(as)) + "> address space");
      }
      return false;
    }
    if (as != AddressSpace::Storage && t->count >= kMaxArrayElementCount) {
      v.error(
          usage, ValidateId::ArrayCountLimit,
          "array count (" + std::to_string(t->count) + ") must be less than " + std::to_string(kMaxArrayElementCount));
      return false;
    }
    if (as != AddressSpace::Workgroup && t->override_count) {
      v.error(usage, ValidateId::OverrideArraySpace,
              "override-sized arrays can only be used in the <workgroup> address space");
      return false;
    }
    if (as == AddressSpace::Immediate) {
      v.error(usage, ValidateId::ArrayImmediate, "arrays cannot be used in the <immediate> address space");
      return false;
    }
    return apply_address_space_usage(v, as, t->elem, usage);
  }
  if (as != AddressSpace::Storage && t->kind == TypeKind::Atomic && t->elem->kind == TypeKind::Vector) {
    v.error(usage, ValidateId::AtomicVec2uSpace,
            "atomic variables of type '" + type_name(t->elem) + "' can only be in 'storage' address space");
    return false;
  }
  bool shared_space = as == AddressSpace::Uniform || as == AddressSpace::Storage || as == AddressSpace::Immediate;
  if (shared_space && !is_host_shareable(t)) {
    v.error(usage, ValidateId::NonHostShareable,
            "type '" + type_name(t) + "' cannot be used in address space '" + std::string(address_space_name(as)) +
                "' as it is non-host-shareable");
    return false;
  }
  return true;
}

bool check_type_access_address_space(Validator& v, const Type* store, Access access, AddressSpace as, Span at) {
  if (as == AddressSpace::Storage && access == Access::Write) {
    v.error(at, ValidateId::StorageWrite, "access mode 'write' is not valid for the 'storage' address space");
    return false;
  }
  auto atomic_error = [&] {
    if (as != AddressSpace::Storage && as != AddressSpace::Workgroup) {
      v.error(at, ValidateId::AtomicSpace, "'atomic' variables must have 'storage' or 'workgroup' address space");
      return true;
    }
    if (as == AddressSpace::Storage && access != Access::ReadWrite) {
      v.error(at, ValidateId::AtomicReadOnly,
              "atomic variables in 'storage' address space must have 'read_write' access mode");
      return true;
    }
    return false;
  };
  if (store->kind == TypeKind::Atomic) return !atomic_error();
  if (store->kind == TypeKind::Struct || store->kind == TypeKind::Array) {
    if (is_atomic_free(store)) return true;
    if (atomic_error()) {
      if (auto it = v.info.atomic_sources.find(store); it != v.info.atomic_sources.end()) {
        v.note(it->second, ValidateId::AtomicDeclaredHere,
               "atomic sub-type of '" + type_name(store) + "' is declared here");
      }
      return false;
    }
  }
  return true;
}

}  // namespace wgx::sema
