struct RenderParams {
  view: mat4x4f,
  proj: mat4x4f,
  size: f32,
}

struct Particle {
  position: vec3f,
  life: f32,
  color: vec4f,
}

@group(0) @binding(0) var<uniform> rp: RenderParams;
@group(0) @binding(1) var<storage, read> particles: array<Particle>;
@group(0) @binding(2) var sprite: texture_2d<f32>;
var<private> sprite_samp: sampler;

struct VsOut {
  @builtin(position) pos: vec4f,
  @location(0) uv: vec2f,
  @location(1) color: vec4f,
}

const QUAD = array<vec2f, 6>(
  vec2f(-1.0, -1.0), vec2f(1.0, -1.0), vec2f(-1.0, 1.0),
  vec2f(-1.0, 1.0), vec2f(1.0, -1.0), vec2f(1.0, 1.0));

@vertex
fn vs(@builtin(vertex_index) vi: u32, @builtin(instance_index) ii: u32) -> VsOut {
  let p = particles[ii];
  let corner = QUAD[vi % 6u];
  let view_pos = rp.view * vec4f(p.position, 1.0);
  let fade = saturate(p.life);
  var o: VsOut;
  o.pos = rp.proj * (view_pos + vec4f(corner * rp.size * fade, 0.0, 0.0));
  o.uv = corner * 0.5 + 0.5;
  o.color = vec4f(p.color.rgb, p.color.a * fade);
  return o;
}

@fragment
fn fs(v: VsOut) -> @location(0) vec4f {
  let t = textureSample(sprite, sprite_samp, v.uv);
  return t * v.color;
}
