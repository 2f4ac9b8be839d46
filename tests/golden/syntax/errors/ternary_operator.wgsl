fn pick(c : bool) -> i32 {
  let x = c ? 1 : 2;
  return x;
}
