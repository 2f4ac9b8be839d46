struct A { v: f32 }
struct B { v: f32 }
fn f() {
  let b: B = A(1.0);
}
