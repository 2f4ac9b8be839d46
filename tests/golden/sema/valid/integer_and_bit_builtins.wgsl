fn f(x: u32, y: i32, v: vec4u) -> u32 {
  let a = countOneBits(x) + countLeadingZeros(x) + countTrailingZeros(x);
  let b = firstLeadingBit(x) + firstTrailingBit(x) + reverseBits(x);
  let c = extractBits(x, 2u, 5u) + insertBits(x, 3u, 4u, 2u);
  let d = u32(firstLeadingBit(y)) + u32(abs(y)) + u32(extractBits(y, 1u, 3u));
  let e = dot(v, vec4u(1u)) + max(x, 3u) + min(v.x, v.y) + clamp(x, 1u, 9u);
  let g = dot4U8Packed(x, a) + u32(dot4I8Packed(x, b));
  let h = pack4xU8(v) + pack4xI8Clamp(vec4i(y)) + unpack4xU8(x).y;
  return a + b + c + d + e + g + h + (x << 3u) + (x >> 2u) + (x ^ 0xffu) + (~x & 0xfu) + (x % 7u);
}
