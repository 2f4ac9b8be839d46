// Overlapping translucent triangles blended with src-alpha / one-minus-src-alpha (alpha: one,
// one-minus-src-alpha), one per instance.
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec4f }
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  var p = array(vec2f(-0.9, -0.8), vec2f(0.6, -0.6), vec2f(-0.2, 0.9));
  let shift = f32(i) * vec2f(0.3, 0.1);
  var c = array(vec4f(1, 0.2, 0.1, 0.6), vec4f(0.1, 0.3, 1, 0.5), vec4f(0.2, 1, 0.3, 0.7));
  return Out(vec4f(p[v] + shift, 0, 1), c[i]);
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return in.color; }
