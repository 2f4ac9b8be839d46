// Implicit-derivative sampling in a fragment shader: textureSample and textureSampleBias of a
// 64x64 rgba8unorm texture with 7 levels (random texels), minified through a trilinear sampler.
// The coordinates step 4 texels per pixel in x and y (level 2); the right half adds a bias of 1
// (level 3). Both are sampled in uniform control flow, as WGSL requires, and one is chosen.
@group(0) @binding(0) var image: texture_2d<f32>;
@group(0) @binding(1) var trilinear: sampler;
struct Out { @builtin(position) pos: vec4f, @location(0) uv: vec2f }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return Out(vec4f(p[v], 0, 1), (p[v] * vec2f(0.5, -0.5) + 0.5) * vec2f(4.0, 3.0));
}
@fragment fn fs(in: Out) -> @location(0) vec4f {
  let plain = textureSample(image, trilinear, in.uv);
  let biased = textureSampleBias(image, trilinear, in.uv, 1.0);
  return select(biased, plain, in.pos.x < 32.0);
}
