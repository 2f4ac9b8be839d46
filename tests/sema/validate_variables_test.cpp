// Rules for variables, structs and types (src/sema/validate_variables.cpp, validate_var_*.cpp):
// each case is a small shader and the first error Tint reports for it (checked with the oracle,
// ../shared/oracles/tint-check.mjs), as `LINE:COL message`; empty for shaders Tint accepts.
#include <gtest/gtest.h>

#include <string>

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

TEST(ValidateVariables, ModuleScopeVar) {
  expect_cases({
      {"@align(4) var x: f32;", "1:2 '@align' is not valid for module-scope 'var'"},
      {"var x: array<f32>;", "1:8 runtime-sized arrays must be used with an address space"},
      {"var x: f32;", "1:1 module-scope 'var' declarations that are not of texture or sampler types must provide an "
                      "address space"},
      {"var<function> x: f32;", "1:1 module-scope 'var' must not use address space 'function'"},
      {"var<private, read_write> x: u32;", "1:1 only variables in <storage> address space may specify an access mode"},
      {"var<private> s: sampler;", "1:1 variables of type 'sampler' must not specify an address space"},
      {"var<workgroup> x: f32 = 0.0;",
       "1:1 var of address space 'workgroup' cannot have an initializer. var initializers are only supported for the "
       "address spaces 'private' and 'function'"},
      {"@group(0) @binding(0) var<storage, write> x: array<f32>;",
       "1:23 access mode 'write' is not valid for the 'storage' address space"},
      {"var<workgroup> x: array<f32>;", "1:1 variables in 'workgroup' address space must have a fixed footprint"},
      {"var<private> x: array<f32>;", "1:17 runtime-sized arrays cannot be used in the <private> address space"},
      {"var<private> x: array<f32, 70000>;", "1:17 array count (70000) must be less than 65536"},
      {"var<private> x: u32 = 1u;", ""},
      {"@group(0) @binding(0) var<uniform> u: array<vec4f, 4>;", ""},
      {"@group(0) @binding(0) var<uniform> u: array<f32, 4>;", ""},
  });
}

TEST(ValidateVariables, ResourceBindings) {
  expect_cases({
      {"var<storage, read_write> d: array<f32>;", "1:1 resource variables require '@group' and '@binding' attributes"},
      {"@group(0) var<uniform> d: vec4f;", "1:11 resource variables require '@group' and '@binding' attributes"},
      {"var t: texture_2d<f32>;", "1:1 resource variables require '@group' and '@binding' attributes"},
      {"@group(0) @binding(0) var<private> x: u32;",
       "1:23 non-resource variables must not have '@group' or '@binding' attributes"},
      {"@group(-1) @binding(0) var<storage> d: array<f32>;", "1:2 '@group' value must be non-negative"},
      {"@group(0) @binding(1.0) var<storage> d: array<f32>;", "1:12 '@binding' must be an 'i32' or 'u32' value"},
      {"@group(0) @group(0) @binding(0) var<storage> a: u32;", "1:12 duplicate group attribute"},
      {"const G = 2; @group(G) @binding(G + 1) var<storage> a: u32;", ""},
  });
}

TEST(ValidateVariables, StoreTypes) {
  expect_cases({
      {"@group(0) @binding(0) var<storage, read_write> f: array<bool>;",
       "1:51 type 'bool' cannot be used in address space 'storage' as it is non-host-shareable"},
      {"struct S { e: bool, s: f32 } @group(0) @binding(0) var<uniform> u: S;",
       "1:15 type 'bool' cannot be used in address space 'uniform' as it is non-host-shareable"},
      {"@group(0) @binding(0) var<uniform> t: texture_2d<f32>;",
       "1:39 type 'texture_2d<f32>' cannot be used in address space 'uniform' as it is non-host-shareable"},
      {"var<private> t: texture_2d<f32>;", "1:1 variables of type 'texture_2d<f32>' must not specify an address space"},
      {"var<private> c: atomic<i32>;", "1:1 'atomic' variables must have 'storage' or 'workgroup' address space"},
      {"@group(0) @binding(0) var<storage, read> a: atomic<u32>;",
       "1:23 atomic variables in 'storage' address space must have 'read_write' access mode"},
      {"struct S { a: atomic<u32> } var<private> a: S;",
       "1:29 'atomic' variables must have 'storage' or 'workgroup' address space"},
      {"var<workgroup> x: array<atomic<u32>, 4>;", ""},
  });
}

