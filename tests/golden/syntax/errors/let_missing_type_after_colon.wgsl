fn main() {
  let x : = 1;
}
