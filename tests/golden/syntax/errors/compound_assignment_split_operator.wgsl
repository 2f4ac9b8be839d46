fn main() {
  var x = 1;
  x + = 2;
}
