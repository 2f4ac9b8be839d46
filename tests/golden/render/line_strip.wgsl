// A line strip of a spiral, and a line list of short diagonal and axis-aligned segments.
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  let a = f32(v) * 0.45;
  let r = 0.9 - f32(v) * 0.035;
  return vec4f(cos(a) * r, sin(a) * r, 0, 1);
}
@fragment fn fs() -> @location(0) vec4f { return vec4f(1, 0.5, 0, 1); }
