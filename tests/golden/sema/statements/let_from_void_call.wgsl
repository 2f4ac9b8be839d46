fn log_value(x: f32) {}
fn f() {
  let r = log_value(1.0);
}
