fn f(b: bool) -> i32 {
  switch (b) {
    default: { return 0; }
  }
}
