// WGSL types: interning, names as Tint prints them, the spec's type families, memory layout and
// conversion ranks.
#include "sema/type.h"

#include <algorithm>
#include <deque>
#include <map>
#include <tuple>

#include "syntax/ast.h"

namespace wgx::sema {

// ---- Enumerant spellings ----

std::string_view address_space_name(AddressSpace s) {
  switch (s) {
    case AddressSpace::Undefined:
      return "";
    case AddressSpace::Function:
      return "function";
    case AddressSpace::Private:
      return "private";
    case AddressSpace::Workgroup:
      return "workgroup";
    case AddressSpace::Uniform:
      return "uniform";
    case AddressSpace::Storage:
      return "storage";
    case AddressSpace::Handle:
      return "handle";
    case AddressSpace::Immediate:
      return "immediate";
  }
  return "";
}

std::string_view access_name(Access a) {
  switch (a) {
    case Access::Undefined:
      return "";
    case Access::Read:
      return "read";
    case Access::Write:
      return "write";
    case Access::ReadWrite:
      return "read_write";
  }
  return "";
}

namespace {

// The format table's rows (include/wgx/texture_formats.def), numbered as its other consumers
// number them, with their names; a texel format joins its row by enumerator, checked by the
// compiler.
enum class TableFormat : uint32_t {
  Undefined,
#define WGX_TEXTURE_FORMAT(Enum, ...) Enum,
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
};
constexpr std::string_view kTableNames[] = {
    "",
#define WGX_TEXTURE_FORMAT(Enum, Name, ...) Name,
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
};
constexpr TableFormat kTexelFormatRows[] = {
    TableFormat::Undefined,
#define WGX_TEXTURE_FORMAT(...)
#define WGX_TEXEL_FORMAT(Enum) TableFormat::Enum,
#include "wgx/texture_formats.def"
#undef WGX_TEXEL_FORMAT
#undef WGX_TEXTURE_FORMAT
};

}  // namespace

uint32_t texture_format_index(TexelFormat f) {
  auto i = static_cast<size_t>(f);
  return i < std::size(kTexelFormatRows) ? static_cast<uint32_t>(kTexelFormatRows[i]) : 0;
}

std::string_view texel_format_name(TexelFormat f) { return kTableNames[texture_format_index(f)]; }

bool texel_format_from_name(std::string_view name, TexelFormat* out) {
  for (size_t i = 1; i < std::size(kTexelFormatRows); i++) {
    if (kTableNames[static_cast<size_t>(kTexelFormatRows[i])] == name) {
      *out = static_cast<TexelFormat>(i);
      return true;
    }
  }
  return false;
}

// ---- TypeTable ----

namespace {

// Everything that distinguishes one interned type from another.
using TypeKey = std::tuple<TypeKind, uint8_t, uint8_t, AddressSpace, Access, TextureKind, TextureDim, TexelFormat,
                           const Type*, uint32_t, const ast::Expr*>;

TypeKey key_of(const Type& t) {
  return {t.kind, t.width, t.rows, t.space, t.access, t.texture, t.dim, t.format, t.elem, t.count, t.override_count};
}

Type scalar(TypeKind kind) {
  Type t;
  t.kind = kind;
  return t;
}

}  // namespace

struct TypeTable::Impl {
  Type void_type = scalar(TypeKind::Void);
  Type bool_type = scalar(TypeKind::Bool);
  Type abstract_int = scalar(TypeKind::AbstractInt);
  Type abstract_float = scalar(TypeKind::AbstractFloat);
  Type i32 = scalar(TypeKind::I32);
  Type u32 = scalar(TypeKind::U32);
  Type f32 = scalar(TypeKind::F32);
  Type f16 = scalar(TypeKind::F16);

  std::map<TypeKey, std::unique_ptr<Type>> interned;
  std::vector<std::unique_ptr<Type>> structs;
  std::vector<std::unique_ptr<StructInfo>> struct_infos;
  // Builtin result structures by name, and the storage of their names.
  std::map<std::string, const Type*, std::less<>> builtin_structs;
  std::deque<std::string> names;

