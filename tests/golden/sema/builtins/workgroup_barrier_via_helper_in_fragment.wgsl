fn sync() {
  workgroupBarrier();
}
@fragment
fn fs() -> @location(0) vec4f {
  sync();
  return vec4f(1.0);
}
