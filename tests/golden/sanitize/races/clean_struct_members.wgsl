// Different invocations write different members of one struct.
struct Pair { a: u32, b: u32 }
@group(0) @binding(0) var<storage, read_write> p: Pair;
@compute @workgroup_size(2)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { p.a = 1u; } else { p.b = 2u; }
}
