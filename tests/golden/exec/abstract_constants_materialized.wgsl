// Const-expressions with abstract operands run with the values the checker computes: abstract
// integers in 64 bits (a shift by 32 is in range), abstract floats in double precision, and the
// conversion of an abstract value to i32/u32 from that value (not through f32). Lowering once
// evaluated these again in the concrete types: a shift by 32 of a truncated u32, a float builtin
// of an abstract argument converted to u32 first (u32(floor(2.5)) was 0).
@group(0) @binding(0) var<storage, read_write> o: array<u32, 16>;
@compute @workgroup_size(1) fn main() {
  o[0] = u32(i32((1 << 1) >> 32));
  o[1] = u32(0x100000002 >> 32);
  o[2] = bitcast<u32>(i32(-3937509.8775510206));
  o[3] = bitcast<u32>(i32(16777217.5));
  o[4] = u32(floor(2.5));
  o[5] = u32(abs(-2.0));
  o[6] = u32(sqrt(4.0));
  o[7] = u32((0.5000000001 - 0.5) * 1e10 + 0.5);
  o[8] = bitcast<u32>(f32(16777217) + 0.0);
  o[9] = u32((1 << 40) >> 38);
  o[10] = select(0u, 1u, 0.1 + 0.2 == 0.30000000000000004);
  o[11] = u32(ldexp(1.0, 1));
  let v = vec2<i32>(vec2(-3937509.8775510206, 16777217.5));
  o[12] = bitcast<u32>(v.x);
  o[13] = bitcast<u32>(v.y);
  let w = vec2<u32>(vec2(0x100000002, 0x300000004) >> vec2(32u, 32u));
  o[14] = w.x;
  o[15] = w.y;
}
