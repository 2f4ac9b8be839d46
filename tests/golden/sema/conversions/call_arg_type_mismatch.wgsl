fn lookup(index: u32) -> f32 { return f32(index); }
fn f(i: i32) -> f32 {
  return lookup(i);
}
