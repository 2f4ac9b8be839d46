fn main() {
  let aÀ¯ = 1;
}
