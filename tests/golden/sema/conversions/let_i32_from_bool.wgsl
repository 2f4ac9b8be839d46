fn f(a: f32) {
  let flag: i32 = a > 0.0;
}
