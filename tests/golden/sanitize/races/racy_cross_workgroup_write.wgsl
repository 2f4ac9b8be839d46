// Every workgroup writes out[0]: nothing orders different workgroups.
// sanitize-dispatch: 3
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(4)
fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(local_invocation_index) i: u32) {
  if (i == 0u) { out[0] = wg.x; }
}
// expect-race: 6:18 'out[0]' note 6:18
