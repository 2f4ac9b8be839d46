// The runtime-sized array guarded by arrayLength.
// sanitize-buffer: 0:0 160
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (gid.x < arrayLength(&data)) { data[gid.x] = gid.x; }
}
