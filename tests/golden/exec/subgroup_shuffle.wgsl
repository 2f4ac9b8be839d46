// Golden execution test: subgroup shuffles and broadcasts. Jobs subgroup_shuffle*.job.json; the expected outputs (subgroup_shuffle*.expected.json)
// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.
enable subgroups;
@group(0) @binding(0) var<storage, read_write> ou: array<u32, 128>;
@group(0) @binding(1) var<storage, read_write> oi: array<i32, 32>;
@group(0) @binding(2) var<storage, read_write> ofl: array<f32, 80>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32,
    @builtin(subgroup_invocation_id) sid: u32) {
  let a = subgroupShuffle(vec2(i32(l), -i32(l)), i32(sid) - 2);  // a negative id selects no lane
  oi[2 * l] = a.x;
  oi[2 * l + 1] = a.y;
  ofl[l] = subgroupShuffle(f32(l) + 0.5, 9u);  // lane 9: outside a subgroup of 8
  let c = subgroupShuffleXor(vec3(l, 2u * l, 3u * l), 5u);
  ou[3 * l] = c.x;
  ou[3 * l + 1] = c.y;
  ou[3 * l + 2] = c.z;
  ou[48 + l] = subgroupShuffleUp(l, 3u);
  let e = subgroupShuffleDown(vec4(f32(l) * 0.25, -1.0, f32(l), 2.0), 6u);
  ofl[16 + 4 * l] = e.x;
  ofl[17 + 4 * l] = e.y;
  ofl[18 + 4 * l] = e.z;
  ofl[19 + 4 * l] = e.w;
  let g = subgroupBroadcast(vec2(l, 7u), 2u);
  ou[64 + 2 * l] = g.x;
  ou[65 + 2 * l] = g.y;
  ou[96 + l] = subgroupBroadcast(l, 12);
  ou[112 + l] = subgroupShuffle(l, 15u - sid);
}
