fn main() {
  var i = 0;
  do {
    i++;
  } while (i < 4);
}
