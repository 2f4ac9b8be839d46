struct Body {
  pos: vec3f,
  vel: vec3f,
}

struct World {
  bodies: array<Body, 32>,
  count: u32,
}

var<workgroup> world: World;
@group(0) @binding(0) var<storage, read_write> snapshot: World;

fn bump(p: ptr<workgroup, Body>, dv: vec3f) {
  (*p).vel += dv;
  p.pos += p.vel;
}

@compute @workgroup_size(32)
fn step(@builtin(local_invocation_index) li: u32) {
  if (li == 0u) {
    world = snapshot;
  }
  workgroupBarrier();
  let me = &world.bodies[li];
  let vel = &me.vel;
  (*vel).y -= 0.1;
  vel.x *= 0.5;
  var local_copy = *me;
  bump(&local_copy, vec3f(0.0, 0.0, 0.01));
  let lp = &local_copy;
  lp.pos = max(lp.pos, vec3f(-10.0));
  workgroupBarrier();
  snapshot.bodies[li] = local_copy;
}
