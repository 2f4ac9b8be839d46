// A triangle strip whose triangles alternate in facing when seen with a cw front face, culled
// at the back: every other triangle of a zigzag that folds over itself.
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  var p = array(vec2f(-0.9, -0.5), vec2f(-0.6, 0.6), vec2f(-0.2, -0.6), vec2f(-0.4, 0.7),
                vec2f(0.3, -0.4), vec2f(0.5, 0.8), vec2f(0.9, -0.7), vec2f(0.2, 0.1));
  return vec4f(p[v], 0, 1);
}
@fragment fn fs(@builtin(front_facing) front: bool) -> @location(0) vec4f {
  return select(vec4f(1, 0, 0, 1), vec4f(0, 1, 0.5, 1), front);
}
