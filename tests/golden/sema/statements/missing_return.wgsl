fn square(x: f32) -> f32 {
  let y = x * x;
}
