fn f(flags: u32) -> f32 {
  if (flags & 4u) {
    return 1.0;
  }
  return 0.0;
}
