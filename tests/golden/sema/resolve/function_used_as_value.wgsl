fn helper() -> f32 { return 1.0; }

fn f() -> f32 {
  let h = helper;
  return h;
}
