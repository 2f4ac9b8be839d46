struct VsOut {
  @builtin(position) pos: vec4<f32>,
  @location(0) @interpolate(perspective) a: vec4<f32>,
  @location(1) @interpolate(perspective, sample) b: vec2<f32>,
  @location(2) @interpolate(linear, centroid) c: f32,
  @location(3) @interpolate(flat) id: u32,
  @location(4) @interpolate(flat, either) ids: vec2<i32>,
  @location(5) @interpolate(flat, first) flags: u32,
  @location(6) @interpolate(linear, center) d: vec3<f32>,
}

@vertex
fn vs(@builtin(vertex_index) vi: u32, @builtin(instance_index) ii: u32) -> VsOut {
  var o: VsOut;
  o.pos = vec4<f32>(f32(vi % 2u), f32(vi / 2u), 0.0, 1.0);
  o.a = vec4<f32>(1.0);
  o.b = o.pos.xy;
  o.c = 0.5;
  o.id = ii;
  o.ids = vec2<i32>(i32(vi), -1);
  o.flags = vi & 7u;
  o.d = vec3<f32>(o.b, o.c);
  return o;
}

@fragment
fn fs(in: VsOut) -> @location(0) vec4<u32> {
  let x = in.a.x + in.b.y + in.c + in.d.z;
  return vec4<u32>(u32(x), in.id, u32(in.ids.x), in.flags);
}
