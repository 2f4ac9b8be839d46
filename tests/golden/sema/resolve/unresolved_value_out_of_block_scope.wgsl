@group(0) @binding(0) var<storage, read_write> out: array<u32, 4>;

@compute @workgroup_size(1)
fn main() {
  if (out[0] > 0u) {
    let tmp = out[0] * 2u;
  }
  out[1] = tmp;
}
