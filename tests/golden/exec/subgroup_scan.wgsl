// Golden execution test: subgroup inclusive and exclusive scans. Jobs subgroup_scan*.job.json; the expected outputs (subgroup_scan*.expected.json)
// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.
enable subgroups;
@group(0) @binding(0) var<storage, read> u: array<u32, 16>;
@group(0) @binding(1) var<storage, read> s: array<i32, 16>;
@group(0) @binding(2) var<storage, read> f: array<f32, 16>;
@group(0) @binding(3) var<storage, read_write> ou: array<u32, 96>;
@group(0) @binding(4) var<storage, read_write> oi: array<i32, 64>;
@group(0) @binding(5) var<storage, read_write> ofl: array<f32, 64>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32) {
  let x = u[l];
  let y = s[l];
  let z = f[l];
  ou[l] = subgroupInclusiveAdd(x);
  ou[16 + l] = subgroupExclusiveAdd(x);
  ou[32 + l] = subgroupInclusiveMul(x);
  ou[48 + l] = subgroupExclusiveMul(x);
  oi[l] = subgroupInclusiveAdd(y);
  oi[16 + l] = subgroupExclusiveAdd(y);
  oi[32 + l] = subgroupInclusiveMul(y);
  oi[48 + l] = subgroupExclusiveMul(y);
  ofl[l] = subgroupInclusiveAdd(z);
  ofl[16 + l] = subgroupExclusiveAdd(z);
  ofl[32 + l] = subgroupInclusiveMul(z);
  ofl[48 + l] = subgroupExclusiveMul(z);
  let v = subgroupExclusiveAdd(vec2(x, 2u * x));
  ou[64 + 2 * l] = v.x;
  ou[65 + 2 * l] = v.y;
}
