@group(0) @binding(0) var font_sdf: texture_2d<f32>;
@group(0) @binding(1) var font_sampler: sampler;

struct TextStyle {
  fill: vec4<f32>,
  outline: vec4<f32>,
  outline_width: f32,
  softness: f32,
}

@group(1) @binding(0) var<uniform> style: TextStyle;

@fragment
fn fs(@location(0) uv: vec2<f32>) -> @location(0) vec4<f32> {
  let dist = textureSample(font_sdf, font_sampler, uv).r;
  let w = max(fwidth(dist), 1e-5) * (1.0 + style.softness);
  let fill_alpha = smoothstep(0.5 - w, dist);
  let outline_edge = 0.5 - style.outline_width;
  let outline_alpha = smoothstep(outline_edge - w, outline_edge + w, dist);
  let color = mix(style.outline, style.fill, fill_alpha);
  return vec4<f32>(color.rgb, color.a * outline_alpha);
}