  const Type* intern(const Type& t) {
    auto key = key_of(t);
    auto it = interned.find(key);
    if (it != interned.end()) return it->second.get();
    auto owned = std::make_unique<Type>(t);
    const Type* result = owned.get();
    interned.emplace(key, std::move(owned));
    return result;
  }
};

TypeTable::TypeTable() : impl_(std::make_unique<Impl>()) {}
TypeTable::~TypeTable() = default;

const Type* TypeTable::void_type() const { return &impl_->void_type; }
const Type* TypeTable::bool_type() const { return &impl_->bool_type; }
const Type* TypeTable::abstract_int() const { return &impl_->abstract_int; }
const Type* TypeTable::abstract_float() const { return &impl_->abstract_float; }
const Type* TypeTable::i32() const { return &impl_->i32; }
const Type* TypeTable::u32() const { return &impl_->u32; }
const Type* TypeTable::f32() const { return &impl_->f32; }
const Type* TypeTable::f16() const { return &impl_->f16; }

const Type* TypeTable::vec(const Type* elem, uint32_t n) {
  Type t;
  t.kind = TypeKind::Vector;
  t.width = static_cast<uint8_t>(n);
  t.elem = elem;
  return impl_->intern(t);
}

const Type* TypeTable::mat(const Type* elem, uint32_t columns, uint32_t rows) {
  Type t;
  t.kind = TypeKind::Matrix;
  t.width = static_cast<uint8_t>(columns);
  t.rows = static_cast<uint8_t>(rows);
  t.elem = elem;
  return impl_->intern(t);
}

const Type* TypeTable::array(const Type* elem, uint32_t count) {
  Type t;
  t.kind = TypeKind::Array;
  t.elem = elem;
  t.count = count;
  return impl_->intern(t);
}

const Type* TypeTable::runtime_array(const Type* elem) {
  Type t;
  t.kind = TypeKind::Array;
  t.elem = elem;
  return impl_->intern(t);
}

const Type* TypeTable::override_array(const Type* elem, const ast::Expr* count) {
  Type t;
  t.kind = TypeKind::Array;
  t.elem = elem;
  t.override_count = count;
  return impl_->intern(t);
}

const Type* TypeTable::atomic(const Type* elem) {
  Type t;
  t.kind = TypeKind::Atomic;
  t.elem = elem;
  return impl_->intern(t);
}

const Type* TypeTable::pointer(AddressSpace space, const Type* elem, Access access) {
  Type t;
  t.kind = TypeKind::Pointer;
  t.space = space;
  t.elem = elem;
  t.access = access;
  return impl_->intern(t);
}

const Type* TypeTable::reference(AddressSpace space, const Type* elem, Access access) {
  Type t;
  t.kind = TypeKind::Reference;
  t.space = space;
  t.elem = elem;
  t.access = access;
  return impl_->intern(t);
}

const Type* TypeTable::sampler(bool comparison) {
  Type t;
  t.kind = comparison ? TypeKind::SamplerComparison : TypeKind::Sampler;
  return impl_->intern(t);
}

const Type* TypeTable::texture(TextureKind kind, TextureDim dim, const Type* sampled_type) {
  Type t;
  t.kind = TypeKind::Texture;
  t.texture = kind;
  t.dim = dim;
  t.elem = sampled_type;
  return impl_->intern(t);
}

const Type* TypeTable::depth_texture(TextureDim dim, bool multisampled) {
  Type t;
  t.kind = TypeKind::Texture;
  t.texture = multisampled ? TextureKind::DepthMultisampled : TextureKind::Depth;
  t.dim = dim;
  return impl_->intern(t);
}

const Type* TypeTable::external_texture() {
  Type t;
  t.kind = TypeKind::Texture;
  t.texture = TextureKind::External;
  return impl_->intern(t);
}

const Type* TypeTable::storage_texture(TextureDim dim, TexelFormat format, Access access) {
  Type t;
  t.kind = TypeKind::Texture;
  t.texture = TextureKind::Storage;
  t.dim = dim;
  t.format = format;
  t.access = access;
  return impl_->intern(t);
}

uint32_t nest_depth(const Type* t) {
  switch (t->kind) {
    case TypeKind::Vector:
      return 1;
    case TypeKind::Matrix:
      return 2;
    case TypeKind::Array:
      return 1 + nest_depth(t->elem);
    case TypeKind::Struct:
      return t->structure->nest_depth;
    default:
      return 0;
  }
}

namespace {
bool is_creation_fixed_footprint(const Type* t);  // below, with the other predicates
uint64_t saturating_add(uint64_t a, uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }
uint64_t saturating_mul(uint64_t a, uint64_t b) { return b != 0 && a > UINT64_MAX / b ? UINT64_MAX : a * b; }
}  // namespace

uint64_t leaf_count(const Type* t) {
  switch (t->kind) {
    case TypeKind::Vector:
      return t->width;
    case TypeKind::Matrix:
      return uint64_t{t->width} * t->rows;
    case TypeKind::Array:
      return saturating_mul(t->count, leaf_count(t->elem));
    case TypeKind::Struct:
      return t->structure->leaf_count;
    default:
      return 1;
  }
}

const Type* TypeTable::make_struct(std::unique_ptr<StructInfo> info) {
  auto t = std::make_unique<Type>();
  t->kind = TypeKind::Struct;
  t->structure = info.get();
  uint32_t deepest = 0;
  for (const StructMemberInfo& m : info->members) deepest = std::max(deepest, nest_depth(m.type));
  info->nest_depth = 1 + deepest;
  uint64_t leaves = 0;
  for (const StructMemberInfo& m : info->members) leaves = saturating_add(leaves, leaf_count(m.type));
  info->leaf_count = leaves;
  for (const StructMemberInfo& m : info->members) {
    info->abstract = info->abstract || is_abstract(m.type);
    info->constructible = info->constructible && is_constructible(m.type);
    info->host_shareable = info->host_shareable && is_host_shareable(m.type);
    info->fixed_footprint = info->fixed_footprint && is_fixed_footprint(m.type);
    info->creation_fixed_footprint = info->creation_fixed_footprint && is_creation_fixed_footprint(m.type);
    info->atomic_free = info->atomic_free && is_atomic_free(m.type);
  }
  impl_->struct_infos.push_back(std::move(info));
  impl_->structs.push_back(std::move(t));
  return impl_->structs.back().get();
}

namespace {

uint32_t round_up(uint32_t align, uint32_t n) { return align == 0 ? n : (n + align - 1) / align * align; }

// The element part of a builtin result structure's name: "f32", "vec3_f16", "abstract".
std::string result_suffix(const Type* t) {
  std::string s;
  if (t->kind == TypeKind::Vector) {
    s = "vec" + std::to_string(t->width) + "_";
    t = t->elem;
  }
  return s + (is_abstract(t) ? std::string("abstract") : type_name(t));
}

}  // namespace

const Type* TypeTable::builtin_struct(std::string name,
                                      const std::vector<std::pair<std::string_view, const Type*>>& members) {
  auto it = impl_->builtin_structs.find(name);
  if (it != impl_->builtin_structs.end()) return it->second;
  auto info = std::make_unique<StructInfo>();
  info->name = impl_->names.emplace_back(std::move(name));
  uint32_t offset = 0;
  for (const auto& [member_name, member_type] : members) {
    StructMemberInfo m;
    m.name = member_name;
    m.type = member_type;
    m.index = static_cast<uint32_t>(info->members.size());
    m.align = align_of(member_type);
    m.size = size_of(member_type);
    m.offset = round_up(m.align, offset);
    offset = m.offset + m.size;
    info->align = std::max(info->align, m.align);
    info->members.push_back(m);
  }
  info->size = round_up(info->align, offset);
  const Type* t = make_struct(std::move(info));
  impl_->builtin_structs.emplace(std::string(t->structure->name), t);
  return t;
}

const Type* TypeTable::frexp_result(const Type* t) {
  const Type* exp = is_abstract(t) ? abstract_int() : i32();
  if (t->kind == TypeKind::Vector) exp = vec(exp, t->width);
  return builtin_struct("__frexp_result_" + result_suffix(t), {{"fract", t}, {"exp", exp}});
}

const Type* TypeTable::modf_result(const Type* t) {
  return builtin_struct("__modf_result_" + result_suffix(t), {{"fract", t}, {"whole", t}});
}

const Type* TypeTable::atomic_compare_exchange_result(const Type* t) {
  return builtin_struct("__atomic_compare_exchange_result_" + type_name(t),
                        {{"old_value", t}, {"exchanged", bool_type()}});
}

// ---- Names ----

std::string_view dim_name(TextureDim d) {
  switch (d) {
    case TextureDim::D1:
      return "1d";
    case TextureDim::D2:
      return "2d";
    case TextureDim::D2Array:
      return "2d_array";
    case TextureDim::D3:
      return "3d";
    case TextureDim::Cube:
      return "cube";
    case TextureDim::CubeArray:
      return "cube_array";
  }
  return "";
}

namespace {

std::string texture_name(const Type* t) {
  std::string dim(dim_name(t->dim));
  switch (t->texture) {
    case TextureKind::Sampled:
      return "texture_" + dim + "<" + type_name(t->elem) + ">";
    case TextureKind::Multisampled:
      return "texture_multisampled_" + dim + "<" + type_name(t->elem) + ">";
    case TextureKind::External:
      return "texture_external";
    case TextureKind::Storage:
      return "texture_storage_" + dim + "<" + std::string(texel_format_name(t->format)) + ", " +
             std::string(access_name(t->access)) + ">";
    case TextureKind::Depth:
      return "texture_depth_" + dim;
    case TextureKind::DepthMultisampled:
      return "texture_depth_multisampled_" + dim;
  }
  return "";
}

std::string memory_view_name(const char* what, const Type* t) {
  std::string s = what;
  s += "<";
  if (t->space != AddressSpace::Undefined) {
    s += address_space_name(t->space);
    s += ", ";
  }
  s += type_name(t->elem);
  s += ", ";
  s += t->access == Access::Undefined ? std::string_view("undefined") : access_name(t->access);
  return s + ">";
}

}  // namespace

std::string type_name(const Type* t) {
  if (t == nullptr) return "<null>";
  switch (t->kind) {
    case TypeKind::Void:
      return "void";
    case TypeKind::Bool:
      return "bool";
    case TypeKind::AbstractInt:
      return "abstract-int";
    case TypeKind::AbstractFloat:
      return "abstract-float";
    case TypeKind::I32:
      return "i32";
    case TypeKind::U32:
      return "u32";
    case TypeKind::F32:
      return "f32";
    case TypeKind::F16:
      return "f16";
    case TypeKind::Vector:
      return "vec" + std::to_string(t->width) + "<" + type_name(t->elem) + ">";
    case TypeKind::Matrix:
      return "mat" + std::to_string(t->width) + "x" + std::to_string(t->rows) + "<" + type_name(t->elem) + ">";
    case TypeKind::Array: {
      std::string s = "array<" + type_name(t->elem);
      if (t->override_count != nullptr) {
        const auto* id = t->override_count->kind == ast::ExprKind::Ident
                             ? static_cast<const ast::IdentExpr*>(t->override_count)
                             : nullptr;
        if (id != nullptr && id->template_args.size() == 0) {
          s += ", " + std::string(id->ident.name);
        } else {
          s += ", [unnamed override-expression]";
        }
      } else if (t->count > 0) {
        s += ", " + std::to_string(t->count);
      }
      return s + ">";
    }
    case TypeKind::Struct:
      return std::string(t->structure->name);
    case TypeKind::Atomic:
      return "atomic<" + type_name(t->elem) + ">";
    case TypeKind::Pointer:
      return memory_view_name("ptr", t);
    case TypeKind::Reference:
      return memory_view_name("ref", t);
    case TypeKind::Sampler:
      return "sampler";
    case TypeKind::SamplerComparison:
      return "sampler_comparison";
    case TypeKind::Texture:
      return texture_name(t);
  }
  return "";
}

// ---- Classification ----

bool is_scalar(const Type* t) {
  switch (t->kind) {
    case TypeKind::Bool:
    case TypeKind::AbstractInt:
    case TypeKind::AbstractFloat:
    case TypeKind::I32:
    case TypeKind::U32:
    case TypeKind::F32:
    case TypeKind::F16:
      return true;
    default:
      return false;
  }
}

bool is_numeric_scalar(const Type* t) { return is_scalar(t) && t->kind != TypeKind::Bool; }

bool is_integer_scalar(const Type* t) {
  return t->kind == TypeKind::AbstractInt || t->kind == TypeKind::I32 || t->kind == TypeKind::U32;
}

bool is_float_scalar(const Type* t) {
  return t->kind == TypeKind::AbstractFloat || t->kind == TypeKind::F32 || t->kind == TypeKind::F16;
}

bool is_abstract(const Type* t) {
  switch (t->kind) {
    case TypeKind::AbstractInt:
    case TypeKind::AbstractFloat:
      return true;
    case TypeKind::Vector:
    case TypeKind::Matrix:
    case TypeKind::Array:
      return is_abstract(t->elem);
    case TypeKind::Struct:
      return t->structure->abstract;
    default:
      return false;
  }
}

namespace {

bool is_runtime_array(const Type* t) {
  return t->kind == TypeKind::Array && t->count == 0 && t->override_count == nullptr;
}

bool is_creation_fixed_footprint(const Type* t) {
  switch (t->kind) {
    case TypeKind::Array:
      return t->count > 0 && is_creation_fixed_footprint(t->elem);
    case TypeKind::Struct:
      return t->structure->creation_fixed_footprint;
    default:
      return true;
  }
}

}  // namespace

bool is_constructible(const Type* t) {
  switch (t->kind) {
    case TypeKind::Vector:
    case TypeKind::Matrix:
      return true;
    case TypeKind::Array:
      return t->count > 0 && is_constructible(t->elem);
    case TypeKind::Struct:
      return t->structure->constructible;
    default:
      return is_scalar(t);
  }
}

bool is_storable(const Type* t) {
  if (is_abstract(t)) return false;
  switch (t->kind) {
    case TypeKind::Vector:
    case TypeKind::Matrix:
    case TypeKind::Atomic:
    case TypeKind::Array:
    case TypeKind::Struct:
    case TypeKind::Texture:
    case TypeKind::Sampler:
    case TypeKind::SamplerComparison:
      return true;
    default:
      return is_scalar(t);
  }
}

bool is_host_shareable(const Type* t) {
  if (is_abstract(t)) return false;
  switch (t->kind) {
    case TypeKind::I32:
    case TypeKind::U32:
    case TypeKind::F32:
    case TypeKind::F16:
      return true;
    case TypeKind::Vector:
    case TypeKind::Matrix:
      return is_host_shareable(t->elem);
    case TypeKind::Atomic:
      return true;
    case TypeKind::Array:
      return (t->override_count == nullptr) && is_host_shareable(t->elem);  // fixed (const count) or runtime
    case TypeKind::Struct:
      return t->structure->host_shareable;
    default:
      return false;
  }
}

bool is_fixed_footprint(const Type* t) {
  switch (t->kind) {
    case TypeKind::Array:
      return !is_runtime_array(t) && is_fixed_footprint(t->elem);
    case TypeKind::Struct:
      return t->structure->fixed_footprint;
    default:
      return true;
  }
}

bool is_atomic_free(const Type* t) {
  switch (t->kind) {
    case TypeKind::Atomic:
      return false;
    case TypeKind::Array:
      return is_atomic_free(t->elem);
    case TypeKind::Struct:
      return t->structure->atomic_free;
    default:
      return true;
  }
}

const Type* scalar_of(const Type* t) {
  switch (t->kind) {
    case TypeKind::Vector:
    case TypeKind::Matrix:
    case TypeKind::Atomic:
      return scalar_of(t->elem);
    default:
      return is_scalar(t) ? t : nullptr;
  }
}

// ---- Memory layout ----

uint32_t align_of(const Type* t) {
  switch (t->kind) {
    case TypeKind::Bool:
    case TypeKind::I32:
    case TypeKind::U32:
    case TypeKind::F32:
    case TypeKind::Atomic:
      return 4;
    case TypeKind::F16:
      return 2;
    case TypeKind::Vector: {
      uint32_t s = size_of(t->elem);
      return t->width == 2 ? 2 * s : 4 * s;
    }
    case TypeKind::Matrix: {
      uint32_t s = size_of(t->elem);
      return t->rows == 2 ? 2 * s : 4 * s;
    }
    case TypeKind::Array:
      return align_of(t->elem);
    case TypeKind::Struct:
      return t->structure->align;
    default:
      return 0;
  }
}

uint32_t size_of(const Type* t) {
  switch (t->kind) {
    case TypeKind::Bool:
    case TypeKind::I32:
    case TypeKind::U32:
    case TypeKind::F32:
    case TypeKind::Atomic:
      return 4;
    case TypeKind::F16:
      return 2;
    case TypeKind::Vector:
      return t->width * size_of(t->elem);
    case TypeKind::Matrix: {
      uint32_t s = size_of(t->elem);
      uint32_t column_align = t->rows == 2 ? 2 * s : 4 * s;
      return t->width * round_up(column_align, t->rows * s);
    }
    case TypeKind::Array:
      if (t->override_count != nullptr) return 0;  // known only once overrides are
      return t->count > 0 ? t->count * array_stride(t) : array_stride(t);
    case TypeKind::Struct:
      return t->structure->size;
    default:
      return 0;
  }
}

uint32_t array_stride(const Type* array_type) {
  const Type* e = array_type->elem;
  return round_up(align_of(e), size_of(e));
}

// ---- Conversions ----

int conversion_rank(const Type* from, const Type* to) {
  if (from == to) return 0;
  switch (from->kind) {
    case TypeKind::AbstractFloat:
      if (to->kind == TypeKind::F32) return 1;
      if (to->kind == TypeKind::F16) return 2;
      return kNoConversion;
    case TypeKind::AbstractInt:
      switch (to->kind) {
        case TypeKind::I32:
          return 3;
        case TypeKind::U32:
          return 4;
        case TypeKind::AbstractFloat:
          return 5;
        case TypeKind::F32:
          return 6;
        case TypeKind::F16:
          return 7;
        default:
          return kNoConversion;
      }
    case TypeKind::Vector:
      if (to->kind == TypeKind::Vector && to->width == from->width) return conversion_rank(from->elem, to->elem);
      return kNoConversion;
    case TypeKind::Matrix:
      if (to->kind == TypeKind::Matrix && to->width == from->width && to->rows == from->rows) {
        return conversion_rank(from->elem, to->elem);
      }
      return kNoConversion;
    case TypeKind::Array:
      if (to->kind == TypeKind::Array && to->count == from->count && to->override_count == from->override_count) {
        return conversion_rank(from->elem, to->elem);
      }
      return kNoConversion;
    case TypeKind::Struct: {
      // Abstract builtin result structures convert member-wise to their concrete forms; the rank
      // is that of the first member (the spec's 1 for f32 and 2 for f16 results).
      const StructInfo* a = from->structure;
      if (to->kind != TypeKind::Struct || a->decl != nullptr || to->structure->decl != nullptr) return kNoConversion;
      const StructInfo* b = to->structure;
      if (a->members.size() != b->members.size() || a->members.empty() || !is_abstract(from)) return kNoConversion;
      for (size_t i = 0; i < a->members.size(); i++) {
        if (a->members[i].name != b->members[i].name ||
            conversion_rank(a->members[i].type, b->members[i].type) == kNoConversion) {
          return kNoConversion;
        }
      }
      return conversion_rank(a->members[0].type, b->members[0].type);
    }
    default:
      return kNoConversion;
  }
}

const Type* concretize(TypeTable& types, const Type* t) {
  switch (t->kind) {
    case TypeKind::AbstractInt:
      return types.i32();
    case TypeKind::AbstractFloat:
      return types.f32();
    case TypeKind::Vector:
      return is_abstract(t) ? types.vec(concretize(types, t->elem), t->width) : t;
    case TypeKind::Matrix:
      return is_abstract(t) ? types.mat(concretize(types, t->elem), t->width, t->rows) : t;
    case TypeKind::Array:
      if (!is_abstract(t)) return t;
      if (t->override_count != nullptr) return types.override_array(concretize(types, t->elem), t->override_count);
      return t->count > 0 ? types.array(concretize(types, t->elem), t->count)
                          : types.runtime_array(concretize(types, t->elem));
    case TypeKind::Struct: {
      if (!is_abstract(t) || t->structure->decl != nullptr || t->structure->members.empty()) return t;
      // Builtin result structures: rebuild from the concretized first member.
      const Type* first = concretize(types, t->structure->members[0].type);
      std::string_view name = t->structure->name;
      if (name.starts_with("__frexp_result")) return types.frexp_result(first);
      if (name.starts_with("__modf_result")) return types.modf_result(first);
      return t;
    }
    default:
      return t;
  }
}

const Type* unwrap_ref(const Type* t) { return t->kind == TypeKind::Reference ? t->elem : t; }

int swizzle_index(char c) {
  switch (c) {
    case 'x':
    case 'r':
      return 0;
    case 'y':
    case 'g':
      return 1;
    case 'z':
    case 'b':
      return 2;
    case 'w':
    case 'a':
      return 3;
    default:
      return -1;
  }
}

}  // namespace wgx::sema
