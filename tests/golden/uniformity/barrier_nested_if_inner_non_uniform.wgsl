@group(0) @binding(0) var<uniform> u: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_id) lid: vec3u) {
  if (u > 1u) {
    workgroupBarrier();
    if (lid.y > 1u) {
      if (u > 2u) {
        workgroupBarrier();
      }
    }
  }
}
