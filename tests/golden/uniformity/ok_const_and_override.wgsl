const N = 4u;
override M: u32 = 8u;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  const K = N * 2u;
  for (var k = 0u; k < K + M; k++) {
    workgroupBarrier();
  }
  _ = i;
}
