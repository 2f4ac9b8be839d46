// WGSL types as sema sees them. Types are interned by TypeTable: two types are equal exactly
// when their pointers are equal, so comparisons are pointer comparisons.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "wgx/source.h"

namespace wgx::ast {
struct StructDecl;
struct StructMember;
struct Expr;
}  // namespace wgx::ast

namespace wgx::sema {

enum class AddressSpace : uint8_t { Undefined, Function, Private, Workgroup, Uniform, Storage, Handle, Immediate };
enum class Access : uint8_t { Undefined, Read, Write, ReadWrite };

// Spellings as in WGSL ("function", "read_write", ...); Undefined gives "".
std::string_view address_space_name(AddressSpace s);
std::string_view access_name(Access a);

enum class TypeKind : uint8_t {
  Void,
  Bool,
  AbstractInt,
  AbstractFloat,
  I32,
  U32,
  F32,
  F16,
  Vector,
  Matrix,
  Array,
  Struct,
  Atomic,
  Pointer,
  Reference,
  Sampler,
  SamplerComparison,
  Texture,
};

enum class TextureKind : uint8_t { Sampled, Multisampled, External, Storage, Depth, DepthMultisampled };
enum class TextureDim : uint8_t { D1, D2, D2Array, D3, Cube, CubeArray };

// Texel formats of storage textures, in the spec's order: the WGX_TEXEL_FORMAT rows of the format
// table (include/wgx/texture_formats.def), named by the table's enumerators.
enum class TexelFormat : uint8_t {
  Undefined,
#define WGX_TEXTURE_FORMAT(...)
#define WGX_TEXEL_FORMAT(Enum) Enum,
#include "wgx/texture_formats.def"
#undef WGX_TEXEL_FORMAT
#undef WGX_TEXTURE_FORMAT
};
// The format table's enumerator of a texel format (the numbering of wgx::gpu::TextureFormat and
// exec::TexelFormat: 0 for Undefined, then the table's rows in order).
uint32_t texture_format_index(TexelFormat f);
std::string_view texel_format_name(TexelFormat f);
// The dimension as WGSL's texture type names spell it: "1d", "2d", "2d_array", "cube"...
std::string_view dim_name(TextureDim d);
bool texel_format_from_name(std::string_view name, TexelFormat* out);

struct Type;

struct StructMemberInfo {
  std::string_view name;
  const Type* type = nullptr;
  uint32_t index = 0;
  uint32_t offset = 0;  // byte offset, following @align/@size and the layout rules
  uint32_t align = 0;
  uint32_t size = 0;
  const ast::StructMember* decl = nullptr;
};

struct StructInfo {
  std::string_view name;
  std::vector<StructMemberInfo> members;
  uint32_t align = 0;
  uint32_t size = 0;
  const ast::StructDecl* decl = nullptr;  // null for builtin result structs (__frexp_result_f32, ...)
  // Composite nesting depth (spec "Limits": struct 1 + its deepest member), computed once by
  // TypeTable::make_struct so that structs holding structs are never walked again.
  uint32_t nest_depth = 0;
  uint64_t leaf_count = 0;  // scalars in a value of the struct (saturating), likewise computed once
  // What the type predicates (is_abstract, is_constructible, ...) say of the struct, from its
  // members once: asking them of nested structs never walks a member twice.
  bool abstract = false;
  bool constructible = true;
  bool host_shareable = true;
  bool fixed_footprint = true;
  bool creation_fixed_footprint = true;
  bool atomic_free = true;
};

struct Type {
  TypeKind kind = TypeKind::Void;
  uint8_t width = 0;                             // vector: N; matrix: columns
  uint8_t rows = 0;                              // matrix: rows
  AddressSpace space = AddressSpace::Undefined;  // pointer, reference
  Access access = Access::Undefined;             // pointer, reference, storage texture
  TextureKind texture = TextureKind::Sampled;
  TextureDim dim = TextureDim::D2;
  TexelFormat format = TexelFormat::Undefined;
  // Vector/matrix component, array element, atomic value, pointee, sampled texture's type.
  const Type* elem = nullptr;
  // Array element count: >0 fixed; 0 with override_count == null: runtime-sized.
  uint32_t count = 0;
  // Override-sized arrays: the count expression, which makes the type distinct.
  const ast::Expr* override_count = nullptr;
  const StructInfo* structure = nullptr;
};

class TypeTable {
 public:
  TypeTable();
  ~TypeTable();
  TypeTable(const TypeTable&) = delete;
  TypeTable& operator=(const TypeTable&) = delete;

