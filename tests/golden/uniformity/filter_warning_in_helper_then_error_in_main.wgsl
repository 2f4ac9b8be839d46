@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@diagnostic(warning, derivative_uniformity)
fn helper(x: f32) -> f32 {
  var r = 0.0;
  if (x > 0.0) {
    r = dpdx(x);
  }
  return r;
}
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var c = vec4f(helper(uv.x));
  if (uv.y > 0.0) {
    c = textureSample(t, s, uv);
  }
  return c;
}
