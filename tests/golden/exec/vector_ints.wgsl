// Golden execution test: vector ints (job in vector_ints.job.json).
@group(0) @binding(0) var<storage, read> inp: array<i32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;

@compute @workgroup_size(1) fn main() {
  let a = vec4<i32>(inp[0], inp[1], inp[2], inp[3]);
  let z = inp[0] & 0;
  let d = a / vec4(z, -1, 3, 2);
  let m = a % vec4(z, -1, 3, -2);
  let s = a << (vec4<u32>(1u, 31u, 32u, 3u) + vec4(u32(z)));
  let r = a >> (vec4<u32>(1u, 31u, 33u, 3u) + vec4(u32(z)));
  out[0] = d.x; out[1] = d.y; out[2] = d.z; out[3] = d.w;
  out[4] = m.x; out[5] = m.y; out[6] = m.z; out[7] = m.w;
  out[8] = s.x; out[9] = s.y; out[10] = s.z; out[11] = s.w;
  out[12] = r.x; out[13] = r.y; out[14] = r.z; out[15] = r.w;
  out[16] = dot(a, vec4(1, 2, 3, 4)); let c = clamp(a, vec4(-5), vec4(5)); out[17] = c.x + c.y + c.z + c.w;
  out[18] = i32(countOneBits(vec2<u32>(7u, 3u)).y); out[19] = -a.x;
}
