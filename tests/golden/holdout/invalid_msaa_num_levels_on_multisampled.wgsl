@group(0) @binding(0) var coverage_tex: texture_multisampled_2d<f32>;
@group(0) @binding(1) var depth_ms: texture_depth_multisampled_2d;

struct FragOut {
  @location(0) color: vec4<f32>,
  @builtin(sample_mask) mask: u32,
}

@fragment
fn resolve(@builtin(position) pos: vec4<f32>,
           @builtin(sample_index) sample: u32,
           @builtin(sample_mask) in_mask: u32) -> FragOut {
  let p = vec2<i32>(pos.xy);
  let n = textureNumLevels(coverage_tex);
  var sum = vec4<f32>(0.0);
  var nearest = 1.0;
  for (var s = 0u; s < n; s++) {
    sum += textureLoad(coverage_tex, p, i32(s));
    nearest = min(nearest, textureLoad(depth_ms, p, s));
  }
  var out: FragOut;
  out.color = vec4<f32>(sum.rgb / f32(n), nearest);
  out.mask = in_mask & ~(1u << sample);
  return out;
}
