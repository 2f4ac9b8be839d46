@group(0) @binding(0) var<uniform> n: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  for (var a = 0u; a < n; a++) {
    var b = 0u;
    while (b < i) {
      b++;
    }
    workgroupBarrier();
    for (var c = 0u; c < b; c++) {
      workgroupBarrier();
    }
  }
}
