fn f(x: u32) -> f32 {
  switch (x) {
    case 0u, 1u: { return 0.0; }
    case 2u: { return 0.5; }
    case 3u, 2u: { return 1.0; }
    default: { return -1.0; }
  }
}
