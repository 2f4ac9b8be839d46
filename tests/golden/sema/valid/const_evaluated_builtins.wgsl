const PI = 3.14159265358979;
const HALF_ANGLE = PI / 4.0;
const S = sin(HALF_ANGLE);
const C = cos(HALF_ANGLE);
const ROT = mat2x2f(C, S, -S, C);
const LOG = log2(1024.0);
const POW = pow(2.0, 10.0);
const BITS = countOneBits(0xf0f0u);
const LEAD = firstLeadingBit(0x100u);
const TRAIL = firstTrailingBit(0x100u);
const REV = reverseBits(1u);
const EXTRACT = extractBits(0xabcdu, 4u, 8u);
const INSERT = insertBits(0u, 0xfu, 28u, 4u);
const PACKED = pack4x8unorm(vec4f(1.0, 0.5, 0.0, 1.0));
const UNPACKED = unpack2x16snorm(0x7fff8001u);
const CL = clamp(5, 0, 3);
const AR = array(LOG, POW, S);
const_assert BITS == 8u;
const_assert LEAD == 8u && TRAIL == 8u;
const_assert CL == 3;
const_assert LOG == 10.0;

fn f() -> f32 {
  return ROT[0][0] + AR[1] + f32(REV >> 31u) + f32(EXTRACT) + f32(INSERT >> 28u) + f32(PACKED & 1u) + UNPACKED.x;
}
