// Tiled matrix multiply C = A * B for square N x N matrices, 16x16 tiles in workgroup memory.
// wgx-run: --constant N=16 --dispatch 1,1 --binding 0:0=f32:1,2,3,4,5:1024 --binding 0:1=f32:0.5,0.25,2:1024 --binding 0:2=zeros:1024
override N: u32 = 256;
const TILE = 16u;
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
var<workgroup> ta: array<array<f32, TILE>, TILE>;
var<workgroup> tb: array<array<f32, TILE>, TILE>;

@compute @workgroup_size(TILE, TILE)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  let row = gid.y;
  let col = gid.x;
  var sum = 0.0;
  for (var t = 0u; t < N / TILE; t++) {
    ta[lid.y][lid.x] = a[row * N + t * TILE + lid.x];
    tb[lid.y][lid.x] = b[(t * TILE + lid.y) * N + col];
    workgroupBarrier();
    for (var k = 0u; k < TILE; k++) {
      sum = fma(ta[lid.y][k], tb[k][lid.x], sum);
    }
    workgroupBarrier();
  }
  c[row * N + col] = sum;
}
