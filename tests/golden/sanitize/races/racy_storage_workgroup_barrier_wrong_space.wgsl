// workgroupBarrier does not order storage memory.
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  out[i] = i;
  workgroupBarrier();
  out[8u + i] = out[7u - i];
}
// expect-race: 7:17 'out[7]' note 5:3
