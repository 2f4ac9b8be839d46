fn f() -> i32 {
  return 7 % 0;
}
