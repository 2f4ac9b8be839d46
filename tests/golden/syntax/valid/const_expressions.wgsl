// Constant expressions and const_assert at module and function scope.
const ONE = 1;
const V = vec3(1, 2, 3);
const M = mat2x2(1.0, 2.0, 3.0, 4.0);
const ARR = array(10, 20, 30);
const S = Cfg(4u, 0.5);

struct Cfg {
  n : u32,
  f : f32,
}

const_assert V.x + V.y == V.z;
const_assert ARR[1] == 20;
const_assert S.n == 4u;
const_assert M[1][0] == 3.0;
const_assert all(V.zyx == vec3(3, 2, 1));
const_assert max(ONE, 7) == 7;
const_assert abs(-3.5) == 3.5;
const_assert clamp(15, 0, 10) == 10;
const_assert countOneBits(0xffu) == 8u;
const_assert select(1, 2, true) == 2;
const_assert length(vec2(3.0, 4.0)) == 5.0;
const_assert 7 / 2 == 3;
const_assert -7 % 3 == -1;
const_assert 1u << 31u == 0x80000000u;
const_assert i32(3.9) == 3;
const_assert u32(true) == 1u;
const_assert f32(1) == 1.0;

fn main() {
  const local = V * 2;
  const_assert local.y == 4;
  const_assert ONE > 0;
  var a : array<i32, ARR[0]>;
  a[9] = local.z;
}
