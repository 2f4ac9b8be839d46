@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) nonuniform_var: u32) {
  let nonuniform_cond = 42u == nonuniform_var;
  for ( ; ; ) {
    workgroupBarrier();
    if nonuniform_cond { break; }
  }
}
