@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let v = vec3f(f32(i), 1.0, 2.0);
  if (v.y > 0.0) {
    workgroupBarrier();
  }
}
