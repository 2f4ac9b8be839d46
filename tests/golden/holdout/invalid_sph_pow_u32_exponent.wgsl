// SPH: density and pressure from neighbours in a uniform grid.
struct FluidParticle {
  position: vec2<f32>,
  velocity: vec2<f32>,
  density: f32,
  pressure: f32,
}

struct SphConfig {
  h: f32,
  mass: f32,
  rest_density: f32,
  stiffness: f32,
  grid_dim: vec2<u32>,
  cell_size: f32,
  n: u32,
}

@group(0) @binding(0) var<storage, read_write> fluid: array<FluidParticle>;
@group(0) @binding(1) var<storage, read> cell_start: array<u32>;
@group(0) @binding(2) var<storage, read> cell_end: array<u32>;
@group(0) @binding(3) var<uniform> cfg: SphConfig;

const PI: f32 = 3.141592653589793;

fn poly6(r2: f32, h: f32) -> f32 {
  let h2 = h * h;
  if (r2 >= h2) {
    return 0.0;
  }
  let d = h2 - r2;
  return 4.0 / (PI * pow(h, 8u)) * d * d * d;
}

fn cell_of(p: vec2<f32>) -> vec2<i32> {
  return vec2<i32>(floor(p / cfg.cell_size));
}

fn cell_index(c: vec2<i32>) -> u32 {
  let cc = clamp(c, vec2<i32>(0), vec2<i32>(cfg.grid_dim) - 1);
  return u32(cc.y) * cfg.grid_dim.x + u32(cc.x);
}

@compute @workgroup_size(64)
fn compute_density(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= cfg.n) {
    return;
  }
  let pi = fluid[i].position;
  let c = cell_of(pi);
  var rho = 0.0;
  for (var dy = -1; dy <= 1; dy++) {
    for (var dx = -1; dx <= 1; dx++) {
      let ci = cell_index(c + vec2<i32>(dx, dy));
      for (var j = cell_start[ci]; j < cell_end[ci]; j++) {
        let d = fluid[j].position - pi;
        rho += cfg.mass * poly6(dot(d, d), cfg.h);
      }
    }
  }
  fluid[i].density = rho;
  fluid[i].pressure = cfg.stiffness * max(rho - cfg.rest_density, 0.0);
}
