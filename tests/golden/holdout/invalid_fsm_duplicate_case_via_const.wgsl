const IDLE: u32 = 0u;
const SEEK: u32 = 1u;
const FLEE: u32 = 2u;
const WANDER: u32 = 2u;

struct Agent {
  pos: vec2<f32>,
  vel: vec2<f32>,
  state: u32,
  timer: f32,
}

@group(0) @binding(0) var<storage, read_write> agents: array<Agent>;
@group(0) @binding(1) var<uniform> player: vec4<f32>;

fn next_state(a: Agent, dist: f32) -> u32 {
  switch (a.state) {
    case IDLE: {
      if (dist < 10.0) { return SEEK; }
      return select(IDLE, WANDER, a.timer <= 0.0);
    }
    case SEEK: {
      if (dist < 2.0) { return FLEE; }
      if (dist > 15.0) { return IDLE; }
    }
    case FLEE, WANDER: {
      if (a.timer <= 0.0) { return IDLE; }
    }
    default: {}
  }
  return a.state;
}

@compute @workgroup_size(64)
fn think(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (gid.x >= arrayLength(&agents)) { return; }
  var a = agents[gid.x];
  let to_player = player.xy - a.pos;
  let dist = length(to_player);
  a.state = next_state(a, dist);
  switch a.state {
    case 1u: { a.vel = normalize(to_player) * 2.0; }
    case 2u: { a.vel = -normalize(to_player) * 3.0; a.timer = 1.0; }
    case 3u: { a.vel = vec2<f32>(cos(a.timer), sin(a.timer)); }
    default: { a.vel *= 0.9; }
  }
  a.timer -= player.w;
  a.pos += a.vel * player.w;
  agents[gid.x] = a;
}
