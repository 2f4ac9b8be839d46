fn main() {
  var x = 1;
  x = x + 1;
