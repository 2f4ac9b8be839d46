@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(@builtin(front_facing) ff: bool, @location(0) uv: vec2f) -> @location(0) vec4f {
  var d = vec2f(0);
  if (ff) {
    d = dpdy(uv);
  }
  return vec4f(d, 0, 1);
}
