fn main() {
  let a = 2;
  let x = / a;
}
