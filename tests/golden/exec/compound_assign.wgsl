// Golden execution test: compound assign (job in compound_assign.job.json).
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) li: u32) {
  var x = i32(li) + 5;
  x += 3; x -= 1; x *= 7; x /= 2; x %= 11; x &= 0xff; x |= 0x100; x ^= 0x33; x <<= 2u; x >>= 1u;
  x++; x--; x++;
  var u = vec2<u32>(li, 9u);
  u += vec2(1u); u *= 3u; u.x -= 2u;
  out[li * 3u] = x; out[li * 3u + 1u] = i32(u.x); out[li * 3u + 2u] = i32(u.y);
}
