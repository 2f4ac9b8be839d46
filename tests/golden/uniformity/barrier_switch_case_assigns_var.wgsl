@group(0) @binding(0) var<uniform> u: i32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  var v = 0;
  switch (u) {
    case 1, 2: {
      v = i32(i);
    }
    default: {
      v = 2;
    }
  }
  if (v == 2) {
    workgroupBarrier();
  }
}
