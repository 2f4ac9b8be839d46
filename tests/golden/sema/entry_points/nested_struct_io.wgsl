struct Color { @location(0) c: vec4f }
struct FragOut { inner: Color }
@fragment
fn fs() -> FragOut {
  return FragOut(Color(vec4f(1.0)));
}
