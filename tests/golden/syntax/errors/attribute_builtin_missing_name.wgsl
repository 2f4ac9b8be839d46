@vertex
fn main() -> @builtin() vec4f {
  return vec4f(0.0);
}
