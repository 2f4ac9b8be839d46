fn main() {
  var a = array<i32, 4>(1, 2, 3, 4);
  let x = a[0;
}
