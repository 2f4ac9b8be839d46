fn f(x : i32) -> i32 {
  if x < 0 {
    return -1;
  } else if {
    return 0;
  }
  return 1;
}
