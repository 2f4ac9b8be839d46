const TILE_DIM: u32 = 32u;
const BLOCK_ROWS: u32 = 8u;

struct Size {
  rows: u32,
  cols: u32,
}

@group(0) @binding(0) var<storage, read> src: array<f32>;
@group(0) @binding(1) var<storage, read_write> dst: array<f32>;
@group(0) @binding(2) var<uniform> size: Size;

// +1 column to avoid bank conflicts.
var<workgroup> tile: array<array<f32, 33>, 32>;

@compute @workgroup_size(TILE_DIM, 8i)
fn transpose(@builtin(workgroup_id) wg: vec3<u32>,
             @builtin(local_invocation_id) lid: vec3<u32>) {
  var x = wg.x * TILE_DIM + lid.x;
  var y = wg.y * TILE_DIM + lid.y;
  for (var j = 0u; j < TILE_DIM; j += BLOCK_ROWS) {
    if (x < size.cols && (y + j) < size.rows) {
      tile[lid.y + j][lid.x] = src[(y + j) * size.cols + x];
    }
  }
  workgroupBarrier();
  x = wg.y * TILE_DIM + lid.x;
  y = wg.x * TILE_DIM + lid.y;
  for (var j = 0u; j < TILE_DIM; j += BLOCK_ROWS) {
    if (x < size.rows && (y + j) < size.cols) {
      dst[(y + j) * size.rows + x] = tile[lid.x][lid.y + j];
    }
  }
}
