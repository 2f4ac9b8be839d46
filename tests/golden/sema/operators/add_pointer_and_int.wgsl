fn f() {
  var a = 1;
  let p = &a;
  let q = p + 1;
}
