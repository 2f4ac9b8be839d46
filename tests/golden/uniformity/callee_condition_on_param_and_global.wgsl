var<private> g: u32;
fn f(x: u32) {
  if (x == g) {
    workgroupBarrier();
  }
}
@compute @workgroup_size(64) fn main() {
  f(2u);
}
