fn main() {
  let m = mat2x2f(vec2f(1.0, 0.0), vec2f(0.0, 1.0);
}
