fn main() {
  var a = 0;
  if (a = 1) {
  }
}
