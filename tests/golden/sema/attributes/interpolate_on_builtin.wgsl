@fragment
fn fs(@builtin(position) @interpolate(linear) p: vec4f) -> @location(0) vec4f {
  return p;
}
