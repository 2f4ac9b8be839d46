@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@diagnostic(warning, derivative_uniformity)
fn sample_if(go: bool, uv: vec2f) -> vec4f {
  if (go) {
    return textureSample(t, s, uv);
  }
  return vec4f(0);
}
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  return sample_if(uv.x > 0.0, uv);
}
