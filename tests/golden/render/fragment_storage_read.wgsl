// A fragment shader reading a storage buffer by pixel position: a full-screen triangle shows
// a palette indexed by (x / 8, y / 8).
@group(0) @binding(0) var<storage> palette: array<vec4f>;
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  var p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return vec4f(p[v], 0, 1);
}
@fragment fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f {
  let cell = vec2u(pos.xy) / 8u;
  return palette[(cell.x + cell.y * 3u) % 16u];
}
