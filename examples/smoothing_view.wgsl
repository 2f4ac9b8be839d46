// The render shaders of the "Barriers" page that draw the input and smoothed values as bars.
// examples/api/seed_page.cpp draws them (a compute pass, then draw(4, 128)).
@group(0) @binding(0) var<storage> data: array<f32>;
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec3f }
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  let q = vec2f(f32(v & 1), f32(v >> 1));
  let smoothed = i >= 64u;
  let k = f32(i % 64);
  let base = select(-0.05, -0.9, smoothed);
  let p = vec2f(-0.95 + k * 0.0297 + q.x * 0.024, base + q.y * data[i] * 0.7);
  return Out(vec4f(p, 0, 1), select(vec3f(0.62, 0.65, 0.70), vec3f(0.08, 0.40, 0.75), smoothed));
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return vec4f(in.color, 1); }
