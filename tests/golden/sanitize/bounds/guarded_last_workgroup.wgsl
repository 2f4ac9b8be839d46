// The same kernel with its guard.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> data: array<f32, 100>;
@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  if (gid.x < 100u) { data[gid.x] = data[gid.x] * 2.0; }
}
