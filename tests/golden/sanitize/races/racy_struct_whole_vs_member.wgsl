// One invocation stores a whole struct while another writes a member.
struct Pair { a: u32, b: u32 }
var<workgroup> p: Pair;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { p = Pair(1u, 2u); } else { p.a = 7u; }
  workgroupBarrier();
  out[i] = p.a;
}
// expect-race: 7:45 'p.a' note 7:18
