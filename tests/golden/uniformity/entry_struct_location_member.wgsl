struct FragIn {
  @builtin(position) pos: vec4f,
  @location(0) uv: vec2f,
}
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(in: FragIn) -> @location(0) vec4f {
  if (in.uv.x > 0.5) {
    return textureSample(t, s, in.uv);
  }
  return vec4f(0);
}
