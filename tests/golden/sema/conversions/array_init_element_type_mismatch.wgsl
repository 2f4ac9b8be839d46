fn f() {
  let a = array<u32, 2>(1u, 1.5f);
}
