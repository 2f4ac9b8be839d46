const A = 2147483647i + 1i;
const B = 0u - 1u;
const C = 65536u * 65536u;
fn f() -> u32 {
  return bitcast<u32>(A) + B + C;
}
