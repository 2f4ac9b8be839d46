fn main() {
  var i = 0;
  loop {
    i++;
    break if i > 4;
  }
}
