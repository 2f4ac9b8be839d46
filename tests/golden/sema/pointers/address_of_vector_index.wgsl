fn f() {
  var v = vec4u(0u);
  let p = &v[2];
}
