fn f() {
  var i = 0;
  ++i;
}

fn g() {
  var j = 0;
  let k = j++;
}

fn h() {
  var a = 0;
  var b = 0;
  a = b = 1;
}

fn k() {
  _ = ;
}
