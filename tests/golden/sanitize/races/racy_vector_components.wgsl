// Two invocations write different components of one workgroup vector: by the spec a write to a component may access the whole vector.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> v: vec2<u32>;
@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { v.x = 1u; } else { v.y = 2u; }
  workgroupBarrier();
  out[i] = v.x + v.y;
}
// expect-race: 6:37 'v' note 6:18
