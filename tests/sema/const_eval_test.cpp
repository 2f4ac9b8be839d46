// Constant evaluation (src/sema/const_eval*.cpp): each case is a small shader and the first
// error Tint reports for it (checked with the oracle, ../shared/oracles/tint-check.mjs), as
// `LINE:COL message`; empty for shaders Tint accepts (const_assert checks the computed values).
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "sema/const_eval_ops.h"
#include "sema/resolver.h"
#include "syntax/parser.h"
#include "wgx/diagnostics.h"

namespace wgx {
namespace {

std::string first_error(const std::string& src) {
  SourceFile file("t.wgsl", src);
  DiagnosticList diags;
  std::unique_ptr<ast::Module> module = parse(file, diags);
  if (!diags.has_errors()) sema::resolve(*module, file, diags);
  for (const Diagnostic& d : diags.all()) {
    if (d.severity != Severity::Error) continue;
    Location l = file.location(d.span.offset);
    return std::to_string(l.line) + ":" + std::to_string(l.column) + " " + d.message;
  }
  return "";
}

struct Case {
  const char* src;
  const char* error;
};

void expect_cases(const std::initializer_list<Case>& cases) {
  for (const Case& c : cases) EXPECT_EQ(c.error, first_error(c.src)) << c.src;
}

TEST(ConstEval, Arithmetic) {
  expect_cases({
      {R"(const x = 9223372036854775807 + 1;)",
       R"(1:11 '9223372036854775807 + 1' cannot be represented as 'abstract-int')"},
      {R"(const x = -9223372036854775807 - 2;)",
       R"(1:11 '-9223372036854775807 - 2' cannot be represented as 'abstract-int')"},
      {R"(const x = 3037000500 * 3037000500;)",
       R"(1:11 '3037000500 * 3037000500' cannot be represented as 'abstract-int')"},
      {R"(const x = 0u - 1u; const_assert x == 4294967295u;)",
       ""},
      {R"(const x = 65536u * 65536u; const_assert x == 0u;)",
       ""},
      {R"(const a = -2147483647i - 1i; const b = a / -1i;)",
       R"(1:40 '-2147483648 / -1' cannot be represented as 'i32')"},
      {R"(const a = -2147483647i - 1i; const b = a % -1i;)",
       R"(1:40 '-2147483648 % -1' cannot be represented as 'i32')"},
      {R"(const x = 1.0 / 0.0;)",
       R"(1:11 '1.0 / 0.0' cannot be represented as 'abstract-float')"},
      {R"(const x = 1.0f / 0.0f;)",
       R"(1:11 '1.0 / 0.0' cannot be represented as 'f32')"},
      {R"(const x = 5.0 % 0.0;)",
       R"(1:11 '5.0 % 0.0' cannot be represented as 'abstract-float')"},
      {R"(const x = 1e300 * 1e300;)",
       R"(1:11 '1.0000000000000001e+300 * 1.0000000000000001e+300' cannot be represented as 'abstract-float')"},
      {R"(const x = 3.4e38f + 3.4e38f;)",
       R"(1:11 '339999995214436424907732413799364296704.0 + 339999995214436424907732413799364296704.0' cannot be represented as 'f32')"},
      {R"(const x = 0.1 / 0.0;)",
       R"(1:11 '0.10000000000000000555 / 0.0' cannot be represented as 'abstract-float')"},
      {R"(const x = 1e-30f / 0.0f;)",
       R"(1:11 '1e-30 / 0.0' cannot be represented as 'f32')"},
      {R"(const_assert 7 % -3 == 1;)",
       ""},
      {R"(const_assert -7.5 % 2.0 == -1.5;)",
       ""},
      {R"(const_assert -7 / 2 == -3;)",
       ""},
      {R"(const_assert 0.1f + 0.2f == 0.30000001192092896f;)",
       ""},
      {R"(const_assert f32(16777217) == 16777216.0;)",
       ""},
      {R"(const x = -(-9223372036854775807 - 1);)",
       ""},
      {R"(const_assert -(-2147483647i - 1i) == -2147483647i - 1i;)",
       ""},
      {R"(const_assert ~0u == 4294967295u;)",
       ""},
  });
}

TEST(ConstEval, DivisionByZero) {
  expect_cases({
      {R"(const x = 1 / 0;)",
       R"(1:11 integer division by zero is invalid)"},
      {R"(const x = 1u % 0u;)",
       R"(1:11 integer division by zero is invalid)"},
      {R"(const x = vec3i(4, 6, 8) / vec3i(2, 0, 4);)",
       R"(1:11 integer division by zero is invalid)"},
      {R"(fn f(a: i32) -> i32 { return a / 0; })",
       R"(1:30 integer division by zero is invalid)"},
      {R"(fn f(a: vec2<i32>) -> vec2<i32> { return a % vec2(0, 1); })",
       R"(1:42 integer division by zero is invalid)"},
      {R"(fn f(a: f32) -> f32 { return a / 0.0; })",
       ""},
      {R"(fn f(a: i32) -> i32 { let b = 0; return a / b; })",
       ""},
      {R"(fn f() { var x: i32; x /= 0; })",
       R"(1:24 integer division by zero is invalid)"},
      {R"(fn f() { var x: vec2<i32>; x %= vec2(1, 0); })",
       R"(1:30 integer division by zero is invalid)"},
  });
}

TEST(ConstEval, Shifts) {
  expect_cases({
      {R"(const x = 1 << 63;)",
       R"(1:11 shift left operation results in sign change)"},
      {R"(const x = 1 << 64;)",
       R"(1:11 '1 << 64' cannot be represented as 'abstract-int')"},
      {R"(const x = 3i << 30u;)",
       R"(1:11 shift left operation results in sign change)"},
      {R"(const x = 1i << 31u;)",
       R"(1:11 shift left operation results in sign change)"},
      {R"(const x = 0xffffffffu << 4u;)",
       R"(1:11 '4294967295 << 4' cannot be represented as 'u32')"},
      {R"(const x = 1u << 32u;)",
       R"(1:11 shift left value must be less than the bit width of the lhs, which is 32)"},
      {R"(const x = 1u << 31u; const_assert x == 0x80000000u;)",
       ""},
      {R"(const x = -5 >> 70u; const_assert x == -1;)",
       ""},
      {R"(const x = -8i >> 1u; const_assert x == -4i;)",
       ""},
      {R"(const x = 8u >> 32u;)",
       R"(1:11 shift right value must be less than the bit width of the lhs, which is 32)"},
      {R"(fn f(a: i32) -> i32 { return a << 32u; })",
       R"(1:30 shift left value must be less than the bit width of the lhs, which is 32)"},
      {R"(fn f(a: vec2<u32>) -> vec2<u32> { return a >> vec2(1u, 40u); })",
       R"(1:42 shift right value must be less than the bit width of the lhs, which is 32)"},
      {R"(fn f() { var x: u32;  x   <<=   32u; })",
       R"(1:27 shift left value must be less than the bit width of the lhs, which is 32)"},
      {R"(const x = vec2(1, 2) << vec2(63u, 64u);)",
       R"(1:11 shift left operation results in sign change)"},
  });
}

TEST(ConstEval, Conversions) {
  expect_cases({
      {R"(const x = u32(-1);)",
       R"(1:11 value -1 cannot be represented as 'u32')"},
      {R"(const x = i32(3000000000);)",
       R"(1:11 value 3000000000 cannot be represented as 'i32')"},
      {R"(const x = u32(4294967296);)",
       R"(1:11 value 4294967296 cannot be represented as 'u32')"},
      {R"(const x = f32(1e40);)",
       R"(1:11 value 10000000000000000303786028427003666890752.0 cannot be represented as 'f32')"},
      {R"(const x: f32 = 1e39;)",
       R"(1:16 value 999999999999999939709166371603178586112.0 cannot be represented as 'f32')"},
      {R"(const x = i32(3e9); const_assert x == 2147483647i;)",
       ""},
      {R"(const x = u32(5e9f); const_assert x == 4294967040u;)",
       ""},
      {R"(const x = i32(3e9f); const_assert x == 2147483520i;)",
       ""},
      {R"(const x = i32(4294967295u); const_assert x == -1i;)",
       ""},
      {R"(const x = bool(-0.5f); const_assert x;)",
       ""},
      {R"(const x = vec2<u32>(vec2(-1, 2));)",
       R"(1:11 value -1 cannot be represented as 'u32')"},
      {R"(const x = vec2<u32>(-1, 2);)",
       R"(1:21 value -1 cannot be represented as 'u32')"},
      {R"(const x = vec2f(vec2(1e40, 0.0));)",
       R"(1:11 value 10000000000000000303786028427003666890752.0 cannot be represented as 'f32')"},
      {R"(const x = mat2x2<f32>(mat2x2(1e39, 0, 0, 0));)",
       R"(1:23 value 999999999999999939709166371603178586112.0 cannot be represented as 'f32')"},
      {R"(const x = array<u32, 2>(1, -1);)",
       R"(1:28 value -1 cannot be represented as 'u32')"},
      {R"(struct S { a: u32 } const x = S(-1);)",
       R"(1:33 value -1 cannot be represented as 'u32')"},
      {R"(const ZERO = 0; const BAD: u32 = ZERO - 1;)",
       R"(1:34 value -1 cannot be represented as 'u32')"},
      {R"(fn f() { let x: i32 = 100000 * 100000; })",
       R"(1:23 value 10000000000 cannot be represented as 'i32')"},
      {R"(fn f() { let x = 3000000000; })",
       R"(1:18 value 3000000000 cannot be represented as 'i32')"},
      {R"(fn f() -> i32 { return 3000000000; })",
       R"(1:24 value 3000000000 cannot be represented as 'i32')"},
      {R"(fn f() { var x: i32; x = 3000000000; })",
       R"(1:26 value 3000000000 cannot be represented as 'i32')"},
      {R"(fn g(a: i32) {} fn f() { g(3000000000); })",
       R"(1:28 value 3000000000 cannot be represented as 'i32')"},
      {R"(fn f(i: i32) -> i32 { return i + 3000000000; })",
       R"(1:34 value 3000000000 cannot be represented as 'i32')"},
      {R"(fn f() { var x: u32; x += -1; })",
       R"(1:27 value -1 cannot be represented as 'u32')"},
      {R"(override o: u32 = -1;)",
       R"(1:19 value -1 cannot be represented as 'u32')"},
      {R"(var<private> x: array<i32, 3000000000>;)",
       R"(1:28 value 3000000000 cannot be represented as 'i32')"},
      {R"(struct S { @align(16) a: u32, @size(3000000000) b: u32 })",
       R"(1:37 value 3000000000 cannot be represented as 'i32')"},
      {R"(fn f() { switch 1 { case 3000000000: {} default: {} } })",
       R"(1:26 value 3000000000 cannot be represented as 'i32')"},
      {R"(const x = vec3(1, 2, 3) * 3074457345618258603;)",
       R"(1:11 '3 * 3074457345618258603' cannot be represented as 'abstract-int')"},
  });
}

TEST(ConstEval, Indexing) {
  expect_cases({
      {R"(const a = array(1, 2, 3); const b = a[3];)",
       R"(1:39 index 3 out of bounds [0..2])"},
      {R"(const a = array(1, 2, 3); const b = a[-1];)",
       R"(1:39 index -1 out of bounds [0..2])"},
      {R"(const a = vec3(1, 2, 3); const i = 2 + 1; const b = a[i];)",
       R"(1:55 index 3 out of bounds [0..2])"},
      {R"(const m = mat2x2(1.0, 2.0, 3.0, 4.0); const b = m[2];)",
       R"(1:51 index 2 out of bounds [0..1])"},
      {R"(@group(0) @binding(0) var<storage> b: array<u32>; fn f() -> u32 { const i = -1 - 1; return b[i]; })",
       R"(1:94 index -2 out of bounds)"},
      {R"(@group(0) @binding(0) var<storage, read_write> d: array<f32>; fn f() { d[-1] = 0.0; })",
       R"(1:74 index -1 out of bounds)"},
      {R"(const a = array(1, 2, 3); fn f() -> i32 { return a[3000000000]; })",
       R"(1:52 value 3000000000 cannot be represented as 'i32')"},
      {R"(const a = array(1, 3000000000); fn f(i: i32) -> i32 { return a[i]; })",
       R"(1:62 value 3000000000 cannot be represented as 'i32')"},
      {R"(fn f() { var x: array<i32, 4>; const i = 5; x[i] = 1; })",
       R"(1:47 index 5 out of bounds [0..3])"},
      {R"(const c = array(vec2(1, 2), vec2(3, 4)); const_assert c[1].y == 4;)",
       ""},
      {R"(const v = vec4(1, 2, 3, 4).wzyx; const_assert v.x == 4;)",
       ""},
      {R"(struct S { a: i32, b: vec2f } const s = S(1, vec2(2.0, 3.0)); const_assert s.b.y == 3.0;)",
       ""},
  });
}

TEST(ConstEval, Stages) {
  expect_cases({
      {R"(fn f() { let n = 4u; const m = n * 2u; })",
       R"(1:32 const initializer requires a const-expression, but expression is a runtime-expression)"},
      {R"(override scale: f32 = 1.0; const d = scale * 2.0;)",
       R"(1:38 const initializer requires a const-expression, but expression is an override-expression)"},
      {R"(fn f(p: i32) { const b = 1 + p; })",
       R"(1:30 const initializer requires a const-expression, but expression is a runtime-expression)"},
      {R"(override block: u32 = 64u; const_assert block <= 256u;)",
       R"(1:41 const assertion requires a const-expression, but expression is an override-expression)"},
      {R"(fn f(li: u32) { const_assert li < 64u; })",
       R"(1:30 const assertion requires a const-expression, but expression is a runtime-expression)"},
      {R"(const_assert 1i;)",
       R"(1:14 const assertion condition must be a bool, got 'i32')"},
      {R"(const N = 3; fn f() { const_assert N > 4; })",
       R"(1:23 const assertion failed)"},
      {R"(const_assert 64u % 48u == 0u;)",
       R"(1:1 const assertion failed)"},
      {R"(const_assert false && (1 / 0 == 0);)",
       R"(1:1 const assertion failed)"},
      {R"(const x = true || (1 / 0 == 0);)",
       ""},
      {R"(const x = false || (1 / 0 == 0);)",
       R"(1:21 integer division by zero is invalid)"},
      {R"(fn f(x: i32) -> bool { return false && (x / 0 == 1); })",
       ""},
      {R"(const c = false; fn f() -> bool { return c && (array(1, 2)[5] == 1); })",
       ""},
      {R"(fn f(x: i32) { const_assert false && x == 1; })",
       R"(1:16 const assertion failed)"},
      {R"(@group(0) @binding(0) var t: texture_2d<f32>; @group(0) @binding(1) var s: sampler; fn f(c: u32) -> vec4f { return textureGather(c, t, s, vec2f()); })",
       R"(1:130 the 'component' argument of 'textureGather' must be a const-expression)"},
      {R"(@group(0) @binding(0) var t: texture_2d<f32>; @group(0) @binding(1) var s: sampler; fn f() -> vec4f { return textureGather(4, t, s, vec2f()); })",
       R"(1:124 the component argument must be at least 0 and at most 3. component is 4)"},
      {R"(@group(0) @binding(0) var t: texture_2d<f32>; @group(0) @binding(1) var s: sampler; @fragment fn f() -> @location(0) vec4f { return textureSample(t, s, vec2f(), vec2(1, -9)); })",
       R"(1:162 each component of the offset argument must be at least -8 and at most 7. offset component 1 is -9)"},
      {R"(enable subgroups; @compute @workgroup_size(1) fn main() { _ = subgroupBroadcast(1u, 200u); })",
       R"(1:85 the sourceLaneIndex argument of subgroupBroadcast must be less than 128)"},
      {R"(enable subgroups; @compute @workgroup_size(1) fn main() { _ = quadBroadcast(1u, -1); })",
       R"(1:81 the id argument of quadBroadcast must be greater than or equal to zero)"},
  });
}

TEST(ConstEval, Builtins) {
  expect_cases({
      {R"(const x = sqrt(-4.0);)",
       R"(1:11 sqrt must be called with a value >= 0)"},
      {R"(const x = log(0.0);)",
       R"(1:11 log must be called with a value > 0)"},
      {R"(const x = log2(-8.0);)",
       R"(1:11 log2 must be called with a value > 0)"},
      {R"(const x = acos(1.5);)",
       R"(1:11 acos must be called with a value in the range [-1 .. 1] (inclusive))"},
      {R"(const x = asin(-2.0);)",
       R"(1:11 asin must be called with a value in the range [-1 .. 1] (inclusive))"},
      {R"(const x = acosh(0.5);)",
       R"(1:11 acosh must be called with a value >= 1.0)"},
      {R"(const x = atanh(1.0);)",
       R"(1:11 atanh must be called with a value in the range (-1 .. 1) (exclusive))"},
      {R"(const x = inverseSqrt(0.0);)",
       R"(1:11 inverseSqrt must be called with a value > 0)"},
      {R"(const x = pow(-2.0, 0.5);)",
       R"(1:11 '-2.0 ^ 0.5' cannot be represented as 'abstract-float')"},
      {R"(const x = pow(0.0, 0.0);)",
       R"(1:11 '0.0 ^ 0.0' cannot be represented as 'abstract-float')"},
      {R"(const x = exp(100.0f);)",
       R"(1:11 e^100.0 cannot be represented as 'f32')"},
      {R"(const x = exp2(1024.0);)",
       R"(1:11 2^1024.0 cannot be represented as 'abstract-float')"},
      {R"(const x = sinh(1000.0);)",
       R"(1:11 value inf cannot be represented as 'abstract-float')"},
      {R"(const x = ldexp(1.0f, 200);)",
       R"(1:11 e2 must be less than or equal to 128)"},
      {R"(const x = ldexp(1.0, 1024);)",
       R"(1:11 value inf cannot be represented as 'abstract-float')"},
      {R"(const x = degrees(3e38f);)",
       R"(1:11 '300000000549775575777803994281145270272.0 * 57.2957763671875' cannot be represented as 'f32')"},
      {R"(const x = normalize(vec2(0.0, 0.0));)",
       R"(1:11 zero length vector can not be normalized)"},
      {R"(const x = length(vec2(1e200, 1e200));)",
       R"(1:11 '9.9999999999999997e+199 * 9.9999999999999997e+199' cannot be represented as 'abstract-float')"},
      {R"(const x = dot(vec2(3037000500, 1), vec2(3037000500, 1));)",
       R"(1:11 '3037000500 * 3037000500' cannot be represented as 'abstract-int')"},
      {R"(const x = determinant(mat2x2(1e200, 2.0, 3.0, 1e200));)",
       R"(1:11 '9.9999999999999997e+199 * 9.9999999999999997e+199' cannot be represented as 'abstract-float')"},
      {R"(const x = mix(1e300, -1e308, 1e10);)",
       R"(1:11 '1.0000000000000001e+300 * -9999999999.0' cannot be represented as 'abstract-float')"},
      {R"(const x = fma(1e300, 1e300, 1.0);)",
       R"(1:11 '1.0000000000000001e+300 * 1.0000000000000001e+300' cannot be represented as 'abstract-float')"},
      {R"(const x = reflect(vec2(1e300, 0.0), vec2(1e300, 0.0));)",
       R"(1:11 '1.0000000000000001e+300 * 1.0000000000000001e+300' cannot be represented as 'abstract-float')"},
      {R"(const x = mat2x2(1.0, 2.0, 3.0, 4.0) * vec2(1e308, 1e308);)",
       R"(1:11 '3.0 * 1e+308' cannot be represented as 'abstract-float')"},
      {R"(const x = clamp(1, 3, 2);)",
       R"(1:11 clamp called with 'low' (3) greater than 'high' (2))"},
      {R"(const x = smoothstep(1.0, 1.0, 0.5);)",
       R"(1:11 smoothstep called with 'low' (1.0) equal to 'high' (1.0))"},
      {R"(const x = extractBits(0xffu, 30u, 4u);)",
       R"(1:11 'offset' + 'count' must be less than or equal to the bit width of 'e')"},
      {R"(const x = insertBits(0u, 1u, 16u, 20u);)",
       R"(1:11 'offset' + 'count' must be less than or equal to the bit width of 'e')"},
      {R"(fn f(c: f32) -> f32 { return clamp(c, 2.0, 1.0); })",
       R"(1:30 clamp called with 'low' (2.0) greater than 'high' (1.0))"},
      {R"(fn f(c: u32) -> u32 { return extractBits(c, 30u, 4u); })",
       R"(1:30 'offset' + 'count' must be less than or equal to the bit width of 'e')"},
      {R"(fn f(c: f32) -> f32 { return smoothstep(1.0, 1.0, c); })",
       R"(1:30 smoothstep called with 'low' (1.0) equal to 'high' (1.0))"},
      {R"(fn f(c: f32) -> f32 { return ldexp(c, 200); })",
       R"(1:30 e2 must be less than or equal to 128)"},
      {R"(const x = bitcast<f32>(0x7fc00000u);)",
       R"(1:11 value nan cannot be represented as 'f32')"},
      {R"(const x = bitcast<u32>(4294967296);)",
       R"(1:11 value 4294967296 cannot be represented as 'u32')"},
      {R"(const x = pack2x16float(vec2f(1e6, 0.0));)",
       R"(1:11 value 1000000.0 cannot be represented as 'f16')"},
      {R"(const x = quantizeToF16(1e5f);)",
       R"(1:11 value 100000.0 cannot be represented as 'f16')"},
      {R"(const x = unpack2x16float(0x7c00u);)",
       R"(1:11 value inf cannot be represented as 'f32')"},
      {R"(const_assert countOneBits(0xffu) == 8u;)",
       ""},
      {R"(const_assert firstLeadingBit(-2i) == 0i;)",
       ""},
      {R"(const_assert reverseBits(0x80000000u) == 1u;)",
       ""},
      {R"(const_assert extractBits(0xf0i, 4u, 4u) == -1i;)",
       ""},
      {R"(const_assert insertBits(0u, 0xffu, 4u, 4u) == 0xf0u;)",
       ""},
      {R"(const_assert dot4I8Packed(0xffffffffu, 0x01010101u) == -4i;)",
       ""},
      {R"(const_assert pack4x8snorm(vec4(-1.0, 0.5, 1.0, -0.5)) == 0xc17f4081u;)",
       ""},
      {R"(const_assert pack2x16unorm(vec2(0.25, 1.0)) == 0xffff4000u;)",
       ""},
      {R"(const_assert all(unpack4xI8(0x7f8002ffu) == vec4(-1, 2, -128, 127));)",
       ""},
      {R"(const_assert log2(1024.0) == 10.0;)",
       ""},
      {R"(const f = frexp(vec2(1.0, -0.125)); const_assert f.exp.y == -2;)",
       ""},
      {R"(const m = modf(vec2f(1.5, -2.25)); const_assert m.whole.y == -2.0;)",
       ""},
      {R"(const_assert bitcast<u32>(1.0f) == 0x3f800000u;)",
       ""},
      {R"(const_assert round(2.5) == 2.0 && round(-1.5) == -2.0;)",
       ""},
      {R"(const_assert select(1, 2, true) == 2;)",
       ""},
  });
}

TEST(ConstEval, F16) {
  expect_cases({
      {R"(enable f16; const x = f16(70000.0);)",
       R"(1:23 value 70000.0 cannot be represented as 'f16')"},
      {R"(enable f16; const x: f16 = 70000.0;)",
       R"(1:28 value 70000.0 cannot be represented as 'f16')"},
      {R"(enable f16; const x = 60000.0h + 6000.0h;)",
       R"(1:23 '60000.0 + 6000.0' cannot be represented as 'f16')"},
      {R"(enable f16; const x = 1.1h * 3.3h; const_assert x == 3.626953125h;)",
       ""},
      {R"(enable f16; const_assert 1.1h == 1.099609375h;)",
       ""},
      {R"(enable f16; const x = f16(70000u);)",
       R"(1:23 value 70000 cannot be represented as 'f16')"},
      {R"(enable f16; const x = exp(12.0h);)",
       R"(1:23 e^12.0 cannot be represented as 'f16')"},
      {R"(enable f16; const x = bitcast<u32>(vec2(1.0h, -2.0h)); const_assert x == 0xc0003c00u;)",
       ""},
  });
}

TEST(ConstEval, NegativeZero) {
  expect_cases({
      {R"(const v = ceil(-0.5); const probe = v / 0.0;)",
       R"(1:37 '-0.0 / -0.0' cannot be represented as 'abstract-float')"},
      {R"(const v = sin(-0.0); const probe = v / 0.0;)",
       R"(1:36 '0.0 / 0.0' cannot be represented as 'abstract-float')"},
      {R"(const v = 5.5 / -0.0;)",
       R"(1:11 '5.5 / 0.0' cannot be represented as 'abstract-float')"},
  });
}

TEST(ConstEval, NumbersPrintAsTint) {
  EXPECT_EQ("1.0", sema::ce::format_double(1.0));
  EXPECT_EQ("-0.0", sema::ce::format_double(-0.0));
  EXPECT_EQ("0.10000000000000000555", sema::ce::format_double(0.1));
  EXPECT_EQ("1.0000000000000001e+300", sema::ce::format_double(1e300));
  EXPECT_EQ("10000000000000000303786028427003666890752.0", sema::ce::format_double(1e40));
  EXPECT_EQ("57.2957763671875", sema::ce::format_float(180.0f / 3.14159274f));
  EXPECT_EQ("1e-30", sema::ce::format_float(1e-30f));
  EXPECT_EQ("inf", sema::ce::format_double(1.0 / 0.0));
}

TEST(ConstEval, F16RoundsTowardZero) {
  EXPECT_EQ(1.099609375f, sema::ce::quantize_f16(1.1f));
  EXPECT_EQ(-1.099609375f, sema::ce::quantize_f16(-1.1f));
  EXPECT_EQ(65504.0f, sema::ce::quantize_f16(65504.0f));
  EXPECT_TRUE(std::isinf(sema::ce::quantize_f16(65504.5f)));
  EXPECT_EQ(0x3c00u, sema::ce::f16_bits(1.0f));
  EXPECT_EQ(0x0001u, sema::ce::f16_bits(0x1p-24f));
  EXPECT_EQ(0x1p-24f, sema::ce::f16_from_bits(0x0001u));
  EXPECT_EQ(-2.0f, sema::ce::f16_from_bits(0xc000u));
}

}  // namespace
}  // namespace wgx
