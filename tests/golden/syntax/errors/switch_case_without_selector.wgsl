fn f(x : i32) -> i32 {
  switch x {
    case: {
      return 0;
    }
    default: {
      return 1;
    }
  }
}
