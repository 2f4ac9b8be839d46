// Two switch cases write the same element for different invocations.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: array<u32, 4>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  switch (i % 4u) {
    case 0u: { v[0] = i; }
    case 1u: { v[1] = i; }
    default: { v[2] = i; }
  }
  workgroupBarrier();
  out[i] = v[i % 4u];
}
// expect-race: 7:16 'v[0]' note 7:16
// expect-race: 8:16 'v[1]' note 8:16
// expect-race: 9:16 'v[2]' note 9:16
