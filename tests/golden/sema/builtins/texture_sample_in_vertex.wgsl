@group(0) @binding(0) var height: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@vertex
fn vs(@location(0) uv: vec2f) -> @builtin(position) vec4f {
  let h = textureSample(height, samp, uv).r;
  return vec4f(uv, h, 1.0);
}
