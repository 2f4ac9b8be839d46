override scale: f32 = 1.0;
@compute @workgroup_size(1)
fn main() {
  scale = 2.0;
}
