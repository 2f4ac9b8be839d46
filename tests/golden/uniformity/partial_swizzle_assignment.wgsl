@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var v = vec4u(i);
  v.xyz = vec3u(1);
  if (v.x == 0) { workgroupBarrier(); }
}
