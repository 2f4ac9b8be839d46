// One invocation reads v.x while another writes v.y.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: vec4<u32>;
@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 1u) { v.y = 5u; }
  if (i == 0u) { out[0] = v.x; }
}
// expect-race: 7:27 'v' note 6:18
