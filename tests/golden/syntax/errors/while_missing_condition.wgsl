fn main() {
  var i = 0;
  while {
    i++;
  }
}
