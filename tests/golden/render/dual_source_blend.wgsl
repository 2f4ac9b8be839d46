// Dual-source blending: the fragment shader's two @location(0) outputs, @blend_src(0) the colour
// and @blend_src(1) the per-channel weights, blended as src * src1 + dst * (1 - src1) (alpha with
// src1's alpha) over a cleared target, across a triangle of varying colours and weights.
enable dual_source_blending;
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec4f, @location(1) weight: vec4f }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-0.9, -0.8), vec2f(0.9, -0.6), vec2f(-0.1, 0.9));
  var c = array(vec4f(1, 0, 0, 1), vec4f(0, 1, 0, 0.5), vec4f(0, 0, 1, 0));
  var w = array(vec4f(0.1, 0.5, 0.9, 0.3), vec4f(0.9, 0.1, 0.5, 0.7), vec4f(0.5, 0.9, 0.1, 1));
  return Out(vec4f(p[v], 0, 1), c[v], w[v]);
}
struct Frag { @location(0) @blend_src(0) color: vec4f, @location(0) @blend_src(1) weight: vec4f }
@fragment fn fs(in: Out) -> Frag { return Frag(in.color, in.weight); }
