// A fragment shader writing storage: every covered pixel of a triangle stores its primitive-
// interpolated value at its own index and counts itself atomically, except where it discarded
// first (a checkerboard of 4x4 cells). Helper invocations (the uncovered lanes of edge quads, which
// derivatives need) must write nothing: the pixel map shows exactly the triangle's coverage, the
// counter exactly its number of kept pixels, and the colour target is drawn as usual.
@group(0) @binding(0) var<storage, read_write> pixels: array<u32, 1024>;  // 32 x 32
@group(0) @binding(1) var<storage, read_write> count: atomic<u32>;
struct Out { @builtin(position) pos: vec4f, @location(0) shade: f32 }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-0.9, -0.7), vec2f(0.8, -0.95), vec2f(0.1, 0.85));
  var s = array(0.1, 0.5, 0.9);
  return Out(vec4f(p[v], 0, 1), s[v]);
}
@fragment fn fs(in: Out) -> @location(0) vec4f {
  let cell = vec2u(in.pos.xy) / 4u;
  let slope = dpdx(in.shade);  // derivatives need the helpers to run on
  if ((cell.x + cell.y) % 2u == 1u) { discard; }
  let p = vec2u(in.pos.xy);
  pixels[p.y * 32u + p.x] = 1000u + u32(in.shade * 100);
  let n = atomicAdd(&count, 1u);
  return vec4f(in.shade, f32(min(n, 0u)), select(0.0, 1.0, slope > 0), 1);  // n: used after the write
}
