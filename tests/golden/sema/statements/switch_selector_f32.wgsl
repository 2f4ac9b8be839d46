fn f(x: f32) -> f32 {
  switch (x) {
    default: { return 0.0; }
  }
}
