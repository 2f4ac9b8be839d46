// Const-expression corner cases that Tint accepts.
const I32_MIN = -2147483648;
const TYPED_MIN: i32 = -2147483648;
const U_WRAP = 1u - 2u;
const BIG_ABSTRACT = 3.4e38 * 10.0 / 100.0;
const HUGE_INT = 9223372036854775807 + 1;
const SHIFTED = 1 << 62;
const F_FROM_I: f32 = 16777216;
const TRUNC_U = u32(3.9e9);
const SATURATED_U = u32(5e9);
const ROUNDED_F: f32 = 16777217;
const NEG_ZERO = -0.0;
const EXTRACTED = extractBits(0xF0u, 4u, 4u);
const LAST_BIT = insertBits(0u, 1u, 31u, 1u);

@group(0) @binding(0) var<storage, read_write> sink: array<u32, 8>;

@compute @workgroup_size(1)
fn main() {
  sink[0] = bitcast<u32>(TYPED_MIN) ^ u32(I32_MIN + 2147483648);
  sink[1] = U_WRAP;
  sink[2] = u32(BIG_ABSTRACT > 1e30);
  sink[3] = u32(HUGE_INT % 1000);
  sink[4] = u32(SHIFTED >> 60);
  sink[5] = u32(F_FROM_I) + TRUNC_U + SATURATED_U + u32(ROUNDED_F);
  sink[6] = u32(NEG_ZERO == 0.0);
  sink[7] = EXTRACTED + LAST_BIT;
}
