// Each invocation of each workgroup writes its own element (global_invocation_id).
// sanitize-dispatch: 4
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  out[gid.x] = gid.x * 3u;
}
