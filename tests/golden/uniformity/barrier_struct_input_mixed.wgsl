struct In {
  @builtin(workgroup_id) wid: vec3u,
  @builtin(local_invocation_index) lid: u32,
}
@compute @workgroup_size(16) fn main(inp: In) {
  if (inp.wid.x == 0u) {
    workgroupBarrier();
  }
}
