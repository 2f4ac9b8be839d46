fn rand() -> f32 { return 0.5; }

fn f() -> f32 {
  return rand * 2.0;
}
