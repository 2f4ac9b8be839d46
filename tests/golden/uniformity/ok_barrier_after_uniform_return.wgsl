@group(0) @binding(0) var<uniform> n: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (n == 0u) {
    return;
  }
  workgroupBarrier();
  _ = i;
}
