@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(@builtin(position) pos: vec4f) -> @location(0) vec4f {
  var d = 0.0;
  if (pos.x > 10.0) {
    d = fwidth(pos.y);
  }
  return vec4f(d);
}
