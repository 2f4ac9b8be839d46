fn sync_if(x: u32) {
  if (x == 0u) {
    workgroupBarrier();
  }
}
@compute @workgroup_size(64) fn main(@builtin(workgroup_id) w: vec3u) {
  sync_if(w.x);
  sync_if(3u);
}
