// Golden execution test: int bits (job in int_bits.job.json).
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  let x = inp[li];
  let o = li * 12u;
  out[o] = countOneBits(x); out[o + 1u] = reverseBits(x); out[o + 2u] = firstLeadingBit(x);
  out[o + 3u] = u32(firstLeadingBit(i32(x))); out[o + 4u] = firstTrailingBit(x);
  out[o + 5u] = countLeadingZeros(x); out[o + 6u] = countTrailingZeros(x);
  out[o + 7u] = extractBits(x, 4u, 8u); out[o + 8u] = u32(extractBits(i32(x), 28u, 4u));
  out[o + 9u] = insertBits(x, 0xabu, 8u, 8u); out[o + 10u] = extractBits(x, 30u + (x & 0u), 10u);
  out[o + 11u] = u32(abs(i32(x))) + u32(max(i32(x), -3)) + min(x, 7u);
}
