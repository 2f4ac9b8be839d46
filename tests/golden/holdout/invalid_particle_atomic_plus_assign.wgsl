struct Particle {
  pos: vec3<f32>,
  life: f32,
  vel: vec3<f32>,
  seed: u32,
}

struct SimParams {
  dt: f32,
  gravity: vec3<f32>,
  drag: f32,
  count: u32,
  time: f32,
}

@group(0) @binding(0) var<storage, read_write> particles: array<Particle>;
@group(0) @binding(1) var<uniform> sim: SimParams;
@group(0) @binding(2) var<storage, read_write> alive_count: atomic<u32>;

fn pcg(v: u32) -> u32 {
  let state = v * 747796405u + 2891336453u;
  let word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
  return (word >> 22u) ^ word;
}

fn rand01(seed: ptr<function, u32>) -> f32 {
  *seed = pcg(*seed);
  return f32(*seed) / 4294967295.0;
}

fn respawn(p: ptr<function, Particle>) {
  var s = (*p).seed;
  (*p).pos = vec3<f32>(rand01(&s) - 0.5, 0.0, rand01(&s) - 0.5);
  (*p).vel = vec3<f32>(0.0, 2.0 + rand01(&s) * 3.0, 0.0);
  (*p).life = 1.0 + rand01(&s) * 2.0;
  (*p).seed = s;
}

@compute @workgroup_size(256)
fn update(@builtin(global_invocation_id) id: vec3<u32>) {
  let i = id.x;
  if (i >= sim.count) {
    return;
  }
  var p = particles[i];
  p.life -= sim.dt;
  if (p.life <= 0.0) {
    respawn(&p);
  } else {
    p.vel += sim.gravity * sim.dt;
    p.vel *= 1.0 - sim.drag * sim.dt;
    p.pos += p.vel * sim.dt;
    if (p.pos.y < 0.0) {
      p.pos.y = -p.pos.y;
      p.vel.y = -p.vel.y * 0.6;
    }
    alive_count += 1u;
  }
  particles[i] = p;
}
