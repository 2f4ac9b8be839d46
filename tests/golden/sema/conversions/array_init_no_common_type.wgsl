fn f(i: i32, u: u32) {
  let a = array(i, u);
}
