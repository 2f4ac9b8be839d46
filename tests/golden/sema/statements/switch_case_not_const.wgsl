fn f(x: u32, y: u32) {
  switch (x) {
    case y: { }
    default: { }
  }
}
