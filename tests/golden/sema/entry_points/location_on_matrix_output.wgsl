@fragment
fn fs() -> @location(0) mat4x4f {
  return mat4x4f();
}
