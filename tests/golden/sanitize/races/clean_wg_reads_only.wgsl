// Many invocations read one word that one wrote before a barrier; reads never race with reads.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> table: array<u32, 4>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 4u) { table[i] = i * 10u; }
  workgroupBarrier();
  out[i] = table[i % 4u] + table[0];
}
