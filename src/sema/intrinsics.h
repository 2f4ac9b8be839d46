// Builtin functions and operators, from ONE table (intrinsic_table.cpp): every overload of every
// builtin function and operator, with its constraints, @must_use, const-ness, stage
// restrictions and uniformity properties. Overload resolution and its failure message (Tint's
// "no matching call to 'abs(bool)'" with the candidate list) live here too.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sema/builtins.h"
#include "sema/type.h"
#include "syntax/ast.h"

namespace wgx::sema {

// What the uniformity analysis needs to know about a builtin function.
enum class UniformityRequirement : uint8_t {
  None,
  ControlFlow,            // must be called from uniform control flow (barriers)
  Derivative,             // uniform control flow, governed by the derivative_uniformity filter
  Subgroup,               // uniform control flow, governed by the subgroup_uniformity filter
};

enum class StageMask : uint8_t { Vertex = 1, Fragment = 2, Compute = 4, All = 7 };

struct IntrinsicInfo {
  std::string_view name;
  BuiltinId id{};  // its entry in the builtin list (builtin_fns.def)
  bool must_use = false;
  bool is_const = false;  // usable in const-expressions (const-eval exists)
  uint8_t stages = static_cast<uint8_t>(StageMask::All);
  UniformityRequirement uniformity = UniformityRequirement::None;
  bool result_non_uniform = false;  // the value may differ between invocations (subgroup ids, ...)
  // workgroupUniformLoad: the pointer argument must be uniform and the result is uniform.
  bool uniform_pointer_argument = false;
  // The extension the builtin needs ("subgroups", "f16"...), empty when none.
  std::string_view extension;
  // Subgroup builtins whose result is uniform when the uniformity scope is the subgroup
  // (subgroupAdd, subgroupBallot, subgroupBroadcast, ...).
  bool subgroup_uniform_result = false;
  // Index of a parameter that must be uniform (subgroupShuffleUp/Down `delta`,
  // subgroupShuffleXor `mask`), or -1.
  int8_t uniform_parameter = -1;
};

// The matched overload of a builtin, operator or constructor (its signature and flags); opaque
// outside the intrinsic table. A builtin's kernels are keyed by IntrinsicInfo::id.
struct IntrinsicOverload;

// When the arguments can be evaluated: abstract-typed arguments keep their abstract types only
// when every argument is a const-expression (spec "Overload Resolution"; Tint's eval stage).
enum class ArgStage : uint8_t { Constant, Override, Runtime };

// Information on a builtin function, or null when `name` is not one.
const IntrinsicInfo* builtin_info(std::string_view name);

constexpr int kErrorAtCallTarget = -2;

struct MatchResult {
  bool ok = false;
  const Type* result = nullptr;              // return type (void_type() for none)
  std::vector<const Type*> parameters;       // the parameter types the arguments convert to
  const IntrinsicInfo* info = nullptr;       // for builtin functions
  bool is_const = false;                     // this overload can be const-evaluated
  std::string error;                         // Tint-style message when !ok
  // The stages this overload may be used in (StageMask bits); arrayLength, textureDimensions,
  // textureLoad and textureStore of writable storage differ per overload.
  uint8_t stages = static_cast<uint8_t>(StageMask::All);
  const IntrinsicOverload* overload = nullptr;
  // Per parameter: its name in the spec ("coords", "offset"; may be empty) and whether the
  // argument must be a const-expression (textureGather's component, texture offsets,
  // subgroupBroadcast's id).
  std::vector<std::string_view> parameter_names;
  std::vector<bool> const_parameters;
  // Where to report `error`: at this argument (array element mismatch) when >= 0, at the call's
  // target name when kErrorAtCallTarget, else at the call. `notes` go at the given arguments
  // ("argument 0 is of type 'abstract-int'").
  int error_argument = -1;
  std::vector<std::pair<int, std::string>> notes;
};

// A call of builtin function `name` with optional explicit template arguments (bitcast<T>) and the
// argument types (after the load rule; abstract types allowed).
MatchResult match_builtin(TypeTable& types, std::string_view name, const std::vector<const Type*>& template_args,
                          const std::vector<const Type*>& args);

MatchResult match_binary(TypeTable& types, ast::BinaryOp op, const Type* lhs, const Type* rhs);
MatchResult match_unary(TypeTable& types, ast::UnaryOp op, const Type* operand);

// Value constructors and conversions: `vec3<f32>(...)`, `vec3(...)` (template_args empty and
// `inferred` true), `f32(x)`, `mat2x2f(...)`, `array<T, N>(...)`, `array(...)`.
// `target` is the named type when fully given; for inferred forms `generic` names it
// ("vec3", "mat2x3", "array").
MatchResult match_constructor(TypeTable& types, const Type* target, std::string_view generic,
                              const std::vector<const Type*>& args);

// The same with the arguments' evaluation stage (the forms above assume ArgStage::Constant: all
// arguments const-expressions). `compound` names the operator as Tint does for compound
// assignment ('operator += ').
MatchResult match_builtin(TypeTable& types, std::string_view name, const std::vector<const Type*>& template_args,
                          const std::vector<const Type*>& args, ArgStage stage);
MatchResult match_binary(TypeTable& types, ast::BinaryOp op, const Type* lhs, const Type* rhs, ArgStage stage,
                         bool compound = false);
MatchResult match_unary(TypeTable& types, ast::UnaryOp op, const Type* operand, ArgStage stage);
MatchResult match_constructor(TypeTable& types, const Type* target, std::string_view generic,
                              const std::vector<const Type*>& args, ArgStage stage);

}  // namespace wgx::sema
