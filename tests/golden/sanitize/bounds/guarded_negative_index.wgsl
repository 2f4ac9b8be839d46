// The same index kept in range by max.
@group(0) @binding(0) var<storage, read> data: array<i32, 8>;
@group(0) @binding(1) var<storage, read_write> out: array<i32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let k = max(i32(i) - 2, 0);
  out[i] = data[k];
}
