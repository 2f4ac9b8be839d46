// THE table of WGSL builtin functions, operators and value constructors: every overload with its
// constraints, @must_use, const-ness, stage restrictions and uniformity properties (notation in
// intrinsic_def.h). Each builtin function here is an entry of the builtin list (builtin_fns.def),
// which keys its implementations (see OverloadDef); the two must name the same builtins.
//
// Overloads are listed per name in Tint's order: failure messages list candidates sorted by how
// well they matched, ties in table order.
#include "sema/intrinsic_def.h"

namespace wgx::sema::intrinsic {
namespace {

constexpr uint16_t kPure = kMustUse | kConst;  // @must_use @const: most numeric builtins
constexpr uint16_t kFragCompute = kFragment | kCompute;

constexpr BuiltinProps kDerivative = {.uniformity = UniformityRequirement::Derivative, .result_non_uniform = true};
constexpr BuiltinProps kBarrier = {.uniformity = UniformityRequirement::ControlFlow};
constexpr BuiltinProps kAtomic = {.result_non_uniform = true};
constexpr BuiltinProps kWorkgroupUniformLoad = {.uniformity = UniformityRequirement::ControlFlow,
                                                .uniform_pointer_argument = true};
// Subgroup and quad builtins; `scope_uniform`: the result is uniform at subgroup scope.
constexpr BuiltinProps subgroup(bool scope_uniform, int8_t uniform_parameter = -1) {
  return {.uniformity = UniformityRequirement::Subgroup,
          .result_non_uniform = true,
          .subgroup_uniform_result = scope_uniform,
          .uniform_parameter = uniform_parameter,
          .extension = "subgroups"};
}

// Common overload pairs.
#define FLOAT_UNARY "[T: fa_f32_f16](T) -> T", "[N: num, T: fa_f32_f16](vec<N, T>) -> vec<N, T>"
#define FLOAT_BINARY "[T: fa_f32_f16](T, T) -> T", "[N: num, T: fa_f32_f16](vec<N, T>, vec<N, T>) -> vec<N, T>"
#define FLOAT_TERNARY \
  "[T: fa_f32_f16](T, T, T) -> T", "[N: num, T: fa_f32_f16](vec<N, T>, vec<N, T>, vec<N, T>) -> vec<N, T>"
#define INT_UNARY "[T: iu32](T) -> T", "[N: num, T: iu32](vec<N, T>) -> vec<N, T>"
#define DERIVATIVE "(f32) -> f32", "[N: num](vec<N, f32>) -> vec<N, f32>"
#define SUBGROUP_UNARY(SET) "[T: " SET "](value: T) -> T", "[N: num, T: " SET "](value: vec<N, T>) -> vec<N, T>"
#define QUAD_UNARY "[T: fiu32_f16](e: T) -> T", "[N: num, T: fiu32_f16](e: vec<N, T>) -> vec<N, T>"
#define ATOMIC_RMW "[T: iu32, S: workgroup_or_storage](ptr<S, atomic<T>, read_write>, T) -> T"

const GroupDef kBuiltins[] = {
    // ---- Numeric ----
    {"abs", kPure, {"[T: fia_fiu32_f16](T) -> T", "[N: num, T: fia_fiu32_f16](vec<N, T>) -> vec<N, T>"}},
    {"acos", kPure, {FLOAT_UNARY}},
    {"acosh", kPure, {FLOAT_UNARY}},
    {"asin", kPure, {FLOAT_UNARY}},
    {"asinh", kPure, {FLOAT_UNARY}},
    {"atan", kPure, {FLOAT_UNARY}},
    {"atan2", kPure, {FLOAT_BINARY}},
    {"atanh", kPure, {FLOAT_UNARY}},
    {"ceil", kPure, {FLOAT_UNARY}},
    {"clamp",
     kPure,
     {"[T: fia_fiu32_f16](T, T, T) -> T", "[T: fia_fiu32_f16, N: num](vec<N, T>, vec<N, T>, vec<N, T>) -> vec<N, T>"}},
    {"cos", kPure, {FLOAT_UNARY}},
    {"cosh", kPure, {FLOAT_UNARY}},
    {"countLeadingZeros", kPure, {INT_UNARY}},
    {"countOneBits", kPure, {INT_UNARY}},
    {"countTrailingZeros", kPure, {INT_UNARY}},
    {"cross", kPure, {"[T: fa_f32_f16](vec3<T>, vec3<T>) -> vec3<T>"}},
    {"degrees", kPure, {FLOAT_UNARY}},
    {"determinant", kPure, {"[N: num, T: fa_f32_f16](mat<N, N, T>) -> T"}},
    {"distance", kPure, {"[T: fa_f32_f16](T, T) -> T", "[N: num, T: fa_f32_f16](vec<N, T>, vec<N, T>) -> T"}},
    {"dot", kPure, {"[N: num, T: fia_fiu32_f16](vec<N, T>, vec<N, T>) -> T"}},
    {"exp", kPure, {FLOAT_UNARY}},
    {"exp2", kPure, {FLOAT_UNARY}},
    {"extractBits", kPure, {"[T: iu32](T, u32, u32) -> T", "[N: num, T: iu32](vec<N, T>, u32, u32) -> vec<N, T>"}},
    {"faceForward", kPure, {"[N: num, T: fa_f32_f16](vec<N, T>, vec<N, T>, vec<N, T>) -> vec<N, T>"}},
    {"firstLeadingBit", kPure, {INT_UNARY}},
    {"firstTrailingBit", kPure, {INT_UNARY}},
    {"floor", kPure, {FLOAT_UNARY}},
    {"fma", kPure, {FLOAT_TERNARY}},
    {"fract", kPure, {FLOAT_UNARY}},
    {"frexp",
     kPure,
     {"[T: fa_f32_f16](T) -> __frexp_result<T>", "[N: num, T: fa_f32_f16](vec<N, T>) -> __frexp_result_vec<N, T>"}},
    {"insertBits",
     kPure,
     {"[T: iu32](T, T, u32, u32) -> T", "[N: num, T: iu32](vec<N, T>, vec<N, T>, u32, u32) -> vec<N, T>"}},
    {"inverseSqrt", kPure, {FLOAT_UNARY}},
    {"ldexp",
     kPure,
     {"[T: fa_f32_f16, U: ia_i32](T, U) -> T",
      "[N: num, T: fa_f32_f16, U: ia_i32](vec<N, T>, vec<N, U>) -> vec<N, T>"}},
    {"length", kPure, {"[T: fa_f32_f16](T) -> T", "[N: num, T: fa_f32_f16](vec<N, T>) -> T"}},
    {"log", kPure, {FLOAT_UNARY}},
    {"log2", kPure, {FLOAT_UNARY}},
    {"max", kPure, {"[T: fia_fiu32_f16](T, T) -> T", "[N: num, T: fia_fiu32_f16](vec<N, T>, vec<N, T>) -> vec<N, T>"}},
    {"min", kPure, {"[T: fia_fiu32_f16](T, T) -> T", "[N: num, T: fia_fiu32_f16](vec<N, T>, vec<N, T>) -> vec<N, T>"}},
    {"mix", kPure, {FLOAT_TERNARY, "[N: num, T: fa_f32_f16](vec<N, T>, vec<N, T>, T) -> vec<N, T>"}},
    {"modf",
     kPure,
     {"[T: fa_f32_f16](T) -> __modf_result<T>", "[N: num, T: fa_f32_f16](vec<N, T>) -> __modf_result_vec<N, T>"}},
    {"normalize", kPure, {"[N: num, T: fa_f32_f16](vec<N, T>) -> vec<N, T>"}},
    {"pow", kPure, {FLOAT_BINARY}},
    {"quantizeToF16", kPure, {"(f32) -> f32", "[N: num](vec<N, f32>) -> vec<N, f32>"}},
    {"radians", kPure, {FLOAT_UNARY}},
    {"reflect", kPure, {"[N: num, T: fa_f32_f16](vec<N, T>, vec<N, T>) -> vec<N, T>"}},
    {"refract", kPure, {"[N: num, T: fa_f32_f16](vec<N, T>, vec<N, T>, T) -> vec<N, T>"}},
    {"reverseBits", kPure, {INT_UNARY}},
    {"round", kPure, {FLOAT_UNARY}},
    {"saturate", kPure, {FLOAT_UNARY}},
    {"sign", kPure, {"[T: fia_fi32_f16](T) -> T", "[N: num, T: fia_fi32_f16](vec<N, T>) -> vec<N, T>"}},
    {"sin", kPure, {FLOAT_UNARY}},
    {"sinh", kPure, {FLOAT_UNARY}},
    {"smoothstep", kPure, {FLOAT_TERNARY}},
    {"sqrt", kPure, {FLOAT_UNARY}},
    {"step", kPure, {FLOAT_BINARY}},
    {"tan", kPure, {FLOAT_UNARY}},
    {"tanh", kPure, {FLOAT_UNARY}},
    {"transpose", kPure, {"[M: num, N: num, T: fa_f32_f16](mat<M, N, T>) -> mat<N, M, T>"}},
    {"trunc", kPure, {FLOAT_UNARY}},

    // ---- Logical ----
    {"all", kPure, {"(bool) -> bool", "[N: num](vec<N, bool>) -> bool"}},
    {"any", kPure, {"(bool) -> bool", "[N: num](vec<N, bool>) -> bool"}},
    {"select",
     kPure,
     {"[T: scalar](T, T, bool) -> T", "[T: scalar, N: num](vec<N, T>, vec<N, T>, bool) -> vec<N, T>",
      "[N: num, T: scalar](vec<N, T>, vec<N, T>, vec<N, bool>) -> vec<N, T>"}},

    // ---- Bit reinterpretation ----
    {"bitcast",
     kPure,
     {"<T: f16>(f16) -> T", "<T: u32>(ia) -> T", "<T: fiu32>(vec2<f16>) -> T", "<T: vec2<fiu32>>(vec4<f16>) -> T",
      "<T: fiu32>[U: fiu32](U) -> T", "<T: vec<N, fiu32>>[N: num, U: fiu32](vec<N, U>) -> T",
      "<T: vec<N, f16>>[N: num](vec<N, f16>) -> T", "<T: vec<N, u32>>[N: num](vec<N, ia>) -> T",
      "<T: vec2<f16>>[S: fiu32](S) -> T", "<T: vec4<f16>>[S: fiu32](vec2<S>) -> T"}},

    // ---- Arrays ----
    {"arrayLength",
     kMustUse,
     {"[AS: uniform_or_storage, T, R: read](ptr<AS, runtime_array<T>, R>) -> u32",
      "@stage(fragment, compute) [T, W: writable](ptr<storage, runtime_array<T>, W>) -> u32",
      "@stage(compute) [T, W: writable](ptr<workgroup, runtime_array<T>, W>) -> u32"}},

    // ---- Derivatives ----
    {"dpdx", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"dpdxCoarse", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"dpdxFine", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"dpdy", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"dpdyCoarse", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"dpdyFine", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"fwidth", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"fwidthCoarse", kFragmentOnly, {DERIVATIVE}, kDerivative},
    {"fwidthFine", kFragmentOnly, {DERIVATIVE}, kDerivative},

    // ---- Data packing ----
    {"dot4I8Packed", kPure, {"(u32, u32) -> i32"}},
    {"dot4U8Packed", kPure, {"(u32, u32) -> u32"}},
    {"pack2x16float", kPure, {"(vec2<f32>) -> u32"}},
    {"pack2x16snorm", kPure, {"(vec2<f32>) -> u32"}},
    {"pack2x16unorm", kPure, {"(vec2<f32>) -> u32"}},
    {"pack4x8snorm", kPure, {"(vec4<f32>) -> u32"}},
    {"pack4x8unorm", kPure, {"(vec4<f32>) -> u32"}},
    {"pack4xI8", kPure, {"(vec4<i32>) -> u32"}},
    {"pack4xU8", kPure, {"(vec4<u32>) -> u32"}},
    {"pack4xI8Clamp", kPure, {"(vec4<i32>) -> u32"}},
    {"pack4xU8Clamp", kPure, {"(vec4<u32>) -> u32"}},
    {"unpack2x16float", kPure, {"(u32) -> vec2<f32>"}},
    {"unpack2x16snorm", kPure, {"(u32) -> vec2<f32>"}},
    {"unpack2x16unorm", kPure, {"(u32) -> vec2<f32>"}},
    {"unpack4x8snorm", kPure, {"(u32) -> vec4<f32>"}},
    {"unpack4x8unorm", kPure, {"(u32) -> vec4<f32>"}},
    {"unpack4xI8", kPure, {"(u32) -> vec4<i32>"}},
    {"unpack4xU8", kPure, {"(u32) -> vec4<u32>"}},

    // ---- Synchronization ----
    {"workgroupUniformLoad",
     kMustUse | kCompute,
     {"[T: __constructible](ptr<workgroup, T, read_write>) -> T",
      "[T: iu32](ptr<workgroup, atomic<T>, read_write>) -> T"},
     kWorkgroupUniformLoad},
    {"storageBarrier", kCompute, {"()"}, kBarrier},
    {"workgroupBarrier", kCompute, {"()"}, kBarrier},
    {"textureBarrier", kCompute, {"()"}, kBarrier},

    // ---- Textures ----
    {"textureDimensions",
     kMustUse,
     {
         "[T: fiu32](texture: texture_1d<T>) -> u32",
         "[T: fiu32, L: iu32](texture: texture_1d<T>, level: L) -> u32",
         "[T: fiu32](texture: texture_2d<T>) -> vec2<u32>",
         "[T: fiu32, L: iu32](texture: texture_2d<T>, level: L) -> vec2<u32>",
         "[T: fiu32](texture: texture_2d_array<T>) -> vec2<u32>",
         "[T: fiu32, L: iu32](texture: texture_2d_array<T>, level: L) -> vec2<u32>",
         "[T: fiu32](texture: texture_3d<T>) -> vec3<u32>",
         "[T: fiu32, L: iu32](texture: texture_3d<T>, level: L) -> vec3<u32>",
         "[T: fiu32](texture: texture_cube<T>) -> vec2<u32>",
         "[T: fiu32, L: iu32](texture: texture_cube<T>, level: L) -> vec2<u32>",
         "[T: fiu32](texture: texture_cube_array<T>) -> vec2<u32>",
         "[T: fiu32, L: iu32](texture: texture_cube_array<T>, level: L) -> vec2<u32>",
         "[T: fiu32](texture: texture_multisampled_2d<T>) -> vec2<u32>",
         "[T: fiu32](texture: texture_multisampled_2d_array<T>) -> vec2<u32>",
         "(texture: texture_depth_2d) -> vec2<u32>",
         "[L: iu32](texture: texture_depth_2d, level: L) -> vec2<u32>",
         "(texture: texture_depth_2d_array) -> vec2<u32>",
         "[L: iu32](texture: texture_depth_2d_array, level: L) -> vec2<u32>",
         "(texture: texture_depth_cube) -> vec2<u32>",
         "[L: iu32](texture: texture_depth_cube, level: L) -> vec2<u32>",
         "(texture: texture_depth_cube_array) -> vec2<u32>",
         "[L: iu32](texture: texture_depth_cube_array, level: L) -> vec2<u32>",
         "(texture: texture_depth_multisampled_2d) -> vec2<u32>",
         "[F: texel_format, R: read](texture: texture_storage_1d<F, R>) -> u32",
         "[F: texel_format, R: read](texture: texture_storage_2d<F, R>) -> vec2<u32>",
         "[F: texel_format, R: read](texture: texture_storage_2d_array<F, R>) -> vec2<u32>",
         "[F: texel_format, R: read](texture: texture_storage_3d<F, R>) -> vec3<u32>",
         "@stage(fragment, compute) [F: texel_format, W: writable](texture: texture_storage_1d<F, W>) -> u32",
         "@stage(fragment, compute) [F: texel_format, W: writable](texture: texture_storage_2d<F, W>) -> vec2<u32>",
         "@stage(fragment, compute) [F: texel_format, W: writable](texture: texture_storage_2d_array<F, W>) -> "
         "vec2<u32>",
         "@stage(fragment, compute) [F: texel_format, W: writable](texture: texture_storage_3d<F, W>) -> vec3<u32>",
         "[F: texel_format, R: read](texture: texel_buffer<F, R>) -> u32",
         "@stage(fragment, compute) [F: texel_format, W: writable](texture: texel_buffer<F, W>) -> u32",
         "(texture: texture_external) -> vec2<u32>",
     }},
    {"textureGather",
     kMustUse,
     {
         "[T: fiu32, C: iu32](@const component: C, texture: texture_2d<T>, sampler: sampler, coords: vec2<f32>) -> "
         "vec4<T>",
         "[T: fiu32, C: iu32](@const component: C, texture: texture_2d<T>, sampler: sampler, coords: vec2<f32>, "
         "@const offset: vec2<i32>) -> vec4<T>",
         "[T: fiu32, C: iu32, A: iu32](@const component: C, texture: texture_2d_array<T>, sampler: sampler, "
         "coords: vec2<f32>, array_index: A) -> vec4<T>",
         "[T: fiu32, C: iu32, A: iu32](@const component: C, texture: texture_2d_array<T>, sampler: sampler, "
         "coords: vec2<f32>, array_index: A, @const offset: vec2<i32>) -> vec4<T>",
         "[T: fiu32, C: iu32](@const component: C, texture: texture_cube<T>, sampler: sampler, coords: vec3<f32>) "
         "-> vec4<T>",
         "[T: fiu32, C: iu32, A: iu32](@const component: C, texture: texture_cube_array<T>, sampler: sampler, "
         "coords: vec3<f32>, array_index: A) -> vec4<T>",
         "(texture: texture_depth_2d, sampler: sampler, coords: vec2<f32>) -> vec4<f32>",
         "(texture: texture_depth_2d, sampler: sampler, coords: vec2<f32>, @const offset: vec2<i32>) -> vec4<f32>",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler, coords: vec2<f32>, array_index: A) -> "
         "vec4<f32>",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "@const offset: vec2<i32>) -> vec4<f32>",
         "(texture: texture_depth_cube, sampler: sampler, coords: vec3<f32>) -> vec4<f32>",
         "[A: iu32](texture: texture_depth_cube_array, sampler: sampler, coords: vec3<f32>, array_index: A) -> "
         "vec4<f32>",
     }},
    {"textureGatherCompare",
     kMustUse,
     {
         "(texture: texture_depth_2d, sampler: sampler_comparison, coords: vec2<f32>, depth_ref: f32) -> vec4<f32>",
         "(texture: texture_depth_2d, sampler: sampler_comparison, coords: vec2<f32>, depth_ref: f32, "
         "@const offset: vec2<i32>) -> vec4<f32>",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler_comparison, coords: vec2<f32>, "
         "array_index: A, depth_ref: f32) -> vec4<f32>",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler_comparison, coords: vec2<f32>, "
         "array_index: A, depth_ref: f32, @const offset: vec2<i32>) -> vec4<f32>",
         "(texture: texture_depth_cube, sampler: sampler_comparison, coords: vec3<f32>, depth_ref: f32) -> vec4<f32>",
         "[A: iu32](texture: texture_depth_cube_array, sampler: sampler_comparison, coords: vec3<f32>, "
         "array_index: A, depth_ref: f32) -> vec4<f32>",
     }},
    {"textureNumLayers",
     kMustUse,
     {
         "[T: fiu32](texture: texture_2d_array<T>) -> u32",
         "[T: fiu32](texture: texture_multisampled_2d_array<T>) -> u32",
         "[T: fiu32](texture: texture_cube_array<T>) -> u32",
         "(texture: texture_depth_2d_array) -> u32",
         "(texture: texture_depth_cube_array) -> u32",
         "[F: texel_format, R: read](texture: texture_storage_2d_array<F, R>) -> u32",
         "@stage(fragment, compute) [F: texel_format, W: writable](texture: texture_storage_2d_array<F, W>) -> u32",
     }},
    {"textureNumLevels",
     kMustUse,
     {
         "[T: fiu32](texture: texture_1d<T>) -> u32",
         "[T: fiu32](texture: texture_2d<T>) -> u32",
         "[T: fiu32](texture: texture_2d_array<T>) -> u32",
         "[T: fiu32](texture: texture_3d<T>) -> u32",
         "[T: fiu32](texture: texture_cube<T>) -> u32",
         "[T: fiu32](texture: texture_cube_array<T>) -> u32",
         "(texture: texture_depth_2d) -> u32",
         "(texture: texture_depth_2d_array) -> u32",
         "(texture: texture_depth_cube) -> u32",
         "(texture: texture_depth_cube_array) -> u32",
     }},
    {"textureNumSamples",
     kMustUse,
     {
         "[T: fiu32](texture: texture_multisampled_2d<T>) -> u32",
         "[T: fiu32](texture: texture_multisampled_2d_array<T>) -> u32",
         "(texture: texture_depth_multisampled_2d) -> u32",
     }},
    {"textureSample",
     kFragmentOnly,
     {
         "(texture: texture_1d<f32>, sampler: sampler, coords: f32) -> vec4<f32>",
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>) -> vec4<f32>",
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>, @const offset: vec2<i32>) -> vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A) -> vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "@const offset: vec2<i32>) -> vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>) -> vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>, @const offset: vec3<i32>) -> vec4<f32>",
         "(texture: texture_cube<f32>, sampler: sampler, coords: vec3<f32>) -> vec4<f32>",
         "[A: iu32](texture: texture_cube_array<f32>, sampler: sampler, coords: vec3<f32>, array_index: A) -> "
         "vec4<f32>",
         "(texture: texture_depth_2d, sampler: sampler, coords: vec2<f32>) -> f32",
         "(texture: texture_depth_2d, sampler: sampler, coords: vec2<f32>, @const offset: vec2<i32>) -> f32",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler, coords: vec2<f32>, array_index: A) -> f32",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "@const offset: vec2<i32>) -> f32",
         "(texture: texture_depth_cube, sampler: sampler, coords: vec3<f32>) -> f32",
         "[A: iu32](texture: texture_depth_cube_array, sampler: sampler, coords: vec3<f32>, array_index: A) -> f32",
     },
     kDerivative},
    {"textureSampleBias",
     kFragmentOnly,
     {
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>, bias: f32) -> vec4<f32>",
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>, bias: f32, @const offset: vec2<i32>) -> "
         "vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A, bias: f32) "
         "-> vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A, bias: f32, "
         "@const offset: vec2<i32>) -> vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>, bias: f32) -> vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>, bias: f32, @const offset: vec3<i32>) -> "
         "vec4<f32>",
         "(texture: texture_cube<f32>, sampler: sampler, coords: vec3<f32>, bias: f32) -> vec4<f32>",
         "[A: iu32](texture: texture_cube_array<f32>, sampler: sampler, coords: vec3<f32>, array_index: A, "
         "bias: f32) -> vec4<f32>",
     },
     kDerivative},
    {"textureSampleCompare",
     kFragmentOnly,
     {
         "(texture: texture_depth_2d, sampler: sampler_comparison, coords: vec2<f32>, depth_ref: f32) -> f32",
         "(texture: texture_depth_2d, sampler: sampler_comparison, coords: vec2<f32>, depth_ref: f32, "
         "@const offset: vec2<i32>) -> f32",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler_comparison, coords: vec2<f32>, "
         "array_index: A, depth_ref: f32) -> f32",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler_comparison, coords: vec2<f32>, "
         "array_index: A, depth_ref: f32, @const offset: vec2<i32>) -> f32",
         "(texture: texture_depth_cube, sampler: sampler_comparison, coords: vec3<f32>, depth_ref: f32) -> f32",
         "[A: iu32](texture: texture_depth_cube_array, sampler: sampler_comparison, coords: vec3<f32>, "
         "array_index: A, depth_ref: f32) -> f32",
     },
     kDerivative},
    {"textureSampleCompareLevel",
     kMustUse,
     {
         "(texture: texture_depth_2d, sampler: sampler_comparison, coords: vec2<f32>, depth_ref: f32) -> f32",
         "(texture: texture_depth_2d, sampler: sampler_comparison, coords: vec2<f32>, depth_ref: f32, "
         "@const offset: vec2<i32>) -> f32",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler_comparison, coords: vec2<f32>, "
         "array_index: A, depth_ref: f32) -> f32",
         "[A: iu32](texture: texture_depth_2d_array, sampler: sampler_comparison, coords: vec2<f32>, "
         "array_index: A, depth_ref: f32, @const offset: vec2<i32>) -> f32",
         "(texture: texture_depth_cube, sampler: sampler_comparison, coords: vec3<f32>, depth_ref: f32) -> f32",
         "[A: iu32](texture: texture_depth_cube_array, sampler: sampler_comparison, coords: vec3<f32>, "
         "array_index: A, depth_ref: f32) -> f32",
     }},
    {"textureSampleGrad",
     kMustUse,
     {
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>, ddx: vec2<f32>, ddy: vec2<f32>) -> "
         "vec4<f32>",
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>, ddx: vec2<f32>, ddy: vec2<f32>, "
         "@const offset: vec2<i32>) -> vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "ddx: vec2<f32>, ddy: vec2<f32>) -> vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "ddx: vec2<f32>, ddy: vec2<f32>, @const offset: vec2<i32>) -> vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>, ddx: vec3<f32>, ddy: vec3<f32>) -> "
         "vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>, ddx: vec3<f32>, ddy: vec3<f32>, "
         "@const offset: vec3<i32>) -> vec4<f32>",
         "(texture: texture_cube<f32>, sampler: sampler, coords: vec3<f32>, ddx: vec3<f32>, ddy: vec3<f32>) -> "
         "vec4<f32>",
         "[A: iu32](texture: texture_cube_array<f32>, sampler: sampler, coords: vec3<f32>, array_index: A, "
         "ddx: vec3<f32>, ddy: vec3<f32>) -> vec4<f32>",
     }},
    {"textureSampleLevel",
     kMustUse,
     {
         "(texture: texture_1d<f32>, sampler: sampler, coords: f32, level: f32) -> vec4<f32>",
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>, level: f32) -> vec4<f32>",
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>, level: f32, @const offset: vec2<i32>) -> "
         "vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "level: f32) -> vec4<f32>",
         "[A: iu32](texture: texture_2d_array<f32>, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "level: f32, @const offset: vec2<i32>) -> vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>, level: f32) -> vec4<f32>",
         "(texture: texture_3d<f32>, sampler: sampler, coords: vec3<f32>, level: f32, @const offset: vec3<i32>) -> "
         "vec4<f32>",
         "(texture: texture_cube<f32>, sampler: sampler, coords: vec3<f32>, level: f32) -> vec4<f32>",
         "[A: iu32](texture: texture_cube_array<f32>, sampler: sampler, coords: vec3<f32>, array_index: A, "
         "level: f32) -> vec4<f32>",
         "[L: iu32](texture: texture_depth_2d, sampler: sampler, coords: vec2<f32>, level: L) -> f32",
         "[L: iu32](texture: texture_depth_2d, sampler: sampler, coords: vec2<f32>, level: L, "
         "@const offset: vec2<i32>) -> f32",
         "[A: iu32, L: iu32](texture: texture_depth_2d_array, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "level: L) -> f32",
         "[A: iu32, L: iu32](texture: texture_depth_2d_array, sampler: sampler, coords: vec2<f32>, array_index: A, "
         "level: L, @const offset: vec2<i32>) -> f32",
         "[L: iu32](texture: texture_depth_cube, sampler: sampler, coords: vec3<f32>, level: L) -> f32",
         "[A: iu32, L: iu32](texture: texture_depth_cube_array, sampler: sampler, coords: vec3<f32>, "
         "array_index: A, level: L) -> f32",
     }},
    {"textureSampleBaseClampToEdge",
     kMustUse,
     {
         "(texture: texture_2d<f32>, sampler: sampler, coords: vec2<f32>) -> vec4<f32>",
         "(texture: texture_external, sampler: sampler, coords: vec2<f32>) -> vec4<f32>",
     }},
    {"textureStore",
     kFragCompute,
     {
         "[C: iu32, F: f32_texel_format, W: writable](texture: texture_storage_1d<F, W>, coords: C, "
         "value: vec4<f32>)",
         "[C: iu32, F: f32_texel_format, W: writable](texture: texture_storage_2d<F, W>, coords: vec2<C>, "
         "value: vec4<f32>)",
         "[C: iu32, F: f32_texel_format, W: writable, A: iu32](texture: texture_storage_2d_array<F, W>, "
         "coords: vec2<C>, array_index: A, value: vec4<f32>)",
         "[C: iu32, F: f32_texel_format, W: writable](texture: texture_storage_3d<F, W>, coords: vec3<C>, "
         "value: vec4<f32>)",
         "[C: iu32, F: f32_texel_format, RW: read_write](texture: texel_buffer<F, RW>, coords: C, value: vec4<f32>)",
         "[C: iu32, F: i32_texel_format, W: writable](texture: texture_storage_1d<F, W>, coords: C, "
         "value: vec4<i32>)",
         "[C: iu32, F: i32_texel_format, W: writable](texture: texture_storage_2d<F, W>, coords: vec2<C>, "
         "value: vec4<i32>)",
         "[C: iu32, F: i32_texel_format, W: writable, A: iu32](texture: texture_storage_2d_array<F, W>, "
         "coords: vec2<C>, array_index: A, value: vec4<i32>)",
         "[C: iu32, F: i32_texel_format, W: writable](texture: texture_storage_3d<F, W>, coords: vec3<C>, "
         "value: vec4<i32>)",
         "[C: iu32, F: i32_texel_format, RW: read_write](texture: texel_buffer<F, RW>, coords: C, value: vec4<i32>)",
         "[C: iu32, F: u32_texel_format, W: writable](texture: texture_storage_1d<F, W>, coords: C, "
         "value: vec4<u32>)",
         "[C: iu32, F: u32_texel_format, W: writable](texture: texture_storage_2d<F, W>, coords: vec2<C>, "
         "value: vec4<u32>)",
         "[C: iu32, F: u32_texel_format, W: writable, A: iu32](texture: texture_storage_2d_array<F, W>, "
         "coords: vec2<C>, array_index: A, value: vec4<u32>)",
         "[C: iu32, F: u32_texel_format, W: writable](texture: texture_storage_3d<F, W>, coords: vec3<C>, "
         "value: vec4<u32>)",
         "[C: iu32, F: u32_texel_format, RW: read_write](texture: texel_buffer<F, RW>, coords: C, value: vec4<u32>)",
     }},
    {"textureLoad",
     kMustUse,
     {
         "[T: fiu32, C: iu32, L: iu32](texture: texture_1d<T>, coords: C, level: L) -> vec4<T>",
         "[T: fiu32, C: iu32, L: iu32](texture: texture_2d<T>, coords: vec2<C>, level: L) -> vec4<T>",
         "[T: fiu32, C: iu32, A: iu32, L: iu32](texture: texture_2d_array<T>, coords: vec2<C>, array_index: A, "
         "level: L) -> vec4<T>",
         "[T: fiu32, C: iu32, L: iu32](texture: texture_3d<T>, coords: vec3<C>, level: L) -> vec4<T>",
         "[T: fiu32, C: iu32, S: iu32](texture: texture_multisampled_2d<T>, coords: vec2<C>, sample_index: S) -> "
         "vec4<T>",
         "[T: fiu32, C: iu32, A: iu32, S: iu32](texture: texture_multisampled_2d_array<T>, coords: vec2<C>, "
         "array_index: A, sample_index: S) -> vec4<T>",
         "[C: iu32, L: iu32](texture: texture_depth_2d, coords: vec2<C>, level: L) -> f32",
         "[C: iu32, A: iu32, L: iu32](texture: texture_depth_2d_array, coords: vec2<C>, array_index: A, level: L) "
         "-> f32",
         "[C: iu32, S: iu32](texture: texture_depth_multisampled_2d, coords: vec2<C>, sample_index: S) -> f32",
         "[C: iu32](texture: texture_external, coords: vec2<C>) -> vec4<f32>",
         "[C: iu32, F: f32_texel_format, R: read](texture: texture_storage_1d<F, R>, coords: C) -> vec4<f32>",
         "[C: iu32, F: i32_texel_format, R: read](texture: texture_storage_1d<F, R>, coords: C) -> vec4<i32>",
         "[C: iu32, F: u32_texel_format, R: read](texture: texture_storage_1d<F, R>, coords: C) -> vec4<u32>",
         "[C: iu32, F: f32_texel_format, R: read](texture: texture_storage_2d<F, R>, coords: vec2<C>) -> vec4<f32>",
         "[C: iu32, F: i32_texel_format, R: read](texture: texture_storage_2d<F, R>, coords: vec2<C>) -> vec4<i32>",
         "[C: iu32, F: u32_texel_format, R: read](texture: texture_storage_2d<F, R>, coords: vec2<C>) -> vec4<u32>",
         "[C: iu32, F: f32_texel_format, R: read, A: iu32](texture: texture_storage_2d_array<F, R>, "
         "coords: vec2<C>, array_index: A) -> vec4<f32>",
         "[C: iu32, F: i32_texel_format, R: read, A: iu32](texture: texture_storage_2d_array<F, R>, "
         "coords: vec2<C>, array_index: A) -> vec4<i32>",
         "[C: iu32, F: u32_texel_format, R: read, A: iu32](texture: texture_storage_2d_array<F, R>, "
         "coords: vec2<C>, array_index: A) -> vec4<u32>",
         "[C: iu32, F: f32_texel_format, R: read](texture: texture_storage_3d<F, R>, coords: vec3<C>) -> vec4<f32>",
         "[C: iu32, F: i32_texel_format, R: read](texture: texture_storage_3d<F, R>, coords: vec3<C>) -> vec4<i32>",
         "[C: iu32, F: u32_texel_format, R: read](texture: texture_storage_3d<F, R>, coords: vec3<C>) -> vec4<u32>",
         "[C: iu32, F: f32_texel_format, R: read](texture: texel_buffer<F, R>, coords: C) -> vec4<f32>",
         "[C: iu32, F: i32_texel_format, R: read](texture: texel_buffer<F, R>, coords: C) -> vec4<i32>",
         "[C: iu32, F: u32_texel_format, R: read](texture: texel_buffer<F, R>, coords: C) -> vec4<u32>",
         "@stage(fragment, compute) [C: iu32, F: f32_texel_format, RW: read_write](texture: texture_storage_1d<F, "
         "RW>, coords: C) -> vec4<f32>",
         "@stage(fragment, compute) [C: iu32, F: i32_texel_format, RW: read_write](texture: texture_storage_1d<F, "
         "RW>, coords: C) -> vec4<i32>",
         "@stage(fragment, compute) [C: iu32, F: u32_texel_format, RW: read_write](texture: texture_storage_1d<F, "
         "RW>, coords: C) -> vec4<u32>",
         "@stage(fragment, compute) [C: iu32, F: f32_texel_format, RW: read_write](texture: texture_storage_2d<F, "
         "RW>, coords: vec2<C>) -> vec4<f32>",
         "@stage(fragment, compute) [C: iu32, F: i32_texel_format, RW: read_write](texture: texture_storage_2d<F, "
         "RW>, coords: vec2<C>) -> vec4<i32>",
         "@stage(fragment, compute) [C: iu32, F: u32_texel_format, RW: read_write](texture: texture_storage_2d<F, "
         "RW>, coords: vec2<C>) -> vec4<u32>",
         "@stage(fragment, compute) [C: iu32, F: f32_texel_format, RW: read_write, A: iu32](texture: "
         "texture_storage_2d_array<F, RW>, coords: vec2<C>, array_index: A) -> vec4<f32>",
         "@stage(fragment, compute) [C: iu32, F: i32_texel_format, RW: read_write, A: iu32](texture: "
         "texture_storage_2d_array<F, RW>, coords: vec2<C>, array_index: A) -> vec4<i32>",
         "@stage(fragment, compute) [C: iu32, F: u32_texel_format, RW: read_write, A: iu32](texture: "
         "texture_storage_2d_array<F, RW>, coords: vec2<C>, array_index: A) -> vec4<u32>",
         "@stage(fragment, compute) [C: iu32, F: f32_texel_format, RW: read_write](texture: texture_storage_3d<F, "
         "RW>, coords: vec3<C>) -> vec4<f32>",
         "@stage(fragment, compute) [C: iu32, F: i32_texel_format, RW: read_write](texture: texture_storage_3d<F, "
         "RW>, coords: vec3<C>) -> vec4<i32>",
         "@stage(fragment, compute) [C: iu32, F: u32_texel_format, RW: read_write](texture: texture_storage_3d<F, "
         "RW>, coords: vec3<C>) -> vec4<u32>",
         "@stage(fragment, compute) [C: iu32, F: f32_texel_format, RW: read_write](texture: texel_buffer<F, RW>, "
         "coords: C) -> vec4<f32>",
         "@stage(fragment, compute) [C: iu32, F: i32_texel_format, RW: read_write](texture: texel_buffer<F, RW>, "
         "coords: C) -> vec4<i32>",
         "@stage(fragment, compute) [C: iu32, F: u32_texel_format, RW: read_write](texture: texel_buffer<F, RW>, "
         "coords: C) -> vec4<u32>",
     }},

    // ---- Atomics ----
    {"atomicLoad", kFragCompute, {"[T: iu32, S: workgroup_or_storage](ptr<S, atomic<T>, read_write>) -> T"}, kAtomic},
    {"atomicStore", kFragCompute, {"[T: iu32, S: workgroup_or_storage](ptr<S, atomic<T>, read_write>, T)"}, kAtomic},
    {"atomicAdd", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicSub", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicMax", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicMin", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicAnd", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicOr", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicXor", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicExchange", kFragCompute, {ATOMIC_RMW}, kAtomic},
    {"atomicCompareExchangeWeak",
     kFragCompute,
     {"[T: iu32, S: workgroup_or_storage](ptr<S, atomic<T>, read_write>, T, T) -> "
      "__atomic_compare_exchange_result<T>"},
     kAtomic},

    // ---- Subgroups ----
    {"subgroupBallot", kMustUse | kFragCompute, {"(bool) -> vec4<u32>"}, subgroup(true)},
    {"subgroupElect", kMustUse | kFragCompute, {"() -> bool"}, subgroup(false)},
    {"subgroupBroadcast",
     kMustUse | kFragCompute,
     {"[T: fiu32_f16, I: iu32](value: T, @const sourceLaneIndex: I) -> T",
      "[N: num, T: fiu32_f16, I: iu32](value: vec<N, T>, @const sourceLaneIndex: I) -> vec<N, T>"},
     subgroup(true)},
    {"subgroupBroadcastFirst", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(true)},
    {"subgroupShuffle",
     kMustUse | kFragCompute,
     {"[T: fiu32_f16, I: iu32](value: T, sourceLaneIndex: I) -> T",
      "[N: num, T: fiu32_f16, I: iu32](value: vec<N, T>, sourceLaneIndex: I) -> vec<N, T>"},
     subgroup(false)},
    {"subgroupShuffleXor",
     kMustUse | kFragCompute,
     {"[T: fiu32_f16](value: T, mask: u32) -> T", "[N: num, T: fiu32_f16](value: vec<N, T>, mask: u32) -> vec<N, T>"},
     subgroup(false, 1)},
    {"subgroupShuffleUp",
     kMustUse | kFragCompute,
     {"[T: fiu32_f16](value: T, delta: u32) -> T", "[N: num, T: fiu32_f16](value: vec<N, T>, delta: u32) -> vec<N, T>"},
     subgroup(false, 1)},
    {"subgroupShuffleDown",
     kMustUse | kFragCompute,
     {"[T: fiu32_f16](value: T, delta: u32) -> T", "[N: num, T: fiu32_f16](value: vec<N, T>, delta: u32) -> vec<N, T>"},
     subgroup(false, 1)},
    {"subgroupAdd", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(true)},
    {"subgroupInclusiveAdd", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(false)},
    {"subgroupExclusiveAdd", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(false)},
    {"subgroupMul", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(true)},
    {"subgroupInclusiveMul", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(false)},
    {"subgroupExclusiveMul", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(false)},
    {"subgroupAnd", kMustUse | kFragCompute, {SUBGROUP_UNARY("iu32")}, subgroup(true)},
    {"subgroupOr", kMustUse | kFragCompute, {SUBGROUP_UNARY("iu32")}, subgroup(true)},
    {"subgroupXor", kMustUse | kFragCompute, {SUBGROUP_UNARY("iu32")}, subgroup(true)},
    {"subgroupMin", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(true)},
    {"subgroupMax", kMustUse | kFragCompute, {SUBGROUP_UNARY("fiu32_f16")}, subgroup(true)},
    {"subgroupAll", kMustUse | kFragCompute, {"(bool) -> bool"}, subgroup(true)},
    {"subgroupAny", kMustUse | kFragCompute, {"(bool) -> bool"}, subgroup(true)},
    {"quadBroadcast",
     kMustUse | kFragCompute,
     {"[T: fiu32_f16, I: iu32](e: T, @const id: I) -> T",
      "[N: num, T: fiu32_f16, I: iu32](e: vec<N, T>, @const id: I) -> vec<N, T>"},
     subgroup(false)},
    {"quadSwapX", kMustUse | kFragCompute, {QUAD_UNARY}, subgroup(false)},
    {"quadSwapY", kMustUse | kFragCompute, {QUAD_UNARY}, subgroup(false)},
    {"quadSwapDiagonal", kMustUse | kFragCompute, {QUAD_UNARY}, subgroup(false)},
};

