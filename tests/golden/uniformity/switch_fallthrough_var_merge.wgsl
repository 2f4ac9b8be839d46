@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var x = 0u;
  switch (x) {
    case 1u: {
      x = i;
    }
    case 2u: {
      return;
    }
    default: {
    }
  }
  if (x == 0u) {
    workgroupBarrier();
  }
}
