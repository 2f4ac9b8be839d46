fn f() {
  let size = 4u;
  var a: size;
}
