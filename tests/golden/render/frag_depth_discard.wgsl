// frag_depth and discard under a depth test (depth32float, less): instance 0 covers the target
// in red at depth 0.5; instance 1 covers it in green, writing frag_depth = x / 64 and discarding
// a diagonal pattern, so green shows left of the middle except where it discarded.
struct Out { @builtin(position) pos: vec4f, @location(0) @interpolate(flat) which: u32 }
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  var p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return Out(vec4f(p[v], 0.5, 1), i);
}
struct Color { @location(0) color: vec4f, @builtin(frag_depth) depth: f32 }
@fragment fn fs(in: Out) -> Color {
  if (in.which == 0u) { return Color(vec4f(1, 0, 0, 1), 0.5); }
  let cell = vec2u(in.pos.xy);
  if ((cell.x + cell.y) % 7u == 0u) { discard; }
  return Color(vec4f(0, 1, 0, 1), in.pos.x / 64.0);
}
