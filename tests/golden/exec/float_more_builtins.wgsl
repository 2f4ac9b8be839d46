// Golden execution test: asin, acos, sinh, cosh, degrees, radians, and vector forms of min/max/
// clamp/abs/floor/fract/sign with scalar-to-vector splats.
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(6) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let o = li * 12u;
  out[o] = asin(x); out[o + 1u] = acos(x); out[o + 2u] = sinh(x); out[o + 3u] = cosh(x);
  out[o + 4u] = degrees(x); out[o + 5u] = radians(x * 90.0);
  let v = vec3(x, -x, x * 3.5);
  let a = abs(min(v, vec3(0.25)) + max(v, vec3(-0.1)));
  out[o + 6u] = a.x + a.y + a.z;
  let c = clamp(v, vec3(-1.0), vec3(1.0)) + floor(v) + fract(v) + sign(v);
  out[o + 7u] = c.x; out[o + 8u] = c.y; out[o + 9u] = c.z;
  let m = mix(v, v.zxy, vec3(0.25, 0.5, 0.75));
  out[o + 10u] = m.x + m.y * 2.0 + m.z * 4.0;
  out[o + 11u] = exp2(floor(x * 4.0)) + log2(16.0 + x);
}
