struct Light { color: vec3f, intensity: f32 }
fn same(a: Light, b: Light) -> bool {
  return a == b;
}
