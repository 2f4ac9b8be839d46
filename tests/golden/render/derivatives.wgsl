// Derivatives of a quadratic value in 2x2 quads: dpdxFine, dpdyFine and fwidth (coarse).
struct Out { @builtin(position) pos: vec4f, @location(0) uv: vec2f }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return Out(vec4f(p[v], 0, 1), p[v] * 0.5 + 0.5);
}
@fragment fn fs(in: Out) -> @location(0) vec4f {
  let f = in.uv.x * in.uv.x * 20.0 + in.uv.y * 7.0;
  return vec4f(dpdxFine(f) * 2.0, dpdyFine(f) * 2.0, fwidth(f) * 2.0, 1);
}
