// storageBarrier orders storage memory only within a workgroup: a read of another workgroup's result races.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(4)
fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(local_invocation_index) i: u32) {
  out[wg.x * 4u + i] = i;
  storageBarrier();
  out[8u + wg.x * 4u + i] = out[((wg.x + 1u) % 2u) * 4u + i];
}
// expect-race: 6:3 'out[4]' note 8:29
// expect-race: 8:29 'out[0]' note 6:3
