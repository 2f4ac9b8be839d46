fn set_value(p: ptr<function, f32>) { *p = 1.0; }
fn f() {
  var v = vec3f(0.0);
  set_value(&v.x);
}
