struct Inner { v: array<vec4f, 2> }
struct Outer { inner: Inner, n: u32 }

fn f() -> f32 {
  var o: Outer;
  let p_outer = &o;
  let p_inner = &(*p_outer).inner;
  let p_arr = &p_inner.v;
  let p_elem = &(*p_arr)[1];
  (*p_elem).y = 2.0;
  p_elem.z = 3.0;
  let q = &o.inner.v[0];
  *q = vec4f(1.0);
  return (*p_elem).y + p_elem.z + (*q).x + o.inner.v[1].y;
}
