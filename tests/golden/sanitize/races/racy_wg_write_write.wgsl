// Every invocation writes the same workgroup word.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> last: u32;
@compute @workgroup_size(16)
fn main(@builtin(local_invocation_index) i: u32) {
  last = i;
  workgroupBarrier();
  out[i] = last;
}
// expect-race: 6:3 'last' note 6:3
