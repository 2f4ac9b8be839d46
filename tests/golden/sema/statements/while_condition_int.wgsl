fn f(n: u32) -> u32 {
  var k = n;
  while (k) {
    k = k >> 1u;
  }
  return k;
}
