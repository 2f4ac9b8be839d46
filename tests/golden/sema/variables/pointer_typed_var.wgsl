fn f() {
  var x = 1;
  var p: ptr<function, i32> = &x;
}
