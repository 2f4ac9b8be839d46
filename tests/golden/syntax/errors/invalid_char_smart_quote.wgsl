fn main() {
  let x = ‘a’;
}
