struct In { uv: vec2f }
@fragment
fn fs(@location(0) input: In) -> @location(0) vec4f {
  return vec4f(input.uv, 0.0, 1.0);
}
