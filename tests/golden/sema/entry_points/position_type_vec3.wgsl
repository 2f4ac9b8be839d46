@vertex
fn vs() -> @builtin(position) vec3f {
  return vec3f(0.0);
}
