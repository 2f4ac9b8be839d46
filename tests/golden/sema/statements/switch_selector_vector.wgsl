fn f(v: vec2u) -> i32 {
  switch (v) {
    default: { return 0; }
  }
}
