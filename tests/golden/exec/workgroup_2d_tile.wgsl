// Golden execution test: workgroup 2d tile (job in workgroup_2d_tile.job.json).
@group(0) @binding(0) var<storage, read> a: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<array<u32, 4>, 4>;
@compute @workgroup_size(4, 4) fn main(@builtin(local_invocation_id) l: vec3<u32>, @builtin(workgroup_id) w: vec3<u32>) {
  tile[l.y][l.x] = a[(w.x * 4u + l.y) * 4u + l.x];
  workgroupBarrier();
  out[(w.x * 4u + l.y) * 4u + l.x] = tile[l.x][l.y] + tile[l.y][3u - l.x];
}
