struct Body { pos: vec3f, vel: vec3f }

@group(0) @binding(0) var<storage, read_write> bodies: array<Body>;
var<workgroup> tile: array<vec3f, 64>;
var<private> rng_state: u32 = 1u;

fn integrate(b: ptr<function, Body>, dt: f32) {
  b.pos += b.vel * dt;
  (*b).vel *= 0.99;
}

fn integrate_storage(b: ptr<storage, Body, read_write>, dt: f32) {
  b.pos += (*b).vel * dt;
}

fn store_tile(t: ptr<workgroup, array<vec3f, 64>>, i: u32, v: vec3f) {
  t[i] = v;
}

fn next_random(state: ptr<private, u32>) -> u32 {
  *state = *state * 1664525u + 1013904223u;
  return *state;
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u, @builtin(local_invocation_index) li: u32) {
  var b = bodies[gid.x];
  integrate(&b, 0.016);
  integrate_storage(&bodies[gid.x], 0.016);
  store_tile(&tile, li, b.pos);
  let p = &b.pos;
  let x = p.x + (*p)[1];
  let r = next_random(&rng_state);
  bodies[gid.x].vel.x = x + f32(r & 1u);
}
