fn f(x : i32) -> i32 {
  switch x {
    case 1:
    case 2: {
      return 2;
    }
    default: {
      return 0;
    }
  }
}
