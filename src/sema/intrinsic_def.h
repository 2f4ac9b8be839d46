// The intrinsic table's vocabulary (internal to sema/intrinsic_*.cpp).
//
// intrinsic_table.cpp writes every builtin function, operator and value constructor as data:
// a group per name with its properties, and per overload a signature string in a notation close
// to the spec's and to Tint's intrinsic definition files:
//
//     "[N: num, T: fia_fiu32_f16](vec<N, T>) -> vec<N, T>"
//     "<T: concrete_scalar>(x: T, y: T) -> vec2<T>"          explicit template (vec2<f32>(...))
//     "@stage(fragment, compute) [T, W: writable](ptr<storage, runtime_array<T>, W>) -> u32"
//     "@conv [T: scalar_no_i32](T) -> i32"                    a conversion, not a constructor
//     "(texture: texture_2d<f32>, ..., @const offset: vec2<i32>) -> vec4<f32>"
//
// `<...>` declares explicit template parameters, `[...]` implicit ones (inferred from the
// arguments). A template constrained by `num` is a number, by an enum set (`readable`,
// `f32_texel_format`, `workgroup_or_storage`, ...) or enum kind (`access`, `address_space`,
// `texel_format`) an enumerant, anything else a type. intrinsic_pattern.cpp compiles the strings
// once into Pattern trees; intrinsic_match.cpp matches them; intrinsic_message.cpp prints Tint's
// "no matching call" text from them.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sema/intrinsics.h"
#include "sema/type.h"

namespace wgx::sema::intrinsic {

// Overload flags (the group's defaults; a signature's `@...` prefixes add to them).
enum Flag : uint16_t {
  kNone = 0,
  kMustUse = 1 << 0,
  kConst = 1 << 1,       // has a const-eval (Tint's @const)
  kConversion = 1 << 2,  // a value conversion (`conv`), as opposed to a constructor
  kVertex = 1 << 3,
  kFragment = 1 << 4,
  kCompute = 1 << 5,
  kAllStages = kVertex | kFragment | kCompute,
  kFragmentOnly = kMustUse | kFragment,
};

// One overload's signature in the table's notation. The implementations are elsewhere, keyed by
// the builtin's entry in the builtin list (builtin_fns.def, whose names the table's groups must
// match): const evaluation in const_eval_builtins.cpp, the IR's runtime form in ir/builtins.h,
// the executors' kernels in exec/lane_ops.cpp and jit/cpp_spelling.cpp.
struct OverloadDef {
  constexpr OverloadDef(const char* sig) : signature(sig) {}  // NOLINT: the table lists bare strings
  const char* signature;
};

// Properties of a builtin function that do not depend on the overload.
struct BuiltinProps {
  UniformityRequirement uniformity = UniformityRequirement::None;
  bool result_non_uniform = false;
  bool subgroup_uniform_result = false;
  int8_t uniform_parameter = -1;
  bool uniform_pointer_argument = false;
  std::string_view extension = {};
};

// One builtin function, operator or constructor with its overloads in Tint's order (the order
// breaks ties when failure messages sort candidates by how well they matched).
struct GroupDef {
  std::string_view name;
  uint16_t flags;  // defaults for every overload; stages default to all when none is given
  std::initializer_list<OverloadDef> overloads;
  BuiltinProps props = {};
};

enum class TableKind : uint8_t { Builtin, Unary, Binary, Constructor };
// The groups of one kind, as written in intrinsic_table.cpp (static arrays: the overload lists
// live as long as the program).
std::span<const GroupDef> group_defs(TableKind kind);

// ---- Compiled form ----

// The scalar types a type pattern can name, in Tint's precedence order (the order in which a
// constrained template tries them: abstract-int first, bool last).
enum class Prim : uint8_t { AInt, AFloat, I32, U32, F32, F16, Bool };

struct PrimSet {
  std::string_view name;
  std::vector<Prim> members;  // as written (the order of the "'T' is ..." text)
};

// An enumerant: address space, access mode or texel format, by its name.
struct EnumValue {
  uint32_t value;
  std::string_view name;
};

struct EnumSet {
  std::string_view name;
  std::vector<EnumValue> members;  // as written
};

struct Pattern {
  enum class Kind : uint8_t {
    TypeParam,      // a template type: index
    NumParam,       // a template number or enumerant: index
    NumValue,       // a fixed number (vec3's 3) or enumerant (read_write): value, text
    EnumSet,        // a set of enumerants (constraints): enums
    Prim,           // prim
    PrimSet,        // prims
    Constructible,  // any concrete constructible type
    Vec,            // args: width, element
    Mat,            // args: columns, rows, element
    RuntimeArray,   // args: element
    Atomic,         // args: element
    Ptr,            // args: address space, store type, access
    Ref,            // args: address space, store type, access
    Sampler,
    SamplerComparison,
    Texture,         // texture, dim; args: sampled type (sampled and multisampled textures)
    StorageTexture,  // dim; args: format, access
    TexelBuffer,     // args: format, access (no such type here: never matches)
    FrexpResult,     // args: element           (return types only)
    FrexpResultVec,  // args: width, element
    ModfResult,
    ModfResultVec,
    AtomicCompareExchangeResult,  // args: element
  };
  Kind kind = Kind::Prim;
  uint8_t index = 0;
  uint32_t value = 0;
  std::string text;  // NumValue: as printed
  Prim prim = Prim::Bool;
  const PrimSet* prims = nullptr;
  const EnumSet* enums = nullptr;
  TextureKind texture = TextureKind::Sampled;
  TextureDim dim = TextureDim::D2;
  std::vector<const Pattern*> args;
};

struct TemplateDecl {
  std::string name;
  bool is_number = false;               // number or enumerant rather than type
  const Pattern* constraint = nullptr;  // null: unconstrained
};

struct ParamDecl {
  std::string name;  // may be empty
  bool is_const = false;
  const Pattern* type = nullptr;
};

}  // namespace wgx::sema::intrinsic

namespace wgx::sema {

// A compiled overload (declared opaque in intrinsics.h).
struct IntrinsicOverload {
  uint16_t flags = 0;
  uint8_t num_explicit = 0;
  std::vector<intrinsic::TemplateDecl> templates;  // explicit first
  std::vector<intrinsic::ParamDecl> params;
  const intrinsic::Pattern* result = nullptr;  // null: no return value
};

}  // namespace wgx::sema

namespace wgx::sema::intrinsic {

struct Group {
  std::string_view name;
  std::vector<IntrinsicOverload> overloads;
  IntrinsicInfo info;  // builtin functions only
};

// The compiled groups of one kind, by name ("abs", "+", "vec3").
const Group* find_group(TableKind kind, std::string_view name);
// Compiles one signature (exposed for tests); aborts with a message on malformed input.
IntrinsicOverload compile_signature(std::string_view signature, uint16_t default_flags);

}  // namespace wgx::sema::intrinsic
