fn mk(p: ptr<function, array<u32, 4>>, v: u32) -> u32 { (*p)[0] = v; return 0u; }
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var a = array<u32, 4>();
  let v = a[mk(&a, i)];
  if (v == 0) { workgroupBarrier(); }
}
