@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
fn grad(x: f32) -> f32 {
  return fwidthFine(x);
}
fn shade(x: f32) -> f32 {
  return grad(x) * 2.0;
}
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var r = 0.0;
  if (uv.y > 0.5) {
    r = shade(uv.x);
  }
  return vec4f(r);
}
