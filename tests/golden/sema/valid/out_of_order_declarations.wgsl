@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let p = helper(gid.x);
  out[gid.x] = p;
}

fn helper(i: u32) -> Particle {
  return Particle(vec2f(f32(i)), DEFAULT_VEL);
}

const DEFAULT_VEL = vec2f(0.0, -9.8);
const WG = 64u;

@group(0) @binding(0) var<storage, read_write> out: array<Particle>;

struct Particle {
  pos: vec2f,
  vel: Vel,
}

alias Vel = vec2f;
