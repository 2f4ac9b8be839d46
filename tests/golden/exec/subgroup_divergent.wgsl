// Golden execution test: subgroup operations in divergent control flow. Jobs subgroup_divergent*.job.json; the expected outputs (subgroup_divergent*.expected.json)
// come from tools/gen_subgroup_goldens.py, a model of the spec: no oracle here runs subgroups.
enable subgroups;
diagnostic(off, subgroup_uniformity);
@group(0) @binding(0) var<storage, read_write> out: array<u32, 144>;
@compute @workgroup_size(16) fn main(@builtin(local_invocation_index) l: u32,
    @builtin(subgroup_invocation_id) sid: u32) {
  if (l % 3u != 0u) {
    out[l] = subgroupAdd(l);
    out[16 + l] = subgroupExclusiveAdd(l);
    out[32 + l] = subgroupBallot(l % 2u == 0u).x;
    out[48 + l] = u32(subgroupElect());
    out[64 + l] = subgroupBroadcastFirst(l * 10u);
    out[80 + l] = subgroupShuffle(l + 100u, sid ^ 1u);  // an inactive partner gives 0
    out[96 + l] = subgroupShuffleDown(l + 100u, 1u);
  } else {
    out[l] = subgroupMax(l);
    out[112 + l] = subgroupBroadcast(l, 3u);  // lane 3 of each subgroup, 0 when it is not here
  }
  var acc = 0u;
  for (var k = 0u; k < l % 4u; k++) {
    acc += subgroupAdd(1u);
  }
  out[128 + l] = acc;
}
