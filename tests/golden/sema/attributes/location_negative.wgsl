@fragment
fn fs() -> @location(-1) vec4f {
  return vec4f(1.0);
}
