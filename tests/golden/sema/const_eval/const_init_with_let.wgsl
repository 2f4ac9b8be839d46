fn f() {
  let n = 4u;
  const m = n * 2u;
}
