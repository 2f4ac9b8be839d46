@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var v = vec2u(i, i);
  v = vec2u(0u, 1u);
  if (v.y == 0u) {
    workgroupBarrier();
  }
}
