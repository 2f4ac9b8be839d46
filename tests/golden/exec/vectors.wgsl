// Golden execution test: vectors (job in vectors.job.json).
@group(0) @binding(0) var<storage, read> inp: array<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(1) fn main() {
  let a = vec3<f32>(inp[0], inp[1], inp[2]);
  let b = vec3(inp[3], inp[4], 2.0);
  let c = a * b + 1.0 - b / 2.0;
  out[0] = c.x; out[1] = c.y; out[2] = c.z;
  out[3] = dot(a, b);
  let cr = cross(a, b); out[4] = cr.x; out[5] = cr.y; out[6] = cr.z;
  out[7] = length(a); out[8] = distance(a, b);
  let n = normalize(b); out[9] = n.x; out[10] = n.z;
  let m = mix(a, b, 0.25); out[11] = m.y;
  let s = select(a, b, a < b); out[12] = s.x + s.y * 10.0 + s.z * 100.0;
  let sw = a.zyx * 2.0; out[13] = sw.x; out[14] = sw.y;
  var v4 = vec4(a.xy, b.zx); v4.y += 5.0; out[15] = v4.y + v4.w;
  out[16] = f32(all(a > vec3(0.0))) + f32(any(a > vec3(2.0))) * 2.0;
  let iv = vec2<i32>(7, -9) / vec2(2, i32(inp[0]) * 0); out[17] = f32(iv.x); out[18] = f32(iv.y);
  out[19] = step(0.5, a.x) + smoothstep(0.0, 4.0, a.y);
}
