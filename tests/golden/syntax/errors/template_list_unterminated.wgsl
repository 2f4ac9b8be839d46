fn main() {
  var a : array<f32,
}
