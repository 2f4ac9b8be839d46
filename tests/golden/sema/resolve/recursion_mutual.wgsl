fn is_even(n: u32) -> bool {
  if (n == 0u) { return true; }
  return is_odd(n - 1u);
}
fn is_odd(n: u32) -> bool {
  if (n == 0u) { return false; }
  return is_even(n - 1u);
}
