@compute @workgroup_size(64)
fn main() -> u32 {
  return 0u;
}
