// Golden execution test: f16 builtins with the spec's f16 accuracy (checked within 2 f16 ulps). Expected output (f16_builtins_approx.expected.json) from
// tools/gen_f16_goldens.py, a model of the spec: no oracle here runs f16.
enable f16;
@group(0) @binding(0) var<storage, read> inp: array<vec2<f16>, 64>;  // (x, y)
@group(0) @binding(1) var<storage, read_write> out: array<f32, 1600>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let x = inp[i].x;
  let y = inp[i].y;
  out[0u * 64u + i] = f32(exp(x * 0.5h));
  out[1u * 64u + i] = f32(exp2(x));
  out[2u * 64u + i] = f32(log(y));
  out[3u * 64u + i] = f32(log2(y));
  out[4u * 64u + i] = f32(sin(x));
  out[5u * 64u + i] = f32(cos(x));
  out[6u * 64u + i] = f32(tan(x * 0.2h));
  out[7u * 64u + i] = f32(atan(x));
  out[8u * 64u + i] = f32(atan2(x, y));
  out[9u * 64u + i] = f32(asin(y * 0.3h));
  out[10u * 64u + i] = f32(acos(y * 0.3h));
  out[11u * 64u + i] = f32(pow(y, 1.5h));
  out[12u * 64u + i] = f32(sinh(x * 0.5h));
  out[13u * 64u + i] = f32(cosh(x * 0.5h));
  out[14u * 64u + i] = f32(tanh(x));
  out[15u * 64u + i] = f32(inverseSqrt(y));
  out[16u * 64u + i] = f32(degrees(x));
  out[17u * 64u + i] = f32(radians(x * 10.0h));
  out[18u * 64u + i] = f32(mix(x, y, 0.25h));
  out[19u * 64u + i] = f32(smoothstep(-2.0h, 5.0h, x));
  out[20u * 64u + i] = f32(dot(vec3h(x, y, 1), vec3h(y, x, -2)));
  out[21u * 64u + i] = f32(length(vec2h(x, y)));
  out[22u * 64u + i] = f32(distance(vec2h(x, 1), vec2h(y, -1)));
  out[23u * 64u + i] = f32(normalize(vec2h(x, y)).y);
  out[24u * 64u + i] = f32(cross(vec3h(x, y, 1), vec3h(1, x, y)).x);
}
