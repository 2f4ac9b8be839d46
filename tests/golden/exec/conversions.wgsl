// Golden execution test: conversions (job in conversions.job.json).
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
  out[0] = u32(i32(inp[0])); out[1] = u32(inp[0]); out[2] = u32(i32(inp[1])); out[3] = u32(inp[1]);
  out[4] = u32(i32(inp[2])); out[5] = u32(inp[2]); out[6] = u32(i32(inp[3])); out[7] = u32(inp[3]);
  out[8] = bitcast<u32>(inp[4]); out[9] = bitcast<u32>(f32(i32(-7))); out[10] = u32(f32(4000000001u) > 4.0e9);
  out[11] = u32(bool(inp[4])) + u32(bool(i32(inp[2]))) * 2u; out[12] = bitcast<u32>(bitcast<f32>(0x3f800000u) * 2.0);
}
