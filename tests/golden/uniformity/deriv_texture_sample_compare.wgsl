@group(0) @binding(0) var d: texture_depth_2d;
@group(0) @binding(1) var sc: sampler_comparison;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var v = 0.0;
  if (uv.x < 0.5) {
    v = textureSampleCompare(d, sc, uv, 0.5);
  }
  return vec4f(v);
}
