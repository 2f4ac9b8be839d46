fn main() {
  let loop = 1;
}
