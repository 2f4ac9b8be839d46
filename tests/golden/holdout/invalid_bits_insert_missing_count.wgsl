// Morton codes and bit tricks for building an LBVH.
@group(0) @binding(0) var<storage, read> centroids: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> codes: array<u32>;
@group(0) @binding(2) var<storage, read_write> debug_bits: array<vec4<u32>>;

fn expand_bits(v: u32) -> u32 {
  var x = v & 0x3FFu;
  x = (x * 0x00010001u) & 0xFF0000FFu;
  x = (x * 0x00000101u) & 0x0F00F00Fu;
  x = (x * 0x00000011u) & 0xC30C30C3u;
  x = (x * 0x00000005u) & 0x49249249u;
  return x;
}

fn morton3d(p: vec3<f32>) -> u32 {
  let q = vec3<u32>(clamp(p * 1024.0, vec3<f32>(0.0), vec3<f32>(1023.0)));
  return expand_bits(q.x) * 4u + expand_bits(q.y) * 2u + expand_bits(q.z);
}

fn common_prefix(a: u32, b: u32) -> i32 {
  return i32(countLeadingZeros(a ^ b));
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
  let i = gid.x;
  if (i >= arrayLength(&centroids)) {
    return;
  }
  let code = morton3d(centroids[i].xyz);
  codes[i] = code;
  let lo = extractBits(code, 0u, 10u);
  let hi = insertBits(code, 0u, 20u);
  let rev = reverseBits(code);
  let ones = countOneBits(code);
  let tz = countTrailingZeros(code);
  let fl = firstLeadingBit(code);
  let ft = firstTrailingBit(code);
  let sfl = firstLeadingBit(i32(code));
  let sext = extractBits(i32(code), 3u, 5u);
  debug_bits[i] = vec4<u32>(lo ^ hi, rev, ones + tz + fl + ft, u32(sfl + sext + common_prefix(code, rev)));
}
