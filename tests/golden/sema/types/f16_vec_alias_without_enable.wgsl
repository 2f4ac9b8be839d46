fn f() {
  let v = vec3h(1.0);
}
