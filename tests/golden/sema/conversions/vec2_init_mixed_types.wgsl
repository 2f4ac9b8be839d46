fn f(x: f32, y: i32) -> vec2f {
  return vec2f(x, y);
}
