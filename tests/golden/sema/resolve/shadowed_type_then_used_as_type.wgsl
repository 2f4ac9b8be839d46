fn f() {
  let u32 = 5;
  var x: u32 = 1;
}
