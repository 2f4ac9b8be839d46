// Workgroup sum reduction with a barrier between every step; the loop bound is a constant, so
// the barriers are in uniform control flow.
// wgx-run: --dispatch 2 --binding 0:0=f32:1,2,3,4,5,6,7,8,0.5,0.25:2048 --binding 0:1=zeros:8
@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(1) var<storage, read_write> partial: array<f32>;
var<workgroup> tile: array<f32, 256>;

@compute @workgroup_size(256)
fn main(@builtin(local_invocation_index) li: u32, @builtin(global_invocation_id) gid: vec3<u32>,
        @builtin(workgroup_id) wid: vec3<u32>) {
  tile[li] = select(0.0, input[gid.x], gid.x < arrayLength(&input));
  workgroupBarrier();
  for (var stride = 128u; stride > 0u; stride >>= 1u) {
    if (li < stride) { tile[li] += tile[li + stride]; }
    workgroupBarrier();
  }
  if (li == 0u) { partial[wid.x] = tile[0]; }
}
