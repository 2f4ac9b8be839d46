struct Data { count: u32, values: array<f32> }
@group(0) @binding(0) var<storage, read_write> data: Data;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  let c = data.count;
  if (i < c) {
    data.values[i] = 0.0;
  }
  if (c > 0u) {
    workgroupBarrier();
  }
}
