// Per-sample depth: three triangles crossing in depth into a 4x multisampled depth32float and
// color target; where they intersect, each sample keeps its own nearest surface, so the resolved
// pixels along the intersection lines mix the two colours.
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec3f }
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  var p = array(vec2f(-0.9, -0.9), vec2f(0.9, -0.5), vec2f(-0.3, 0.9));
  var z = array(vec3f(0.2, 0.8, 0.5), vec3f(0.7, 0.1, 0.4), vec3f(0.5, 0.5, 0.05));
  let angle = f32(i) * 2.1;
  let r = mat2x2f(cos(angle), sin(angle), -sin(angle), cos(angle));
  var c = array(vec3f(1, 0, 0), vec3f(0, 1, 0), vec3f(0, 0, 1));
  return Out(vec4f(r * p[v], z[i][v], 1), c[i]);
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return vec4f(in.color, 1); }
