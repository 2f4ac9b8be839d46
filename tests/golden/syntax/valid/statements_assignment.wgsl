// Assignment, every compound assignment operator, increment/decrement and phony assignment.
struct S {
  v : vec4i,
  arr : array<u32, 4>,
  m : mat2x2f,
}

var<private> g : S;

fn value() -> i32 { return 3; }
fn get_ptr() -> i32 { return 0; }

fn main() {
  var i = 1;
  var u = 1u;
  var f = 2.0;
  var s : S;
  let p = &s;

  i = 5;
  i += 1;
  i -= 1;
  i *= 2;
  i /= 2;
  i %= 3;
  i &= 7;
  i |= 8;
  i ^= 1;
  i <<= 2u;
  i >>= 1u;
  u <<= 3u;
  u >>= 1u;
  f /= 4.0;
  f %= 1.5;

  i++;
  i--;
  s.v.x++;
  s.arr[2]--;
  s.v[1] += 4;
  s.m[1].y -= 2.0;
  s.m[0] *= 2.0;
  (*p).v.z = 3;
  p.v.w = 4;
  (*p).arr[0]++;
  p.arr[1] |= 2u;
  *p = g;
  (s).v = vec4i(1);
  g.v = s.v.wzyx;
  g.v.y = i;

  let q = &i;
  *q = 10;
  *q += 1;
  (*q)++;
  (*(&i))--;
  *&i = 7;

  _ = value();
  _ = i;
  _ = &s;
  _ = s.v.xy + vec2i(1);
  _ = get_ptr();
}