// ---- Operators (named by their spelling) ----

#define ARITHMETIC                                                                                  \
  "[T: fia_fiu32_f16](T, T) -> T", "[T: fia_fiu32_f16, N: num](vec<N, T>, vec<N, T>) -> vec<N, T>", \
      "[T: fia_fiu32_f16, N: num](vec<N, T>, T) -> vec<N, T>", "[T: fia_fiu32_f16, N: num](T, vec<N, T>) -> vec<N, T>"
#define BITWISE                                                                                              \
  "(bool, bool) -> bool", "[N: num](vec<N, bool>, vec<N, bool>) -> vec<N, bool>", "[T: ia_iu32](T, T) -> T", \
      "[T: ia_iu32, N: num](vec<N, T>, vec<N, T>) -> vec<N, T>"
#define EQUALITY "[T: scalar](T, T) -> bool", "[T: scalar, N: num](vec<N, T>, vec<N, T>) -> vec<N, bool>"
#define ORDERING "[T: fia_fiu32_f16](T, T) -> bool", "[T: fia_fiu32_f16, N: num](vec<N, T>, vec<N, T>) -> vec<N, bool>"
#define SHIFT "[T: ia_iu32](T, u32) -> T", "[T: ia_iu32, N: num](vec<N, T>, vec<N, u32>) -> vec<N, T>"

