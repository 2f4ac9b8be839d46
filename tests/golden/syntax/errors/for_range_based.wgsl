fn main() {
  var sum = 0;
  for (var i in 0..4) {
    sum += i;
  }
}
