fn one() : i32 {
  return 1;
}
