@vertex
fn vs(@builtin(vertex_index) vi: u32) -> @builtin(position) vec4f {
  if (vi > 3u) { discard; }
  return vec4f(0.0);
}
