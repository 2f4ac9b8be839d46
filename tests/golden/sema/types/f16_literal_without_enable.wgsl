fn f() -> f32 {
  let h = 1.5h;
  return f32(h);
}
