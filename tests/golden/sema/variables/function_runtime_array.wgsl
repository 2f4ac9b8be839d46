fn f() {
  var a: array<u32>;
}
