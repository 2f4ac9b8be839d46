fn main() {
  var i = 0;
  ++i;
}
