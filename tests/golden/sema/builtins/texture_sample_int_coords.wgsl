@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@fragment
fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
  return textureSample(tex, samp, vec2i(pos.xy));
}
