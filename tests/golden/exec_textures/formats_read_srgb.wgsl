// textureLoad of rgba8unorm-srgb and bgra8unorm-srgb (blue stored first): sRGB decoded, alpha
// linear. Dawn on lavapipe decodes sRGB with an approximation up to 1e-3 away from the spec's
// formula, which wgx computes (the exact values: tests/exec/texel_format_test.cpp): wgx_abs 2e-3.
@group(0) @binding(0) var a: texture_2d<f32>;
@group(0) @binding(1) var b: texture_2d<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<vec4f, 8>;

@compute @workgroup_size(4)
fn main(@builtin(local_invocation_index) x: u32) {
  out[x] = textureLoad(a, vec2(x, 0), 0);
  out[4 + x] = textureLoad(b, vec2(x, 0), 0);
}
