// Rules for functions and entry points (src/sema/validate_functions.cpp, validate_fn_*.cpp):
// each case is a shader and the diagnostics Tint gives for it (recorded with
// ../shared/oracles/tint-check.mjs), as "line:column severity: message". Tint stops at its first
// error; wgx may report more after it, so the expectation is a prefix of wgx's diagnostics (and
// an empty one means: no error at all).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "api/shader_module.h"
#include "wgx/diagnostics.h"
#include "wgx/source.h"

namespace wgx {
namespace {

struct Case {
  const char* name;
  const char* source;
  std::vector<std::string> expected;
};

std::vector<std::string> diagnostics(const std::string& text) {
  SourceFile file("test.wgsl", text);
  DiagnosticList diags;
  compile_module(file, diags);
  std::vector<std::string> out;
  for (const Diagnostic& d : diags.all()) {
    Location at = file.location(d.span.offset);
    out.push_back(std::to_string(at.line) + ":" + std::to_string(at.column) + " " + severity_name(d.severity) + ": " +
                  d.message);
  }
  return out;
}

const Case kCases[] = {
    {"function_attribute_not_valid",
     R"wgsl(@location(0) fn f() {}
)wgsl",
     {"1:2 error: '@location' is not valid for functions"}},
    {"param_attribute_not_valid_entry",
     R"wgsl(@compute @workgroup_size(1) fn f(@align(4) x: u32) {}
)wgsl",
     {"1:35 error: '@align' is not valid for function parameters"}},
    {"param_attribute_not_valid_helper",
     R"wgsl(fn f(@must_use x: u32) {}
)wgsl",
     {"1:7 error: '@must_use' is not valid for function parameters"}},
    {"param_io_attribute_on_helper",
     R"wgsl(fn helper(@builtin(global_invocation_id) gid: vec3u) -> u32 { return gid.x; }
)wgsl",
     {"1:12 error: '@builtin' is not valid for non-entry point function parameters"}},
    {"return_attribute_not_valid_entry",
     R"wgsl(@fragment fn f() -> @align(16) @location(0) vec4f { return vec4f(); }
)wgsl",
     {"1:22 error: '@align' is not valid for entry point return types"}},
    {"return_attribute_on_helper",
     R"wgsl(fn helper() -> @location(0) vec4f { return vec4f(0.0); }
)wgsl",
     {"1:17 error: '@location' is not valid for non-entry point function return types"}},
    {"duplicate_return_location",
     R"wgsl(@fragment fn f() -> @location(0) @location(1) vec4f { return vec4f(); }
)wgsl",
     {"1:35 error: duplicate location attribute",
      "1:22 note: first attribute declared here"}},
    {"location_float",
     R"wgsl(@fragment fn f(@location(1.5) x: f32) {}
)wgsl",
     {"1:17 error: '@location' must be an 'i32' or 'u32' value"}},
    {"location_negative",
     R"wgsl(@fragment fn fs() -> @location(-1) vec4f { return vec4f(1.0); }
)wgsl",
     {"1:23 error: '@location' value must be non-negative"}},
    {"location_duplicate_via_const",
     R"wgsl(const L = 2u;
@fragment fn f(@location(L) x: f32, @location(2) y: f32) {}
)wgsl",
     {"2:38 error: '@location(2)' appears multiple times"}},
    {"duplicate_workgroup_size",
     R"wgsl(@compute @workgroup_size(1, 1, 1) @workgroup_size(2) fn f() {}
)wgsl",
     {"1:36 error: duplicate workgroup_size attribute",
      "1:11 note: first attribute declared here"}},
    {"duplicate_stage",
     R"wgsl(@compute @fragment @workgroup_size(1)
fn main() {}
)wgsl",
     {"1:11 error: duplicate fragment attribute",
      "1:2 note: first attribute declared here"}},
    {"duplicate_diagnostic_attribute",
     R"wgsl(@diagnostic(off, derivative_uniformity) @diagnostic(off, derivative_uniformity) fn f() {}
)wgsl",
     {"1:58 error: duplicate diagnostic attribute",
      "1:18 note: first attribute declared here"}},
    {"conflicting_diagnostic_attribute",
     R"wgsl(@diagnostic(off, derivative_uniformity)
@diagnostic(warning, derivative_uniformity)
fn helper() {}
)wgsl",
     {"2:22 error: conflicting diagnostic attribute",
      "1:18 note: severity of 'derivative_uniformity' set to 'warning' here"}},
    {"workgroup_size_total",
     R"wgsl(@compute @workgroup_size(65536, 65536, 2) fn f() {}
)wgsl",
     {"1:33 error: total workgroup grid size cannot exceed 0xffffffff"}},
    {"workgroup_size_zero_with_override",
     R"wgsl(override o: u32;
@compute @workgroup_size(o, 0) fn f() {}
)wgsl",
     {"2:29 error: '@workgroup_size' argument must be at least 1"}},
    {"workgroup_size_mixed",
     R"wgsl(@compute @workgroup_size(1i, 2u) fn f() {}
)wgsl",
     {"1:11 error: '@workgroup_size' arguments must be of the same type, either 'i32' or 'u32'"}},
    {"workgroup_size_float_const",
     R"wgsl(const c = 2.0;
@compute @workgroup_size(c) fn cs() {}
)wgsl",
     {"2:26 error: '@workgroup_size' argument must be a constant or override-expression of type 'abstract-integer', 'i32' or 'u32'"}},
    {"workgroup_size_private_var",
     R"wgsl(var<private> size: u32 = 64u;
@compute @workgroup_size(size)
fn main() {}
)wgsl",
     {"2:26 error: '@workgroup_size' argument must be a constant or override-expression of type 'abstract-integer', 'i32' or 'u32'"}},
    {"workgroup_size_override_expression_ok_then_mixed",
     R"wgsl(override o: i32 = 2;
@compute @workgroup_size(o * 2, 1u) fn cs() {}
)wgsl",
     {"2:11 error: '@workgroup_size' arguments must be of the same type, either 'i32' or 'u32'"}},
    {"workgroup_size_missing",
     R"wgsl(@compute fn main() {}
)wgsl",
     {"1:10 error: a compute shader must include '@workgroup_size' in its attributes"}},
    {"workgroup_size_on_fragment",
     R"wgsl(@fragment @workgroup_size(8, 8)
fn fs() -> @location(0) vec4f { return vec4f(1.0); }
)wgsl",
     {"1:12 error: '@workgroup_size' is only valid for compute stages"}},
    {"workgroup_size_on_helper",
     R"wgsl(@workgroup_size(64)
fn helper() {}
)wgsl",
     {"1:2 error: '@workgroup_size' is only valid for compute stages"}},
    {"must_use_void",
     R"wgsl(@must_use
fn reset_state() {}
)wgsl",
     {"1:2 error: '@must_use' can only be applied to functions that return a value"}},
    {"must_use_ignored",
     R"wgsl(@must_use fn g() -> i32 { return 1; }
fn h() { g(); _ = g(); let x = g(); }
)wgsl",
     {"2:10 error: ignoring return value of function 'g' annotated with '@must_use'",
      "1:11 note: function 'g' declared here"}},
    {"param_atomic",
     R"wgsl(fn f(a: atomic<u32>) {}
)wgsl",
     {"1:9 error: type of function parameter must be constructible"}},
    {"param_runtime_array_in_struct",
     R"wgsl(struct S { a: f32, b: array<f32> }
fn f(s: S) {}
)wgsl",
     {"1:23 error: runtime-sized arrays must be used with an address space",
      "1:20 note: while analyzing structure member S.b",
      "2:6 note: while instantiating parameter s"}},
    {"param_array_too_large",
     R"wgsl(fn f(a: array<f32, 70000>) {}
)wgsl",
     {"1:9 error: array count (70000) must be less than 65536",
      "1:6 note: while instantiating parameter a"}},
    {"param_override_array",
     R"wgsl(override n = 4;
fn f(a: array<f32, n>) {}
)wgsl",
     {"2:9 error: override-sized arrays can only be used in the <workgroup> address space",
      "2:6 note: while instantiating parameter a"}},
    {"return_pointer",
     R"wgsl(var<private> state: u32;
fn get_state() -> ptr<private, u32> { return &state; }
)wgsl",
     {"2:19 error: function return type must be a constructible type"}},
    {"entry_point_called",
     R"wgsl(@compute @workgroup_size(1) fn main() {}
fn helper() { main(); }
)wgsl",
     {"2:15 error: entry point functions cannot be the target of a function call"}},
    {"missing_io_param",
     R"wgsl(@fragment fn f(x: f32) {}
)wgsl",
     {"1:16 error: missing entry point IO attribute on parameter"}},
    {"missing_io_return",
     R"wgsl(@fragment fn fs() -> vec4f { return vec4f(1.0); }
)wgsl",
     {"1:11 error: missing entry point IO attribute on return type"}},
    {"missing_io_member",
     R"wgsl(struct FragOut { @location(0) color: vec4f, bloom: vec4f }
@fragment fn fs() -> FragOut { return FragOut(vec4f(1.0), vec4f(0.0)); }
)wgsl",
     {"1:45 error: missing entry point IO attribute",
      "2:11 note: while analyzing entry point 'fs'"}},
    {"nested_struct_io",
     R"wgsl(struct Color { @location(0) c: vec4f }
struct FragOut { inner: Color }
@fragment fn fs() -> FragOut { return FragOut(Color(vec4f(1.0))); }
)wgsl",
     {"2:18 error: nested structures cannot be used for entry point IO",
      "3:11 note: while analyzing entry point 'fs'"}},
    {"multiple_io_attributes",
     R"wgsl(@vertex fn vs(@location(0) @builtin(position) p: vec4f) -> @builtin(position) vec4f { return p; }
)wgsl",
     {"1:29 error: multiple entry point IO attributes",
      "1:16 note: previously consumed '@location'"}},
    {"multiple_io_attributes_member",
     R"wgsl(struct S { @location(0) @builtin(position) a: vec4f }
@fragment fn fs(s: S) {}
)wgsl",
     {"1:26 error: multiple entry point IO attributes",
      "1:13 note: previously consumed '@location'",
      "2:11 note: while analyzing entry point 'fs'"}},
    {"builtin_position_vertex_input",
     R"wgsl(@vertex fn f(@builtin(position) p: vec4f) -> @builtin(position) vec4f { return p; }
)wgsl",
     {"1:15 error: '@builtin(position)' cannot be used for vertex shader input"}},
    {"builtin_frag_depth_vertex_output",
     R"wgsl(struct VOut { @builtin(position) pos: vec4f, @builtin(frag_depth) depth: f32 }
@vertex fn vs() -> VOut { return VOut(vec4f(0.0), 0.5); }
)wgsl",
     {"1:47 error: '@builtin(frag_depth)' cannot be used for vertex shader output",
      "2:9 note: while analyzing entry point 'vs'"}},
    {"builtin_front_facing_type",
     R"wgsl(@fragment fn fs(@builtin(front_facing) ff: u32) -> @location(0) vec4f { return vec4f(f32(ff)); }
)wgsl",
     {"1:18 error: store type of '@builtin(front_facing)' must be 'bool'"}},
    {"builtin_gid_type",
     R"wgsl(@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) gid: vec3<i32>) {}
)wgsl",
     {"1:39 error: store type of '@builtin(global_invocation_id)' must be 'vec3<u32>'"}},
    {"builtin_position_type",
     R"wgsl(@vertex fn vs() -> @builtin(position) vec3f { return vec3f(0.0); }
)wgsl",
     {"1:21 error: store type of '@builtin(position)' must be 'vec4<f32>'"}},
    {"builtin_sample_mask_compute",
     R"wgsl(@compute @workgroup_size(1) fn f(@builtin(sample_mask) m: u32) {}
)wgsl",
     {"1:35 error: '@builtin(sample_mask)' cannot be used for compute shader input"}},
    {"builtin_duplicate_param",
     R"wgsl(@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) gid: vec3u, @builtin(global_invocation_id) id2: vec3u) {}
)wgsl",
     {"1:30 error: '@builtin(global_invocation_id)' appears multiple times as pipeline input"}},
    {"builtin_duplicate_param_and_struct",
     R"wgsl(struct In { @builtin(local_invocation_index) idx: u32 }
@compute @workgroup_size(64) fn main(input: In, @builtin(local_invocation_index) li: u32) {}
)wgsl",
     {"2:30 error: '@builtin(local_invocation_index)' appears multiple times as pipeline input"}},
    {"builtin_duplicate_output_member",
     R"wgsl(struct S { @builtin(position) p: vec4f, @builtin(position) q: vec4f }
@vertex fn vs() -> S { return S(); }
)wgsl",
     {"2:9 error: '@builtin(position)' appears multiple times as pipeline output",
      "2:9 note: while analyzing entry point 'vs'"}},
    {"builtin_subgroup_size_no_extension",
     R"wgsl(@compute @workgroup_size(64) fn main(@builtin(subgroup_size) sg: u32) {}
)wgsl",
     {"1:39 error: use of '@builtin(subgroup_size)' attribute requires enabling extension 'subgroups'"}},
    {"builtin_subgroup_size_vertex",
     R"wgsl(enable subgroups;
@vertex fn main(@builtin(subgroup_size) s: u32) -> @builtin(position) vec4f { return vec4f(); }
)wgsl",
     {"2:18 error: '@builtin(subgroup_size)' is only valid as a compute or fragment shader input"}},
    {"builtin_clip_distances_type",
     R"wgsl(enable clip_distances;
struct V { @builtin(position) p: vec4f, @builtin(clip_distances) c: array<f32, 9> }
@vertex fn main() -> V { return V(); }
)wgsl",
     {"2:42 error: store type of '@builtin(clip_distances)' must be 'array<f32, N>' (N <= 8)"}},
    {"builtin_primitive_index_no_extension",
     R"wgsl(@fragment fn fs(@builtin(primitive_index) prim: u32) -> @location(0) vec4f { return vec4f(f32(prim)); }
)wgsl",
     {"1:18 error: use of '@builtin(primitive_index)' requires enabling extension 'primitive_index'"}},
    {"location_bool",
     R"wgsl(@fragment fn fs(@location(0) enabled: bool) -> @location(0) vec4f { return vec4f(0.0); }
)wgsl",
     {"1:30 error: cannot apply '@location' to declaration of type 'bool'",
      "1:18 note: '@location' must only be applied to declarations of numeric scalar or numeric vector type"}},
    {"location_struct_typed",
     R"wgsl(struct In { uv: vec2f }
@fragment fn fs(@location(0) input: In) -> @location(0) vec4f { return vec4f(input.uv, 0.0, 1.0); }
)wgsl",
     {"2:30 error: cannot apply '@location' to declaration of type 'In'",
      "2:18 note: '@location' must only be applied to declarations of numeric scalar or numeric vector type"}},
    {"location_compute",
     R"wgsl(@compute @workgroup_size(64) fn main(@location(0) value: f32) {}
)wgsl",
     {"1:39 error: '@location' cannot be used by compute shaders"}},
    {"location_duplicate_inputs",
     R"wgsl(@fragment fn fs(@location(1) uv: vec2f, @location(1) color: vec4f) -> @location(0) vec4f { return color; }
)wgsl",
     {"1:42 error: '@location(1)' appears multiple times"}},
    {"location_integer_fragment_input",
     R"wgsl(@fragment fn fs(@location(0) material_id: u32) -> @location(0) vec4f { return vec4f(f32(material_id)); }
)wgsl",
     {"1:30 error: integral user-defined fragment inputs must have a '@interpolate(flat)' attribute"}},
    {"location_integer_vertex_output",
     R"wgsl(struct VOut { @builtin(position) pos: vec4f, @location(0) id: u32 }
@vertex fn vs(@builtin(instance_index) ii: u32) -> VOut { return VOut(vec4f(0.0), ii); }
)wgsl",
     {"1:59 error: integral user-defined vertex outputs must have a '@interpolate(flat)' attribute",
      "2:9 note: while analyzing entry point 'vs'"}},
    {"location_integer_vertex_input_ok",
     R"wgsl(@vertex fn vs(@builtin(instance_index) i: u32, @location(0) x: u32) -> @builtin(position) vec4f { return vec4f(); }
)wgsl",
     {}},
    {"interpolate_integer_perspective",
     R"wgsl(@fragment fn fs(@location(0) @interpolate(perspective) id: i32) -> @location(0) vec4f { return vec4f(f32(id)); }
)wgsl",
     {"1:31 error: interpolation type must be 'flat' for integral user-defined IO types"}},
    {"interpolate_flat_center",
     R"wgsl(@fragment fn f(@location(0) @interpolate(flat, center) x: f32) {}
)wgsl",
     {"1:30 error: flat interpolation can only use 'first' and 'either' sampling parameters"}},
    {"interpolate_either_perspective",
     R"wgsl(@fragment fn fs(@location(0) @interpolate(perspective, either) uv: vec2f) -> @location(0) vec4f { return vec4f(uv, 0.0, 1.0); }
)wgsl",
     {"1:31 error: 'first' and 'either' sampling parameters can only be used with flat interpolation"}},
    {"interpolate_on_builtin",
     R"wgsl(@fragment fn fs(@builtin(position) @interpolate(linear) p: vec4f) -> @location(0) vec4f { return p; }
)wgsl",
     {"1:37 error: '@interpolate' can only be used with '@location'"}},
    {"interpolate_compute",
     R"wgsl(@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) @interpolate(flat) i: u32) {}
)wgsl",
     {"1:71 error: '@interpolate' cannot be used by compute shaders"}},
    {"invariant_on_location",
     R"wgsl(@fragment fn fs(@location(0) @invariant uv: vec2f) -> @location(0) vec4f { return vec4f(uv, 0.0, 1.0); }
)wgsl",
     {"1:31 error: '@invariant' must be applied to a '@builtin(position)'"}},
    {"invariant_compute",
     R"wgsl(@compute @workgroup_size(1) fn f(@builtin(position) @invariant p: vec4f) {}
)wgsl",
     {"1:35 error: '@builtin(position)' cannot be used for compute shader input"}},
    {"blend_src_no_extension_param",
     R"wgsl(@fragment fn fs(@location(0) @blend_src(0) x: vec4f) {}
)wgsl",
     {"1:31 error: '@blend_src' is not valid for function parameters"}},
    {"blend_src_input",
     R"wgsl(enable dual_source_blending;
@fragment fn fs(@location(0) @blend_src(0) x: vec4f) {}
)wgsl",
     {"2:31 error: '@blend_src' is not valid for function parameters"}},
    {"vertex_without_position",
     R"wgsl(struct VOut { @location(0) uv: vec2f }
@vertex fn vs(@location(0) pos: vec2f) -> VOut { return VOut(pos * 0.5 + 0.5); }
)wgsl",
     {"2:9 error: a vertex shader must include the 'position' builtin in its return type"}},
    {"vertex_void",
     R"wgsl(@vertex fn vs(@builtin(vertex_index) vi: u32) {}
)wgsl",
     {"1:9 error: a vertex shader must include the 'position' builtin in its return type"}},
    {"compute_returns_value",
     R"wgsl(@compute @workgroup_size(64) fn main() -> u32 { return 0u; }
)wgsl",
     {"1:30 error: missing entry point IO attribute on return type"}},
    {"binding_collision",
     R"wgsl(@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(0) var<storage, read_write> output: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) gid: vec3u) { output[gid.x] = input[gid.x]; }
)wgsl",
     {"1:23 error: entry point 'main' references multiple variables that use the same resource binding '@group(0)', '@binding(0)'",
      "2:23 note: first resource binding usage declared here"}},
    {"binding_collision_through_callee",
     R"wgsl(@group(0) @binding(0) var<storage, read_write> a: u32;
@group(0) @binding(0) var<storage, read_write> b: u32;
fn h() { b = 2u; }
@compute @workgroup_size(1) fn cs() { a = 1u; h(); }
)wgsl",
     {"2:23 error: entry point 'cs' references multiple variables that use the same resource binding '@group(0)', '@binding(0)'",
      "1:23 note: first resource binding usage declared here"}},
    {"binding_shared_by_different_entry_points_ok",
     R"wgsl(@group(0) @binding(0) var<storage, read_write> a: u32;
@group(0) @binding(0) var<storage, read_write> b: u32;
@compute @workgroup_size(1) fn cs() { a = 1u; }
@compute @workgroup_size(1) fn cs2() { b = 1u; }
)wgsl",
     {}},
    {"barrier_in_fragment_through_helpers",
     R"wgsl(fn a() { workgroupBarrier(); }
fn b() { a(); }
@fragment fn fs() { b(); }
)wgsl",
     {"1:10 error: built-in cannot be used by fragment pipeline stage",
      "1:1 note: called by function 'a'",
      "2:1 note: called by function 'b'",
      "3:11 note: called by entry point 'fs'"}},
    {"dpdx_in_compute",
     R"wgsl(@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) gid: vec3u) { out[gid.x] = dpdx(out[gid.x]); }
)wgsl",
     {"2:96 error: built-in cannot be used by compute pipeline stage"}},
    {"texture_sample_in_compute_helper",
     R"wgsl(@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
fn f() -> vec4f { return textureSample(t, s, vec2f()); }
@compute @workgroup_size(1) fn cs() { let x = f(); }
@fragment fn fs() { let x = f(); }
)wgsl",
     {"3:26 error: built-in cannot be used by compute pipeline stage",
      "3:1 note: called by function 'f'",
      "4:29 note: called by entry point 'cs'"}},
    {"workgroup_var_in_vertex_helper",
     R"wgsl(var<workgroup> w: u32;
fn a() -> u32 { return w; }
fn b() -> u32 { return a(); }
@vertex fn vs() -> @builtin(position) vec4f { let x = b(); return vec4f(); }
)wgsl",
     {"2:24 error: var with 'workgroup' address space cannot be used by vertex pipeline stage",
      "1:1 note: variable is declared here",
      "2:1 note: called by function 'a'",
      "3:1 note: called by function 'b'",
      "4:9 note: called by entry point 'vs'"}},
    {"storage_read_write_in_vertex",
     R"wgsl(@group(0) @binding(0) var<storage, read_write> s: u32;
@vertex fn vs() -> @builtin(position) vec4f { s = 1u; return vec4f(); }
)wgsl",
     {"2:47 error: var with 'storage' address space and 'read_write' access mode cannot be used by vertex pipeline stage",
      "1:23 note: variable is declared here"}},
    {"storage_texture_write_in_vertex",
     R"wgsl(@group(0) @binding(0) var t: texture_storage_2d<r32float, write>;
@vertex fn vs() -> @builtin(position) vec4f { textureStore(t, vec2i(), vec4f()); return vec4f(); }
)wgsl",
     {"2:60 error: storage texture with 'write' access mode cannot be used by vertex pipeline stage",
      "1:23 note: variable is declared here"}},
    {"discard_in_compute_helper",
     R"wgsl(fn h() { discard; }
@compute @workgroup_size(1) fn cs() { h(); }
)wgsl",
     {"1:10 error: discard statement cannot be used in compute pipeline stage",
      "1:1 note: called by function 'h'",
      "2:29 note: called by entry point 'cs'"}},
    {"subgroup_builtin_without_extension",
     R"wgsl(@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) li: u32) { let s = subgroupAdd(f32(li)); }
)wgsl",
     {"1:90 error: cannot call built-in function 'subgroupAdd' without extension 'subgroups'"}},
    {"alias_same_var",
     R"wgsl(fn swap(a: ptr<function, f32>, b: ptr<function, f32>) { let t = *a; *a = *b; *b = t; }
@compute @workgroup_size(1) fn main() { var x = 1.0; swap(&x, &x); }
)wgsl",
     {"2:63 error: invalid aliased pointer argument",
      "2:59 note: aliases with another argument passed here"}},
    {"alias_reads_only_ok",
     R"wgsl(fn f4(p1: ptr<function, i32>, p2: ptr<function, i32>) -> i32 { return *p1 + *p2; }
fn f5() { var a: i32 = 0; let b = f4(&a, &a); }
)wgsl",
     {}},
    {"alias_through_callee_write",
     R"wgsl(fn f1(p1: ptr<function, i32>, p2: ptr<function, i32>) { *p1 = *p2; }
fn f2(p1: ptr<function, i32>, p2: ptr<function, i32>) { f1(p1, p2); }
fn f3() { var a: i32 = 0; f2(&a, &a); }
)wgsl",
     {"3:34 error: invalid aliased pointer argument",
      "3:30 note: aliases with another argument passed here"}},
    {"alias_module_scope_write",
     R"wgsl(var<private> state: u32;
fn bump(p: ptr<private, u32>) { state = *p + 1u; }
@compute @workgroup_size(1) fn main() { bump(&state); }
)wgsl",
     {"3:46 error: invalid aliased pointer argument",
      "2:33 note: aliases with module-scope variable write in 'bump'"}},
    {"alias_module_scope_read_in_callee",
     R"wgsl(var<private> g: i32;
fn w(p: ptr<private, i32>) { *p = 1; }
fn r() -> i32 { return g; }
fn mid() -> i32 { return r(); }
fn w2(p: ptr<private, i32>) { *p = mid(); }
fn k4() { w2(&g); }
)wgsl",
     {"6:14 error: invalid aliased pointer argument",
      "3:24 note: aliases with module-scope variable read in 'r'"}},
    {"alias_atomics",
     R"wgsl(var<workgroup> a: atomic<u32>;
fn w(p: ptr<workgroup, atomic<u32>>) { atomicStore(p, 1u); }
fn r() -> u32 { return atomicLoad(&a); }
fn rr() -> u32 { w(&a); return r(); }
fn k6() { w(&a); }
)wgsl",
     {}},
    {"alias_let_pointer",
     R"wgsl(fn w(p: ptr<function, i32>, q: ptr<function, i32>) { *p = 1; let x = *q; }
fn k() { var a: i32; let p = &a; w(p, &a); }
)wgsl",
     {"2:39 error: invalid aliased pointer argument",
      "2:36 note: aliases with another argument passed here"}},
    {"immediate_twice",
     R"wgsl(var<immediate> a: u32;
var<immediate> b: u32;
fn f() -> u32 { return b; }
@compute @workgroup_size(1) fn cs() { let x = a + f(); }
)wgsl",
     {"4:29 error: entry point 'cs' uses two different 'immediate' variables.",
      "2:1 note: first 'immediate' variable declaration is here",
      "3:1 note: called by function 'f'",
      "4:29 note: called by entry point 'cs'",
      "1:1 note: second 'immediate' variable declaration is here"}},
    {"valid_entry_points",
     R"wgsl(@compute @workgroup_size(8, 8, 1) fn cs(@builtin(workgroup_id) w: vec3u, @builtin(local_invocation_id) l: vec3u) {}
@fragment fn fs(@builtin(front_facing) f: bool, @builtin(position) p: vec4f, @location(0) @interpolate(flat) i: u32) -> @builtin(frag_depth) f32 { return 1.0; }
@vertex fn vs(@builtin(vertex_index) v: u32) -> @invariant @builtin(position) vec4f { return vec4f(); }
)wgsl",
     {}},
};

class ValidateFunctions : public ::testing::TestWithParam<Case> {};

TEST_P(ValidateFunctions, MatchesTint) {
  const Case& c = GetParam();
  std::vector<std::string> got = diagnostics(c.source);
  if (c.expected.empty()) {
    for (const std::string& g : got) EXPECT_EQ(g.find(" error: "), std::string::npos) << g;
    return;
  }
  ASSERT_GE(got.size(), c.expected.size()) << ::testing::PrintToString(got);
  for (size_t i = 0; i < c.expected.size(); ++i) EXPECT_EQ(got[i], c.expected[i]);
}

INSTANTIATE_TEST_SUITE_P(Tint, ValidateFunctions, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& p) { return std::string(p.param.name); });

}  // namespace
}  // namespace wgx
