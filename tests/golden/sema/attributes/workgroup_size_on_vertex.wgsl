@vertex @workgroup_size(64)
fn vs() -> @builtin(position) vec4f {
  return vec4f(0.0);
}
