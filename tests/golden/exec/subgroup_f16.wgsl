// Golden execution test: subgroup operations on f16 values (reductions, scans, broadcasts, shuffles, quad
// operations; scalars and vectors). Job subgroup_f16.job.json; subgroup_f16.expected.json is Dawn's answer on Vulkan
// (lavapipe, 8 invocations a subgroup): Dawn on llvmpipe runs neither f16 nor subgroups.
enable f16;
enable subgroups;
@group(0) @binding(0) var<storage, read> h: array<f16, 16>;
@group(0) @binding(1) var<storage, read_write> o: array<f16, 256>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32,
                                     @builtin(subgroup_invocation_id) sid: u32) {
  let x = h[l];
  o[l] = subgroupAdd(x);
  o[16 + l] = subgroupMul(x);
  o[32 + l] = subgroupMin(x);
  o[48 + l] = subgroupMax(x);
  o[64 + l] = subgroupInclusiveAdd(x);
  o[80 + l] = subgroupExclusiveAdd(x);
  o[96 + l] = subgroupInclusiveMul(x);
  o[112 + l] = subgroupExclusiveMul(x);
  o[128 + l] = subgroupBroadcast(x, 3u);
  o[144 + l] = subgroupBroadcastFirst(x);
  o[160 + l] = subgroupShuffle(x, (sid + 1u) % 4u);
  o[176 + l] = subgroupShuffleXor(x, 2u);
  o[192 + l] = quadBroadcast(x, 1u);
  o[208 + l] = quadSwapDiagonal(x);
  let v = subgroupAdd(vec2(x, -x * 2.0h));
  o[224 + l] = v.x + v.y;
  let w = subgroupMax(vec4(x, -x, 0.5h, x * x));
  o[240 + l] = w.x + w.y + w.z + w.w;
}
