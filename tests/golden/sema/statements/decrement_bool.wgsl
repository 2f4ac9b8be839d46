fn f() {
  var flag = true;
  flag--;
}
