@group(0) @binding(0) var<storage, read_write> value: f32;
@compute @workgroup_size(1)
fn main() {
  *value = 1.0;
}
