// sample_mask in and out with four samples: the shader sees its coverage mask (blue: full
// coverage or not) and writes a mask that depends on the pixel (columns keep samples 0 and 2,
// 1 and 3, all or none, in turn), which the final mask ANDs with the coverage; the resolve
// counts the samples kept.
struct Out { @builtin(position) pos: vec4f }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-0.85, -0.95), vec2f(0.9, -0.4), vec2f(-0.1, 0.9));
  return Out(vec4f(p[v], 0, 1));
}
struct Frag { @location(0) color: vec4f, @builtin(sample_mask) mask: u32 }
@fragment fn fs(in: Out, @builtin(sample_mask) covered: u32) -> Frag {
  var masks = array(0x5u, 0xAu, 0xFu, 0x0u);
  let column = u32(in.pos.x) % 4;
  return Frag(vec4f(1, f32(countOneBits(covered)) / 4, select(0.0, 1.0, covered == 0xFu), 1), masks[column]);
}
