fn sign_of(x: i32) -> i32 {
  if (x < 0) {
    return -1;
  } else if (x > 0) {
    return 1;
  }
}