const GroupDef kBinary[] = {
    {"+", kPure, {ARITHMETIC, "[T: fa_f32_f16, N: num, M: num](mat<N, M, T>, mat<N, M, T>) -> mat<N, M, T>"}},
    {"-", kPure, {ARITHMETIC, "[T: fa_f32_f16, N: num, M: num](mat<N, M, T>, mat<N, M, T>) -> mat<N, M, T>"}},
    {"*",
     kPure,
     {ARITHMETIC, "[T: fa_f32_f16, N: num, M: num](T, mat<N, M, T>) -> mat<N, M, T>",
      "[T: fa_f32_f16, N: num, M: num](mat<N, M, T>, T) -> mat<N, M, T>",
      "[T: fa_f32_f16, C: num, R: num](mat<C, R, T>, vec<C, T>) -> vec<R, T>",
      "[T: fa_f32_f16, C: num, R: num](vec<R, T>, mat<C, R, T>) -> vec<C, T>",
      "[T: fa_f32_f16, K: num, C: num, R: num](mat<K, R, T>, mat<C, K, T>) -> mat<C, R, T>"}},
    {"/", kPure, {ARITHMETIC}},
    {"%", kPure, {ARITHMETIC}},
    {"^", kPure, {"[T: ia_iu32](T, T) -> T", "[T: ia_iu32, N: num](vec<N, T>, vec<N, T>) -> vec<N, T>"}},
    {"&", kPure, {BITWISE}},
    {"|", kPure, {BITWISE}},
    {"&&", kPure, {"(bool, bool) -> bool"}},
    {"||", kPure, {"(bool, bool) -> bool"}},
    {"==", kPure, {EQUALITY}},
    {"!=", kPure, {EQUALITY}},
    {"<", kPure, {ORDERING}},
    {">", kPure, {ORDERING}},
    {"<=", kPure, {ORDERING}},
    {">=", kPure, {ORDERING}},
    {"<<", kPure, {SHIFT}},
    {">>", kPure, {SHIFT}},
};

