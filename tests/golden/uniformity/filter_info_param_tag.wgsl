diagnostic(info, derivative_uniformity);
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
fn maybe(p: vec2f, go: bool) -> vec4f {
  if (go) {
    return textureSample(t, s, p);
  }
  return vec4f(0);
}
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  return maybe(uv, uv.x > 0.5);
}
