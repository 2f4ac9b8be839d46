var<workgroup> counter: u32;
@vertex
fn vs() -> @builtin(position) vec4f {
  return vec4f(f32(counter));
}
