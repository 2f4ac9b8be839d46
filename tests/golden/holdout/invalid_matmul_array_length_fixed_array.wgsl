struct Dims {
  M: u32,
  N: u32,
  K: u32,
}

@group(0) @binding(0) var<storage, read> A: array<f32>;
@group(0) @binding(1) var<storage, read> B: array<f32>;
@group(0) @binding(2) var<storage, read_write> C: array<f32>;
@group(0) @binding(3) var<uniform> dims: Dims;

const TS = 16u;
var<workgroup> As: array<array<f32, TS>, TS>;
var<workgroup> Bs: array<array<f32, TS>, TS>;

@compute @workgroup_size(TS, TS)
fn matmul(@builtin(global_invocation_id) gid: vec3<u32>,
          @builtin(local_invocation_id) lid: vec3<u32>) {
  let row = gid.y;
  let col = gid.x;
  var sum = 0.0;
  let tiles = arrayLength(&As);
  for (var t = 0u; t < tiles; t = t + 1u) {
    let a_col = t * TS + lid.x;
    let b_row = t * TS + lid.y;
    As[lid.y][lid.x] = select(0.0, A[row * dims.K + a_col], row < dims.M && a_col < dims.K);
    Bs[lid.y][lid.x] = select(0.0, B[b_row * dims.N + col], b_row < dims.K && col < dims.N);
    workgroupBarrier();
    for (var k = 0u; k < TS; k = k + 1u) {
      sum = fma(As[lid.y][k], Bs[k][lid.x], sum);
    }
    workgroupBarrier();
  }
  if (row < dims.M && col < dims.N) {
    C[row * dims.N + col] = sum;
  }
}
