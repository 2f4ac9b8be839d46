enable dual_source_blending;

struct SubpixelOut {
  @location(0) @blend_src(0) color: vec4f,
  @location(0) @blend_src(1) coverage: vec4f,
}

@group(0) @binding(0) var glyph_atlas: texture_2d<f32>;
@group(0) @binding(1) var atlas_sampler: sampler;
@group(0) @binding(2) var<uniform> text_color: vec4f;

@fragment
fn fs_text(@location(0) uv: vec2f) -> SubpixelOut {
  let cov = textureSample(glyph_atlas, atlas_sampler, uv).rgb;
  var o: SubpixelOut;
  o.color = vec4f(text_color.rgb * cov, text_color.a);
  o.coverage = vec4f(cov * text_color.a, 1.0);
  return o;
}
