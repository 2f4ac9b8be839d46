fn f(x : i32) -> i32 {
  if x < 0 {
    return -1;
  } elseif x == 0 {
    return 0;
  }
  return 1;
}
