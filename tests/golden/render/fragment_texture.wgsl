// A fragment shader reading a texture: textureLoad of an 8x8 rgba8unorm texture by pixel, and
// textureSampleLevel with a linear, repeating sampler at interpolated coordinates, side by side.
@group(0) @binding(0) var image: texture_2d<f32>;
@group(0) @binding(1) var linear_repeat: sampler;
struct Out { @builtin(position) pos: vec4f, @location(0) uv: vec2f }
@vertex fn vs(@builtin(vertex_index) v: u32) -> Out {
  var p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return Out(vec4f(p[v], 0, 1), (p[v] * vec2f(0.5, -0.5) + 0.5) * 1.5);
}
@fragment fn fs(in: Out) -> @location(0) vec4f {
  if (in.pos.x < 32.0) { return textureLoad(image, vec2u(in.pos.xy / 6.0) % 8u, 0); }
  return textureSampleLevel(image, linear_repeat, in.uv, 0.0);
}
