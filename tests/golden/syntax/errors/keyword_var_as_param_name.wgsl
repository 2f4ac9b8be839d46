fn f(var : i32) -> i32 {
  return var;
}
