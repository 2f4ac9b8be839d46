// Points and a line strip: instance 0 draws the vertices as a line strip's positions for the
// point list job below (the topology is the job's: point-list).
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  let a = f32(v) * 0.7;
  return vec4f(cos(a) * 0.8 * (1.0 - f32(v) / 40.0), sin(a) * 0.8 * (1.0 - f32(v) / 40.0), 0, 1);
}
@fragment fn fs() -> @location(0) vec4f { return vec4f(1, 1, 0, 1); }
