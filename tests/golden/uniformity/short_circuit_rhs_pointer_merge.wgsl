@group(0) @binding(0) var<uniform> u: u32;
fn setu(p: ptr<function, u32>) -> bool { *p = u; return true; }
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = i;
  if (u == 0 && setu(&x)) { }
  if (x == 0) { workgroupBarrier(); }
}
