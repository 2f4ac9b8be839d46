enable subgroups;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(subgroup_invocation_id) lane: u32, @builtin(local_invocation_index) i: u32) {
  let v = subgroupBroadcast(i, 0u);
  if (v == 3u) {
    out[i] = subgroupExclusiveAdd(lane);
  }
  if (lane == 5u) {
    out[i] = subgroupInclusiveMul(lane);
  }
}
