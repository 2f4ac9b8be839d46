// Every operator, with const_asserts pinning down precedence and associativity.
const a = 7;
const b = 3;
const c = 2;

// multiplicative binds tighter than additive; both associate left
const_assert a + b * c == 13;
const_assert a - b - c == 2;
const_assert a / b / c == 1;
const_assert a % b * c == 2;
const_assert (a + b) * c == 20;
// unary binds tighter than binary
const_assert -a * b == -21;
const_assert - -a == 7;
const_assert ~0 == -1;
const_assert !(a < b);
const_assert !!true;
// shift operands are unary expressions, and shift binds tighter than relational
const_assert 1 << 3 == 8;
const_assert (1 << 3) + 1 == 9;
const_assert 256 >> 4 > 15;
const_assert -16 >> 2 == -4;
// relational
const_assert a > b;
const_assert a >= 7;
const_assert b <= 3;
const_assert b < a;
const_assert a != b;
const_assert (a == 7) == true;
// short circuit, chained of the same operator
const_assert a > b && b > c && c > 0;
const_assert a < b || b < c || c == 2;
const_assert (a < b && b > c) || c == 2;
// bitwise, chained of the same operator
const_assert (a & b & c) == 2;
const_assert (a | b | 8) == 15;
const_assert (a ^ b ^ c) == 6;
const_assert (a & (b | c)) == 3;
const_assert ((a & b) | c) == 3;
const_assert (~a & 0xff) == 248;

fn ops(x : i32, y : i32, u : u32, f : f32, v : vec3f, m : mat3x3f, t : bool) -> f32 {
  var r = 0.0;
  r += f32(x + y) + f32(x - y) + f32(x * y) + f32(x / max(y, 1)) + f32(x % max(y, 1));
  r += f32(-x) + f32(~u) + f32(x & y) + f32(x | y) + f32(x ^ y);
  r += f32(u << 2u) + f32(u >> 1u) + f32(x << 3u) + f32(x >> 1u);
  r += select(0.0, 1.0, x < y) + select(0.0, 1.0, x <= y) + select(0.0, 1.0, x > y);
  r += select(0.0, 1.0, x >= y) + select(0.0, 1.0, x == y) + select(0.0, 1.0, x != y);
  r += select(0.0, 1.0, t && x > 0) + select(0.0, 1.0, t || x > 0) + select(0.0, 1.0, !t);
  r += select(0.0, 1.0, t & (x > 0)) + select(0.0, 1.0, t | (y > 0));
  r += select(0.0, 1.0, t == (y > 0)) + select(0.0, 1.0, t != (y > 0));
  r += f % 2.0 + f / 3.0 - -f;
  let w = m * v * 2.0 + v / 2.0 - v * m;
  let n = m * m + m - m;
  let bv = v < w;
  let iv = vec3i(1, 2, 3) << vec3u(1u);
  r += w.x + n[0][0] + select(0.0, 1.0, any(bv)) + f32(iv.y);
  var arr = array<f32, 3>(1.0, 2.0, 3.0);
  let p = &arr;
  r += (*p)[1] + p[2] + *&r;
  return r + -f * -(f + 1.0);
}

fn main() {
  _ = ops(1, 2, 3u, 4.0, vec3f(1.0), mat3x3f(), true);
}
