fn main() {
  let 2x = 1;
}
