// A negative i32 index reads out of bounds.
@group(0) @binding(0) var<storage, read> data: array<i32, 8>;
@group(0) @binding(1) var<storage, read_write> out: array<i32, 8>;
@compute @workgroup_size(8)
fn main(@builtin(local_invocation_index) i: u32) {
  let k = i32(i) - 2;
  out[i] = data[k];
}
// expect-oob: 7:17 read index -2 bound 8
