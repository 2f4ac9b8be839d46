// Subgroup operations behind 'enable subgroups'.
enable subgroups;

@group(0) @binding(0) var<storage, read_write> data : array<u32>;
@group(0) @binding(1) var<storage, read_write> sums : array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid : vec3u,
        @builtin(subgroup_invocation_id) sid : u32,
        @builtin(subgroup_size) ssize : u32) {
  let v = data[gid.x];
  let total = subgroupAdd(v);
  let prefix = subgroupExclusiveAdd(v);
  let top = subgroupBroadcastFirst(v);
  let ballot = subgroupBallot(v > 0u);
  let mx = subgroupMax(v);
  let shuffled = subgroupShuffle(v, (sid + 1u) % ssize);
  if subgroupElect() {
    sums[gid.x / ssize] = total + top + ballot.x + mx;
  }
  data[gid.x] = prefix + shuffled;
}
