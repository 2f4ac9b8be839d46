fn f(x: i32) {
  switch (x) {
    case 0: { continue; }
    default: { }
  }
}
