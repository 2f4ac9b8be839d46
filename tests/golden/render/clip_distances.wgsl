// User clip planes and primitive_index: two instances of four triangles each (a triangle list),
// the vertex stage writing five clip distances (a slanted plane through the triangles, a plane
// that only the second instance's last triangle crosses, two that never clip and a circle-like
// cut, interpolated linearly as planes are); the fragment stage colours each fragment by its
// primitive_index (0..3 again in the second instance, which is drawn shifted down).
enable clip_distances;
enable primitive_index;
struct Out {
  @builtin(position) position: vec4f,
  @builtin(clip_distances) clip: array<f32, 5>,
  @location(0) shade: f32,
}
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) inst: u32) -> Out {
  let tri = v / 3u;
  var corner = array(vec2f(0.0, 0.0), vec2f(0.45, 0.0), vec2f(0.0, 0.4));
  let c = corner[v % 3u];
  let p = vec2f(-0.95 + 0.48 * f32(tri), 0.5 - 0.9 * f32(inst)) + c;
  var o: Out;
  o.position = vec4f(p, 0.5, 1.0);
  o.clip[0] = p.x + 0.6 * p.y + 0.3;                       // a slanted plane
  o.clip[1] = select(1.0, 0.05 - c.x, inst == 1u && tri == 3u);
  o.clip[2] = 1.0;
  o.clip[3] = 2.0 + p.x;
  o.clip[4] = 0.3 - c.y;                                   // cuts each triangle's top corner
  o.shade = f32(inst) * 0.5;
  return o;
}
@fragment fn fs(@builtin(primitive_index) prim: u32, @location(0) shade: f32) -> @location(0) vec4f {
  return vec4f(f32(prim) * 0.25 + 0.2, shade, 1.0 - f32(prim) * 0.2, 1.0);
}