const GroupDef kUnary[] = {
    {"!", kPure, {"(bool) -> bool", "[N: num](vec<N, bool>) -> vec<N, bool>"}},
    {"~", kPure, {"[T: ia_iu32](T) -> T", "[T: ia_iu32, N: num](vec<N, T>) -> vec<N, T>"}},
    {"-", kPure, {"[T: fia_fi32_f16](T) -> T", "[T: fia_fi32_f16, N: num](vec<N, T>) -> vec<N, T>"}},
    {"&", kMustUse, {"[S: address_space, T, A: access](ref<S, T, A>) -> ptr<S, T, A>"}},
    {"*", kMustUse, {"[S: address_space, T, A: access](ptr<S, T, A>) -> ref<S, T, A>"}},
};

// ---- Value constructors and conversions (named by the type's generic name) ----

#define SCALAR_CTOR(T) "() -> " T, "(" T ") -> " T, "@conv [T: scalar_no_" T "](T) -> " T
#define VEC_COMMON(V)                                                                                    \
  "() -> " V "<ia>", "<T: concrete_scalar>() -> " V "<T>", "<T: concrete_scalar>(" V "<T>) -> " V "<T>", \
      "[T: scalar](" V "<T>) -> " V "<T>", "<T: concrete_scalar>(T) -> " V "<T>", "[T: scalar](T) -> " V "<T>"