TEST(ValidateVariables, Overrides) {
  expect_cases({
      {"@id(0) override a: u32 = 8u;\n@id(0) override b: u32 = 8u;", "2:2 '@id' values must be unique"},
      {"@id(-1) override a: u32;", "1:2 '@id' value must be non-negative"},
      {"@id(65536) override a: u32;", "1:2 '@id' value must be between 0 and 65535"},
      {"@id(1.5) override a: f32;", "1:2 '@id' must be an 'i32' or 'u32' value"},
      {"@group(0) override a: f32 = 1.0;", "1:2 '@group' is not valid for 'override' declaration"},
      {"override v: vec3f = vec3f(0.0);", "1:1 vec3<f32> cannot be used as the type of a 'override'"},
      {"@id(1) @id(2) override o: u32;", "1:9 duplicate id attribute"},
      {"override o: u32; @id(0) override p: u32;", ""},
  });
}

TEST(ValidateVariables, FunctionScope) {
  expect_cases({
      {"fn f() { var<private> x: u32; }", "1:10 function-scope 'var' declaration must use 'function' address space"},
      {"fn f() { var x: atomic<u32>; }", "1:17 function-scope 'var' must have a constructible type"},
      {"fn f() { var x: array<u32>; }", "1:17 runtime-sized arrays cannot be used in the <function> address space"},
      {"fn f() { var<function, read_write> x: f32; }",
       "1:10 only variables in <storage> address space may specify an access mode"},
      {"var<workgroup> c: atomic<u32>;\nfn f() { let x = c; }", "2:14 atomic<u32> cannot be used as the type of a 'let'"},
      {"@group(0) @binding(0) var s: sampler;\nfn f() { var t = s; }",
       "2:10 function-scope 'var' must have a constructible type"},
      {"@group(0) @binding(0) var s: sampler;\nfn f() { let t = s; }", ""},
  });
}

TEST(ValidateVariables, ModuleScopeReferences) {
  expect_cases({
      {"var<private> v: u32;\nconst c = v;", "2:11 'var v' cannot be referenced at module-scope"},
      {"fn g() -> u32 { return 1; }\nconst c = g(1);", "2:11 user-declared functions cannot be called at module-scope"},
  });
}

TEST(ValidateTypes, Generators) {
  expect_cases({
      {"var<workgroup> f: atomic<bool>;", "1:26 'atomic' only supports 'i32', 'u32' or 'vec2u' types"},
      {"var<workgroup> x: atomic<vec2u>;",
       "1:26  The type 'atomic<vec2u>' cannot be used without the extension 'atomic_vec2u_min_max'"},
      {"var<private> m: mat2x2<i32>;", "1:17 matrix element type must be 'f32' or 'f16'"},
      {"var<private> v: vec4<vec2f>;", "1:17 vector element type must be 'bool', 'f32', 'f16', 'i32' or 'u32'"},
      {"var<private> v: vec3<f32, f32>;", "1:17 'vec3' requires 1 template arguments"},
      {"var<private> v: array<f32, 2, 3>;", "1:17 'array' requires at most 2 template arguments"},
      {"fn f(p: ptr<function>) {}", "1:9 'ptr' requires at least 2 template arguments"},
      {"var<private> x: i32<f32>;", "1:17 type 'i32' does not take template arguments"},
      {"struct S { a: f32 } var<private> x: S<f32>;", "1:37 type 'S' does not take template arguments"},
      {"@group(0) @binding(0) var t: texture_2d<bool>;", "1:30 texture_2d<type>: type must be f32, i32 or u32"},
      {"var<private> a: array<f32, 4.0>;", "1:28 array count must evaluate to an integer expression, but is type 'f32'"},
      {"fn f() { let n = 4u; var a: array<f32, n>; }",
       "1:40 array count must evaluate to a constant integer expression or override variable"},
      {"var<private> h: array<vec4f, 0x10000000>;", "1:30 array byte size (0x100000000) must not exceed 0xffffffff bytes"},
      {"@group(0) @binding(0) var<storage> g: array<array<f32>>;",
       "1:45 an array element type cannot contain a runtime-sized array"},
      {"@group(0) @binding(0) var s: sampler;\nvar<private> a: array<sampler, 2>;",
       "2:23 sampler cannot be used as an element type of an array"},
      {"override n: u32 = 4u;\nvar<private> a: array<f32, n>;",
       "2:17 override-sized arrays can only be used in the <workgroup> address space"},
  });
}

