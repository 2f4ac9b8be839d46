@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
fn clobber(p: ptr<function, u32>) {
  *p = buf[0];
}
@compute @workgroup_size(64) fn main() {
  var x = 0u;
  clobber(&x);
  loop {
    if (x > 2u) { break; }
    workgroupBarrier();
    x++;
  }
}
