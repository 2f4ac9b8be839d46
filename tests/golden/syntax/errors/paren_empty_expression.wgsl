fn main() {
  let x = ();
}
