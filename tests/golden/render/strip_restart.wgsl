// An indexed triangle strip (uint32) with a primitive restart between two quads.
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  let x = f32(v % 4u) * 0.25 - 0.9 + f32(v / 4u) * 1.0;
  let y = select(-0.6, 0.5, (v & 1u) == 1u);
  return vec4f(x, y, 0, 1);
}
@fragment fn fs(@builtin(position) pos: vec4f) -> @location(0) vec4f { return vec4f(pos.x / 64.0, pos.y / 48.0, 0.5, 1); }
