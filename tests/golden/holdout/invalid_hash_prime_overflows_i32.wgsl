struct HashParams {
  cell_size: f32,
  table_size: u32,
  num_points: u32,
}

@group(0) @binding(0) var<uniform> hp: HashParams;
@group(0) @binding(1) var<storage, read> points: array<vec4f>;
@group(0) @binding(2) var<storage, read_write> cell_counts: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> point_cells: array<u32>;

fn hash_cell(c: vec3i) -> u32 {
  let h = (c.x * 92837111) ^ (c.y * 2920000000) ^ (c.z * 283923481);
  return u32(abs(h)) % hp.table_size;
}

fn cell_coord(p: vec3f) -> vec3i {
  return vec3i(floor(p / hp.cell_size));
}

@compute @workgroup_size(128)
fn count_points(@builtin(global_invocation_id) gid: vec3u) {
  let i = gid.x;
  if (i >= hp.num_points) { return; }
  let h = hash_cell(cell_coord(points[i].xyz));
  point_cells[i] = h;
  atomicAdd(&cell_counts[h], 1u);
}

@compute @workgroup_size(128)
fn clear(@builtin(global_invocation_id) gid: vec3u) {
  if (gid.x < hp.table_size) {
    atomicStore(&cell_counts[gid.x], 0u);
  }
}
