// storageBarrier orders a workgroup's own storage writes and reads.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(4)
fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(local_invocation_index) i: u32) {
  out[wg.x * 4u + i] = i;
  storageBarrier();
  out[8u + wg.x * 4u + i] = out[wg.x * 4u + (3u - i)];
}
