// Storage loads and stores with clamped indices, integer and float arithmetic, conversions, a
// vector swizzle and a component store.
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<f32>, 8>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
  let i = g.x;
  let x = inp[i] * 2.0 + f32(i32(i) - 3);
  var v = vec4<f32>(x, -x, 0.5, 1.0);
  v.y = v.x / 3.0;
  out[i % 8u] = v.wzyx;
}
