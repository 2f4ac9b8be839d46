var<workgroup> steps: u32;
@group(0) @binding(0) var<uniform> requested: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i == 0u) { steps = requested; }
  let n = workgroupUniformLoad(&steps);
  for (var s = 0u; s < n; s++) {
    workgroupBarrier();
  }
}
