// Golden execution test: f16 builtins whose results are exact or correctly rounded: abs, floor, ceil, round, trunc, fract, sqrt, sign, saturate, min, max, clamp, step, select, ldexp, ldexp, ldexp, frexp, f16, modf, modf, fma. Expected output (f16_builtins.expected.json) from
// tools/gen_f16_goldens.py, a model of the spec: no oracle here runs f16.
enable f16;
@group(0) @binding(0) var<storage, read> inp: array<vec2<f16>, 64>;  // (x, y)
@group(0) @binding(1) var<storage, read_write> out: array<f16, 1472>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let x = inp[i].x;
  let y = inp[i].y;
  out[0u * 64u + i] = abs(x);
  out[1u * 64u + i] = floor(x);
  out[2u * 64u + i] = ceil(x);
  out[3u * 64u + i] = round(x);
  out[4u * 64u + i] = trunc(x);
  out[5u * 64u + i] = fract(x);
  out[6u * 64u + i] = sqrt(abs(x));
  out[7u * 64u + i] = sign(x);
  out[8u * 64u + i] = saturate(x);
  out[9u * 64u + i] = min(x, y);
  out[10u * 64u + i] = max(x, y);
  out[11u * 64u + i] = clamp(x, -1.0h, y);
  out[12u * 64u + i] = step(y, x);
  out[13u * 64u + i] = select(x, y, x < y);
  out[14u * 64u + i] = ldexp(x, 3);
  out[15u * 64u + i] = ldexp(x, -20);
  out[16u * 64u + i] = ldexp(y, 14);
  out[17u * 64u + i] = frexp(x).fract;
  out[18u * 64u + i] = f16(frexp(y).exp);
  out[19u * 64u + i] = modf(x).fract;
  out[20u * 64u + i] = modf(x).whole;
  out[21u * 64u + i] = fma(x, y, 0.3h);
  out[22u * 64u + i] = x * y - x / y;
}