TEST(ValidateTypes, Pointers) {
  expect_cases({
      {"fn f(p: ptr<function, i32, read_write>) {}",
       "1:9 only pointers in <storage> address space may specify an access mode"},
      {"fn f(p: ptr<storage, array<f32>, write>) {}",
       "1:9 access mode 'write' is not valid for the 'storage' address space"},
      {"fn f(p: ptr<function, array<f32>>) {}",
       "1:23 runtime-sized arrays cannot be used in the <function> address space"},
      {"fn f(pp: ptr<function, ptr<function, i32>>) {}",
       "1:24 ptr<function, i32, read_write> cannot be used as the store type of a pointer"},
      {"fn f(p: ptr<privte, i32>) {}", "1:13 unresolved address space 'privte'"},
  });
}

TEST(ValidateTypes, F16) {
  expect_cases({
      {"alias T = f16;", "1:11 'f16' type used without 'f16' extension enabled"},
      {"fn f() { let x = 1h; }", "1:18 'f16' type used without 'f16' extension enabled"},
      {"fn f() { let v = vec3h(1.0); }", "1:18 'f16' type used without 'f16' extension enabled"},
      {"enable f16;\nvar<private> x: vec3<f16>;\nfn f() { let y = 1h; }", ""},
  });
}

TEST(ValidateStructs, Members) {
  expect_cases({
      {"struct S { @align(3) a: f32 }", "1:13 '@align' value must be a positive, power-of-two integer"},
      {"struct S { @align(4.0) a: f32 }", "1:13 '@align' value must be an 'i32' or 'u32'"},
      {"struct S { @size(4) a: vec2f }", "1:13 '@size' must be at least as big as the type's size (8)"},
      {"struct S { @size(0) a: f32 }", "1:13 '@size' value must be a positive integer"},
      {"struct S { @must_use x: i32 }", "1:13 '@must_use' is not valid for 'struct' members"},
      {"struct S { @align(16) @align(8) v: vec2f }", "1:24 duplicate align attribute"},
      {"struct S { a: f32, @align(4) b: vec2f }", "1:27 alignment must be a multiple of '8' bytes"},
      {"struct S { v: array<f32>, n: u32 }", "1:12 runtime arrays may only appear as the last member of a struct"},
      {"struct I { d: array<u32> }\nstruct O { h: u32, i: I }",
       "2:20 a struct that contains a runtime array cannot be nested inside another struct"},
      {"struct S { n: u32, @size(64) d: array<f32> }",
       "1:21 '@size' can only be applied to members where the member's type size can be fully determined at shader "
       "creation time"},
      {"struct S { a: array<vec4f, 0x8000000>, b: array<vec4f, 0x8000000> }",
       "1:1 struct size (0x100000000) must not exceed 0xffffffff bytes"},
      {"@group(0) @binding(0) var s: sampler;\nstruct S { s: sampler }",
       "2:12 sampler cannot be used as the type of a structure member"},
  });
}

TEST(ValidateStructs, IoAttributes) {
  expect_cases({
      {"struct S { @location(0) a: bool }", "1:25 cannot apply '@location' to declaration of type 'bool'"},
      {"struct S { @builtin(position) a: vec3f }", "1:13 store type of '@builtin(position)' must be 'vec4<f32>'"},
      {"struct S { @interpolate(flat) a: f32 }", "1:13 '@interpolate' can only be used with '@location'"},
      {"struct S { @location(0) a: f32, @location(0) b: f32 }", "1:34 '@location(0)' appears multiple times"},
      {"struct S { @builtin(subgroup_size) a: u32 }",
       "1:13 use of '@builtin(subgroup_size)' attribute requires enabling extension 'subgroups'"},
      {"struct S { @builtin(clip_distances) c: array<f32, 2> }",
       "1:13 use of '@builtin(clip_distances)' requires enabling extension 'clip_distances'"},
      {"struct S { @invariant a: vec4f }", "1:13 '@invariant' must be applied to a position builtin"},
      {"struct S { @location(-2) uv: vec2f }", "1:13 '@location' value must be non-negative"},
  });
}

}  // namespace
}  // namespace wgx
