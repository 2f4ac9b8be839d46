fn main() {
  loop {
    break
  }
}
