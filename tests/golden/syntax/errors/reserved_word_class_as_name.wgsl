fn main() {
  let class = 1;
}
