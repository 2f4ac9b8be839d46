fn pick(k: u32) -> f32 {
  switch (k) {
    case 0u: { return 1.0; }
    case 1u: { return 2.0; }
    default: { }
  }
}
