fn main() {
  for (var i = 0; i < 4; let j = i) {
  }
}
