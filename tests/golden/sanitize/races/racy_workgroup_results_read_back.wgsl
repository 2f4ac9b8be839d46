// Workgroup 1 reads workgroup 0's storage result: no barrier orders workgroups.
// sanitize-dispatch: 2
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(1)
fn main(@builtin(workgroup_id) wg: vec3<u32>) {
  if (wg.x == 0u) { out[0] = 7u; }
  if (wg.x == 1u) { out[1] = out[0]; }
}
// expect-race: 7:30 'out[0]' note 6:21
