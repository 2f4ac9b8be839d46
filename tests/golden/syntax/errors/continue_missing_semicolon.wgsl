fn main() {
  var i = 0;
  loop {
    i++;
    if i < 4 {
      continue
    }
    break;
  }
}
