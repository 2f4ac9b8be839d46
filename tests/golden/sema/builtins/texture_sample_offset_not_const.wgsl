@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@fragment
fn fs(@location(0) uv: vec2f, @location(1) @interpolate(flat) o: vec2i) -> @location(0) vec4f {
  return textureSample(tex, samp, uv, o);
}
