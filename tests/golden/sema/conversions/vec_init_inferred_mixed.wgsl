fn f(a: f32, b: i32, c: u32) {
  let v = vec3(a, b, c);
}
