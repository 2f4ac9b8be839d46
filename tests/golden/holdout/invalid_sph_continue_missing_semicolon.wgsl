struct P {
  pos: vec2f,
  vel: vec2f,
  force: vec2f,
  rho: f32,
  pressure: f32,
}

struct Cfg {
  h: f32,
  mass: f32,
  viscosity: f32,
  dt: f32,
  gravity: vec2f,
  bounds: vec2f,
  count: u32,
}

@group(0) @binding(0) var<storage, read_write> ps: array<P>;
@group(0) @binding(1) var<uniform> cfg: Cfg;

const PI = 3.141592653589793;

fn spiky_grad(r: vec2f, h: f32) -> vec2f {
  let len = length(r);
  if (len <= 0.0 || len >= h) {
    return vec2f();
  }
  let c = -45.0 / (PI * pow(h, 6.0)) * (h - len) * (h - len);
  return c * r / len;
}

fn visc_laplacian(r: f32, h: f32) -> f32 {
  return select(0.0, 45.0 / (PI * pow(h, 6.0)) * (h - r), r < h);
}

@compute @workgroup_size(64)
fn forces(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i >= cfg.count) { return; }
  let me = ps[i];
  var f_press = vec2f(0.0);
  var f_visc = vec2f(0.0);
  for (var j = 0u; j < cfg.count; j++) {
    if (j == i) { continue }
    let other = ps[j];
    let r = me.pos - other.pos;
    f_press -= cfg.mass * (me.pressure + other.pressure) / (2.0 * other.rho) * spiky_grad(r, cfg.h);
    f_visc += cfg.viscosity * cfg.mass * (other.vel - me.vel) / other.rho * visc_laplacian(length(r), cfg.h);
  }
  ps[i].force = f_press + f_visc + cfg.gravity * me.rho;
}

@compute @workgroup_size(64)
fn integrate(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i >= cfg.count) { return; }
  var p = ps[i];
  p.vel += cfg.dt * p.force / max(p.rho, 1e-6);
  p.pos += cfg.dt * p.vel;
  let lo = vec2f(0.0);
  let hi = cfg.bounds;
  let clamped = clamp(p.pos, lo, hi);
  let hit = clamped != p.pos;
  p.vel = select(p.vel, -0.5 * p.vel, hit);
  p.pos = clamped;
  ps[i] = p;
}
