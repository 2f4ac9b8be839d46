fn main() {
  var i = 0;
  continuing {
    i++;
  }
}
