@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var d = 0.0;
  if (uv.y > 0.25) {
    d = dpdx(uv.x);
  }
  return vec4f(d);
}
