enable subgroups;

@group(0) @binding(0) var<storage, read_write> data: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u,
        @builtin(subgroup_invocation_id) sid: u32,
        @builtin(subgroup_size) ssize: u32) {
  let v = data[gid.x];
  let total = subgroupAdd(v);
  let first = subgroupBroadcastFirst(v);
  let ballot = subgroupBallot(v > 0.0);
  if (subgroupElect()) {
    data[gid.x] = total + first + f32(ballot.x + sid + ssize);
  }
}
