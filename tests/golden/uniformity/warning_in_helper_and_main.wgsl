diagnostic(warning, derivative_uniformity);
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
var<private> gate: f32;
fn helper() -> vec4f {
  if (gate > 0.0) {
    return textureSample(t, s, vec2f(0));
  }
  return vec4f(0);
}
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var c = helper();
  if (uv.y > 0.0) {
    c = textureSample(t, s, uv);
  }
  return c;
}
