fn f(x : i32) -> i32 {
  var r = 0;
  switch x {
    case 1:
      r = 10;
      break;
    default: {
      r = 0;
    }
  }
  return r;
}
