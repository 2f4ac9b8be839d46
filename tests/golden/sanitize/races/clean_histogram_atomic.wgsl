// A histogram with atomic increments.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> bins: array<atomic<u32>, 4>;
@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  atomicAdd(&bins[gid.x % 4u], 1u);
}
