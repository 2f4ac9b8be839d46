fn main() {
  var i = 0;
  loop {
    continuing {
      i++;
      break if i > 4
    }
  }
}
