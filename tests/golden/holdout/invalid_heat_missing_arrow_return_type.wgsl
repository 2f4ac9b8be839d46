struct Grid3 {
  dims: vec3<u32>,
  alpha: f32,
  dt: f32,
  dx: f32,
}

@group(0) @binding(0) var<uniform> grid: Grid3;
@group(0) @binding(1) var<storage, read> t_in: array<f32>;
@group(0) @binding(2) var<storage, read_write> t_out: array<f32>;

fn idx3(p: vec3<i32>) u32 {
  let d = vec3<i32>(grid.dims);
  let c = clamp(p, vec3<i32>(0), d - vec3<i32>(1));
  return u32(c.x + d.x * (c.y + d.y * c.z));
}

@compute @workgroup_size(4, 4, 4)
fn diffuse(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (any(gid >= grid.dims)) {
    return;
  }
  let p = vec3<i32>(gid);
  let center = t_in[idx3(p)];
  let offsets = array<vec3<i32>, 6>(
    vec3<i32>(1, 0, 0), vec3<i32>(-1, 0, 0),
    vec3<i32>(0, 1, 0), vec3<i32>(0, -1, 0),
    vec3<i32>(0, 0, 1), vec3<i32>(0, 0, -1));
  var lap = -6.0 * center;
  for (var k = 0; k < 6; k++) {
    lap += t_in[idx3(p + offsets[k])];
  }
  lap /= grid.dx * grid.dx;
  t_out[idx3(p)] = center + grid.alpha * grid.dt * lap;
}
