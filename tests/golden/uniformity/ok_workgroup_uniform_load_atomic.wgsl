var<workgroup> flag: atomic<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { atomicStore(&flag, 1u); }
  let f = workgroupUniformLoad(&flag);
  if (f == 1u) {
    workgroupBarrier();
  }
}
