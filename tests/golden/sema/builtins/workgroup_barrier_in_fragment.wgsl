@fragment
fn fs() -> @location(0) vec4f {
  workgroupBarrier();
  return vec4f(1.0);
}
