fn f() {
  let fmt = rgba8unorm;
}
