struct VSOut {
  @builtin(position) pos : vec4f,
  @location(0) uv : vec2f,
}

@vertex
fn vs(@builtin(vertex_index) vi : u32) -> VSOut {
  var out : VSOut;
  let x = f32(vi & 1u)
  let y = f32(vi >> 1u);
  out.pos = vec4f(x, y, 0.0, 1.0);
  out.uv = vec2f(x, y);
  return out;
}

@fragment
fn fs(in : VSOut) -> @location(0) vec4f {
  if (in.uv.x > 0.5) discard;
  return vec4f(in.uv, 0.0, 1.0);
}
