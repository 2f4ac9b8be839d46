// One triangle with different w per vertex: a perspective-correct, a linear and a flat value
// (the flat one from the first vertex, the provoking vertex).
struct Out {
  @builtin(position) pos: vec4f,
  @location(0) a: f32,
  @location(1) @interpolate(linear) b: f32,
  @location(2) @interpolate(flat) c: f32,
}
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec4f(-0.9, -0.9, 0.2, 1), vec4f(2.7, -2.7, 0.6, 3), vec4f(0, 1.8, 0.1, 2));
  return Out(p[v], f32(v == 0u), f32(v == 1u), f32(v + 1) / 4.0);
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return vec4f(in.a, in.b, in.c, 1); }
