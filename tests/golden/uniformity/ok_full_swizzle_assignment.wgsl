@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var v = vec4u();
  v.xyzw = vec4u(i);
  v.xyzw = vec4u(1);
  if (v.x == 0) { workgroupBarrier(); }
}
