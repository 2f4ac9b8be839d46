@group(0) @binding(0) var<storage, read_write> buf: array<u32>;
fn check() -> bool {
  storageBarrier();
  return true;
}
@compute @workgroup_size(64) fn main() {
  if (buf[0] == 1u || check()) {
    buf[1] = 2u;
  }
}
