// Barriers and derivatives in places that ARE uniform, despite looking suspicious.
@group(0) @binding(0) var<storage, read> config: array<u32, 4>;
@group(0) @binding(1) var<storage, read_write> work: array<f32>;
@group(0) @binding(2) var<uniform> pass_count: u32;

var<workgroup> shared_vals: array<f32, 64>;

fn early_exit_helper(x: f32) -> f32 {
  // A non-uniform return inside a helper does not affect the caller's uniformity.
  if (x < 0.0) {
    return 0.0;
  }
  return sqrt(x);
}

fn accumulate(dst: ptr<function, f32>, v: f32) {
  *dst += v;
}

@compute @workgroup_size(64)
fn main(@builtin(local_invocation_index) li: u32,
        @builtin(workgroup_id) wid: vec3u,
        @builtin(num_workgroups) nwg: vec3u) {
  let gi = wid.x * 64u + li;
  var acc = early_exit_helper(work[gi]);
  // Read-only storage is uniform.
  if (work[0] > 2.0) {
    workgroupBarrier();
  }
  // workgroup_id / num_workgroups are uniform builtins.
  if (wid.x + 1u == nwg.x) {
    workgroupBarrier();
  }
  for (var p = 0u; p < pass_count; p++) {
    shared_vals[li] = acc;
    workgroupBarrier();
    accumulate(&acc, shared_vals[(li + 1u) % 64u]);
    workgroupBarrier();
  }
  let v = select(acc, 0.0, li == 0u);
  work[gi] = v;
}
