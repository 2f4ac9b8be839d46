fn check(p: ptr<function, u32>) {
  let q = p;
  if (*q == 3u) {
    storageBarrier();
  }
}
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var v = i;
  let pv = &v;
  check(pv);
}
