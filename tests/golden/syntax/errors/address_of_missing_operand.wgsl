fn main() {
  var x = 1;
  let p = &;
}
