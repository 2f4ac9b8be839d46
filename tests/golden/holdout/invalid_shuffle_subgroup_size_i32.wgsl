enable subgroups;

@group(0) @binding(0) var<storage, read_write> data: array<u32>;

@compute @workgroup_size(32)
fn inclusive_scan(@builtin(global_invocation_id) gid: vec3<u32>,
                  @builtin(subgroup_invocation_id) lane: u32,
                  @builtin(subgroup_size) width: i32) {
  var x = data[gid.x];
  // Hillis-Steele within the subgroup using shuffles.
  for (var offset = 1u; offset < width; offset <<= 1u) {
    let y = subgroupShuffleUp(x, offset);
    if (lane >= offset) {
      x += y;
    }
  }
  let exclusive = subgroupExclusiveAdd(data[gid.x]);
  let inclusive2 = subgroupInclusiveAdd(data[gid.x]);
  let mx = subgroupMax(x);
  let all_positive = subgroupAll(x > 0u);
  let any_big = subgroupAny(x > 1000u);
  if (all_positive && !any_big) {
    data[gid.x] = x + (inclusive2 - exclusive) * 0u + mx * 0u;
  } else {
    data[gid.x] = x;
  }
}
