struct Boid {
  pos: vec2<f32>,
  vel: vec2<f32>,
}

struct FlockParams {
  delta_t: f32,
  rule1_distance: f32,
  rule2_distance: f32,
  rule3_distance: f32,
  rule1_scale: f32,
  rule2_scale: f32,
  rule3_scale: f32,
}

struct Flock {
  boids: array<Boid>,
}

@binding(0) @group(0) var<uniform> params: FlockParams;
@binding(1) @group(0) var<storage, read> flock_a: Flock;
@binding(2) @group(0) var<storage, read_write> flock_b: Flock;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) global_id: vec3<u32>) {
  let index = global_id.x;
  let total = arrayLength(&flock_a.boids);
  if (index >= total) {
    return;
  }
  var v_pos = flock_a.boids[index].pos;
  var v_vel = flock_a.boids[index].vel;
  var c_mass = vec2(0.0);
  var c_vel = vec2(0.0);
  var col_vel = vec2(0.0);
  var c_mass_count = 0u;
  var c_vel_count = 0u;
  for (var i = 0u; i < total; i++) {
    if (i == index) {
      continue;
    }
    let pos = flock_a.boids[i].pos.xy;
    let vel = flock_a.boids[i].vel.xy;
    if (distance(pos, v_pos) < params.rule1_distance) {
      c_mass += pos;
      c_mass_count++;
    }
    if (distance(pos, v_pos) < params.rule2_distance) {
      col_vel -= pos - v_pos;
    }
    if (distance(pos, v_pos) < params.rule3_distance) {
      c_vel += vel;
      c_vel_count++;
    }
  }
  if (c_mass_count > 0) {
    c_mass = (c_mass / vec2(f32(c_mass_count))) - v_pos;
  }
  if (c_vel_count > 0) {
    c_vel /= f32(c_vel_count);
  }
  v_vel += (c_mass * params.rule1_scale) + (col_vel * params.rule2_scale) + (c_vel * params.rule3_scale);
  v_vel = normalize(v_vel) * clamp(length(v_vel), 0.0, 0.1);
  v_pos = v_pos + (v_vel * params.delta_t);
  if (v_pos.x < -1.0) { v_pos.x = 1.0; }
  if (v_pos.x > 1.0) { v_pos.x = -1.0; }
  if (v_pos.y < -1.0) { v_pos.y = 1.0; }
  if (v_pos.y > 1.0) { v_pos.y = -1.0; }
  flock_b.boids[index].pos = v_pos;
  flock_b.boids[index].vel = v_vel;
}
