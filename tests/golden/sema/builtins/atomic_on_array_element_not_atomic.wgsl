@group(0) @binding(0) var<storage, read_write> histogram: array<u32, 256>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  atomicAdd(&histogram[gid.x % 256u], 1);
}
