// Per-sample shading: a fragment shader reading sample_index runs once per covered sample, and a
// `sample`-interpolated input is taken at that sample's position; the resolve averages the four
// results. The colour's red is the sample index, green the input interpolated at the sample, blue
// the sample's position.x fraction (0.375, 0.875, 0.125, 0.625 by index).
struct Out { @builtin(position) pos: vec4f, @location(0) @interpolate(perspective, sample) u: f32 }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec4f(-0.8, -0.9, 0, 1), vec4f(0.95, -0.3, 0, 2), vec4f(-0.2, 0.85, 0, 0.5));
  var u = array(0.0, 1.0, 0.3);
  return Out(p[v], u[v]);
}
@fragment fn fs(in: Out, @builtin(sample_index) s: u32) -> @location(0) vec4f {
  return vec4f(f32(s) / 3, in.u, fract(in.pos.x), 1);
}
