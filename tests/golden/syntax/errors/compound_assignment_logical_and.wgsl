fn main() {
  var ok = true;
  ok &&= false;
}
