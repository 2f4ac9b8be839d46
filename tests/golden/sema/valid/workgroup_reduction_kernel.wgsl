const WG_SIZE = 256u;

@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(1) var<storage, read_write> partial_sums: array<f32>;

var<workgroup> scratch: array<f32, WG_SIZE>;

@compute @workgroup_size(WG_SIZE)
fn reduce(@builtin(global_invocation_id) gid: vec3u,
          @builtin(local_invocation_index) li: u32,
          @builtin(workgroup_id) wid: vec3u) {
  let n = arrayLength(&input);
  scratch[li] = select(0.0, input[gid.x], gid.x < n);
  workgroupBarrier();
  for (var stride = WG_SIZE / 2u; stride > 0u; stride >>= 1u) {
    if (li < stride) {
      scratch[li] += scratch[li + stride];
    }
    workgroupBarrier();
  }
  if (li == 0u) {
    partial_sums[wid.x] = scratch[0];
  }
}