#define VEC_CONV(V)                                                                                                   \
  "@conv <T: f32>[U: scalar_no_f32](" V "<U>) -> " V "<T>", "@conv <T: f16>[U: scalar_no_f16](" V "<U>) -> " V "<T>", \
      "@conv <T: i32>[U: scalar_no_i32](" V "<U>) -> " V "<T>",                                                       \
      "@conv <T: u32>[U: scalar_no_u32](" V "<U>) -> " V "<T>",                                                       \
      "@conv <T: bool>[U: scalar_no_bool](" V "<U>) -> " V "<T>"
// M: the matrix name; S: its scalar parameters; V: its column parameters.
#define MAT_CTOR(M, S, V)                                                                                      \
  "<T: f32_f16>() -> " M "<T>", "<T: f32_f16>(" M "<T>) -> " M "<T>", "[T: fa_f32_f16](" M "<T>) -> " M "<T>", \
      "<T: fa_f32_f16>(" S ") -> " M "<T>", "[T: fa_f32_f16](" S ") -> " M "<T>",                              \
      "<T: fa_f32_f16>(" V ") -> " M "<T>", "[T: fa_f32_f16](" V ") -> " M "<T>",                              \
      "@conv <T: f16>(" M "<f32>) -> " M "<T>", "@conv <T: f32>(" M "<f16>) -> " M "<T>"
