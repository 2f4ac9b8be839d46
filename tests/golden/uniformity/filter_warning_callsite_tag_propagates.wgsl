diagnostic(warning, derivative_uniformity);
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
fn sample(p: vec2f) -> vec4f {
  return textureSample(t, s, p);
}
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  if (uv.x > 0.5) {
    return sample(uv);
  }
  return vec4f(0);
}
