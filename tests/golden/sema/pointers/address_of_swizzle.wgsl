fn f() {
  var v = vec4f(0.0);
  let p = &v.xy;
}
