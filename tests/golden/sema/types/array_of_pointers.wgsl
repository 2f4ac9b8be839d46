fn f() {
  var a: array<ptr<function, i32>, 2>;
}
