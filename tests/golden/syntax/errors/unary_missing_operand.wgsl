fn main() {
  let x = -;
}
