override HIDDEN: u32 = 768;
override EPS: f32 = 1e-5
override USE_GELU: bool = true;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> gamma: array<f32>;
@group(0) @binding(2) var<storage, read> beta: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;

const SQRT_2_OVER_PI = 0.7978845608028654;

fn gelu(v: f32) -> f32 {
  return 0.5 * v * (1.0 + tanh(SQRT_2_OVER_PI * (v + 0.044715 * v * v * v)));
}

@compute @workgroup_size(1)
fn layer_norm(@builtin(global_invocation_id) gid: vec3u) {
  let row = gid.x;
  let base = row * HIDDEN;
  var mean = 0.0;
  for (var i = 0u; i < HIDDEN; i++) {
    mean += x[base + i];
  }
  mean /= f32(HIDDEN);
  var variance = 0.0;
  for (var i = 0u; i < HIDDEN; i++) {
    let d = x[base + i] - mean;
    variance += d * d;
  }
  variance /= f32(HIDDEN);
  let inv_std = inverseSqrt(variance + EPS);
  for (var i = 0u; i < HIDDEN; i++) {
    var v = (x[base + i] - mean) * inv_std * gamma[i] + beta[i];
    if (USE_GELU) {
      v = gelu(v);
    }
    y[base + i] = v;
  }
}
