fn main() {
  let name = "hello";
}
