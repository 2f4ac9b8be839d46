// Declarations inside function bodies.
fn main() {
  var a : i32;
  var b = 1;
  var<function> c : f32 = 2.0;
  var<function> d = vec3f();
  let e = a + b;
  let f : f32 = c * 2.0;
  const g = 4;
  const h : u32 = 8u;
  const_assert g * 2 == i32(h);
  var arr : array<i32, g>;
  arr[0] = e;
  d.x = f;
  {
    let e = 10;      // shadows the outer 'e'
    var b = e * 2;   // shadows the outer 'b'
    b += 1;
  }
  ;                   // empty statements
  ;;
  let p = &a;
  *p = arr[0];
}
