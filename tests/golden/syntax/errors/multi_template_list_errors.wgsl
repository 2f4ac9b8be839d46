var<> a : i32;

fn f() {
  var b : array<f32 4>;
}

fn g() {
  var c : vec4<> = vec4(1.0);
}
