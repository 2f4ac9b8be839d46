// A histogram with plain increments.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> bins: array<u32, 4>;
@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  bins[gid.x % 4u] += 1u;
}
// expect-race: 6:3 'bins[0]' note 6:3
