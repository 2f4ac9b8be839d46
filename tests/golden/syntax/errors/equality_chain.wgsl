fn all_equal(a : i32, b : i32, c : i32) -> bool {
  return a == b == c;
}
