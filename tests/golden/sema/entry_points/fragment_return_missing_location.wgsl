@fragment
fn fs() -> vec4f {
  return vec4f(1.0, 0.0, 0.0, 1.0);
}
