fn main() {
  var i = 0;
  again:
  i++;
}
