diagnostic(off, derivative_uniformity);

@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;

@fragment
fn fs(@location(0) uv: vec2f) -> @location(0) vec4f {
  if (uv.x > 0.5) {
    return textureSample(tex, samp, uv);
  }
  return vec4f(0.0);
}
