@vertex fn main(@builtin(vertex_index) vi: u32) -> @builtin(position) vec4f {
  var p = vec4f(0.0, 0.0, 0.0, 1.0);
  if (vi == 1u) {
    p.x = 1.0;
  }
  return p;
}
