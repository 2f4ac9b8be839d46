var<workgroup> done: atomic<u32>;
@compute @workgroup_size(64) fn main() {
  while (atomicLoad(&done) == 0u) {
    workgroupBarrier();
  }
}
