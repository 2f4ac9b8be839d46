// A 2D workgroup (8x8) transposing through a tile with its barrier.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<array<u32, 8>, 8>;
@compute @workgroup_size(8, 8)
fn main(@builtin(local_invocation_id) lid: vec3<u32>) {
  tile[lid.y][lid.x] = lid.y * 8u + lid.x;
  workgroupBarrier();
  out[lid.y * 8u + lid.x] = tile[lid.x][lid.y];
}
