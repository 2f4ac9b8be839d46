@group(0) @binding(0) var<uniform> u: u32;
fn f() -> u32 {
  if (u == 0u) {
    return 1u;
  } else {
    return 2u;
  }
}
@compute @workgroup_size(64) fn main() {
  if (f() == 1u) {
    workgroupBarrier();
  }
}
