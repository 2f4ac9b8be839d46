fn f(v: vec2f) {
  var s = 1.0f;
  s *= v;
}
