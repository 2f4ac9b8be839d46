// "depth-clip-control": a render pipeline with primitive.unclippedDepth keeps the parts of its
// triangles in front of z = 0 and behind z = w, with their depth clamped to the viewport's range
// before the depth test. Instance 0 is a wide triangle whose depth runs from -0.6 to 1.6 across it;
// instance 1 a flat one at 0.4 over its middle, drawn after it under a less-equal test: where the first
// is clamped to 0 it stays in front, where clamped to 1 the second covers it.
struct Out {
  @builtin(position) pos: vec4f,
  @location(0) color: vec4f,
}

@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  var wide = array(vec3f(-0.95, -0.9, -0.6), vec3f(0.95, -0.9, 1.6), vec3f(0.0, 0.9, 0.5));
  var flat = array(vec3f(-0.6, -0.5, 0.4), vec3f(0.6, -0.5, 0.4), vec3f(0.0, 0.7, 0.4));
  let p = select(wide[v], flat[v], i == 1u);
  let w = 1.5;  // clip positions with w != 1, so that clipping would cut at z = 0 and z = w
  let color = select(vec4f(0.9, 0.3, 0.1, 1), vec4f(0.1, 0.5, 0.9, 1), i == 1u);
  return Out(vec4f(p.xy * w, p.z * w, w), color);
}

@fragment fn fs(in: Out) -> @location(0) vec4f {
  return vec4f(in.color.rgb * (0.5 + 0.5 * in.pos.z), 1);
}
