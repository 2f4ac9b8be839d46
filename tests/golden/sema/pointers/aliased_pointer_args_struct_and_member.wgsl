struct Pair { a: f32, b: f32 }
fn update(whole: ptr<function, Pair>, part: ptr<function, f32>) {
  *part = (*whole).a + 1.0;
}
@compute @workgroup_size(1)
fn main() {
  var p = Pair(1.0, 2.0);
  update(&p, &p.a);
}
