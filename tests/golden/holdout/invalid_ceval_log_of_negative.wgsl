const GOLDEN = log(-1.0) + 1.0;
const DEG2RAD = radians(1.0);
const LIMITS = vec2i(min(3, 7), max(-4, 2));
const TABLE = array(1u, 2u, 4u, 8u, 16u);
const THIRD = TABLE[2];
const MASK = ~0u >> 4u;
const CLAMPED = clamp(12, 0, 10);
const ROT = mat2x2f(cos(0.5), sin(0.5), -sin(0.5), cos(0.5));
const DOTTED = dot(vec3(1, 2, 3), vec3(4, 5, 6));
const LERP = mix(0.0, 10.0, 0.25);
const SIGNS = sign(vec3f(-2.0, 0.0, 5.0));
const STEPS = step(vec2f(0.5), vec2f(0.2, 0.8));
const ROUNDED = round(2.5) + trunc(-1.7) + ceil(0.2) + floor(-0.2);
const BITS = countOneBits(0xF0F0u) + reverseBits(1u);
const SELECTED = select(10, 20, DOTTED > 30);
const ALL_POS = all(vec3(1, 2, 3) > vec3(0));
const PACKED = pack4x8unorm(vec4f(1.0, 0.0, 0.5, 0.25));

const_assert THIRD == 4u;
const_assert CLAMPED == 10;
const_assert DOTTED == 32;
const_assert ALL_POS;
const_assert SELECTED == 20;

@group(0) @binding(0) var<storage, read_write> out: array<vec4f, 4>;

@compute @workgroup_size(1)
fn main() {
  out[0] = vec4f(GOLDEN, DEG2RAD, f32(LIMITS.x), f32(LIMITS.y));
  out[1] = vec4f(ROT[0], ROT[1]);
  out[2] = vec4f(LERP, SIGNS);
  out[3] = vec4f(STEPS, ROUNDED, f32(BITS + MASK + PACKED));
}
