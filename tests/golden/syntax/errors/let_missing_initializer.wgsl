fn main() {
  let x : i32;
}
