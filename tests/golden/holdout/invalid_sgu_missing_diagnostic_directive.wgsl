enable subgroups;

@group(0) @binding(0) var<storage, read_write> data: array<u32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3u) {
  let v = data[gid.x];
  if (v > 10u) {
    // Non-uniform subgroup op only warns because of the directive above.
    data[gid.x] = subgroupAdd(v);
  }
  let m = subgroupMax(v);
  data[gid.x] += m;
}
