fn main() {
  var a = 0;
  var b = 0;
  a = b = 1;
}
