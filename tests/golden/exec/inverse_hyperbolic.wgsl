// Golden execution test: asinh, acosh and atanh on scalars and vectors (written with log and
// sqrt), including negative arguments and the domain edges' neighbourhoods.
@group(0) @binding(0) var<storage, read> inp: array<f32, 8>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 32>;
@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  out[li] = asinh(x);
  out[8u + li] = acosh(1.0 + abs(x));
  out[16u + li] = atanh(clamp(x, -0.875, 0.875));
  let v = asinh(vec2(x, -x)) + acosh(vec2(2.0, 1.5 + abs(x))) + atanh(vec2(x * 0.125, 0.5));
  out[24u + li] = v.x + v.y;
}
