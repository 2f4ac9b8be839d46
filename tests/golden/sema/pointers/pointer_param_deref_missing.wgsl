fn set_one(p: ptr<function, f32>) {
  p = 1.0;
}
