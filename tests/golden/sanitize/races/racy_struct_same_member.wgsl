// Two invocations write the same struct member.
struct Pair { a: u32, b: u32 }
@group(0) @binding(0) var<storage, read_write> p: Pair;
@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) i: u32) {
  p.b = i;
}
// expect-race: 6:3 'p.b' note 6:3
