fn clamp_count(n: u32) -> u32 {
  let n = min(n, 16u);
  return n;
}
