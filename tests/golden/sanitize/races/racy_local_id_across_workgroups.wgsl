// Indexing by local_invocation_id instead of global_invocation_id: workgroups overwrite each other.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wg: vec3<u32>) {
  out[lid.x] = wg.x;
}
// expect-race: 6:3 'out[0]' note 6:3
