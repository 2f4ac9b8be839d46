@vertex
fn vs() -> @builtin(position) vec4f {
  storageBarrier();
  return vec4f(0.0);
}
