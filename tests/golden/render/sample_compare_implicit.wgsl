// textureSampleCompare in a fragment shader: the level from the coordinates' quad derivatives (2
// texels per pixel: level 1 of a 16x16 depth16unorm texture with random depths), each of the
// linear footprint's four texels compared with a reference that grows across the picture (less),
// the results filtered. Texels near the reference may round either way between implementations:
// the references sit halfway between multiples of 1/64, the texels on multiples of 4096/65535.
@group(0) @binding(0) var depth: texture_depth_2d;
@group(0) @binding(1) var less: sampler_comparison;
struct Out { @builtin(position) pos: vec4f, @location(0) uv: vec2f }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return Out(vec4f(p[v], 0, 1), (p[v] * vec2f(0.5, -0.5) + 0.5) * vec2f(8.0, 6.0));
}
@fragment fn fs(in: Out) -> @location(0) vec4f {
  let reference = floor(in.pos.x) / 64.0 + 1.0 / 128.0;
  let r = textureSampleCompare(depth, less, in.uv, reference);
  return vec4f(r, 1.0 - r, reference, 1.0);
}
