fn f() {
  let v: vec3f = vec3i(1, 2, 3);
}
