// Golden execution test: comparisons of abstract values are evaluated in abstract arithmetic
// (64-bit integers, f64), and their bool results are the checker's. Lowered operand by operand in
// a bool context, `-256 == 1` once compared true == true (CTS binary,ai_comparison); and
// `0.1 + 0.2 == 0.3` is false in f64 but true in f32.
@group(0) @binding(0) var<storage, read_write> o: array<u32, 16>;
@compute @workgroup_size(1) fn main() {
  o[0] = select(0u, 1u, -256 == 1);
  o[1] = select(0u, 1u, -1 != -256);
  o[2] = select(0u, 1u, -9223372036854775807 == 1);
  o[3] = select(0u, 1u, (-9223372036854775807 - 1) < -9223372036854775807);
  o[4] = select(0u, 1u, 4294967296 > 4294967295);
  o[5] = select(0u, 1u, 0.1 + 0.2 == 0.3);
  o[6] = select(0u, 1u, 0.1f + 0.2f == 0.3f);
  o[7] = select(0u, 1u, 16777217.0 > 16777216.0);
  o[8] = select(0u, 1u, all(vec3(1, -256, 3) == vec3(1, 1, 3)));
  o[9] = select(0u, 1u, any(vec2(-10, 5) >= vec2(1, 5)));
  let v = vec4(-256, -1, 0, 7) <= vec4(1, -256, 0, 8);
  o[10] = select(0u, 1u, v.x) | select(0u, 2u, v.y) | select(0u, 4u, v.z) | select(0u, 8u, v.w);
  o[11] = u32(-1 < 0) + u32(2147483648 > 2147483647) * 2u;
}
