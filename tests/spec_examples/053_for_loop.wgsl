fn wrapper() {
var a: i32 = 2;
for (var i: i32 = 0; i < 4; i++) {
  a *= 2;
}
}
