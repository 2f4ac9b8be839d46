fn main() {
  /* TODO: finish this
  let x = 1;
}
