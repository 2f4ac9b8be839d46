var<workgroup> shared_color: vec4f;
@fragment
fn fs() -> @location(0) vec4f {
  return shared_color;
}
