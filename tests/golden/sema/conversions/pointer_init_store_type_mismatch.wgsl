fn f() {
  var x: f32 = 1.0;
  let p: ptr<function, i32> = &x;
}