  const Type* void_type() const;
  const Type* bool_type() const;
  const Type* abstract_int() const;
  const Type* abstract_float() const;
  const Type* i32() const;
  const Type* u32() const;
  const Type* f32() const;
  const Type* f16() const;
  const Type* vec(const Type* elem, uint32_t n);
  const Type* mat(const Type* elem, uint32_t columns, uint32_t rows);
  const Type* array(const Type* elem, uint32_t count);  // count > 0
  const Type* runtime_array(const Type* elem);
  const Type* override_array(const Type* elem, const ast::Expr* count);
  const Type* atomic(const Type* elem);
  const Type* pointer(AddressSpace space, const Type* elem, Access access);
  const Type* reference(AddressSpace space, const Type* elem, Access access);
  const Type* sampler(bool comparison);
  const Type* texture(TextureKind kind, TextureDim dim, const Type* sampled_type);  // sampled, multisampled
  const Type* depth_texture(TextureDim dim, bool multisampled);
  const Type* external_texture();
  const Type* storage_texture(TextureDim dim, TexelFormat format, Access access);
  // A new struct type (structs are distinct by declaration, never interned by shape).
  const Type* make_struct(std::unique_ptr<StructInfo> info);

  // Builtin result structures, made once per table and laid out by the spec's rules:
  // __frexp_result_f32, __frexp_result_vec3_abstract, __modf_result_f16, ... for a float scalar or
  // vector (abstract allowed), and __atomic_compare_exchange_result_i32 / _u32.
  const Type* frexp_result(const Type* t);
  const Type* modf_result(const Type* t);
  const Type* atomic_compare_exchange_result(const Type* t);
  // A builtin structure (decl == null) by name, made from `members` on first use.
  const Type* builtin_struct(std::string name, const std::vector<std::pair<std::string_view, const Type*>>& members);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The type's name as Tint prints it in diagnostics: "vec3<f32>", "array<f32, 4>",
// "ptr<storage, array<u32>, read_write>", "abstract-int", "texture_2d<f32>", the struct's name.
std::string type_name(const Type* t);

// ---- Classification (the spec's type families) ----
bool is_scalar(const Type* t);          // bool, abstract/concrete ints and floats
bool is_numeric_scalar(const Type* t);  // scalar but not bool
bool is_integer_scalar(const Type* t);  // abstract-int, i32, u32
bool is_float_scalar(const Type* t);    // abstract-float, f32, f16
bool is_abstract(const Type* t);        // contains an abstract numeric type anywhere
bool is_constructible(const Type* t);
bool is_storable(const Type* t);
bool is_host_shareable(const Type* t);
bool is_fixed_footprint(const Type* t);
bool is_atomic_free(const Type* t);  // no atomic anywhere inside
// The scalar of a scalar, vector or matrix (and of an atomic); null otherwise.
const Type* scalar_of(const Type* t);

// ---- Memory layout (spec "Memory Layout"): alignment and size in bytes ----
uint32_t align_of(const Type* t);
uint32_t size_of(const Type* t);
// Composite nesting depth (spec "Limits"): vector 1, matrix 2, array 1 + its element's, struct
// 1 + its deepest member's, scalar 0.
uint32_t nest_depth(const Type* t);
// Scalars in a value of `t` (a vector 2..4, an array count times its element's, a struct the sum
// of its members'), saturating at UINT64_MAX; 1 for a scalar or a type without components.
uint64_t leaf_count(const Type* t);
// Array stride: round_up(align_of(elem), size_of(elem)).
uint32_t array_stride(const Type* array_type);

// ---- Conversions (spec "Conversion Rank") ----
// Rank of the automatic conversion from `from` to `to`; kNoConversion when there is none.
constexpr int kNoConversion = 1 << 30;
int conversion_rank(const Type* from, const Type* to);
// `t` with abstract-int replaced by i32 and abstract-float by f32, throughout.
const Type* concretize(TypeTable& types, const Type* t);
// The reference's store type, or `t` when it is not a reference (the load rule).
const Type* unwrap_ref(const Type* t);

// The component a swizzle letter names (x/r 0, y/g 1, z/b 2, w/a 3), or -1.
int swizzle_index(char c);

}  // namespace wgx::sema
