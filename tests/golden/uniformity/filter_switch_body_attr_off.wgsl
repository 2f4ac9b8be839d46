@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@fragment fn main(@location(0) uv: vec2f) -> @location(0) vec4f {
  var c = vec4f(0);
  switch (i32(uv.x)) @diagnostic(off, derivative_uniformity) {
    case 0: {
      c = textureSample(t, s, uv);
    }
    default: {}
  }
  return c;
}
