const lut = array<u32, 3>(1u, 2u, 4u);
fn f() -> u32 {
  return lut[-1];
}
