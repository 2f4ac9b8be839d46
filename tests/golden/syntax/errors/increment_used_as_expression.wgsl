fn main() {
  var i = 0;
  let j = i++;
}
