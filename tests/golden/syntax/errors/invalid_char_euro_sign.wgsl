fn main() {
  let price€ = 1.0;
}
