fn same(a: array<u32, 4>, b: array<u32, 4>) -> bool {
  return a == b;
}
