@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var c = vec4f(0);
  if (uv.x < 0.5) {
    c = textureSampleLevel(t, s, uv, 0.0);
  }
  return c;
}
