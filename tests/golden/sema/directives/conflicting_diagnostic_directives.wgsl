diagnostic(off, derivative_uniformity);
diagnostic(error, derivative_uniformity);

@fragment
fn fs() -> @location(0) vec4f {
  return vec4f(1.0);
}
