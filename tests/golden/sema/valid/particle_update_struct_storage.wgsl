struct Particle {
  pos: vec3f,
  life: f32,
  vel: vec3f,
  @align(16) color: vec4f,
}
struct SimParams {
  dt: f32,
  gravity: vec3f,
}
struct Particles {
  count: u32,
  items: array<Particle>,
}
@group(0) @binding(0) var<uniform> params: SimParams;
@group(0) @binding(1) var<storage, read_write> ps: Particles;

@compute @workgroup_size(64)
fn step(@builtin(global_invocation_id) gid: vec3u) {
  if (gid.x >= ps.count || gid.x >= arrayLength(&ps.items)) { return; }
  var p = ps.items[gid.x];
  p.vel += params.gravity * params.dt;
  p.pos += p.vel * params.dt;
  p.life -= params.dt;
  p.color.a = saturate(p.life);
  ps.items[gid.x] = p;
}
