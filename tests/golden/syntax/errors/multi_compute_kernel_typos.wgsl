@group(0) @binding(0) var<storage, read_write> data : array<f32>;

var<workgroup> tile : array<f32, 64>

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) lid : u32,
        @builtin(global_invocation_id) gid : vec3u) {
  tile[lid] = data[gid.x];
  workgroupBarrier()
  for (var s = 32u; s > 0u; s >>= 1u) {
    if (lid < s) {
      tile[lid] += tile[lid + s]
    }
    workgroupBarrier();
  }
  if lid == 0u {
    data[gid.x / 64u] = tile[0];
  }
}
