fn largest(a: f32, b: f32) -> f32 {
  let m = max(a, b);
  {
    let max = 3.0;
    return m + max;
  }
}

fn f() -> i32 {
  let min = 1;
  let clamp = min + 2;
  return clamp;
}
