fn main() {
  let x² = 4.0;
}
