fn main() {
  var true = 1;
}
