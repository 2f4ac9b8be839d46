// A write after workgroupUniformLoad races with other invocations' reads that follow.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> n: u32;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { n = 5u; }
  let count = workgroupUniformLoad(&n);
  if (i == 1u) { n = 7u; }
  out[i] = count + n;
}
// expect-race: 9:20 'n' note 8:18
