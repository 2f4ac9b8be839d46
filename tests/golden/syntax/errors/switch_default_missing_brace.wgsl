fn f(x : i32) -> i32 {
  switch x {
    case 1 { return 1; }
    default: return 0;
  }
}
