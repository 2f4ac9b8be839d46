// Golden execution test: frexp and modf result members, scalar and vector.
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let f = frexp(x);
  let m = modf(x);
  let v = frexp(vec2(x, x * 3.0));
  let o = li * 6u;
  out[o] = f.fract; out[o + 1u] = f32(f.exp); out[o + 2u] = m.fract; out[o + 3u] = m.whole;
  out[o + 4u] = v.fract.y; out[o + 5u] = f32(v.exp.y) + modf(x * 0.5).whole;
}
