@group(0) @binding(0) var tex: texture_2d<f32>;
fn f() {
  let p = &tex;
}
