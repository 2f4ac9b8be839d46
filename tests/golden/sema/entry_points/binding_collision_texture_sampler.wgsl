@group(1) @binding(2) var tex: texture_2d<f32>;
@group(1) @binding(2) var samp: sampler;
@fragment
fn fs(@location(0) uv: vec2f) -> @location(0) vec4f {
  return textureSample(tex, samp, uv);
}
