// Golden execution test: float transcendental (job in float_transcendental.job.json).
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(8) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let o = li * 12u;
  out[o] = exp(x); out[o + 1u] = exp2(x); out[o + 2u] = log(abs(x) + 1.0); out[o + 3u] = log2(abs(x) + 1.0);
  out[o + 4u] = sin(x); out[o + 5u] = cos(x); out[o + 6u] = tan(x * 0.3); out[o + 7u] = pow(abs(x) + 0.5, 1.7);
  out[o + 8u] = atan2(x, 0.7); out[o + 9u] = atan(x); out[o + 10u] = inverseSqrt(abs(x) + 1.0); out[o + 11u] = tanh(x);
}
