// Golden execution test: robust vector (job in robust_vector.job.json).
@group(0) @binding(0) var<storage, read> inp: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;

@compute @workgroup_size(1) fn main() {
  let v = vec4<u32>(11u, 22u, 33u, 44u);
  out[0] = v[inp[0]]; out[1] = v[inp[1]];
  var w = vec3<u32>(1u, 2u, 3u);
  w[inp[0]] = 9u;
  out[2] = w.x; out[3] = w.y; out[4] = w.z;
}
