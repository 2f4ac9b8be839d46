fn f(s: i32) {
  var mask = 1u;
  mask <<= s;
}
