fn f() {
  let s = workgroup;
}
