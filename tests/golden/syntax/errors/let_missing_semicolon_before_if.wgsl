fn main() {
  let threshold = 0.5
  if threshold > 0.0 {
  }
}
