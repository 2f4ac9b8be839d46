var<private> acc: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  acc += i;
  var x = 0u;
  x += acc;
  if (x == 2u) {
    workgroupBarrier();
  }
}
