fn main() {
  let cafÃ = 1;
}
