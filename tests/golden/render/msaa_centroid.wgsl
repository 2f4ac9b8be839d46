// Centroid interpolation with four samples: a value that changes fast across a triangle, taken at
// `centroid` (red) and at `center` (green). Inside the triangle the two agree; on its edges a
// pixel's centre may lie outside, where `center` extrapolates and `centroid` stays within the
// primitive's values (wgx: at the first covered sample). Both resolved.
struct Out {
  @builtin(position) pos: vec4f,
  @location(0) @interpolate(perspective, centroid) a: f32,
  @location(1) @interpolate(perspective, center) b: f32,
}
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-0.9, -0.75), vec2f(0.85, -0.9), vec2f(0.05, 0.9));
  var u = array(0.0, 1.0, 0.5);
  return Out(vec4f(p[v], 0, 1), u[v], u[v]);
}
@fragment fn fs(in: Out) -> @location(0) vec4f {
  // Steep and smooth: a pixel's worth of change is up to a quarter of the range.
  return vec4f(sin(in.a * 40) * 0.5 + 0.5, sin(in.b * 40) * 0.5 + 0.5, 0, 1);
}
