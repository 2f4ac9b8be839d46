@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
fn load_into(p: ptr<function, u32>) {
  *p = buf[0];
}
@compute @workgroup_size(64) fn main() {
  var x = 0u;
  load_into(&x);
  if (x == 0u) {
    workgroupBarrier();
  }
}
