@group(0) @binding(0) var<uniform> u: i32;
@compute @workgroup_size(64) fn main() {
  switch (u) {
    case 1: {
      workgroupBarrier();
    }
    case 2, default: {
      storageBarrier();
    }
  }
}
