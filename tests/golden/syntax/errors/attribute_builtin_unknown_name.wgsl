@vertex
fn main() -> @builtin(positon) vec4f {
  return vec4f(0.0);
}
