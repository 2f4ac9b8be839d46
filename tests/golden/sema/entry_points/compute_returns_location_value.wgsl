@compute @workgroup_size(64)
fn main() -> @location(0) vec4f {
  return vec4f(0.0);
}
