var<workgroup> scratch: array<f32, 64>;
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32, @builtin(workgroup_id) wid: vec3u) {
  scratch[i] = data[wid.x * 64u + i];
  workgroupBarrier();
  for (var stride = 32u; stride > 0u; stride = stride / 2u) {
    if (i < stride) {
      scratch[i] += scratch[i + stride];
    }
    workgroupBarrier();
  }
  if (i == 0u) {
    data[wid.x] = scratch[0];
  }
}
