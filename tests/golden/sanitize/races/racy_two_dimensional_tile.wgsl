// The 2D transpose without its barrier.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> tile: array<array<u32, 8>, 8>;
@compute @workgroup_size(8, 8)
fn main(@builtin(local_invocation_id) lid: vec3<u32>) {
  tile[lid.y][lid.x] = lid.y * 8u + lid.x;
  out[lid.y * 8u + lid.x] = tile[lid.x][lid.y];
}
// expect-race: 7:29 'tile[1][0]' note 6:3
