#include "syntax/ast_printer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>

#include "syntax/parse_helpers.h"

namespace wgx {
namespace {

using test::expect_round_trip;
using test::parse_text;

// ---- Float literal text (no parser needed) -------------------------------------------------

TEST(FloatLiteralText, IntegralValuesGetAPoint) {
  EXPECT_EQ(float_literal_text(0.0, 0), "0.0");
  EXPECT_EQ(float_literal_text(1.0, 0), "1.0");
  EXPECT_EQ(float_literal_text(100.0, 'f'), "100.0f");
  EXPECT_EQ(float_literal_text(2.0, 'h'), "2.0h");
}

TEST(FloatLiteralText, ShortestRoundTrip) {
  EXPECT_EQ(float_literal_text(0.1, 0), "0.1");
  EXPECT_EQ(float_literal_text(1.5, 'f'), "1.5f");
  for (double v : {0.1, 1.0 / 3.0, 6.02214076e23, 1e-300, 4.9e-324, 1.7976931348623157e308, 3.4028234663852886e38,
                   static_cast<double>(1.1f), 65504.0, 5.960464477539063e-08}) {
    std::string s = float_literal_text(v, 0);
    EXPECT_NE(s.find_first_of(".e"), std::string::npos) << s;
    EXPECT_EQ(std::strtod(s.c_str(), nullptr), v) << s;
  }
}

TEST(FloatLiteralText, ExponentForms) {
  EXPECT_EQ(float_literal_text(1e20, 0), "1e+20");
  EXPECT_EQ(float_literal_text(1e-7, 'f'), "1e-07f");
}

TEST(FloatLiteralText, NonFiniteValuesStillPrintValidWgsl) {
  EXPECT_EQ(float_literal_text(std::numeric_limits<double>::infinity(), 'f'), "(1.0 / 0.0f)");
  EXPECT_EQ(float_literal_text(-std::numeric_limits<double>::infinity(), 0), "(-1.0 / 0.0)");
  EXPECT_EQ(float_literal_text(std::nan(""), 0), "(0.0 / 0.0)");
}

// ---- Printing parsed modules ---------------------------------------------------------------

std::string print(const std::string& text) {
  auto p = parse_text("t.wgsl", text);
  EXPECT_FALSE(p->diags.has_errors()) << p->errors();
  return print_wgsl(*p->module);
}

TEST(PrintWgsl, Directives) {
  EXPECT_EQ(print("enable f16 , clip_distances;\nrequires readonly_and_readwrite_storage_textures;\n"
                  "diagnostic(off, derivative_uniformity);"),
            "enable f16, clip_distances;\nrequires readonly_and_readwrite_storage_textures;\n"
            "diagnostic(off, derivative_uniformity);\n");
}

TEST(PrintWgsl, GlobalVariables) {
  EXPECT_EQ(print("@group(0) @binding(1) var<storage,read_write> buf : array<vec4<f32>>;"
                  "var<private> p: i32 = 1i; const c = 2u; override o: f32 = 1.5f; @id(3) override q: f32;"
                  "alias A = vec2<f32>; const_assert c > 1u;"),
            "@group(0) @binding(1) var<storage, read_write> buf: array<vec4<f32>>;\n"
            "var<private> p: i32 = 1i;\nconst c = 2u;\noverride o: f32 = 1.5f;\n@id(3) override q: f32;\n"
            "alias A = vec2<f32>;\nconst_assert c > 1u;\n");
}

TEST(PrintWgsl, StructAndFunction) {
  EXPECT_EQ(print("struct S { @align(16) a: f32, @size(8) b: u32 }\n"
                  "@compute @workgroup_size(8, 4) fn main(@builtin(global_invocation_id) id: vec3<u32>) {}\n"
                  "@fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(); }"),
            "struct S {\n  @align(16) a: f32,\n  @size(8) b: u32,\n}\n\n"
            "@compute @workgroup_size(8, 4)\nfn main(@builtin(global_invocation_id) id: vec3<u32>) {}\n\n"
            "@fragment\nfn fs() -> @location(0) vec4<f32> {\n  return vec4<f32>();\n}\n");
}

TEST(PrintWgsl, Statements) {
  EXPECT_EQ(print("fn f() { var i: i32; let x = 1; i = 2; i += 3; i <<= 1; i++; i--; _ = x; f(); {}"
                  " if i < 1 { } else if i > 2 { discard; } else { return; }"
                  " switch i { case 1, 2: {} case 3, default {} } switch i { default: { break; } }"
                  " loop { if true { break; } continuing { break if i > 9; } }"
                  " for (var j = 0; j < 4; j++) { continue; } for (;;) { break; }"
                  " while i > 0 { i -= 1; } const_assert true; }"),
            "fn f() {\n"
            "  var i: i32;\n  let x = 1;\n  i = 2;\n  i += 3;\n  i <<= 1;\n  i++;\n  i--;\n  _ = x;\n  f();\n"
            "  {}\n"
            "  if i < 1 {} else if i > 2 {\n    discard;\n  } else {\n    return;\n  }\n"
            "  switch i {\n    case 1, 2: {}\n    case 3, default: {}\n  }\n"
            "  switch i {\n    default: {\n      break;\n    }\n  }\n"
            "  loop {\n    if true {\n      break;\n    }\n    continuing {\n      break if i > 9;\n    }\n  }\n"
            "  for (var j = 0; j < 4; j++) {\n    continue;\n  }\n"
            "  for (;;) {\n    break;\n  }\n"
            "  while i > 0 {\n    i -= 1;\n  }\n"
            "  const_assert true;\n"
            "}\n");
}

TEST(PrintWgsl, StatementAttributes) {
  EXPECT_EQ(print("fn f() { @diagnostic(off, derivative_uniformity) if true @diagnostic(info, a.b) {} "
                  "loop @diagnostic(warning, x) { break; } }"),
            "fn f() {\n  @diagnostic(off, derivative_uniformity) if true @diagnostic(info, a.b) {}\n"
            "  loop @diagnostic(warning, x) {\n    break;\n  }\n}\n");
}

TEST(PrintWgsl, ParenthesesOnlyWhereTheGrammarNeedsThem) {
  EXPECT_EQ(print("const a = 1 + 2 * 3 - -4 - (5 - 6) * (7 % 8);"), "const a = 1 + 2 * 3 - -4 - (5 - 6) * (7 % 8);\n");
  EXPECT_EQ(print("const b = (1 << 2u) | 3 | (4 & 5); const c = !(1 < 2 && 3 >= 4 && (true || false));"),
            "const b = (1 << 2u) | 3 | (4 & 5);\nconst c = !(1 < 2 && 3 >= 4 && (true || false));\n");
  EXPECT_EQ(print("const d = (1 + 2) << (3u); const e = (1 < 2) == (3 > 4); const f = 1 - (2 - 3);"),
            "const d = (1 + 2) << 3u;\nconst e = (1 < 2) == (3 > 4);\nconst f = 1 - (2 - 3);\n");
}

TEST(PrintWgsl, UnaryOperatorsDoNotGlue) {
  EXPECT_EQ(print("fn f(p: ptr<function, vec2<f32>>) { let v = (*p).x + -(-p[0]); let w = !!true; let q = &(*p);"
                  " let r = -(1 + 2); }"),
            "fn f(p: ptr<function, vec2<f32>>) {\n  let v = (*p).x + - -p[0];\n  let w = !!true;\n"
            "  let q = &*p;\n  let r = -(1 + 2);\n}\n");
}

TEST(PrintWgsl, AnglesThatTemplateDiscoveryWouldPair) {
  // Unwrapped, `f(a < b, c > d)` would be read as `f(a<b, c>d)`.
  EXPECT_EQ(print("fn f(a: i32, b: i32) -> bool { return select((a < b), (a > b), (a < b) == (b > a)); }"),
            "fn f(a: i32, b: i32) -> bool {\n  return select((a < b), a > b, (a < b) == (b > a));\n}\n");
  EXPECT_EQ(print("const a = array<i32, (2 > 1)>(); const b = vec2<bool>(1 < 2, true);"),
            "const a = array<i32, (2 > 1)>();\nconst b = vec2<bool>(1 < 2, true);\n");
  EXPECT_EQ(print("fn f(a: i32) -> bool { return a < (a >> 1u); }"),
            "fn f(a: i32) -> bool {\n  return a < (a >> 1u);\n}\n");
}

TEST(PrintWgsl, LiteralsAsPostfixBase) {
  EXPECT_EQ(print("const a = (1).x; const b = (1.5)[0];"), "const a = (1).x;\nconst b = (1.5)[0];\n");
}

// ---- Round trips of tricky shapes ----------------------------------------------------------

TEST(RoundTripSnippet, Expressions) {
  expect_round_trip("t.wgsl",
                    "fn f(a: i32, b: i32, p: ptr<function, array<i32, 4>>) -> i32 {\n"
                    "  let x = (a << 2u) >> 1u; let y = (a & b) | (a ^ b); let z = (a < b && b <= a) || a != b;\n"
                    "  let w = ~a % -b / (a - -1); let q = (*p)[a]; let r = &(*p); let s = *&(*p);\n"
                    "  let t = array<i32, 2 * 2>(1, 2, 3, 4)[0]; let u = vec2<bool>((a < b), a > b);\n"
                    "  let v = bitcast<u32>(1i) + 0xFFFFFFFFu; let h = 1.0h + 0x1p-3f + 1e3;\n"
                    "  return x;\n}\n");
}

TEST(RoundTripSnippet, FloatValuesSurvive) {
  expect_round_trip("t.wgsl",
                    "const a = 0.1; const b = 1e-45f; const c = 3.4028234e38f; const d = 0x1.fffffep127f;"
                    " const e = 1.7976931348623157e308; const f = 0.000001; const g = 123456789.0; const h = 0.5h;"
                    " const i = 4.9e-324; const j = 1.1f;");
}

TEST(RoundTripSnippet, ControlFlow) {
  expect_round_trip("t.wgsl",
                    "fn f() { var i = 0; loop { i++; if i > 3 { break; } else if i == 2 { continue; } "
                    "continuing { i += 1; break if i >= 10; } }"
                    " for (i = 0; i < 3; i += 1) {} for (f(); ; f()) { break; } for (let k = 1; false;) {}"
                    " switch (i) { case 1, 2, default: {} } }");
}

TEST(RoundTripSnippet, DeclarationsAndAttributes) {
  expect_round_trip(
      "t.wgsl",
      "enable f16; requires readonly_and_readwrite_storage_textures; diagnostic(warning, a.b);\n"
      "struct S { @size(16) @align(16) a: array<array<f32, 4>, 4>, @location(0) @interpolate(flat, either) "
      "b: vec4<u32>, }\n"
      "@group(0) @binding(0) var<storage, read_write> s: array<S>;\n"
      "@group(0) @binding(1) var t: texture_storage_2d<rgba8unorm, write>;\n"
      "override k: u32 = 64u; alias P = ptr<storage, array<vec4<f32>>, read_write>;\n"
      "@diagnostic(off, derivative_uniformity) @must_use fn g(@builtin(position) p: vec4<f32>) -> "
      "@invariant @builtin(position) vec4<f32> { return p; }\n"
      "@compute @workgroup_size(k, 1 + 1, (2)) fn main() { _ = g(vec4<f32>()); }\n");
}

TEST(RoundTripSnippet, AnglesAndShifts) {
  expect_round_trip("t.wgsl",
                    "fn f(a: u32, b: u32) -> u32 { var x = a; x <<= 1u; x >>= b; x = a << (b >> 1u);\n"
                    "  let c = a < (b >> 1u); let d = f(a, b) < b; let e = array<bool, 2>((a < b), (a >> 1u) > b);\n"
                    "  let g = vec2<bool>((a < b), vec2<u32>(1u).x > 0u); let h = a < b || a > b;\n"
                    "  switch x { case (1u << 2u), 3u: {} case 9u >> 1u, default: {} }\n"
                    "  loop { continuing @diagnostic(off, x.y) { break if (a < b) == (b > a); } }\n"
                    "  return select(a, b, a >= b); }");
}

TEST(RoundTripSnippet, HalfAndAbstractFloats) {
  expect_round_trip("t.wgsl",
                    "enable f16; const a = 0.1h; const b = 65504.0h; const c = 1e-5h; const d = 0x1p-14h; "
                    "const e = 1.0e-300; const f = 0.3f;");
}

}  // namespace
}  // namespace wgx
