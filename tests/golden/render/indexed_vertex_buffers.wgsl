// Indexed triangles from two vertex buffers (float32x2 positions, unorm8x4 colours) and an
// instance-step buffer of offsets (sint16x2 in 1/64ths of the target): uint16 indices, two instances.
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec4f }
@vertex fn vs(@location(0) p: vec2f, @location(1) c: vec4f, @location(2) offset: vec2i) -> Out {
  return Out(vec4f(p + vec2f(offset) / 64.0, 0.5, 1), c);
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return in.color; }
