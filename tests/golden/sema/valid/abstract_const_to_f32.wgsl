const x = 1;
const y = 2.5;

fn f() -> f32 {
  let a: f32 = x;
  let b: f32 = y;
  let c: u32 = x;
  let d: i32 = x;
  var e: f32 = x + y;
  return a + b + f32(c) + f32(d) + e;
}
