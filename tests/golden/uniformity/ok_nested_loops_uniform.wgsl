@group(0) @binding(0) var<uniform> n: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  for (var a = 0u; a < n; a++) {
    for (var b = 0u; b < a; b++) {
      workgroupBarrier();
    }
  }
  _ = i;
}
