enable subgroups;

@group(0) @binding(0) var<storage, read> values: array<f32>;
@group(0) @binding(1) var<storage, read_write> partials: array<f32>;

const WG_SIZE = 256u;
// Enough slots for the smallest legal subgroup size (4).
var<workgroup> sg_sums: array<f32, 64>;

@compute @workgroup_size(WG_SIZE)
fn reduce(@builtin(global_invocation_id) gid: vec3u,
          @builtin(local_invocation_index) lidx: u32,
          @builtin(workgroup_id) wid: vec3u,
          @builtin(subgroup_invocation_id) sg_lane: u32,
          @builtin(subgroup_size) sg_size: u32) {
  let n = arrayLength(&values);
  let v = select(0.0, values[gid.x], gid.x < n);
  let s = subgroupAdd(v > 0.0);
  let sg_id = lidx / sg_size;
  if (sg_lane == 0u) {
    sg_sums[sg_id] = s;
  }
  workgroupBarrier();
  let num_sg = (WG_SIZE + sg_size - 1u) / sg_size;
  if (lidx == 0u) {
    var total = 0.0;
    for (var i = 0u; i < num_sg; i++) {
      total += sg_sums[i];
    }
    partials[wid.x] = total;
  }
}
