// All invocations accumulate into one workgroup word in a loop.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
var<workgroup> total: u32;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  for (var k = 0u; k < 3u; k++) {
    total += i;
  }
  workgroupBarrier();
  out[i] = total;
}
// expect-race: 7:5 'total' note 7:5
