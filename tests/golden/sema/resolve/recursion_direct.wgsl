fn fib(n: u32) -> u32 {
  if (n < 2u) { return n; }
  return fib(n - 1u) + fib(n - 2u);
}
