struct In {
  @builtin(workgroup_id) wid: vec3u,
  @builtin(num_workgroups) nwg: vec3u,
}
@compute @workgroup_size(16) fn main(inp: In) {
  if (inp.wid.x == inp.nwg.x) {
    workgroupBarrier();
  }
}
