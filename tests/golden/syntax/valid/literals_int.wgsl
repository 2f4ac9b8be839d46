// Integer literals: decimal, hexadecimal, suffixes, extremes.
const zero = 0;
const zero_i = 0i;
const zero_u = 0u;
const dec = 123456789;
const dec_i = 2147483647i;
const dec_u = 4294967295u;
const hex_lower = 0xdeadbeef;
const hex_upper = 0XDEADBEEF;
const hex_mixed = 0xDeAdBeEfu;
const hex_i = 0x7fffffffi;
const hex_u = 0xFFFFFFFFu;
const hex_leading_zeros = 0x0000001u;
const abstract_big = 9223372036854775807;
const abstract_neg = -9223372036854775807 - 1;
const min_i32 = -2147483647i - 1i;
const neg_hex = i32(-0x80000000);

const_assert hex_lower == 3735928559;
const_assert hex_upper == hex_lower;
const_assert hex_mixed == 0xdeadbeefu;
const_assert hex_u == dec_u;
const_assert min_i32 == neg_hex;
const_assert abstract_neg < 0;

fn main() {
  var a : i32 = dec_i;
  var b : u32 = dec_u;
  a = zero_i + i32(zero) + hex_i;
  b = zero_u + hex_leading_zeros;
  _ = a;
  _ = b;
}
