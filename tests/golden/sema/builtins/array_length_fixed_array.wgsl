@group(0) @binding(0) var<storage> data: array<f32, 64>;
@compute @workgroup_size(1)
fn main() {
  let n = arrayLength(&data);
}
