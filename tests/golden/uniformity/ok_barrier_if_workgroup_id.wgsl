@compute @workgroup_size(64) fn main(@builtin(workgroup_id) wid: vec3u) {
  if (wid.x == 1u) {
    workgroupBarrier();
  }
}
