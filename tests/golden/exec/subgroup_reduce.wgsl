// Golden execution test: subgroup reductions over scalars and vectors. Jobs subgroup_reduce*.job.json; the expected outputs (subgroup_reduce*.expected.json)
// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.
enable subgroups;
@group(0) @binding(0) var<storage, read> u: array<u32, 16>;
@group(0) @binding(1) var<storage, read> s: array<i32, 16>;
@group(0) @binding(2) var<storage, read> f: array<f32, 16>;
@group(0) @binding(3) var<storage, read_write> ou: array<u32, 144>;
@group(0) @binding(4) var<storage, read_write> oi: array<i32, 144>;
@group(0) @binding(5) var<storage, read_write> ofl: array<f32, 112>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32) {
  let x = u[l];
  let y = s[l];
  let z = f[l];
  ou[l] = subgroupAdd(x);
  ou[16 + l] = subgroupMul(x);
  ou[32 + l] = subgroupMin(x);
  ou[48 + l] = subgroupMax(x);
  ou[64 + l] = subgroupAnd(x);
  ou[80 + l] = subgroupOr(x);
  ou[96 + l] = subgroupXor(x);
  ou[112 + l] = u32(subgroupAll(x > 0u));
  ou[128 + l] = u32(subgroupAny(x == 15u));
  oi[l] = subgroupAdd(y);
  oi[16 + l] = subgroupMul(y);
  oi[32 + l] = subgroupMin(y);
  oi[48 + l] = subgroupMax(y);
  oi[64 + l] = subgroupAnd(y);
  oi[80 + l] = subgroupOr(y);
  oi[96 + l] = subgroupXor(y);
  let v = subgroupAdd(vec2(y, -2 * y));
  oi[112 + 2 * l] = v.x;
  oi[113 + 2 * l] = v.y;
  // lane order: with S = 8 the second subgroup sums ((1e8 + 1) - 1e8) + 1 + ... = 7.75, not 8.75
  ofl[l] = subgroupAdd(z);
  ofl[16 + l] = subgroupMul(z);
  ofl[32 + l] = subgroupMin(z);
  ofl[48 + l] = subgroupMax(z);
  let w = subgroupMax(vec3(z, -z, 0.5));
  ofl[64 + 3 * l] = w.x;
  ofl[65 + 3 * l] = w.y;
  ofl[66 + 3 * l] = w.z;
}
