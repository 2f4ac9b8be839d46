fn main() {
  var i = 0;
  @unroll loop {
    i++;
    if i > 3 { break; }
  }
}
