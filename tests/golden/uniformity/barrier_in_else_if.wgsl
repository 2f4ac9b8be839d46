@group(0) @binding(0) var<uniform> u: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) s: u32) {
  if (u == 0u) {
    workgroupBarrier();
  } else if (s == 3u) {
    workgroupBarrier();
  } else {
    workgroupBarrier();
  }
}
