// f16 into, between and out of the stages: a float16x4 vertex attribute read as vec4h, the colour
// interpolated as vec4h (held as halves in the stage records), a flat f16 value, and a vec4h
// fragment output into rgba8unorm.
enable f16;
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec4h, @location(1) @interpolate(flat) k: f16 }
@vertex fn vs(@builtin(vertex_index) v: u32, @location(0) color: vec4h) -> Out {
  var p = array(vec2f(-0.9, -0.8), vec2f(0.9, -0.6), vec2f(-0.1, 0.9));
  return Out(vec4f(p[v], 0, 1), color, f16(v) * 0.25h + 0.5h);
}
@fragment fn fs(in: Out) -> @location(0) vec4h { return vec4h(in.color.rgb, in.k); }
