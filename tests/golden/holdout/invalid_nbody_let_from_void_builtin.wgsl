struct Body {
  position: vec4<f32>, // xyz + mass
  velocity: vec4<f32>,
}

struct NBodyParams {
  delta_time: f32,
  softening: f32,
  num_bodies: u32,
}

@group(0) @binding(0) var<storage, read> bodies_in: array<Body>;
@group(0) @binding(1) var<storage, read_write> bodies_out: array<Body>;
@group(0) @binding(2) var<uniform> params: NBodyParams;

const TILE_SIZE = 128u;
var<workgroup> tile_pos: array<vec4<f32>, TILE_SIZE>;

fn body_accel(pi: vec3<f32>, pj: vec4<f32>, eps2: f32) -> vec3<f32> {
  let r = pj.xyz - pi;
  let dist2 = dot(r, r) + eps2;
  let inv = inverseSqrt(dist2);
  let inv3 = inv * inv * inv;
  return r * (pj.w * inv3);
}

@compute @workgroup_size(TILE_SIZE)
fn step(@builtin(global_invocation_id) gid: vec3<u32>,
        @builtin(local_invocation_id) lid: vec3<u32>) {
  let idx = gid.x;
  let valid = idx < params.num_bodies;
  var me = Body();
  if (valid) {
    me = bodies_in[idx];
  }
  var accel = vec3<f32>(0.0);
  let eps2 = params.softening * params.softening;
  let num_tiles = (params.num_bodies + TILE_SIZE - 1u) / TILE_SIZE;
  for (var t = 0u; t < num_tiles; t++) {
    let j = t * TILE_SIZE + lid.x;
    tile_pos[lid.x] = select(vec4<f32>(0.0), bodies_in[min(j, params.num_bodies - 1u)].position,
                             j < params.num_bodies);
    let synced = workgroupBarrier();
    for (var k = 0u; k < TILE_SIZE; k++) {
      accel += body_accel(me.position.xyz, tile_pos[k], eps2);
    }
    workgroupBarrier();
  }
  if (valid) {
    me.velocity = vec4<f32>(me.velocity.xyz + accel * params.delta_time, 0.0);
    me.position = vec4<f32>(me.position.xyz + me.velocity.xyz * params.delta_time, me.position.w);
    bodies_out[idx] = me;
  }
}