#define T2 "T, T"
#define T3 "T, T, T"
#define T4 "T, T, T, T"

const GroupDef kConstructors[] = {
    {"i32", kPure, {SCALAR_CTOR("i32")}},
    {"u32", kPure, {SCALAR_CTOR("u32")}},
    {"f32", kPure, {SCALAR_CTOR("f32")}},
    {"f16", kPure, {SCALAR_CTOR("f16")}},
    {"bool", kPure, {SCALAR_CTOR("bool")}},
    {"vec2",
     kPure,
     {VEC_COMMON("vec2"), "<T: concrete_scalar>(x: T, y: T) -> vec2<T>", "[T: scalar](x: T, y: T) -> vec2<T>",
      VEC_CONV("vec2")}},
    {"vec3",
     kPure,
     {VEC_COMMON("vec3"), "<T: concrete_scalar>(x: T, y: T, z: T) -> vec3<T>",
      "[T: scalar](x: T, y: T, z: T) -> vec3<T>", "<T: concrete_scalar>(xy: vec2<T>, z: T) -> vec3<T>",
      "<T: concrete_scalar>(x: T, yz: vec2<T>) -> vec3<T>", "[T: scalar](xy: vec2<T>, z: T) -> vec3<T>",
      "[T: scalar](x: T, yz: vec2<T>) -> vec3<T>", VEC_CONV("vec3")}},
    {"vec4",
     kPure,
     {VEC_COMMON("vec4"), "<T: concrete_scalar>(x: T, y: T, z: T, w: T) -> vec4<T>",
      "[T: scalar](x: T, y: T, z: T, w: T) -> vec4<T>", "<T: concrete_scalar>(xy: vec2<T>, z: T, w: T) -> vec4<T>",
      "<T: concrete_scalar>(x: T, yz: vec2<T>, w: T) -> vec4<T>",
      "<T: concrete_scalar>(x: T, y: T, zw: vec2<T>) -> vec4<T>",
      "<T: concrete_scalar>(xy: vec2<T>, zw: vec2<T>) -> vec4<T>",
      "<T: concrete_scalar>(xyz: vec3<T>, w: T) -> vec4<T>", "<T: concrete_scalar>(x: T, zyw: vec3<T>) -> vec4<T>",
      "[T: scalar](xy: vec2<T>, z: T, w: T) -> vec4<T>", "[T: scalar](x: T, yz: vec2<T>, w: T) -> vec4<T>",
      "[T: scalar](x: T, y: T, zw: vec2<T>) -> vec4<T>", "[T: scalar](xy: vec2<T>, zw: vec2<T>) -> vec4<T>",
      "[T: scalar](xyz: vec3<T>, w: T) -> vec4<T>", "[T: scalar](x: T, zyw: vec3<T>) -> vec4<T>", VEC_CONV("vec4")}},
    {"mat2x2", kPure, {MAT_CTOR("mat2x2", T2 ", " T2, "vec2<T>, vec2<T>")}},
    {"mat2x3", kPure, {MAT_CTOR("mat2x3", T3 ", " T3, "vec3<T>, vec3<T>")}},
    {"mat2x4", kPure, {MAT_CTOR("mat2x4", T4 ", " T4, "vec4<T>, vec4<T>")}},
    {"mat3x2", kPure, {MAT_CTOR("mat3x2", T2 ", " T2 ", " T2, "vec2<T>, vec2<T>, vec2<T>")}},
    {"mat3x3", kPure, {MAT_CTOR("mat3x3", T3 ", " T3 ", " T3, "vec3<T>, vec3<T>, vec3<T>")}},
    {"mat3x4", kPure, {MAT_CTOR("mat3x4", T4 ", " T4 ", " T4, "vec4<T>, vec4<T>, vec4<T>")}},
    {"mat4x2", kPure, {MAT_CTOR("mat4x2", T2 ", " T2 ", " T2 ", " T2, "vec2<T>, vec2<T>, vec2<T>, vec2<T>")}},
    {"mat4x3", kPure, {MAT_CTOR("mat4x3", T3 ", " T3 ", " T3 ", " T3, "vec3<T>, vec3<T>, vec3<T>, vec3<T>")}},
    {"mat4x4", kPure, {MAT_CTOR("mat4x4", T4 ", " T4 ", " T4 ", " T4, "vec4<T>, vec4<T>, vec4<T>, vec4<T>")}},
};

}  // namespace

std::span<const GroupDef> group_defs(TableKind kind) {
  switch (kind) {
    case TableKind::Builtin:
      return kBuiltins;
    case TableKind::Unary:
      return kUnary;
    case TableKind::Binary:
      return kBinary;
    case TableKind::Constructor:
      return kConstructors;
  }
  return {};
}

}  // namespace wgx::sema::intrinsic
