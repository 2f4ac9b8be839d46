// Pointers: parameters, address-of, dereference, pointer composite access, aliasing of scopes.
requires unrestricted_pointer_parameters;

struct Particle {
  pos : vec3f,
  vel : vec3f,
}

var<private> g_particle : Particle;
var<workgroup> wg_counter : u32;
@group(0) @binding(0) var<storage, read_write> particles : array<Particle>;

fn integrate(p : ptr<function, Particle>, dt : f32) {
  (*p).pos += (*p).vel * dt;
  p.vel *= 0.99;
}

fn bump_private(p : ptr<private, Particle>) {
  p.pos.y += 1.0;
}

fn bump_storage(p : ptr<storage, Particle, read_write>) {
  (*p).vel.x = 0.0;
}

fn bump_workgroup(p : ptr<workgroup, u32>) {
  *p += 1u;
}

fn swap(a : ptr<function, f32>, b : ptr<function, f32>) {
  let t = *a;
  *a = *b;
  *b = t;
}

@compute @workgroup_size(1)
fn main() {
  var local = Particle(vec3f(0.0), vec3f(1.0));
  integrate(&local, 0.016);
  bump_private(&g_particle);
  bump_storage(&particles[0]);
  bump_workgroup(&wg_counter);
  var x = 1.0;
  var y = 2.0;
  swap(&x, &y);
  let pv : ptr<function, vec3f> = &local.pos;
  (*pv).z = x + y;
  pv[1] = 2.0;
  let arr_ptr = &particles;
  arr_ptr[1].pos = pv.xyz;
  let len = arrayLength(arr_ptr);
  _ = len;
}
