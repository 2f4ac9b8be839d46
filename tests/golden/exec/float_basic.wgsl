// Golden execution test: float basic (job in float_basic.job.json).
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let o = li * 12u;
  out[o] = floor(x); out[o + 1u] = ceil(x); out[o + 2u] = round(x); out[o + 3u] = trunc(x);
  out[o + 4u] = fract(x); out[o + 5u] = abs(x); out[o + 6u] = sign(x); out[o + 7u] = min(x, 0.5);
  out[o + 8u] = max(x, -0.5); out[o + 9u] = clamp(x, -1.0, 1.0); out[o + 10u] = sqrt(abs(x));
  out[o + 11u] = fma(x, 2.0, 0.25) + x / 3.0 - x * 1.5 + saturate(x);
}
