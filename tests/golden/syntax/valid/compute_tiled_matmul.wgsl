// Tiled matrix multiplication C = A * B with 16x16 tiles in workgroup memory.
const TILE : u32 = 16u;

struct Dims {
  M : u32,
  N : u32,
  K : u32,
}

@group(0) @binding(0) var<storage, read> A : array<f32>;
@group(0) @binding(1) var<storage, read> B : array<f32>;
@group(0) @binding(2) var<storage, read_write> C : array<f32>;
@group(0) @binding(3) var<uniform> dims : Dims;

var<workgroup> tileA : array<array<f32, TILE>, TILE>;
var<workgroup> tileB : array<array<f32, TILE>, TILE>;

@compute @workgroup_size(TILE, TILE, 1)
fn matmul(@builtin(global_invocation_id) gid : vec3u,
          @builtin(local_invocation_id) lid : vec3u) {
  let row = gid.y;
  let col = gid.x;
  var acc = 0.0;
  let tiles = (dims.K + TILE - 1u) / TILE;

  for (var t = 0u; t < tiles; t++) {
    let a_col = t * TILE + lid.x;
    let b_row = t * TILE + lid.y;
    tileA[lid.y][lid.x] = select(0.0, A[row * dims.K + a_col], row < dims.M && a_col < dims.K);
    tileB[lid.y][lid.x] = select(0.0, B[b_row * dims.N + col], b_row < dims.K && col < dims.N);
    workgroupBarrier();

    for (var k = 0u; k < TILE; k++) {
      acc = fma(tileA[lid.y][k], tileB[k][lid.x], acc);
    }
    workgroupBarrier();
  }

  if row < dims.M && col < dims.N {
    C[row * dims.N + col] = acc;
  }
}
