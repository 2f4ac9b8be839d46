@group(0) @binding(0) var<storage> data: array<u32>;
@compute @workgroup_size(1)
fn main() {
  let p = &data[0];
  *p = 5u;
}
