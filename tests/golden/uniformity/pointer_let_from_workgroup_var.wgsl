var<workgroup> w: array<u32, 4>;
@compute @workgroup_size(64) fn main() {
  let p = &w[2];
  let v = *p;
  if (v == 0u) {
    workgroupBarrier();
  }
}
